import { useEffect } from 'react';

/**
 * While `locked`, the page itself does not scroll (an open panel over it, such as the phone's
 * sidebar, still does): the root stops scrolling, and gets its own setting back on unlock.
 */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [locked]);
}
