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
