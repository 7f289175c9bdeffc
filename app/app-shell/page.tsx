import type { Metadata } from 'next';
import { Header } from '@/components/layout/Header';

export const metadata: Metadata = { robots: 'noindex,nofollow' };

/** An empty page inside the layout: the shell the service worker can serve for any route. */
export default function AppShell() {
  return (
    <>
      <Header />
      <main id="main-content" className="page app-shell" />
    </>
  );
}
