import { statSync } from 'node:fs';
import { join } from 'node:path';
import { DOCS_REPOSITORY } from '../site';
import { buildContentTree, type BuildOptions } from './build-tree';
import { findContentFiles } from './find-files';
import { readPage, type ParsedPage } from './read-page';
import type { ContentTree } from './types';

export type { Anchor } from './anchors';
export type { ContentNode, ContentTree, DirectoryNode, FileNode, PageRef } from './types';
export { blogPosts, formatPostDate, isBlogPost, type BlogPost } from './blog';
export { breadcrumbListJsonLd, breadcrumbsOf, type Crumb } from './breadcrumbs';
export { isPageHtmlReady, pageHtml } from './html';
export { hasOutline, outlineHtml } from './outline';
export { sidebarGroupsHtml } from './sidebar-html';
export { printableHtml, printableRenderOptions, printableTitleId } from './printable';
export { buildSidebar, type SidebarGroup, type SidebarItem } from './sidebar';
export { flattenPages, findSection, readingOrder, sections } from './walk';
export { generatedSegments, printableSections, printableUrl, resolveUrl, urlFromSegments } from './routes';

/** The folders besides content/ that pages point into. */
type SiteFolders = Pick<BuildOptions, 'publicDir' | 'examplesDir'>;

interface TreeCache {
  tree?: ContentTree;
  /** The page files and modification stamps the cached tree was built from. */
  key?: string;
  /** Parsed pages by relative path, each with the stamp it was read at. */
  pages: Map<string, { stamp: string; page: ParsedPage }>;
}

// On globalThis: `next dev` evaluates this module in several module graphs of one process
// (and again after every hot update), and they should all share one tree.
const CACHE_KEY = Symbol.for('webpack-docs.content-tree');
const globalCache = globalThis as { [CACHE_KEY]?: TreeCache };

/** Each page file with its modification time and size: what tells a changed page. */
function pageStamps(contentDir: string): Map<string, string> {
  return new Map(
    findContentFiles(contentDir).map((relPath) => {
      const { mtimeMs, size } = statSync(join(contentDir, relPath));
      return [relPath, `${mtimeMs}:${size}`];
    }),
  );
}

/** Rebuilds the tree when a page file changed, parsing again only the pages that did. */
function refreshedTree(cache: TreeCache, contentDir: string, folders: SiteFolders): ContentTree {
  const stamps = pageStamps(contentDir);
  const key = [...stamps].map(([relPath, stamp]) => `${relPath}@${stamp}`).join('|');
  if (cache.tree && cache.key === key) return cache.tree;
  const pages = new Map<string, { stamp: string; page: ParsedPage }>();
  const read = (relPath: string): ParsedPage => {
    const stamp = stamps.get(relPath) ?? '';
    const known = cache.pages.get(relPath);
    const page = known?.stamp === stamp ? known.page : readPage(contentDir, relPath);
    pages.set(relPath, { stamp, page });
    return page;
  };
  const tree = buildContentTree(contentDir, { ...folders, read });
  Object.assign(cache, { tree, key, pages });
  return tree;
}

/**
 * The site's content tree, shared by every route. A build reads `content/` once per process;
 * under `next dev` the tree is rebuilt only when a page file changed, and then only that
 * page is parsed again.
 */
export function getContentTree(): ContentTree {
  const cache: TreeCache = (globalCache[CACHE_KEY] ??= { pages: new Map() });
  const contentDir = join(process.cwd(), 'content');
  const folders = {
    publicDir: join(process.cwd(), 'public'),
    examplesDir: join(process.cwd(), DOCS_REPOSITORY.examplesDir),
  };
  if (process.env.NODE_ENV === 'development') return refreshedTree(cache, contentDir, folders);
  cache.tree ??= buildContentTree(contentDir, folders);
  return cache.tree;
}
