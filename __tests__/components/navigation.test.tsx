/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';

let mockPathname = '/concepts/';
const mockRouter = { push: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname, useRouter: () => mockRouter }));
// The script tag itself needs next/script; the page views go through the real pageView to gtag.
jest.mock('nextjs-google-analytics', () => ({
  ...jest.requireActual('nextjs-google-analytics'),
  GoogleAnalytics: () => null,
}));

import Analytics from '@/components/layout/Analytics';
import { ClientNavigation } from '@/components/layout/ClientNavigation';

describe('Analytics', () => {
  it('sends one page view per route change after the first page, through gtag', () => {
    const gtag = jest.fn();
    Object.assign(window, { gtag });
    mockPathname = '/concepts/';
    const { rerender } = render(<Analytics measurementId="G-TEST" />);
    expect(gtag).not.toHaveBeenCalled();
    mockPathname = '/concepts/output/';
    rerender(<Analytics measurementId="G-TEST" />);
    rerender(<Analytics measurementId="G-TEST" />);
    mockPathname = '/concepts/loaders/';
    rerender(<Analytics measurementId="G-TEST" />);
    expect(gtag.mock.calls).toEqual([
      ['config', 'G-TEST', { page_path: '/concepts/output/' }],
      ['config', 'G-TEST', { page_path: '/concepts/loaders/' }],
    ]);
  });
});

describe('ClientNavigation', () => {
  function page() {
    return (
      <>
        <a href="/concepts/output/">Output</a>
        <a href="#top">Top</a>
        <a href="https://github.com/webpack/webpack">GitHub</a>
        <ClientNavigation />
      </>
    );
  }

  beforeEach(() => {
    mockPathname = '/';
    window.history.replaceState(null, '', '/');
    mockRouter.push.mockReset();
    mockRouter.prefetch.mockReset();
  });

  it('routes a plain click on an internal link and shows a placeholder until the path changes', () => {
    const { rerender } = render(page());
    fireEvent.click(screen.getByRole('link', { name: 'Output' }));
    expect(mockRouter.push).toHaveBeenCalledWith('/concepts/output/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    mockPathname = '/concepts/output/';
    rerender(page());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('prefetches a page and its document when its link is hovered or focused, once, never for being shown', () => {
    const fetch = jest.fn(() => new Promise<Response>(() => {}));
    Object.assign(globalThis, { fetch });
    render(page());
    expect(mockRouter.prefetch).not.toHaveBeenCalled();
    const link = screen.getByRole('link', { name: 'Output' });
    fireEvent.pointerOver(link);
    fireEvent.focusIn(link);
    expect(mockRouter.prefetch.mock.calls).toEqual([['/concepts/output/']]);
    expect(fetch.mock.calls).toEqual([['/concepts/output/', { credentials: 'same-origin' }]]);
    fireEvent.pointerOver(screen.getByRole('link', { name: 'GitHub' }));
    expect(mockRouter.prefetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says the content could not load when offline with no service worker (the browser tests retry)', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(page());
    fireEvent.click(screen.getByRole('link', { name: 'Output' }));
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading content.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('leaves modified clicks, same-page links, other sites and handled clicks to others', () => {
    render(page());
    fireEvent.click(screen.getByRole('link', { name: 'Output' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Top' }));
    const external = screen.getByRole('link', { name: 'GitHub' });
    external.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(external);
    const output = screen.getByRole('link', { name: 'Output' });
    output.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(output);
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
