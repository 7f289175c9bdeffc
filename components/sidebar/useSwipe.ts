'use client';

import { useEffect, useRef } from 'react';
import { swipeAction, type Point } from '@/lib/swipe';

/** Opens or closes the mobile sidebar on horizontal swipes anywhere on the page. */
export function useSwipe(isOpen: boolean, onOpen: () => void, onClose: () => void): void {
  const start = useRef<Point | null>(null);
  useEffect(() => {
    const begin = (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const end = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start.current || !touch) return;
      const action = swipeAction(start.current, { x: touch.clientX, y: touch.clientY }, isOpen);
      start.current = null;
      if (action === 'open') onOpen();
      if (action === 'close') onClose();
    };
    document.addEventListener('touchstart', begin, { passive: true });
    document.addEventListener('touchend', end, { passive: true });
    return () => {
      document.removeEventListener('touchstart', begin);
      document.removeEventListener('touchend', end);
    };
  }, [isOpen, onOpen, onClose]);
}
