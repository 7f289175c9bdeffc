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

/** The label of the Ctrl/Cmd+K shortcut on `platform` (navigator.platform or userAgent): ⌘ on Apple's, Ctrl elsewhere. */
export function shortcutLabel(platform: string): string {
  return /Mac|iPhone|iPad|iPod/i.test(platform) ? '⌘ K' : 'Ctrl K';
}
