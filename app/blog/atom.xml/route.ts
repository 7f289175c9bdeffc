import { blogPosts, getContentTree } from '@/lib/content';
import { atomFeed } from '@/lib/feed';
import { SITE_ORIGIN } from '@/lib/site';

export const dynamic = 'force-static';

/** The blog's Atom feed, exported as out/blog/atom.xml and announced on the blog's pages. */
export function GET() {
  return new Response(atomFeed(blogPosts(getContentTree()), SITE_ORIGIN), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  });
}
