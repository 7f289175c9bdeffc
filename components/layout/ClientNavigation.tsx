'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { clientRouteTarget, isPlainClick } from '@/lib/links';
import { prefetchProse } from '../mdx/load-prose';
import { LoadFailed, LoadingPlaceholder } from '../shared/LoadStatus';

type Status = { kind: 'pending'; from: string } | { kind: 'failed'; from: string; to: string } | null;

/** The page an event's link would open client-side, if any. */
function routeTarget(event: Event): URL | undefined {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  return clientRouteTarget(
    {
      href: link.href,
      target: link.target,
      download: link.hasAttribute('download'),
      reloadDocument: link.hasAttribute('data-reload-document'),
    },
    window.location.href,
  );
}

/**
 * Client-side navigation for every internal link of the site, from one delegated listener:
 * links are plain `<a>` elements in the static HTML (nothing to hydrate per link), a plain
 * click routes with Next's router, and a link's page is prefetched when the pointer rests on
 * it, it gets focus or a finger touches it, never merely for being in view. While the next
 * page loads a placeholder shows over the content; offline with no service worker to answer,
 * 'Error loading content.' with a retry. (A route `loading.tsx` would hide every prerendered
 * page behind a fallback that only JavaScript removes.)
 */
export function ClientNavigation() {
  const router = useRouter();
  const pathname = usePathname();
  const [status, setStatus] = useState<Status>(null);
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    // The navigation finished (or another one did): nothing is pending any more.
    setShownPath(pathname);
    setStatus(null);
  }

  useEffect(() => {
    const prefetched = new Set<string>();
    const prefetch = (event: Event) => {
      const target = routeTarget(event);
      if (!target || prefetched.has(target.pathname)) return;
      prefetched.add(target.pathname);
      router.prefetch(target.pathname);
      prefetchProse(target.pathname);
    };
    const onClick = (event: MouseEvent) => {
      // Bubbling phase: a component that handles its own link click prevents the default first.
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const target = routeTarget(event);
      if (!target) return;
      event.preventDefault();
      const from = window.location.pathname;
      if (!navigator.onLine && !navigator.serviceWorker?.controller) {
        setStatus({ kind: 'failed', from, to: target.href });
        return;
      }
      setStatus({ kind: 'pending', from });
      router.push(`${target.pathname}${target.search}${target.hash}`);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', prefetch);
    document.addEventListener('focusin', prefetch);
    document.addEventListener('touchstart', prefetch, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', prefetch);
      document.removeEventListener('focusin', prefetch);
      document.removeEventListener('touchstart', prefetch);
    };
  }, [router]);

  if (!status || status.from !== pathname) return null;
  if (status.kind === 'failed') {
    return <LoadFailed className="navigation-status" onRetry={() => window.location.assign(status.to)} />;
  }
  return <LoadingPlaceholder className="navigation-status" />;
}
