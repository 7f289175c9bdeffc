import { getContentTree } from '@/lib/content';
import { buildSearchDocuments } from '@/lib/search/documents';
import { serializeSearchIndex } from '@/lib/search/engine';

export const dynamic = 'force-static';

/**
 * The local search index, built here in its final form and exported as out/search-index.json;
 * the search dialog fetches it when search first opens and loads it without indexing.
 */
export function GET() {
  return new Response(serializeSearchIndex(buildSearchDocuments(getContentTree())), {
    headers: { 'Content-Type': 'application/json' },
  });
}
