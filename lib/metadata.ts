import type { Metadata } from 'next';
import type { ResolvedRoute } from './content/routes';
import { DEFAULT_DESCRIPTION, PRINTABLE_TITLE } from './site';

/** Title, description, canonical url and robots of a content or printable route. */
export function routeMetadata(route: ResolvedRoute): Metadata {
  if (route.kind === 'printable') {
    return {
      title: PRINTABLE_TITLE,
      description: DEFAULT_DESCRIPTION,
      alternates: { canonical: `/${route.section.name}/printable/` },
      robots: 'noindex,nofollow',
    };
  }
  const { page } = route;
  return {
    title: page.title,
    description: page.description ?? DEFAULT_DESCRIPTION,
    alternates: { canonical: page.url },
    openGraph: { title: `${page.title} | webpack`, url: page.url, type: 'article' },
  };
}
