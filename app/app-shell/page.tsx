import type { Metadata } from 'next';

export const metadata: Metadata = { robots: 'noindex,nofollow' };

/** An empty page inside the layout: the shell the service worker can serve for any route. */
export default function AppShell() {
  return <main id="main-content" className="page app-shell" />;
}
