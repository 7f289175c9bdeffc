'use client';

import { useEffect } from 'react';
import { trackOutline } from './track-outline';

/**
 * Marks the section being read in the page outline. Reached by client-side navigation, the
 * outline and the body arrive after this mounts (see Prose), so it waits for both.
 */
export function OutlineTracker() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    const start = (): boolean => {
      const outline = document.querySelector<HTMLElement>('.page-outline');
      const body = document.querySelector<HTMLElement>('main .prose');
      if (!outline?.querySelector('a') || !body?.firstElementChild) return false;
      stop = trackOutline(outline, body);
      return true;
    };
    const arrivals = new MutationObserver(() => {
      if (start()) arrivals.disconnect();
    });
    if (!start()) arrivals.observe(document.body, { childList: true, subtree: true });
    return () => {
      arrivals.disconnect();
      stop?.();
    };
  }, []);
  return null;
}
