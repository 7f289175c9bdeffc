'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { isPlainClick } from '@/lib/links';

type Status = { kind: 'pending'; from: string } | { kind: 'failed'; from: string; to: string } | null;

/**
 * What client-side navigation is doing, shown over the content: a placeholder while the next
 * page loads, or 'Error loading content.' when the reader is offline and no service worker
 * can answer. (A route `loading.tsx` would hide every prerendered page behind a fallback
 * that only JavaScript removes, so pages would be empty without it.)
 */
export function NavigationStatus() {
  const pathname = usePathname();
  const [status, setStatus] = useState<Status>(null);
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    // The navigation finished (or another one did): nothing is pending any more.
    setShownPath(pathname);
    setStatus(null);
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a');
      const plain = isPlainClick(event);
      if (!link || !plain || link.target === '_blank') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      const from = window.location.pathname;
      if (!navigator.onLine && !navigator.serviceWorker?.controller) {
        event.preventDefault();
        event.stopPropagation();
        setStatus({ kind: 'failed', from, to: url.href });
      } else {
        setStatus({ kind: 'pending', from });
      }
    };
    // Capture phase: next/link prevents the default action before a bubbling listener would run.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  if (!status || status.from !== pathname) return null;
  if (status.kind === 'failed') {
    return (
      <div className="navigation-status" role="alert">
        <p>Error loading content.</p>
        <button type="button" className="button" onClick={() => window.location.assign(status.to)}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <div className="navigation-status" role="status" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
      <div className="placeholder-line" />
      <div className="placeholder-line" />
      <div className="placeholder-line short" />
    </div>
  );
}
