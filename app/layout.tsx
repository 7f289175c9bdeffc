import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AnalyticsSlot } from '@/components/layout/AnalyticsSlot';
import { Footer } from '@/components/layout/Footer';
import { LegacyRedirect } from '@/components/layout/LegacyRedirect';
import { ClientNavigation } from '@/components/layout/ClientNavigation';
import { ServiceWorker } from '@/components/layout/ServiceWorker';
import { NotificationSlot } from '@/components/layout/NotificationSlot';
import { CodeCopy } from '@/components/mdx/CodeCopy';
import { InstallTabs } from '@/components/mdx/InstallTabs';
import { codeColorsCss } from '@/lib/mdx/shiki';
import { siteOriginCss } from '@/lib/print-css';
import {
  DEFAULT_DESCRIPTION,
  MAIN_CONTENT_ID,
  MASK_ICON_COLOR,
  SITE_NAME,
  SITE_ORIGIN,
  THEME_COLOR,
} from '@/lib/site';
import { THEME_SCRIPT } from '@/lib/theme';
import './styles/base.css';
import './styles/header.css';
import './styles/frame.css';
import './styles/outline.css';
import './styles/sidebar.css';
import './styles/page.css';
import './styles/footer.css';
import './styles/home.css';
import './styles/search.css';
import './styles/markdown.css';
import './styles/print.css';

export const metadata: Metadata = {
  metadataBase: new URL(SITE_ORIGIN),
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description: DEFAULT_DESCRIPTION,
  applicationName: SITE_NAME,
  manifest: '/manifest.json',
  icons: {
    icon: [
      { url: '/icons/icon.svg', type: 'image/svg+xml' },
      { url: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { url: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
    apple: [{ url: '/icons/apple-touch-icon.png', sizes: '180x180' }],
    other: [{ rel: 'mask-icon', url: '/icons/mask-icon.svg', color: MASK_ICON_COLOR }],
  },
  other: { 'msapplication-TileImage': '/icons/mstile-150.png', 'msapplication-TileColor': THEME_COLOR },
  openGraph: { siteName: SITE_NAME, type: 'website' },
};

export const viewport: Viewport = { themeColor: THEME_COLOR, width: 'device-width', initialScale: 1 };

/** The shell every route shares: skip link and footer; each route renders the header with its url. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The theme script sets the root's class and data-theme before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* No frame before the page's main starts: on a slow machine the parser yields inside
            the header, and its controls arriving in a later frame pushed the social links and
            the menu aside (a layout shift at load). Chromium unblocks once the element is in
            the document, so the target is the first element after header and sidebar. */}
        <link rel="expect" href={`#${MAIN_CONTENT_ID}`} blocking="render" />
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        {/* The colours of highlighted code, derived from Shiki's themes (a few hundred bytes). */}
        <style dangerouslySetInnerHTML={{ __html: codeColorsCss() + siteOriginCss() }} />
      </head>
      <body>
        <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
          Skip to content
        </a>
        {children}
        <Footer />
        {/* After the footer: it is the last thing on the page, so last in tab order too. */}
        <NotificationSlot />
        <ClientNavigation />
        <CodeCopy />
        <InstallTabs />
        <LegacyRedirect />
        <AnalyticsSlot />
        <ServiceWorker />
      </body>
    </html>
  );
}
