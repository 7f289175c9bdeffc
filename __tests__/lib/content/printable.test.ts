import { findSection, pageHtml } from '@/lib/content';
import { printableHtml } from '@/lib/content/printable';
import { buildFixture } from './fixtures';

describe("a page on its section's printable page", () => {
  const tree = buildFixture('printable-links');
  const concepts = findSection(tree.root, '/concepts/');
  const html = (url: string) => {
    const page = tree.pages.get(url);
    if (!concepts || !page) throw new Error(`no ${url} in the fixture`);
    return printableHtml(tree, concepts, page);
  };

  it('prefixes its ids and the in-page links to them', () => {
    const entryPoints = html('/concepts/entry-points/');
    expect(entryPoints).toContain('<h2 id="entry-points--single-entry">');
    expect(entryPoints).toContain('<a href="#entry-points--several-entries">below</a>');
  });

  it('points links to pages of the same section, itself included, at their place on the printable page', () => {
    expect(html('/concepts/entry-points/')).toContain('<a href="#output--filenames">filenames</a>');
    expect(html('/concepts/entry-points/')).toContain(
      '<a href="#entry-points--single-entry">this very page</a>',
    );
    expect(html('/concepts/')).toContain('<a href="#entry-points">entry points</a>');
    expect(html('/concepts/')).toContain('<a href="#entry-points--single-entry">a single entry</a>');
  });

  it('leaves links to other sections as they are', () => {
    expect(html('/concepts/entry-points/')).toContain('<a href="/guides/#first-steps">guides</a>');
  });

  it('leaves the page itself as written', () => {
    html('/concepts/entry-points/');
    const own = pageHtml(tree, '/concepts/entry-points/');
    expect(own).toContain('<h2 id="single-entry">');
    expect(own).toContain('<a href="/concepts/output/#filenames">filenames</a>');
  });
});
