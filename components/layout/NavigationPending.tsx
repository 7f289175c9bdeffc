'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

/**
 * A loading placeholder over the content while client-side navigation fetches the next page.
 * (A route `loading.tsx` would hide every prerendered page behind a fallback that only
 * JavaScript removes, so pages would be empty without it.)
 */
export function NavigationPending() {
  const pathname = usePathname();
  const [pendingFrom, setPendingFrom] = useState<string | null>(null);
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    // The navigation finished (or another one did): nothing is pending any more.
    setShownPath(pathname);
    setPendingFrom(null);
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a');
      const plain =
        event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (!link || !plain || link.target === '_blank') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin === window.location.origin && url.pathname !== window.location.pathname) {
        setPendingFrom(window.location.pathname);
      }
    };
    // Capture phase: next/link prevents the default action before a bubbling listener would run.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  if (pendingFrom !== pathname) return null;
  return (
    <div className="navigation-pending" role="status" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
      <div className="placeholder-line" />
      <div className="placeholder-line" />
      <div className="placeholder-line short" />
    </div>
  );
}
