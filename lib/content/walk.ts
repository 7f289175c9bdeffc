import { SECTION_LABELS } from '../site';
import { isPrintablePage } from './order';
import type { ContentNode, ContentTree, DirectoryNode, FileNode } from './types';

/** Every page below a node, depth first, in tree order. */
export function flattenPages(node: ContentNode): FileNode[] {
  if (node.type === 'file') return [node];
  return node.children.flatMap(flattenPages);
}

/** The pages a reader steps through with previous/next: tree order, printable pages left out. */
export function readingOrder(section: DirectoryNode): FileNode[] {
  return flattenPages(section).filter((page) => !isPrintablePage(page));
}

/** The top-level folders of the tree. */
export function sections(root: DirectoryNode): DirectoryNode[] {
  return root.children.filter((child): child is DirectoryNode => child.type === 'directory');
}

/** The section a url belongs to, if any. */
export function findSection(root: DirectoryNode, url: string): DirectoryNode | undefined {
  const first = url.split('/')[1];
  return sections(root).find((section) => section.name === first);
}

/** A section's name as the section row, the home page and the breadcrumbs show it: its label, else its index page's title. */
export function sectionTitle(tree: ContentTree, section: DirectoryNode): string {
  return SECTION_LABELS[section.name] ?? tree.pages.get(section.url)?.title ?? section.name;
}
