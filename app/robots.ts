import type { MetadataRoute } from 'next';
import { SITE_ORIGIN } from '@/lib/site';

export const dynamic = 'force-static';

/** Everything may be crawled except the printable copies and the app shell. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/app-shell/', '/*/printable/'] },
    sitemap: `${SITE_ORIGIN}/sitemap.xml`,
  };
}
