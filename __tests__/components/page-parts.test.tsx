/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ContributorAvatars } from '@/components/page/ContributorAvatars';
import { CodeCopy } from '@/components/mdx/CodeCopy';
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
