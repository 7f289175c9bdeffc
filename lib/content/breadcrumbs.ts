import { findSection, sectionTitle } from './walk';
import type { ContentTree, FileNode } from './types';

/** One step of a page's breadcrumb trail; a sidebar group has no page of its own, so no url. */
export interface Crumb {
  title: string;
  url?: string;
}

/** The first step of every trail. */
const HOME_CRUMB: Crumb = { title: 'Home', url: '/' };

/**
 * The trail from the home page to `page`: home, the index page of its section (by the label the
 * section row gives it), its sidebar group where it has one, and the page itself (last, with its url).
 */
export function breadcrumbsOf(tree: ContentTree, page: FileNode): Crumb[] {
  const trail = [HOME_CRUMB];
  const section = findSection(tree.root, page.url);
  if (section && section.url !== page.url) {
    const index = tree.pages.get(section.url);
    if (!index) throw new Error(`${section.path}: the section has no index page for its breadcrumbs`);
    trail.push({ title: sectionTitle(tree, section), url: index.url });
    if (page.group) trail.push({ title: page.group });
  }
  trail.push({ title: page.title, url: page.url });
  return trail;
}

/**
 * schema.org `BreadcrumbList` structured data for a trail, with absolute urls: search engines
 * show it in place of the url. Steps without a page of their own are left out, as the format
 * wants an address for each.
 */
export function breadcrumbListJsonLd(trail: Crumb[], origin: string): object {
  const linked = trail.filter((crumb): crumb is Required<Crumb> => crumb.url !== undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: `${origin}${crumb.url}`,
    })),
  };
}
