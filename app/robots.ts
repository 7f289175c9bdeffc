import type { MetadataRoute } from 'next';
import { CRAWL_DISALLOWED, SITEMAP_PATH, SITE_ORIGIN } from '@/lib/site';

export const dynamic = 'force-static';

/** Everything may be crawled except the printable copies and the app shell. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...CRAWL_DISALLOWED] },
    sitemap: `${SITE_ORIGIN}${SITEMAP_PATH}`,
  };
}
