'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { legacyRedirect } from '@/lib/redirects';

/** Replaces moved urls (see lib/redirects) on first load, on navigation and on hash changes. */
export function LegacyRedirect() {
  const pathname = usePathname();
  const router = useRouter();
  useEffect(() => {
    const check = () => {
      const target = legacyRedirect(window.location.pathname, window.location.hash);
      if (target) router.replace(target);
    };
    check();
    window.addEventListener('hashchange', check);
    return () => window.removeEventListener('hashchange', check);
  }, [pathname, router]);
  return null;
}
