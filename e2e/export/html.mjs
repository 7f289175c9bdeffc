// Tiny readers for the few things the export checks look for in HTML.
const decode = (text) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

/** The text of <title>. */
export function titleOf(html) {
  return decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
}

/** The content of <meta name="..."> (or property="..."). */
export function metaOf(html, name) {
  const tag = new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html);
  return tag ? decode(tag[1]) : undefined;
}

/** Every `<meta name="...">` content for a name (to catch duplicates). */
export function allMeta(html, name) {
  return [...html.matchAll(new RegExp(`<meta name="${name}" content="([^"]*)"`, 'g'))].map((m) => m[1]);
}

/** The href of the first <link rel="..."> matching. */
export function linkHref(html, rel) {
  return new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(html)?.[1];
}

/** Every href in the document. */
export function hrefs(html) {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => decode(m[1]));
}

/** Every id attribute in the document. */
export function ids(html) {
  return [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decode(m[1]));
}
