import { PAGE_GROUPS } from '../site';
import type { ContentNode, FileNode } from './types';

/** True for a section's index page, which always comes first. */
function isIndexPage(page: FileNode): boolean {
  return page.name === 'index' || page.sort === -1;
}

/** Printable pages are reached from the 'Print Section' link, never listed in a sidebar. */
export function isPrintablePage(page: FileNode): boolean {
  return page.name === 'printable' || page.title.includes('Printable');
}

function groupRank(page: FileNode): number {
  return page.group === undefined ? -1 : PAGE_GROUPS.indexOf(page.group);
}

/**
 * The one ordering rule of the site: the index page first, then dated pages (blog posts)
 * newest first, then by group (ungrouped pages before the groups, groups in PAGE_GROUPS
 * order), then by sort, then by title.
 */
export function comparePages(a: FileNode, b: FileNode): number {
  const index = Number(isIndexPage(b)) - Number(isIndexPage(a));
  if (index !== 0) return index;
  // YYYY-MM-DD strings compare as days; an undated page ('') comes after every dated one.
  const newer = (b.date ?? '').localeCompare(a.date ?? '');
  if (newer !== 0) return newer;
  const group = groupRank(a) - groupRank(b);
  if (group !== 0) return group;
  const sort = (a.sort ?? Number.POSITIVE_INFINITY) - (b.sort ?? Number.POSITIVE_INFINITY);
  if (sort !== 0 && !Number.isNaN(sort)) return sort;
  return a.title.localeCompare(b.title, 'en');
}

/** Orders a folder's children: pages by `comparePages`, then sub-folders by name. */
export function compareNodes(a: ContentNode, b: ContentNode): number {
  if (a.type === 'file' && b.type === 'file') return comparePages(a, b);
  if (a.type !== b.type) return a.type === 'file' ? -1 : 1;
  return a.name.localeCompare(b.name, 'en');
}
