'use client';

import { useEffect, useState, type RefObject } from 'react';
import { IN_VIEW_POLL_MS } from '@/lib/site';

function isInViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.bottom >= 0 && rect.top <= window.innerHeight;
}

/** Becomes true once `ref` has been in the viewport, and stays true. */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      });
      observer.observe(element);
      return () => observer.disconnect();
    }
    // Without IntersectionObserver, look again at an interval.
    const timer = window.setInterval(() => {
      if (isInViewport(element)) setSeen(true);
    }, IN_VIEW_POLL_MS);
    return () => window.clearInterval(timer);
  }, [ref, seen]);
  return seen;
}
