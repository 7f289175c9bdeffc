import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blogPosts, formatPostDate } from '@/lib/content';
import { atomFeed } from '@/lib/feed';
import { runJsonScript } from '../../content/run-json-script';
import { buildFixture } from './fixtures';

const site = () => buildFixture('blog-site');

/** The problems `scripts/checks/validate-atom.mjs` finds in a feed document (RFC 4287 grammar and rules). */
function atomProblems(xml: string): string[] {
  const file = join(mkdtempSync(join(tmpdir(), 'atom-')), 'atom.xml');
  writeFileSync(file, xml);
  return runJsonScript<string[]>('scripts/checks/validate-atom.mjs', ['--file', file]);
}

describe('blog posts', () => {
  it('are the dated pages of the blog, newest first, with their dates and summaries', () => {
    expect(blogPosts(site())).toEqual([
      {
        url: '/blog/2021-07-15-second-post/',
        title: 'A second post',
        date: '2021-07-15',
        summary: 'The newer post, with <markup> & "quotes" in its summary.',
      },
      {
        url: '/blog/2019-03-01-first-post/',
        title: 'First post',
        date: '2019-03-01',
        summary: 'The older of the two posts.',
      },
    ]);
  });

  it('come after the index, newest first, in the sidebar order', () => {
    const blog = site().root.children.find((node) => node.name === 'blog');
    if (blog?.type !== 'directory') throw new Error('no blog');
    expect(blog.children.map((node) => node.name)).toEqual([
      'index',
      '2021-07-15-second-post',
      '2019-03-01-first-post',
    ]);
  });

  it('read a YAML date and a quoted one alike', () => {
    expect(site().pages.get('/blog/2019-03-01-first-post/')?.date).toBe('2019-03-01');
    expect(site().pages.get('/blog/2021-07-15-second-post/')?.date).toBe('2021-07-15');
  });

  it('show their day the same way on every machine', () => {
    expect(formatPostDate('2020-12-08')).toBe('December 8, 2020');
    expect(formatPostDate('2020-01-01')).toBe('January 1, 2020');
  });
});

describe('the Atom feed', () => {
  const xml = atomFeed(blogPosts(site()), 'https://example.org');

  it('is valid Atom (RFC 4287)', () => {
    expect(atomProblems(xml)).toEqual([]);
  });

  it('fails the check without what RFC 4287 requires', () => {
    expect(atomProblems(xml.replace(/<updated>[^<]*<\/updated>/, ''))).not.toEqual([]);
    expect(
      atomProblems(xml.replace(/<link rel="alternate" type="text\/html" href="[^"]*second-post\/"\/>/, '')),
    ).toEqual([expect.stringMatching(/neither content nor an alternate link/)]);
  });

  it('lists every post with its url, date and escaped summary, newest first', () => {
    expect(xml).toContain('<updated>2021-07-15T00:00:00Z</updated>\n  <author>');
    const entries = [...xml.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map(([entry]) => entry);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toContain('<id>https://example.org/blog/2021-07-15-second-post/</id>');
    expect(entries[0]).toContain('<published>2021-07-15T00:00:00Z</published>');
    expect(entries[0]).toContain(
      '<summary>The newer post, with &lt;markup&gt; &amp; &quot;quotes&quot; in its summary.</summary>',
    );
    expect(entries[1]).toContain('href="https://example.org/blog/2019-03-01-first-post/"');
  });

  it('points to itself and to the blog', () => {
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://example.org/blog/atom.xml"/>',
    );
    expect(xml).toContain('<link rel="alternate" type="text/html" href="https://example.org/blog/"/>');
  });

  it('refuses a blog without posts', () => {
    expect(() => atomFeed([], 'https://example.org')).toThrow(/the blog has no posts/);
  });
});
