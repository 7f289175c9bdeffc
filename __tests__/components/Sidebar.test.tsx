/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Sidebar } from '@/components/sidebar/Sidebar';
import type { SidebarGroup } from '@/lib/content';

const groups: SidebarGroup[] = [
  {
    items: [
      { title: 'Loaders', url: '/loaders/', anchors: [] },
      {
        title: 'babel-loader',
        url: '/loaders/babel-loader/',
        anchors: [{ title: 'Install', id: 'install', level: 2 }],
      },
    ],
  },
  {
    group: 'CSS',
    items: [
      {
        title: 'css-loader',
        url: '/loaders/css-loader/',
        anchors: [{ title: 'Options', id: 'options', level: 2 }],
      },
    ],
  },
];

describe('Sidebar', () => {
  it('opens the current page, closes the others, and disables the arrow of a page without anchors', () => {
    const { container } = render(
      <Sidebar groups={groups} currentUrl="/loaders/babel-loader/" printUrl="/loaders/printable/" />,
    );
    expect(screen.getByRole('link', { name: 'babel-loader' })).toHaveAttribute('aria-current', 'page');
    const [current, other] = container.querySelectorAll('details');
    expect(current).toHaveAttribute('open');
    expect(other).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Loaders has no sections' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Install' })).toHaveAttribute(
      'href',
      '/loaders/babel-loader/#install',
    );
  });

  it('shows group labels, the print link and the version selector', () => {
    render(<Sidebar groups={groups} currentUrl="/loaders/" printUrl="/loaders/printable/" />);
    expect(screen.getByRole('heading', { name: 'CSS' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print Section' })).toHaveAttribute(
      'href',
      '/loaders/printable/',
    );
    expect(screen.getByRole('combobox', { name: 'Version' })).toHaveValue('5');
  });
});
