import { buildSidebar } from '@/lib/content/sidebar';
import { printableSections, resolveUrl, generatedSegments, urlFromSegments } from '@/lib/content/routes';
import { sections } from '@/lib/content/walk';
import { buildFixture } from './fixtures';

const site = () => buildFixture('ordered-site', 'ordered-site-public');
const section = (name: string) => {
  const found = sections(site().root).find((s) => s.name === name);
  if (!found) throw new Error(`no section ${name}`);
  return found;
};

describe('buildSidebar', () => {
  it('lists the index first and leaves printable pages out', () => {
    const [group] = buildSidebar(section('concepts'), '/concepts/');
    expect(group?.items.map((item) => item.title)).toEqual(['Concepts', 'Entry Points', 'Output', 'Alpha']);
  });

  it("carries the current page's anchors and no other page's", () => {
    const [group] = buildSidebar(section('concepts'), '/concepts/entry-points/');
    expect(group?.items[1]?.anchors.map((a) => a.id)).toEqual([
      'overview',
      'single-entry',
      'entryimport-option',
    ]);
    const others = group?.items.filter((item) => item.url !== '/concepts/entry-points/') ?? [];
    expect(others.length).toBeGreaterThan(0);
    expect(others.flatMap((item) => item.anchors)).toEqual([]);
  });

  it('splits consecutive pages into groups', () => {
    const groups = buildSidebar(section('loaders'), '/loaders/');
    expect(groups.map((g) => [g.group ?? '-', g.items.map((i) => i.title)])).toEqual([
      ['-', ['Loaders']],
      ['webpack', ['val-loader', 'babel-loader']],
      ['CSS', ['style-loader']],
    ]);
  });
});

describe('routes', () => {
  it('generates a printable page only for printable sections present in the tree', () => {
    expect(printableSections(site().root).map((s) => s.name)).toEqual(['concepts', 'loaders']);
  });

  it('resolves page, printable and unknown urls', () => {
    const tree = site();
    expect(resolveUrl(tree, '/concepts/output/')).toMatchObject({ kind: 'page', page: { title: 'Output' } });
    expect(resolveUrl(tree, '/loaders/printable/')).toMatchObject({
      kind: 'printable',
      section: { name: 'loaders' },
    });
    expect(resolveUrl(tree, '/license/printable/')).toBeUndefined();
    expect(resolveUrl(tree, '/nope/')).toBeUndefined();
  });

  it('maps catch-all segments to urls and back', () => {
    const segments = generatedSegments(site());
    expect(segments).toContainEqual(['concepts', 'entry-points']);
    expect(segments).toContainEqual(['concepts', 'printable']);
    expect(segments).toContainEqual(['license']);
    expect(urlFromSegments(['concepts', 'entry-points'])).toBe('/concepts/entry-points/');
  });
});
