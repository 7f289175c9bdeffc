import { getContentTree } from '../content';
import type { ContentTree } from '../content/types';
import { referenceCards } from '../reference/cards';
import { buildSearchFiles, type SearchFilesBuild } from './chunks';
import { buildSearchDocuments } from './documents';

// On globalThis, by tree: the manifest's route and each file's route are evaluated in separate
// module graphs, and indexing the site once is enough while the content tree is the same.
const CACHE_KEY = Symbol.for('webpack-docs.search-files');
const globalCache = globalThis as { [CACHE_KEY]?: WeakMap<ContentTree, SearchFilesBuild> };

/** The site's search files (lib/search/chunks.ts) with their reference cards, built once per content tree. */
export function siteSearchFiles(): SearchFilesBuild {
  const tree = getContentTree();
  const cache = (globalCache[CACHE_KEY] ??= new WeakMap());
  let built = cache.get(tree);
  if (!built) {
    built = buildSearchFiles(buildSearchDocuments(tree), referenceCards(tree));
    cache.set(tree, built);
  }
  return built;
}
