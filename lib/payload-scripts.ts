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
