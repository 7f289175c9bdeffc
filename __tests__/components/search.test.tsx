/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { buildSearchFiles } from '@/lib/search/chunks';
import type { SearchDocument } from '@/lib/search/engine';
import { createSearchLoader } from '@/lib/search/loader';
import { serveSearch, type SearchRequest, type SearchResponse } from '@/lib/search/protocol';
import { RESULTS_SHOWN, SEARCH_FILES_PATH, SEARCH_INDEX_URL } from '@/lib/site';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }) }));
// jsdom has no workers: the dialog's worker runs its real handler in the page, over the built files.
const mockCreateWorker = jest.fn();
jest.mock('@/components/search/search-worker', () => ({ createSearchWorker: () => mockCreateWorker() }));

import SearchDialog from '@/components/search/SearchDialog';

const documents: SearchDocument[] = [
  {
    id: '/configuration/output/',
    url: '/configuration/output/',
    page: 'Output',
    section: 'Configuration',
    heading: '',
    code: '',
    text: 'Where bundles go.',
  },
  {
    id: '/configuration/output/#outputpublicpath',
    url: '/configuration/output/#outputpublicpath',
    page: 'Output',
    section: 'Configuration',
    heading: 'output.publicPath',
    code: 'output.publicPath',
    text: 'The public URL of the output directory when referenced in a browser.',
  },
  {
    id: '/concepts/entry-points/',
    url: '/concepts/entry-points/',
    page: 'Entry Points',
    section: 'Concepts',
    heading: '',
    code: '',
    text: 'Where the graph starts.',
  },
];

// Many sections of one word, more than the dialog renders at first.
const many: SearchDocument[] = Array.from({ length: 30 }, (_, n) => ({
  id: `/configuration/cache/#entry-${n}`,
  url: `/configuration/cache/#entry-${n}`,
  page: 'Cache',
  section: 'Configuration',
  heading: `Entry ${n}`,
  code: '',
  text: `Cachedir entry number ${n}.`,
}));
const built = buildSearchFiles([...documents, ...many]);

/**
 * A worker in the page: the real request handler over the built files, answering asynchronously,
 * and only once `filesServed` resolves.
 */
function fakeWorker(filesServed: Promise<void> = Promise.resolve()) {
  const listeners = new Set<(event: { data: SearchResponse }) => void>();
  const handle = serveSearch(
    createSearchLoader(async (url) => {
      await filesServed;
      const json =
        url === SEARCH_INDEX_URL
          ? built.manifest
          : built.files.get(url.slice(SEARCH_FILES_PATH.length).replace(/\.json$/, ''));
      if (json === undefined) throw new Error(`${url}: HTTP 404`);
      return JSON.parse(json) as unknown;
    }),
    (data) => listeners.forEach((listener) => listener({ data })),
  );
  return {
    postMessage: (request: SearchRequest) => void handle(request),
    addEventListener: (type: string, listener: (event: { data: SearchResponse }) => void) => {
      if (type === 'message') listeners.add(listener);
    },
    removeEventListener: (_type: string, listener: (event: { data: SearchResponse }) => void) => {
      listeners.delete(listener);
    },
  };
}
mockCreateWorker.mockImplementation(() => fakeWorker());

/** Lets the worker answer: its file loads and replies are promises. */
const answered = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function openDialog() {
  const onClose = jest.fn();
  render(<SearchDialog onClose={onClose} />);
  await screen.findByRole('combobox', { name: 'Search webpack documentation' });
  // The rest of the dialog renders once its field has painted.
  await waitFor(() => expect(document.querySelector('.search-empty')).not.toBeNull());
  await answered();
  const input = screen.getByRole('combobox', { name: 'Search webpack documentation' });
  const type = async (value: string) => {
    fireEvent.change(input, { target: { value } });
    await answered();
  };
  return { onClose, input, type };
}

beforeEach(() => {
  localStorage.clear();
  mockPush.mockReset();
});
afterEach(() => jest.restoreAllMocks());

describe('SearchDialog', () => {
  // First: the page's search worker is shared by every dialog it opens, so only the first dialog
  // sees the index load.
  it('says which query the results or the empty state answer, once the index is ready', async () => {
    let serveFiles = () => {};
    mockCreateWorker.mockImplementationOnce(() =>
      fakeWorker(new Promise((resolve) => (serveFiles = resolve))),
    );
    render(<SearchDialog onClose={jest.fn()} />);
    const empty = () => document.querySelector('.search-empty');
    // The dialog opens with its field alone: the rest renders once that has painted. While the
    // index loads, the empty state answers nothing.
    await waitFor(() => expect(empty()).not.toBeNull());
    expect(empty()).not.toHaveAttribute('data-query');
    act(() => serveFiles());
    await waitFor(() => expect(empty()).toHaveAttribute('data-query', ''));
    const input = screen.getByRole('combobox', { name: 'Search webpack documentation' });
    fireEvent.change(input, { target: { value: 'publicpath' } });
    await answered();
    const results = screen.getByRole('listbox', { name: 'Search results' });
    expect(results).toHaveAttribute('data-query', 'publicpath');
    // Until the worker answers the next query, the results shown still say which query they answer.
    fireEvent.change(input, { target: { value: 'publicpat' } });
    expect(results).toHaveAttribute('data-query', 'publicpath');
    await answered();
    expect(results).toHaveAttribute('data-query', 'publicpat');
    fireEvent.change(input, { target: { value: 'zzzzqqq' } });
    await answered();
    expect(empty()).toHaveAttribute('data-query', 'zzzzqqq');
  });

  it('finds sections as you type, grouped by page, with the match marked', async () => {
    const { type } = await openDialog();
    await type('publicpath');
    // By text: jsdom, which has no layout, names an option with spaces around its <mark>.
    const option = screen.getAllByRole('option').find((o) => o.textContent?.startsWith('output.publicPath'));
    if (!option) throw new Error('no result for output.publicPath');
    expect(option).toHaveAttribute('href', '/configuration/output/#outputpublicpath');
    expect(option.querySelector('.search-hit-heading mark')).toHaveTextContent(/^publicPath$/);
    // Where the result lives: its section and page.
    expect(screen.getByRole('group', { name: 'Configuration › Output' })).toContainElement(option);
  });

  it('scrolls the selected result into view as the arrow keys move', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    const { input, type } = await openDialog();
    await type('output');
    const options = screen.getAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(scrolled.at(-1)).toBe(options.at(-1));
  });

  it('renders only the first results, each saying its place among all, and more as the selection moves on', async () => {
    Element.prototype.scrollIntoView = jest.fn();
    const { input, type } = await openDialog();
    await type('cachedir');
    const options = () => screen.getAllByRole('option');
    expect(options()).toHaveLength(RESULTS_SHOWN);
    expect(options()[0]).toHaveAttribute('aria-setsize', '30');
    expect(options()[RESULTS_SHOWN - 1]).toHaveAttribute('aria-posinset', String(RESULTS_SHOWN));
    for (let step = 0; step < RESULTS_SHOWN; step += 1) fireEvent.keyDown(input, { key: 'ArrowDown' });
    await answered();
    expect(options()).toHaveLength(RESULTS_SHOWN * 2);
    // The selection went on past the first results, to the one the list rendered next.
    expect(options()[RESULTS_SHOWN]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options()[RESULTS_SHOWN]?.id);
  });

  it('typed again after the field was emptied, a query waits for its own answer rather than showing the earlier one', async () => {
    Element.prototype.scrollIntoView = jest.fn();
    const { input, type } = await openDialog();
    await type('cachedir');
    for (let step = 0; step < RESULTS_SHOWN; step += 1) fireEvent.keyDown(input, { key: 'ArrowDown' });
    await answered();
    expect(screen.getAllByRole('option')).toHaveLength(RESULTS_SHOWN * 2);
    await type('');
    fireEvent.change(input, { target: { value: 'cachedir' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await answered();
    expect(screen.getAllByRole('option')).toHaveLength(RESULTS_SHOWN);
  });

  it('closes with its close button', async () => {
    const { onClose } = await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('moves with the arrow keys, wrapping, and opens the chosen result with Enter', async () => {
    const { input, onClose, type } = await openDialog();
    await type('output');
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(mockPush).toHaveBeenCalledWith(options[0]?.getAttribute('href'));
    expect(onClose).toHaveBeenCalled();
  });

  it('remembers chosen results and offers them next time', async () => {
    const { input, type } = await openDialog();
    await type('entry');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(JSON.parse(localStorage.getItem('search-recent') ?? '[]')).toEqual([
      { url: '/concepts/entry-points/', title: 'Entry Points' },
    ]);
    render(<SearchDialog onClose={jest.fn()} />);
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Entry Points' }).length).toBeGreaterThan(0),
    );
  });

  it('says when nothing matches and offers helpful pages', async () => {
    const { type } = await openDialog();
    await type('zzzzqqq');
    expect(screen.getByRole('status')).toHaveTextContent('No results for “zzzzqqq”.');
    expect(screen.getByRole('link', { name: 'Getting Started' })).toHaveAttribute(
      'href',
      '/guides/getting-started/',
    );
  });

  it('opens as a modal dialog and closes when the browser closes it (Escape)', async () => {
    const { onClose } = await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Search webpack documentation' });
    expect(dialog).toHaveAttribute('open');
    // Escape is the browser's: it closes a modal dialog, which fires `close`.
    act(() => (dialog as HTMLDialogElement).close());
    expect(onClose).toHaveBeenCalled();
  });

  it('closes on Escape', async () => {
    const { onClose } = await openDialog();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('closes on a press on the backdrop, not on one inside', async () => {
    const { input, onClose } = await openDialog();
    fireEvent.mouseDown(input);
    expect(onClose).not.toHaveBeenCalled();
    // A press on the ::backdrop targets the dialog element itself.
    fireEvent.mouseDown(screen.getByRole('dialog', { name: 'Search webpack documentation' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('works when local storage throws', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { input, onClose, type } = await openDialog();
    await type('entry');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(mockPush).toHaveBeenCalledWith('/concepts/entry-points/');
    expect(onClose).toHaveBeenCalled();
  });
});
