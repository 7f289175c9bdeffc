/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';

let mockPathname = '/concepts/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));
// The script tag itself needs next/script; the page views go through the real pageView to gtag.
jest.mock('nextjs-google-analytics', () => ({
  ...jest.requireActual('nextjs-google-analytics'),
  GoogleAnalytics: () => null,
}));

import Analytics from '@/components/layout/Analytics';
import { NavigationStatus } from '@/components/layout/NavigationStatus';

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

describe('NavigationStatus', () => {
  function page() {
    return (
      <>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the placeholder must react to any link, next/link renders one */}
        <a href="/concepts/output/">Output</a>
        <a href="#top">Top</a>
        <NavigationStatus />
      </>
    );
  }

  beforeEach(() => {
    mockPathname = '/';
    window.history.replaceState(null, '', '/');
  });

  it('shows a placeholder from a click on an internal link until the path changes', () => {
    const { rerender } = render(page());
    const link = screen.getByRole('link', { name: 'Output' });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(link);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    mockPathname = '/concepts/output/';
    rerender(page());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the content could not load when offline with no service worker (the browser tests retry)', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(page());
    fireEvent.click(screen.getByRole('link', { name: 'Output' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading content.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('ignores modified clicks and links to the same page', () => {
    render(page());
    fireEvent.click(screen.getByRole('link', { name: 'Output' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Top' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
