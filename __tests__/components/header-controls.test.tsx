/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LanguageMenu } from '@/components/layout/LanguageMenu';
import NotificationBar from '@/components/layout/NotificationBar';
import { ThemeToggle } from '@/components/layout/ThemeToggle';

function breakStorage() {
  const fail = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(fail);
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(fail);
}

beforeEach(() => {
  window.matchMedia = jest
    .fn()
    .mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
  document.documentElement.className = '';
  delete document.documentElement.dataset.theme;
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('ThemeToggle', () => {
  it('switches the root to dark and back, remembering the choice', () => {
    render(<ThemeToggle />);
    const button = screen.getByRole('button', { name: 'Dark theme' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('still switches when local storage throws', () => {
    breakStorage();
    render(<ThemeToggle />);
    fireEvent.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});

describe('LanguageMenu', () => {
  it('opens on click with menu roles and links the same path on every mirror', () => {
    render(<LanguageMenu pathname="/concepts/" />);
    const button = screen.getByRole('button', { name: /Language/ });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      'https://webpack.js.org/',
      'https://webpack.docschina.org/',
      'https://webpack.kr/',
    ]);
  });

  it('moves between entries with the arrow keys, wrapping around, and closes on Escape', () => {
    render(<LanguageMenu pathname="/" />);
    const button = screen.getByRole('button', { name: /Language/ });
    fireEvent.click(button);
    const [english, chinese, korean] = screen.getAllByRole('menuitem');
    act(() => english?.focus());
    fireEvent.keyDown(english!, { key: 'ArrowUp' });
    expect(korean).toHaveFocus();
    fireEvent.keyDown(korean!, { key: 'ArrowDown' });
    expect(english).toHaveFocus();
    fireEvent.keyDown(english!, { key: 'ArrowDown' });
    expect(chinese).toHaveFocus();
    fireEvent.keyDown(chinese!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('opened with the down arrow, focuses its first entry once the menu is rendered', () => {
    render(<LanguageMenu pathname="/" />);
    fireEvent.keyDown(screen.getByRole('button', { name: /Language/ }), { key: 'ArrowDown' });
    expect(screen.getAllByRole('menuitem')[0]).toHaveFocus();
  });

  it('closes on a pointer down outside', () => {
    render(<LanguageMenu pathname="/" />);
    fireEvent.click(screen.getByRole('button', { name: /Language/ }));
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('NotificationBar', () => {
  it('shows until dismissed, then records version 3', () => {
    render(<NotificationBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
    expect(localStorage.getItem('notification-dismissed')).toBe('3');
  });

  it('stays hidden once version 3 was dismissed, and shows again for an older dismissal', () => {
    localStorage.setItem('notification-dismissed', '3');
    const { unmount } = render(<NotificationBar />);
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
    unmount();
    localStorage.setItem('notification-dismissed', '2');
    render(<NotificationBar />);
    expect(screen.getByRole('region', { name: 'Notice' })).toBeInTheDocument();
  });

  it('renders and can be dismissed when local storage throws', () => {
    breakStorage();
    render(<NotificationBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
  });
});
