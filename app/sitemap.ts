import type { MetadataRoute } from 'next';
import { getContentTree } from '@/lib/content';
import { SITE_ORIGIN } from '@/lib/site';

export const dynamic = 'force-static';

/** The home page and every content page, from the content tree. */
export default function sitemap(): MetadataRoute.Sitemap {
  const urls = ['/', ...getContentTree().pages.keys()];
  return urls.map((url) => ({ url: `${SITE_ORIGIN}${url}` }));
}
