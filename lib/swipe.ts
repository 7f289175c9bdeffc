import { SIDEBAR_SWIPE } from './site';

export interface Point {
  x: number;
  y: number;
}

/**
 * What a finished drag means for the mobile sidebar: open it (a rightward drag that starts
 * near the left edge), close it (a leftward drag while open), or nothing. Drags that are more
 * vertical than horizontal are scrolling, not swipes.
 */
export function swipeAction(start: Point, end: Point, isOpen: boolean): 'open' | 'close' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) <= SIDEBAR_SWIPE.thresholdPx) return null;
  if (Math.abs(dy) / Math.abs(dx) >= SIDEBAR_SWIPE.maxSlopeRatio) return null;
  if (!isOpen && dx > 0 && start.x < SIDEBAR_SWIPE.openerMaxStartPx) return 'open';
  if (isOpen && dx < 0) return 'close';
  return null;
}
