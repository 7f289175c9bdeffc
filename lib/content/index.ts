import { join } from 'node:path';
import { buildContentTree } from './build-tree';
import type { ContentTree } from './types';

export type { Anchor } from './anchors';
export type { ContentNode, ContentTree, DirectoryNode, FileNode, PageRef } from './types';
export { buildSidebar, type SidebarGroup, type SidebarItem } from './sidebar';
export { flattenPages, findSection, readingOrder, sections } from './walk';
export { generatedSegments, printableSections, printableUrl, resolveUrl, urlFromSegments } from './routes';

let cached: ContentTree | undefined;

/**
 * The site's content tree, read from `content/` once per process and shared by every route.
 * `next dev` rebuilds it on every call so edits to a page show up on reload.
 */
export function getContentTree(): ContentTree {
  if (process.env.NODE_ENV === 'development') cached = undefined;
  cached ??= buildContentTree(join(process.cwd(), 'content'), { publicDir: join(process.cwd(), 'public') });
  return cached;
}
