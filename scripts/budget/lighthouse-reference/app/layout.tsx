import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: 'Lighthouse reference',
  description: 'An empty Next.js page that the budget measures beside the site.',
};

/** The smallest document Lighthouse scores 100 on accessibility, best practices and SEO. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
