import { OUTLINE, PROSE_CHUNK_CLASS } from '@/lib/site';

/** The index of the last chunk whose top is at or above `line` (px from the viewport's top), or -1: chunks are in page order. */
function lastChunkAbove(chunks: readonly Element[], line: number): number {
  let low = 0;
  let high = chunks.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (chunks[middle]!.getBoundingClientRect().top <= line) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * Marks with `aria-current="location"` the outline link of the section being read: the one
 * whose chunk starts last above the reading line, a third down the viewport (a chunk that
 * starts with a level 4 heading belongs to the listed heading before it). Runs once a frame at
 * most while the page scrolls, and only while the outline is shown. Returns what stops it.
 */
export function trackOutline(outline: HTMLElement, body: HTMLElement): () => void {
  const links = new Map<string, HTMLAnchorElement>();
  for (const link of outline.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
    links.set(decodeURIComponent(link.hash.slice(1)), link);
  }
  const chunks = [...body.querySelectorAll(`:scope > .${PROSE_CHUNK_CLASS}`)];
  let listed: HTMLAnchorElement | undefined;
  const linkOfChunk = chunks.map((chunk) => {
    const id = chunk.firstElementChild?.id;
    if (id && links.has(id)) listed = links.get(id);
    return listed;
  });

  let current: HTMLAnchorElement | undefined;
  const update = () => {
    if (outline.getClientRects().length === 0) return;
    const found = lastChunkAbove(chunks, window.innerHeight * OUTLINE.readingLine);
    const next = found >= 0 ? linkOfChunk[found] : undefined;
    if (next === current) return;
    current?.removeAttribute('aria-current');
    next?.setAttribute('aria-current', 'location');
    current = next;
    // Keep the marked link within the outline's own scrolling box, without scrolling the page.
    if (
      next &&
      (next.offsetTop < outline.scrollTop ||
        next.offsetTop > outline.scrollTop + outline.clientHeight - next.offsetHeight)
    ) {
      outline.scrollTop = next.offsetTop - outline.clientHeight / 2;
    }
  };
  let frame = 0;
  const schedule = () => {
    if (frame === 0) {
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    }
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  update();
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
}
