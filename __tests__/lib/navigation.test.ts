import { documentationSections, footerLinks, headerLinks, pageExists } from '@/lib/navigation';
import { buildFixture } from './content/fixtures';

const site = () => buildFixture('ordered-site', 'ordered-site-public');

describe('navigation derived from the content tree', () => {
  it('lists present documentation sections in sub-navigation order, titled by their index', () => {
    expect(documentationSections(site())).toEqual([
      { name: 'concepts', title: 'Concepts', url: '/concepts/' },
      { name: 'loaders', title: 'Loaders', url: '/loaders/' },
    ]);
  });

  it('keeps only header links whose page exists, with the sections that make them active', () => {
    const links = headerLinks(site());
    expect(links.map((link) => link.title)).toEqual(['Documentation']);
    expect(links[0]?.sections).toEqual([
      'guides',
      'concepts',
      'configuration',
      'loaders',
      'plugins',
      'migrate',
      'api',
    ]);
  });

  it('keeps external footer links and internal ones that lead to a page', () => {
    const labels = footerLinks(site()).map((link) => link.label);
    expect(labels).toContain('Privacy Policy');
    expect(labels).toContain('License');
    expect(labels).not.toContain('Glossary');
    expect(labels).not.toContain('Get Started');
  });

  it('writes internal footer links as the pages are served, with their trailing slash', () => {
    const internal = footerLinks(site()).filter((link) => link.url.startsWith('/'));
    expect(internal.length).toBeGreaterThan(0);
    expect(internal.filter((link) => !link.url.endsWith('/'))).toEqual([]);
  });

  it('finds pages with or without their trailing slash', () => {
    expect(pageExists(site(), '/license')).toBe(true);
    expect(pageExists(site(), '/license/')).toBe(true);
    expect(pageExists(site(), '/glossary/')).toBe(false);
  });
});
