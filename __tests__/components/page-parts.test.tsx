/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BlogPostList } from '@/components/page/BlogPostList';
import { ContributorAvatars } from '@/components/page/ContributorAvatars';
import { CodeCopy } from '@/components/mdx/CodeCopy';
import { CopyPageButton } from '@/components/page/CopyPageButton';
import { COPY_CONFIRMATION_MS } from '@/lib/site';
import { renderMarkdown } from '@/lib/mdx/pipeline';

afterEach(() => jest.useRealTimers());

describe('ContributorAvatars', () => {
  it('shows placeholders until the gallery is in view, checking every 300 ms', () => {
    jest.useFakeTimers();
    render(<ContributorAvatars handles={['sokra']} />);
    const avatar = screen.getByRole('img', { name: 'sokra' });
    expect(avatar).toHaveAttribute('src', '/icons/avatar-placeholder.svg');
    act(() => jest.advanceTimersByTime(299));
    expect(avatar).toHaveAttribute('src', '/icons/avatar-placeholder.svg');
    act(() => jest.advanceTimersByTime(1));
    expect(avatar).toHaveAttribute('src', 'https://github.com/sokra.png?size=90');
    expect(avatar).toHaveAttribute('width', '45');
  });

  it('waits for an IntersectionObserver report where one exists', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const observe = jest.fn();
    window.IntersectionObserver = jest.fn((callback) => {
      report = callback;
      return { observe, disconnect: jest.fn() };
    }) as unknown as typeof IntersectionObserver;
    render(<ContributorAvatars handles={['sokra']} />);
    const avatar = screen.getByRole('img', { name: 'sokra' });
    act(() => report([{ isIntersecting: false }]));
    expect(avatar).toHaveAttribute('src', '/icons/avatar-placeholder.svg');
    act(() => report([{ isIntersecting: true }]));
    expect(avatar).toHaveAttribute('src', 'https://github.com/sokra.png?size=90');
    delete (window as Partial<typeof window>).IntersectionObserver;
  });
});

describe('CodeCopy', () => {
  // The blocks come from the real pipeline, as on a page: static markup served by one listener.
  function renderBlock(language: string, code: string) {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const html = renderMarkdown(`\`\`\`${language}\n${code}\n\`\`\``, 'test.mdx');
    render(
      <>
        <div dangerouslySetInnerHTML={{ __html: html }} />
        <CodeCopy />
      </>,
    );
    return writeText;
  }

  it('copies the code of its block, says so, and says "Copy" again after two seconds', async () => {
    jest.useFakeTimers();
    const writeText = renderBlock('bash', 'npx webpack --mode production');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy code' })));
    expect(writeText).toHaveBeenCalledWith('npx webpack --mode production');
    expect(screen.getByRole('button', { name: 'Copied code' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });

  it('copies the resulting file of a diff', async () => {
    const writeText = renderBlock(
      'diff',
      " module.exports = {\n-  mode: 'development',\n+  mode: 'production',\n };",
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy code' })));
    expect(writeText).toHaveBeenCalledWith("module.exports = {\n  mode: 'production',\n};");
  });

  it('says when the clipboard refuses', async () => {
    const writeText = renderBlock('js', 'const answer = 42;');
    writeText.mockRejectedValue(new Error('denied'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy code' })));
    expect(screen.getByRole('button', { name: 'Copy failed code' })).toBeInTheDocument();
  });
});

describe('CopyPageButton', () => {
  const MARKDOWN = '# Output\n\nWhere bundles go.\n';
  function setUp(answer: { ok: boolean; status?: number; text?: string }) {
    const fetchMock = jest.fn().mockResolvedValue({
      ok: answer.ok,
      status: answer.status ?? 200,
      text: async () => answer.text ?? '',
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(<CopyPageButton markdownUrl="/concepts/output/index.html.md" />);
    return { fetchMock, writeText };
  }

  it('copies the Markdown it is given the url of, says so, and says "Copy page" again after two seconds', async () => {
    jest.useFakeTimers();
    const { fetchMock, writeText } = setUp({ ok: true, text: MARKDOWN });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy page' })));
    expect(fetchMock).toHaveBeenCalledWith('/concepts/output/index.html.md');
    expect(writeText).toHaveBeenCalledWith(MARKDOWN);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy page' })).toBeInTheDocument();
  });

  it('says when the Markdown cannot be loaded, and copies nothing', async () => {
    const { writeText } = setUp({ ok: false, status: 404 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy page' })));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
  });

  it('hands the clipboard a ClipboardItem while the Markdown loads, where the browser has one', async () => {
    setUp({ ok: true, text: MARKDOWN });
    const write = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator.clipboard, { write });
    class FakeClipboardItem {
      constructor(readonly items: Record<string, Promise<Blob>>) {}
    }
    Object.assign(globalThis, { ClipboardItem: FakeClipboardItem });
    try {
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy page' })));
      const [item] = write.mock.calls[0]?.[0] as FakeClipboardItem[];
      const blob = await item?.items['text/plain'];
      // jsdom's Blob has no text(); its FileReader reads one.
      const reader = new FileReader();
      const read = new Promise((resolve) => reader.addEventListener('load', () => resolve(reader.result)));
      reader.readAsText(blob as Blob);
      expect(await read).toBe(MARKDOWN);
      expect(blob?.type).toBe('text/plain');
      expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    } finally {
      delete (globalThis as { ClipboardItem?: unknown }).ClipboardItem;
    }
  });
});

describe('BlogPostList', () => {
  it('lists the posts in the order given, each with its title link, day and summary, then the feed', () => {
    render(
      <BlogPostList
        posts={[
          { url: '/blog/2021-07-15-b/', title: 'Newer', date: '2021-07-15', summary: 'The newer one.' },
          { url: '/blog/2019-03-01-a/', title: 'Older', date: '2019-03-01', summary: 'The older one.' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'NewerJuly 15, 2021The newer one.',
      'OlderMarch 1, 2019The older one.',
    ]);
    expect(screen.getByRole('link', { name: 'Newer' })).toHaveAttribute('href', '/blog/2021-07-15-b/');
    expect(items[1]?.querySelector('time')).toHaveAttribute('datetime', '2019-03-01');
    expect(screen.getByRole('link', { name: 'Atom feed' })).toHaveAttribute('href', '/blog/atom.xml');
  });
});
