// The dialog's search, off the main thread: fetching the index's files, building the engine and
// ranking every query happen here (lib/search/loader.ts), so typing never waits on them.
import { fetchOk } from '@/lib/fetch-ok';
import { createSearchLoader } from '@/lib/search/loader';
import { serveSearch, type SearchRequest, type SearchResponse } from '@/lib/search/protocol';

// The project's TypeScript libraries are the DOM's; a dedicated worker's scope posts without a target origin.
const scope = self as unknown as {
  postMessage: (response: SearchResponse) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<SearchRequest>) => void) => void;
};

const handle = serveSearch(
  createSearchLoader((url) => fetchOk(url).then((response) => response.json())),
  (response) => scope.postMessage(response),
);
scope.addEventListener('message', (event) => void handle(event.data));
