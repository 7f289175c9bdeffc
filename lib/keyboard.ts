/** How far ArrowDown (+1) and ArrowUp (-1) move through a list; undefined for any other key. */
export function arrowStep(key: string): 1 | -1 | undefined {
  if (key === 'ArrowDown') return 1;
  if (key === 'ArrowUp') return -1;
  return undefined;
}

/**
 * The index `step` away from `current` in a list of `length`, wrapping past either end. From no
 * item (`current` -1) a step down lands on the first and a step up on the last.
 */
export function wrapIndex(current: number, step: number, length: number): number {
  if (current < 0) return step > 0 ? 0 : length - 1;
  return (((current + step) % length) + length) % length;
}

/**
 * Where an arrow key's `step` moves the selection in a list of `total` items of which the first
 * `rendered` are in the page: down past the last rendered item goes on when there are more (the
 * list renders them next), and wraps to the first only past the very last; up from the first
 * wraps to the last rendered.
 */
export function listStep(current: number, step: 1 | -1, rendered: number, total: number): number {
  if (step < 0) return current <= 0 ? rendered - 1 : current - 1;
  return current + 1 < Math.max(rendered, total) ? current + 1 : 0;
}

/**
 * Where a key moves focus in a horizontal tab list of `length` tabs from `current` (WAI-ARIA
 * tabs pattern): ArrowRight and ArrowLeft to the next and previous tab, wrapping, Home and End to
 * the first and last; undefined for any other key.
 */
export function tabListIndex(key: string, current: number, length: number): number | undefined {
  if (key === 'ArrowRight') return wrapIndex(current, 1, length);
  if (key === 'ArrowLeft') return wrapIndex(current, -1, length);
  if (key === 'Home') return 0;
  if (key === 'End') return length - 1;
  return undefined;
}

/** The label of the Ctrl/Cmd+K shortcut on `platform` (navigator.platform or userAgent): ⌘ on Apple's, Ctrl elsewhere. */
export function shortcutLabel(platform: string): string {
  return /Mac|iPhone|iPad|iPod/i.test(platform) ? '⌘ K' : 'Ctrl K';
}
