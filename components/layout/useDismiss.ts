'use client';

import { useEffect, type RefObject } from 'react';

/** Calls `close` when a pointer goes down or focus moves outside `ref` while `active`. */
export function useDismiss(ref: RefObject<HTMLElement | null>, active: boolean, close: () => void): void {
  useEffect(() => {
    if (!active) return;
    const outside = (event: Event) => {
      if (ref.current && event.target instanceof Node && !ref.current.contains(event.target)) close();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [ref, active, close]);
}
