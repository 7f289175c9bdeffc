// What Next writes in a different place from one build to the next, put in one place, so a
// page's bytes depend only on what it shows.
//
// Next inlines a page's React payload in its HTML as `<script>self.__next_f.push([1,"…"])</script>`,
// one script per chunk of React's output. How React batches that output depends on when its
// pending work is picked up, so a loaded machine can split one page's payload differently from
// the last build: the same payload in other bytes, which a returning reader's worker would
// download again. Adjacent chunks are joined into one script, so the bytes depend only on the
// payload.

// The end of one payload script and the start of the next. Neither can occur inside a payload
// string: Next escapes `<` in it as `\u003c`.
const BETWEEN_CHUNKS = '"])</script><script>self.__next_f.push([1,"';

/** The HTML with each run of adjacent payload chunk scripts joined into one script. */
export function joinPayloadScripts(html: string): string {
  return html.split(BETWEEN_CHUNKS).join('');
}

/** How many payload chunk scripts the HTML holds. */
export function payloadScriptCount(html: string): number {
  return html.split('<script>self.__next_f.push([1,').length - 1;
}

// The layout's render-blocking link: React hoists it into the head among the page's metadata, which
// Next resolves asynchronously, so it lands before or after that metadata depending on timing.
const EXPECT_LINK = /<link rel="expect"[^>]*>/g;

/** The HTML with the layout's `rel="expect"` link moved to the end of the head (still in the head, so it still blocks the first render). */
export function placeExpectLink(html: string): string {
  const links = html.match(EXPECT_LINK);
  if (!links) return html;
  return html.replace(EXPECT_LINK, '').replace('</head>', `${links.join('')}</head>`);
}

/** The exported page in its stable form: payload scripts joined, the expect link at the end of the head. */
export function stableHtml(html: string): string {
  return placeExpectLink(joinPayloadScripts(html));
}
