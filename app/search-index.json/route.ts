import { siteSearchFiles } from '@/lib/search/site-files';

export const dynamic = 'force-static';

/**
 * The local search index's manifest, exported as out/search-index.json: the search dialog's worker
 * fetches it when search first opens, then the files it names (app/search/[file]) as queries need them.
 */
export function GET() {
  return new Response(siteSearchFiles().manifest, { headers: { 'Content-Type': 'application/json' } });
}
