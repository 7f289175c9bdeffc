/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { serializeSearchIndex, type SearchDocument } from '@/lib/search/engine';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }) }));

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

async function openDialog() {
  const onClose = jest.fn();
  render(<SearchDialog onClose={onClose} />);
  await screen.findByRole('combobox', { name: 'Search webpack documentation' });
  await act(async () => {});
  return { onClose, input: screen.getByRole('combobox', { name: 'Search webpack documentation' }) };
}

beforeEach(() => {
  localStorage.clear();
  mockPush.mockReset();
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    text: async () => serializeSearchIndex(documents),
  }) as unknown as typeof fetch;
});
afterEach(() => jest.restoreAllMocks());

describe('SearchDialog', () => {
  it('finds sections as you type, grouped by page, with the match marked', async () => {
    const { input } = await openDialog();
    fireEvent.change(input, { target: { value: 'publicpath' } });
    // By text: jsdom, which has no layout, names an option with spaces around its <mark>.
    const option = screen.getAllByRole('option').find((o) => o.textContent?.startsWith('output.publicPath'));
    if (!option) throw new Error('no result for output.publicPath');
    expect(option).toHaveAttribute('href', '/configuration/output/#outputpublicpath');
    expect(option.querySelector('.search-hit-heading mark')).toHaveTextContent(/^publicPath$/);
    // Where the result lives: its section and page.
    expect(screen.getByRole('group', { name: 'Configuration › Output' })).toContainElement(option);
  });

  it('says which query the results or the empty state answer, once the index is ready', async () => {
    render(<SearchDialog onClose={jest.fn()} />);
    const empty = () => document.querySelector('.search-empty');
    // While the index loads, the empty state answers nothing.
    expect(empty()).not.toHaveAttribute('data-query');
    await waitFor(() => expect(empty()).toHaveAttribute('data-query', ''));
    const input = screen.getByRole('combobox', { name: 'Search webpack documentation' });
    fireEvent.change(input, { target: { value: 'publicpath' } });
    expect(screen.getByRole('listbox', { name: 'Search results' })).toHaveAttribute(
      'data-query',
      'publicpath',
    );
    fireEvent.change(input, { target: { value: 'zzzzqqq' } });
    expect(empty()).toHaveAttribute('data-query', 'zzzzqqq');
  });

  it('scrolls the selected result into view as the arrow keys move', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    const { input } = await openDialog();
    fireEvent.change(input, { target: { value: 'output' } });
    const options = screen.getAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(scrolled.at(-1)).toBe(options.at(-1));
  });

  it('closes with its close button', async () => {
    const { onClose } = await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('moves with the arrow keys, wrapping, and opens the chosen result with Enter', async () => {
    const { input, onClose } = await openDialog();
    fireEvent.change(input, { target: { value: 'output' } });
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
    const { input } = await openDialog();
    fireEvent.change(input, { target: { value: 'entry' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(JSON.parse(localStorage.getItem('search-recent') ?? '[]')).toEqual([
      { url: '/concepts/entry-points/', title: 'Entry Points' },
    ]);
    render(<SearchDialog onClose={jest.fn()} />);
    expect(screen.getAllByRole('link', { name: 'Entry Points' }).length).toBeGreaterThan(0);
  });

  it('says when nothing matches and offers helpful pages', async () => {
    const { input } = await openDialog();
    fireEvent.change(input, { target: { value: 'zzzzqqq' } });
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
    const { input, onClose } = await openDialog();
    fireEvent.change(input, { target: { value: 'entry' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(mockPush).toHaveBeenCalledWith('/concepts/entry-points/');
    expect(onClose).toHaveBeenCalled();
  });
});
