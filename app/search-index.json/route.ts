import { getContentTree } from '@/lib/content';
import { buildSearchDocuments } from '@/lib/search/documents';

export const dynamic = 'force-static';

/** The local search index, exported as out/search-index.json and fetched when search first opens. */
export function GET() {
  return Response.json({ documents: buildSearchDocuments(getContentTree()) });
}
