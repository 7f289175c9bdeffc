import { getContentTree } from '@/lib/content';
import { referenceCards } from '@/lib/reference/cards';

export const dynamic = 'force-static';

/**
 * The reference cards of search results (lib/reference/cards.ts), exported as
 * out/search-cards.json; the search results fetch it when they first show.
 */
export function GET() {
  return new Response(JSON.stringify(referenceCards(getContentTree())), {
    headers: { 'Content-Type': 'application/json' },
  });
}
