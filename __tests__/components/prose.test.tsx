/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PageBody } from '@/components/mdx/PageBody';
import { Prose } from '@/components/mdx/Prose';

function documentWith(id: string, body: string): Response {
  const html = `<!doctype html><main><div class="prose" data-prose="${id}">${body}</div></main>`;
  return { ok: true, status: 200, text: () => Promise.resolve(html) } as Response;
}

describe('Prose', () => {
  afterEach(() => jest.restoreAllMocks());

  it('renders the registered HTML on the server, without the HTML in its props', () => {
    const html = renderToString(<PageBody id="/concepts/loaders/" html="<p>Loaders transform files.</p>" />);
    expect(html).toContain(
      '<div class="prose" data-prose="/concepts/loaders/"><p>Loaders transform files.</p></div>',
    );
  });

  it('reached client-side, shows a placeholder, then the body from the page document', async () => {
    window.history.replaceState(null, '', '/concepts/plugins/');
    const fetch = jest.fn(() =>
      Promise.resolve(documentWith('/concepts/plugins/', '<h2 id="usage">Usage</h2>')),
    );
    Object.assign(globalThis, { fetch });
    render(<Prose id="/concepts/plugins/" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { name: 'Usage' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetch).toHaveBeenCalledWith('/concepts/plugins/', { credentials: 'same-origin' });
  });

  it('says the content could not load, and loads it on retry', async () => {
    window.history.replaceState(null, '', '/concepts/targets/');
    const fetch = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 503, text: () => Promise.resolve('') })
      .mockResolvedValueOnce(documentWith('/concepts/targets/', '<p>Targets name runtimes.</p>'));
    Object.assign(globalThis, { fetch });
    render(<Prose id="/concepts/targets/" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading content.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('Targets name runtimes.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
