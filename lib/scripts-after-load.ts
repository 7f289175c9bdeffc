// Next's scripts run after the page has loaded and painted, not while its HTML is parsed.
//
// Next writes its scripts as `<script src async>` in the head. Served from a cache (a returning
// reader's service worker, or any fast network) they arrive before the HTML is parsed, and run
// in the middle of it: React's work then comes before the first paint, and the reader waits for
// hydration to see the page. Measured in Chromium traces of the export, the first script ran
// before the first contentful paint on every page tried. Here the scripts are preloaded from the
// head, at low priority, and a small inline script at the end of the body
// adds them once the window's load event has fired and a frame has painted: the page is whole
// on screen (largest paint included) before React starts. Waiting for the end of parsing only
// (or one frame after it) still let the first script run before the largest paint in 2 of 6
// loads; after the load event it ran later in 6 of 6.

/** A script tag Next writes for one of its chunks. */
const NEXT_SCRIPT = /<script src="(\/_next\/[^"]+\.js)" async=""><\/script>/g;
/** Any script tag with a source under /_next/, to find one the pattern above did not take. */
const ANY_NEXT_SCRIPT = /<script src="\/_next\/[^"]*"([^>]*)>/g;
/** Marks the inline loader, so a page rewritten once is left as it is. */
export const SCRIPTS_AFTER_LOAD_ID = 'scripts-after-load';

/** The inline script that adds `sources` as async scripts after the load event and the next painted frame. */
export function scriptsAfterLoadLoader(sources: readonly string[]): string {
  // Runs at the end of the body, so the load event is still to come unless the page was restored.
  return (
    `<script id="${SCRIPTS_AFTER_LOAD_ID}">(function(s){function a(){requestAnimationFrame(function(){setTimeout(function(){` +
    `s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})})})}` +
    `document.readyState==="complete"?a():addEventListener("load",a,{once:true})})(${JSON.stringify(sources)})</script>`
  );
}

/**
 * The exported page with Next's chunk scripts preloaded where the first of them stood and added by
 * an inline loader after the load event. `file` names the page in errors.
 */
export function scriptsAfterLoad(html: string, file: string): string {
  if (html.includes(`<script id="${SCRIPTS_AFTER_LOAD_ID}">`)) return html;
  const sources = [...new Set([...html.matchAll(NEXT_SCRIPT)].map((match) => match[1] ?? ''))];
  if (sources.length === 0) return html;
  const first = html.search(NEXT_SCRIPT);
  // At low priority: nothing needs them before the load event, and at the default (high) priority
  // Lighthouse counted their downloads into the first paint (FCP at 4×, 2 runs each on
  // /concepts/output/: 1,253 and 867 ms high, 978 and 799 ms low). A chunk Next already preloads
  // is not preloaded twice.
  const preloads = sources
    .filter((src) => !html.includes(`href="${src}"`))
    .map((src) => `<link rel="preload" as="script" fetchPriority="low" href="${src}"/>`)
    .join('');
  const rewritten = html.slice(0, first) + preloads + html.slice(first).replace(NEXT_SCRIPT, '');
  // A chunk script in another form (other attributes) would keep running during the parse: say so.
  const left = [...rewritten.matchAll(ANY_NEXT_SCRIPT)].filter(
    (match) => !/\bnoModule=""/.test(match[1] ?? ''),
  );
  if (left.length > 0)
    throw new Error(`${file}: a Next script in a form scriptsAfterLoad does not know: ${left[0]?.[0]}`);
  if (!rewritten.includes('</body>')) throw new Error(`${file}: no </body> to put the script loader before`);
  return rewritten.replace('</body>', `${scriptsAfterLoadLoader(sources)}</body>`);
}
