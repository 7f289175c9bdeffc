import type { Metadata } from 'next';
import { printableUrl, type ResolvedRoute } from './content/routes';
import { BLOG, DEFAULT_DESCRIPTION, NO_INDEX, PRINTABLE_TITLE, SITE_NAME } from './site';

/** Title, description, canonical url, robots and the blog's feed link of a content or printable route. */
export function routeMetadata(route: ResolvedRoute): Metadata {
  if (route.kind === 'printable') {
    return {
      title: PRINTABLE_TITLE,
      description: DEFAULT_DESCRIPTION,
      alternates: { canonical: printableUrl(route.section.name) },
      robots: NO_INDEX,
    };
  }
  const { page } = route;
  return {
    title: page.title,
    description: page.description ?? DEFAULT_DESCRIPTION,
    alternates: {
      canonical: page.url,
      // The blog's pages announce its feed, so a feed reader finds it from any of them.
      ...(page.url.startsWith(BLOG.url)
        ? { types: { 'application/atom+xml': [{ url: BLOG.feedUrl, title: BLOG.feedTitle }] } }
        : {}),
    },
    openGraph: { title: `${page.title} | ${SITE_NAME}`, url: page.url, type: 'article' },
  };
}
