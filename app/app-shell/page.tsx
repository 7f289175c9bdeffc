import type { Metadata } from 'next';
import { Header } from '@/components/layout/Header';
import { MAIN_CONTENT_ID, NO_INDEX, SITE_NAME } from '@/lib/site';

export const metadata: Metadata = { robots: NO_INDEX };

/**
 * An empty page inside the layout (docs/SPEC.md section 2: the app-shell route renders empty). It is
 * exported and precached like any page; the service worker never answers another url with it.
 * Its main holds only a heading for screen readers that names the site: every page has a
 * level-one heading, and inside a landmark.
 */
export default function AppShell() {
  return (
    <>
      <Header />
      <main id={MAIN_CONTENT_ID} className="page app-shell">
        <h1 className="visually-hidden">{SITE_NAME}</h1>
      </main>
    </>
  );
}
