import type { Metadata } from 'next';
import { Header } from '@/components/layout/Header';
import { MAIN_CONTENT_ID } from '@/lib/site';

// Next adds <meta name="robots" content="noindex"> to the not-found page itself.
export const metadata: Metadata = { title: 'Page Not Found' };

/** Shown for every url the site does not have; exported as 404.html. */
export default function NotFound() {
  return (
    <>
      <Header />
      <main id={MAIN_CONTENT_ID} className="page not-found">
        <h1>Page Not Found</h1>
        <p>Oops! The page you are looking for has been removed or relocated.</p>
        <a href="/" className="button">
          Go to Homepage
        </a>
      </main>
    </>
  );
}
