import { breadcrumbListJsonLd, breadcrumbsOf } from '@/lib/content/breadcrumbs';
import type { ContentTree, DirectoryNode, FileNode } from '@/lib/content/types';

const page = (url: string, title: string, extra: Partial<FileNode> = {}): FileNode => ({
  type: 'file',
  path: `content${url === '/' ? '/index' : url.replace(/\/$/, '')}.mdx`,
  name: title,
  size: 1,
  extension: '.mdx',
  url,
  title,
  anchors: [],
  contributors: [],
  related: [],
  thirdParty: false,
  edit: '',
  ...extra,
});

const pluginsIndex = page('/plugins/', 'Plugins', { sort: -1 });
const bannerPlugin = page('/plugins/banner-plugin/', 'BannerPlugin', { group: 'webpack' });
const definePlugin = page('/plugins/define-plugin/', 'DefinePlugin');
const glossary = page('/glossary/', 'Glossary');
const plugins: DirectoryNode = {
  type: 'directory',
  path: 'content/plugins',
  name: 'plugins',
  size: 3,
  url: '/plugins/',
  children: [pluginsIndex, bannerPlugin, definePlugin],
};
const tree = (pages: FileNode[], sections: DirectoryNode[] = [plugins]): ContentTree => ({
  root: {
    type: 'directory',
    path: 'content',
    name: '',
    size: 4,
    url: '/',
    children: [...sections, glossary],
  },
  pages: new Map(pages.map((p) => [p.url, p])),
  bodies: new Map(),
});
const site = tree([pluginsIndex, bannerPlugin, definePlugin, glossary]);

describe('breadcrumbsOf', () => {
  it('leads from home through the section and the sidebar group to the page', () => {
    expect(breadcrumbsOf(site, bannerPlugin)).toEqual([
      { title: 'Home', url: '/' },
      { title: 'Plugins', url: '/plugins/' },
      { title: 'webpack' },
      { title: 'BannerPlugin', url: '/plugins/banner-plugin/' },
    ]);
  });

  it('leaves the group out for a page without one', () => {
    expect(breadcrumbsOf(site, definePlugin).map((crumb) => crumb.title)).toEqual([
      'Home',
      'Plugins',
      'DefinePlugin',
    ]);
  });

  it('names the section once on its own index page, and no section for a top-level page', () => {
    expect(breadcrumbsOf(site, pluginsIndex).map((crumb) => crumb.title)).toEqual(['Home', 'Plugins']);
    expect(breadcrumbsOf(site, glossary).map((crumb) => crumb.title)).toEqual(['Home', 'Glossary']);
  });

  it('names a section by its label in the section row, not its index page title', () => {
    const apiIndex = page('/api/', 'Introduction', { sort: -1 });
    const cli = page('/api/cli/', 'Command Line Interface');
    const api: DirectoryNode = {
      ...plugins,
      path: 'content/api',
      name: 'api',
      url: '/api/',
      children: [apiIndex, cli],
    };
    expect(breadcrumbsOf(tree([apiIndex, cli], [api]), cli)[1]).toEqual({ title: 'API', url: '/api/' });
  });

  it('throws naming the section when it has no index page', () => {
    expect(() => breadcrumbsOf(tree([bannerPlugin]), bannerPlugin)).toThrow(
      'content/plugins: the section has no index page for its breadcrumbs',
    );
  });
});

describe('breadcrumbListJsonLd', () => {
  it('lists every step with a page, numbered from 1, with absolute urls', () => {
    expect(breadcrumbListJsonLd(breadcrumbsOf(site, bannerPlugin), 'https://example.org')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.org/' },
        { '@type': 'ListItem', position: 2, name: 'Plugins', item: 'https://example.org/plugins/' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'BannerPlugin',
          item: 'https://example.org/plugins/banner-plugin/',
        },
      ],
    });
  });
});
