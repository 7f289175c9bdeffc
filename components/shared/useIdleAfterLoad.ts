'use client';

import { useEffect, useState } from 'react';

/**
 * Becomes true once the page has loaded and the browser is next idle (a task later where
 * `requestIdleCallback` is missing, as in Safari), and stays true.
 */
export function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const waiting = new AbortController();
    let cancelIdle = () => {};
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => setIdle(true));
        cancelIdle = () => window.cancelIdleCallback(handle);
      } else {
        const timer = window.setTimeout(() => setIdle(true));
        cancelIdle = () => window.clearTimeout(timer);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true, signal: waiting.signal });
    return () => {
      waiting.abort();
      cancelIdle();
    };
  }, []);
  return idle;
}
