import { getContentTree, readingOrder, sections } from '@/lib/content';

/**
 * Pages of shared/CONTENT.md, by section, for the sections written so far. A section is
 * listed here when its issue lands; from then on none of its pages may go missing.
 */
const EXPECTED: Record<string, [url: string, title: string][]> = {
  concepts: [
    ['/concepts/', 'Concepts'],
    ['/concepts/entry-points/', 'Entry Points'],
    ['/concepts/output/', 'Output'],
    ['/concepts/loaders/', 'Loaders'],
    ['/concepts/plugins/', 'Plugins'],
    ['/concepts/configuration/', 'Configuration'],
    ['/concepts/modules/', 'Modules'],
    ['/concepts/module-resolution/', 'Module Resolution'],
    ['/concepts/module-federation/', 'Module Federation'],
    ['/concepts/dependency-graph/', 'Dependency Graph'],
    ['/concepts/targets/', 'Targets'],
    ['/concepts/manifest/', 'The Manifest'],
    ['/concepts/hot-module-replacement/', 'Hot Module Replacement'],
    ['/concepts/why-webpack/', 'Why webpack'],
    ['/concepts/under-the-hood/', 'Under The Hood'],
  ],
  'top-level': [
    ['/comparison/', 'Comparison'],
    ['/awesome-webpack/', 'Awesome webpack'],
    ['/glossary/', 'Glossary'],
    ['/branding/', 'Branding Guidelines'],
    ['/license/', 'License'],
  ],
};

describe('the site content', () => {
  const tree = getContentTree();

  describe.each(Object.entries(EXPECTED))('%s', (_section, expected) => {
    it.each(expected)('%s exists with the title %s and a description', (url, title) => {
      const page = tree.pages.get(url);
      expect(page?.title).toBe(title);
      expect(page?.description).toEqual(expect.any(String));
    });
  });

  it('has no page in a written section beyond the expected list', () => {
    for (const section of sections(tree.root).filter((s) => s.name in EXPECTED)) {
      const urls = readingOrder(section).map((page) => page.url);
      expect(urls.sort()).toEqual((EXPECTED[section.name] ?? []).map(([url]) => url).sort());
    }
  });

  it('keeps the concepts reading order of SPEC section 2', () => {
    const concepts = sections(tree.root).find((s) => s.name === 'concepts');
    expect(concepts && readingOrder(concepts).map((page) => page.url)).toEqual(
      EXPECTED.concepts?.map(([url]) => url),
    );
  });
});
