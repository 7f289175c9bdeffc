// What the search dialog and its worker (components/search/search.worker.ts) say to each other.
import type { SearchGroup } from './engine';
import type { SearchLoader } from './loader';

/**
 * To the worker: load what every query needs, or answer a query with its first `shown` results
 * (`id` tells answers apart).
 */
export type SearchRequest = { type: 'open' } | { type: 'search'; id: number; query: string; shown: number };

/**
 * From the worker: search is ready, a query's first results and how many it has in all, or what
 * failed (a query's failure has its id).
 */
export type SearchResponse =
  | { type: 'ready' }
  | { type: 'results'; id: number; groups: SearchGroup[]; total: number }
  | { type: 'failed'; id?: number; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The worker's side: answers each request through `loader`, posting every answer with `post`. */
export function serveSearch(loader: SearchLoader, post: (response: SearchResponse) => void) {
  return (request: SearchRequest): Promise<void> => {
    if (request.type === 'open') {
      return loader.open().then(
        () => post({ type: 'ready' }),
        (error: unknown) => post({ type: 'failed', message: messageOf(error) }),
      );
    }
    return loader.search(request.query, request.shown).then(
      ({ groups, total }) => post({ type: 'results', id: request.id, groups, total }),
      (error: unknown) => post({ type: 'failed', id: request.id, message: messageOf(error) }),
    );
  };
}
