/** @jest-environment jsdom */
// In its own file: the search worker is started once per page load, so a failure needs a fresh module.
import { render, screen } from '@testing-library/react';
import { fetchOk } from '@/lib/fetch-ok';
import { createSearchLoader } from '@/lib/search/loader';
import { serveSearch, type SearchRequest, type SearchResponse } from '@/lib/search/protocol';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));
// jsdom has no workers: the worker's own loader runs in the page, over a fetch that fails.
const mockCreateWorker = jest.fn();
jest.mock('@/components/search/search-worker', () => ({ createSearchWorker: () => mockCreateWorker() }));

import SearchDialog from '@/components/search/SearchDialog';

it('says so when the search index cannot be loaded', async () => {
  global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 503 }) as unknown as typeof fetch;
  const listeners = new Set<(event: { data: SearchResponse }) => void>();
  const handle = serveSearch(
    createSearchLoader((url) => fetchOk(url).then((response) => response.json())),
    (data) => listeners.forEach((listener) => listener({ data })),
  );
  mockCreateWorker.mockReturnValue({
    postMessage: (request: SearchRequest) => void handle(request),
    addEventListener: (type: string, listener: (event: { data: SearchResponse }) => void) => {
      if (type === 'message') listeners.add(listener);
    },
    removeEventListener: jest.fn(),
  });
  render(<SearchDialog onClose={jest.fn()} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('The search index could not be loaded.');
});
