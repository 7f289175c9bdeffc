import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { visit } from 'unist-util-visit';
import type { Heading } from 'mdast';
import { buildContentTree } from '@/lib/content/build-tree';
import { pageHtml } from '@/lib/content/html';
import { contentCacheDir } from '@/lib/content/page-cache';
import { readPage } from '@/lib/content/read-page';

const FIXTURES = join(__dirname, '..', '..', 'fixtures', 'content');

/** A copy of a fixture site and an empty cache folder, so each test sees only its own compiled pages. */
function freshSite(fixture: string): string {
  const root = mkdtempSync(join(tmpdir(), 'page-cache-'));
  process.env.CONTENT_CACHE_DIR = join(root, 'cache');
  cpSync(join(FIXTURES, fixture), join(root, 'content'), { recursive: true });
  return join(root, 'content');
}

const stored = (extension: string) =>
  existsSync(contentCacheDir())
    ? readdirSync(contentCacheDir()).filter((name) => name.endsWith(extension))
    : [];
const publicDir = join(FIXTURES, 'ordered-site-public');

afterAll(() => {
  delete process.env.CONTENT_CACHE_DIR;
});

describe('the page cache', () => {
  it('stores a compiled page and gives it back whole, each heading pointing at its node in the tree', () => {
    const content = freshSite('ordered-site');
    const compiled = readPage(content, 'concepts/output.mdx');
    expect(stored('.json')).toHaveLength(1);
    const loaded = readPage(content, 'concepts/output.mdx');
    expect(loaded).not.toBe(compiled);
    expect(loaded).toEqual(compiled);
    const nodes: Heading[] = [];
    visit(loaded.body.tree, 'heading', (node: Heading) => {
      nodes.push(node);
    });
    expect(loaded.body.headings.map((heading) => heading.node)).toEqual(nodes);
    expect(loaded.body.headings.every((heading, index) => heading.node === nodes[index])).toBe(true);
  });

  it('reads a page from the cache while its source is unchanged, and compiles it again once it changes', () => {
    const content = freshSite('ordered-site');
    readPage(content, 'concepts/output.mdx');
    const [file] = stored('.json');
    // Prove the second read comes from the stored file: change what the file says.
    const path = join(contentCacheDir(), file!);
    writeFileSync(path, readFileSync(path, 'utf8').replace('"title":"Output"', '"title":"From the cache"'));
    expect(readPage(content, 'concepts/output.mdx').frontmatter.title).toBe('From the cache');
    const source = join(content, 'concepts', 'output.mdx');
    writeFileSync(source, readFileSync(source, 'utf8').replace('title: Output', 'title: Output, edited'));
    expect(readPage(content, 'concepts/output.mdx').frontmatter.title).toBe('Output, edited');
    expect(stored('.json')).toHaveLength(2);
  });

  it('compiles again over a stored file it cannot read', () => {
    const content = freshSite('ordered-site');
    readPage(content, 'concepts/output.mdx');
    writeFileSync(join(contentCacheDir(), stored('.json')[0]!), '{"half a fi');
    expect(readPage(content, 'concepts/output.mdx').frontmatter.title).toBe('Output');
  });

  it('never stores a page that fails, so its errors are reported on every read', () => {
    const content = freshSite('heading-collision');
    expect(() => buildContentTree(content)).toThrow(/heading id collision/);
    expect(() => buildContentTree(content)).toThrow(/heading id collision/);
    // The fixture's one page fails: nothing was stored.
    expect(stored('.json')).toEqual([]);
  });

  it('keeps each rendering of a body, and serves it to a later reader', () => {
    const content = freshSite('ordered-site');
    const html = pageHtml(buildContentTree(content, { publicDir }), '/concepts/output/');
    expect(html).toContain('class="prose-chunk"');
    const [file] = stored('.txt');
    const path = join(contentCacheDir(), file!);
    expect(readFileSync(path, 'utf8')).toBe(html);
    writeFileSync(path, '<p>from the cache</p>');
    // A new tree is a new body object: only the stored file can give it this HTML.
    expect(pageHtml(buildContentTree(content, { publicDir }), '/concepts/output/')).toBe(
      '<p>from the cache</p>',
    );
  });
});
