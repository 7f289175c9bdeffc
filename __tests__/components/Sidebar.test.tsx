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
    items: [{ title: 'css-loader', url: '/loaders/css-loader/', anchors: [] }],
  },
];

describe('Sidebar', () => {
  it("lists the current page's anchors, open, and nothing under the other pages", () => {
    const { container } = render(
      <Sidebar groups={groups} currentUrl="/loaders/babel-loader/" printUrl="/loaders/printable/" />,
    );
    expect(screen.getByRole('link', { name: 'babel-loader' })).toHaveAttribute('aria-current', 'page');
    const disclosures = container.querySelectorAll('details');
    expect(disclosures).toHaveLength(1);
    expect(disclosures[0]).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Install' })).toHaveAttribute(
      'href',
      '/loaders/babel-loader/#install',
    );
    expect(screen.queryAllByRole('button', { name: /has no sections/ })).toHaveLength(0);
  });

  it('disables the arrow of a current page without anchors', () => {
    render(<Sidebar groups={groups} currentUrl="/loaders/" printUrl="/loaders/printable/" />);
    expect(screen.getByRole('button', { name: 'Loaders has no sections' })).toBeDisabled();
    expect(screen.queryAllByRole('button', { name: /has no sections/ })).toHaveLength(1);
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

  it('leaves the version selector out of a section that documents no version, such as the blog', () => {
    render(<Sidebar groups={groups} currentUrl="/loaders/" versioned={false} />);
    expect(screen.queryByRole('combobox', { name: 'Version' })).not.toBeInTheDocument();
  });
});
