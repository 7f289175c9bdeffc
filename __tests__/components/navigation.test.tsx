/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';

let mockPathname = '/concepts/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));
const mockPageView = jest.fn();
jest.mock('nextjs-google-analytics', () => ({
  GoogleAnalytics: () => null,
  pageView: (...args: unknown[]) => mockPageView(...args),
}));

import Analytics from '@/components/layout/Analytics';
import { NavigationPending } from '@/components/layout/NavigationPending';

describe('Analytics', () => {
  it('sends one page view per route change after the first page', () => {
    mockPathname = '/concepts/';
    const { rerender } = render(<Analytics measurementId="G-TEST" />);
    expect(mockPageView).not.toHaveBeenCalled();
    mockPathname = '/concepts/output/';
    rerender(<Analytics measurementId="G-TEST" />);
    rerender(<Analytics measurementId="G-TEST" />);
    mockPathname = '/concepts/loaders/';
    rerender(<Analytics measurementId="G-TEST" />);
    expect(mockPageView.mock.calls).toEqual([
      [{ path: '/concepts/output/' }, 'G-TEST'],
      [{ path: '/concepts/loaders/' }, 'G-TEST'],
    ]);
  });
});

describe('NavigationPending', () => {
  function page() {
    return (
      <>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the placeholder must react to any link, next/link renders one */}
        <a href="/concepts/output/">Output</a>
        <a href="#top">Top</a>
        <NavigationPending />
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

  it('ignores modified clicks and links to the same page', () => {
    render(page());
    fireEvent.click(screen.getByRole('link', { name: 'Output' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Top' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
