import { checkFrontmatter, splitFrontmatter } from '@/lib/content/frontmatter';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getContentTree } from '@/lib/content';
import { ContentErrors } from '@/lib/mdx/errors';
import { buildFixture, fixture } from './fixtures';

const site = () => buildFixture('ordered-site', 'ordered-site-public');

/** A page's frontmatter checked as the reader checks it. */
const parseFrontmatter = (source: string, file: string) =>
  checkFrontmatter(splitFrontmatter(source, file).data, file);

describe('buildContentTree on a valid site', () => {
  it('builds directory nodes with urls, children and summed byte sizes', () => {
    const { root } = site();
    expect(root).toMatchObject({ type: 'directory', url: '/', path: 'content' });
    const concepts = root.children.find((c) => c.name === 'concepts');
    expect(concepts).toMatchObject({ type: 'directory', url: '/concepts/', path: 'content/concepts' });
    if (concepts?.type !== 'directory') throw new Error('concepts is not a directory');
    const sum = concepts.children.reduce((total, child) => total + child.size, 0);
    expect(concepts.size).toBe(sum);
    expect(root.size).toBe(root.children.reduce((total, child) => total + child.size, 0));
  });

  it('builds file nodes with every field of the content model', () => {
    const page = site().pages.get('/concepts/entry-points/');
    expect(page).toMatchObject({
      type: 'file',
      path: 'content/concepts/entry-points.mdx',
      name: 'entry-points',
      extension: '.mdx',
      url: '/concepts/entry-points/',
      title: 'Entry Points',
      description: 'Where the graph starts.',
      sort: 1,
      thirdParty: false,
      contributors: [],
      edit: 'https://github.com/webpack/webpack.js.org/edit/main/src/content/concepts/entry-points.mdx',
      related: [
        { title: 'Output', url: '/concepts/output/' },
        { title: 'Node.js modules', url: 'https://nodejs.org/api/modules.html' },
      ],
    });
    expect(page?.size).toBeGreaterThan(0);
  });

  it('lists anchors of levels 2 and 3 with github-slugger ids', () => {
    expect(site().pages.get('/concepts/entry-points/')?.anchors).toEqual([
      { title: 'Overview', id: 'overview', level: 2 },
      { title: 'Single Entry', id: 'single-entry', level: 2 },
      { title: 'entry.import option', id: 'entryimport-option', level: 3 },
    ]);
  });

  it('orders pages: index first, then sort, then title for unsorted pages', () => {
    const { root } = site();
    const concepts = root.children.find((c) => c.name === 'concepts');
    if (concepts?.type !== 'directory') throw new Error('no concepts');
    expect(concepts.children.map((c) => c.name)).toEqual([
      'index',
      'entry-points',
      'output',
      'all-in-one',
      'alpha',
    ]);
  });

  it('orders grouped pages by group order, then sort', () => {
    const { root } = site();
    const loaders = root.children.find((c) => c.name === 'loaders');
    if (loaders?.type !== 'directory') throw new Error('no loaders');
    expect(loaders.children.map((c) => c.name)).toEqual([
      'index',
      'val-loader',
      'babel-loader',
      'style-loader',
    ]);
  });

  it('links previous and next within a section, skipping printable pages', () => {
    const { pages } = site();
    expect(pages.get('/concepts/')?.previous).toBeUndefined();
    expect(pages.get('/concepts/')?.next).toEqual({ title: 'Entry Points', url: '/concepts/entry-points/' });
    expect(pages.get('/concepts/output/')?.next).toEqual({ title: 'Alpha', url: '/concepts/alpha/' });
    expect(pages.get('/concepts/alpha/')?.previous).toEqual({ title: 'Output', url: '/concepts/output/' });
    expect(pages.get('/concepts/alpha/')?.next).toBeUndefined();
    expect(pages.get('/license/')?.next).toBeUndefined();
  });

  it('uses the package repository as the edit link of third-party pages', () => {
    expect(site().pages.get('/loaders/style-loader/')).toMatchObject({
      thirdParty: true,
      group: 'CSS',
      edit: 'https://github.com/webpack/style-loader/edit/main/README.md',
      repo: 'https://github.com/webpack/style-loader',
      source: 'https://raw.githubusercontent.com/webpack/style-loader/main/README.md',
    });
  });

  it('gives a walkthrough guide the example folder its frontmatter names', () => {
    const tree = buildFixture('walkthrough-guide', undefined, 'walkthrough-guide-examples');
    expect(tree.pages.get('/guides/getting-started/')?.example).toBe('getting-started');
  });

  it('keeps each parsed body, so rendering and search never parse a page again', () => {
    const body = site().bodies.get('/concepts/output/');
    expect(body?.headings.map((heading) => heading.id)).toEqual(['filenames']);
    expect(body?.tree.type).toBe('root');
  });
});

describe('buildContentTree rejects invalid content, naming the file and the reason', () => {
  const cases: [string, RegExp][] = [
    ['bad-yaml', /content\/concepts\/index\.mdx: bad YAML frontmatter/],
    ['missing-title', /content\/concepts\/index\.mdx: invalid frontmatter: title /],
    ['unknown-field', /content\/concepts\/index\.mdx: invalid frontmatter: .*"author"/],
    ['unknown-group', /content\/loaders\/index\.mdx: invalid frontmatter: group /],
    [
      'third-party-without-links',
      /content\/loaders\/index\.mdx: .*source is required when thirdParty is true/,
    ],
    [
      'duplicate-url',
      /content\/concepts(\/index)?\.mdx: duplicate url \/concepts\/, also used by content\/concepts/,
    ],
    [
      'reserved-url',
      /content\/concepts\/printable\.mdx: duplicate url \/concepts\/printable\/, also used by the app/,
    ],
    [
      'title-heading',
      /content\/concepts\/index\.mdx: level-1 heading "Concepts": the title comes from the frontmatter, so body headings start at ## \(line 6\)/,
    ],
    [
      'heading-collision',
      /content\/concepts\/index\.mdx: heading id collision: "Example" and "example" both give #example/,
    ],
    [
      'broken-link',
      /content\/concepts\/index\.mdx: link \/concepts\/missing\/ points to a page that does not exist \(line 4\)/,
    ],
    [
      'broken-anchor',
      /content\/concepts\/index\.mdx: link \/concepts\/#unreal points to an anchor that does not exist/,
    ],
    ['relative-link', /content\/concepts\/index\.mdx: link \.\/output\.mdx must be absolute/],
    ['missing-slash', /content\/concepts\/index\.mdx: link \/concepts\/output must end with a slash/],
    [
      'broken-related-link',
      /content\/concepts\/index\.mdx: link \/gone\/ points to a page that does not exist/,
    ],
    ['stray-file', /concepts\/notes\.md: only \.mdx pages belong in the content folder/],
    ['mdx-syntax-error', /content\/concepts\/index\.mdx: MDX syntax error \(line 4\)/],
    [
      'unknown-alert-type',
      /content\/concepts\/index\.mdx: unknown alert type \[!TYPO\]; use one of NOTE, TIP, IMPORTANT, WARNING, CAUTION \(line 7\)/,
    ],
    [
      'unknown-fence-language',
      /content\/concepts\/index\.mdx: code fence language "jsvascript" is unknown; .*\(line 7\)/,
    ],
    [
      'unknown-component',
      /content\/concepts\/index\.mdx: unknown component <Tabs>; pages may use <Since>, <ModeDefaults>, <InstallCommand> \(line 7\)/,
    ],
    [
      'bad-component-prop',
      /content\/concepts\/index\.mdx: <Since> has no prop "release"; its props are version, export \(line 7\)/,
    ],
    [
      'component-with-expression',
      /content\/concepts\/index\.mdx: <Since> prop "version" must be a quoted string \(line 7\)/,
    ],
    [
      'component-in-a-sentence',
      /content\/concepts\/index\.mdx: <InstallCommand> stands on a line of its own, with blank lines around it \(line 7\)/,
    ],
    [
      'since-not-a-release',
      /content\/concepts\/index\.mdx: <Since> version "5\.x" is not a webpack 5 release such as 5\.20\.0 \(line 7\)/,
    ],
    [
      'since-export-undated',
      /content\/concepts\/index\.mdx: <Since> export "Compiler" is in webpack 5\.0 already \(5\.0\.0\); leave the badge out \(line 7\)/,
    ],
    [
      'since-later-than-installed',
      /content\/concepts\/index\.mdx: <Since> version "5\.999\.0" is later than the installed webpack 5\.\d+\.\d+ \(line 7\)/,
    ],
    [
      'mode-defaults-no-default',
      /content\/concepts\/index\.mdx: <ModeDefaults> option "optimization\.noSuchOption" has no default in webpack 5\.\d+\.\d+ \(line 7\)/,
    ],
    [
      'mode-defaults-same-in-every-mode',
      /content\/concepts\/index\.mdx: <ModeDefaults> option "optimization\.providedExports" has the same default in every mode and target \(true\); state it in its Default line \(line 7\)/,
    ],
    [
      'install-command-in-fence',
      /content\/concepts\/index\.mdx: install command "npm install --save-dev webpack" in a code fence; write <InstallCommand packages="…" \/> \(with dev or global\), which offers npm, yarn and pnpm \(line 9\)/,
    ],
    [
      'install-bad-package',
      /content\/concepts\/index\.mdx: <InstallCommand> "Not\/A\/Package" is not a package name \(line 7\)/,
    ],
    [
      'blog-post-without-date',
      /content\/blog\/2020-01-02-undated\.mdx: a blog post needs a date: YYYY-MM-DD/,
    ],
    [
      'blog-post-date-mismatch',
      /content\/blog\/2020-01-02-mismatch\.mdx: the file name of a blog post starts with its date: 2020-01-03-mismatch\.mdx/,
    ],
    [
      'blog-post-without-description',
      /content\/blog\/2020-01-02-no-summary\.mdx: a blog post needs a description: its summary on the blog index and in the feed/,
    ],
    ['date-outside-blog', /content\/concepts\/index\.mdx: date is only allowed on blog posts/],
    [
      'older-version-fence',
      /content\/concepts\/index\.mdx: webpack="four" is not a major version \(line 7\)/,
    ],
    [
      'newer-version-fence',
      /content\/concepts\/index\.mdx: webpack="5" marks code for an older webpack; these pages describe webpack 5 \(line 7\)/,
    ],
  ];

  it.each(cases)('%s', (name, message) => {
    expect(() => buildFixture(name)).toThrow(message);
  });

  it('reports a misspelt alert marker in any case, with its line', () => {
    expect(() => buildFixture('unknown-alert-type')).toThrow(
      /content\/concepts\/odd-case\.mdx: unknown alert type \[!Warn\]; .*\(line 5\)/,
    );
  });

  it('reports every invalid file at once', () => {
    expect(() => buildFixture('several-errors')).toThrow(
      /2 problems[\s\S]*content\/concepts\/a\.mdx: [\s\S]*"extra"[\s\S]*content\/concepts\/b\.mdx: invalid frontmatter: title/,
    );
  });

  it('reports every problem of every rule in every file together, each with its file and reason', () => {
    let thrown: unknown;
    try {
      buildFixture('problems-in-two-files');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ContentErrors);
    const index = 'content/concepts/index.mdx';
    const output = 'content/concepts/output.mdx';
    // By file, each file's problems in the order its checks found them. The link from output.mdx
    // to an anchor of index.mdx is not judged: index.mdx could not be read, and says why.
    expect((thrown as ContentErrors).errors.map(({ file, reason }) => [file, reason])).toEqual([
      [index, 'invalid frontmatter: frontmatter Unrecognized key: "extra"'],
      [index, expect.stringMatching(/^unknown component <Tabs>; pages may use .*\(line 27\)$/)],
      [index, expect.stringMatching(/^level-1 heading "Concepts": the title comes .*\(line 6\)$/)],
      [index, 'table header cell 1 is empty; name every column (line 23)'],
      [
        index,
        expect.stringMatching(/^code fence language "jsvascript" is unknown; use one of .*\(line 15\)$/),
      ],
      [index, 'webpack="four" is not a major version (line 19)'],
      [index, expect.stringMatching(/^unknown alert type \[!TYPO\]; use one of .*\(line 12\)$/)],
      [index, 'heading id collision: "Example" and "Example" both give #example'],
      [index, 'link ./output.mdx must be absolute, like /concepts/output/ (line 29)'],
      [index, 'link /concepts/output must end with a slash (line 29)'],
      [index, 'link http://example.com/ uses http; use https (line 29)'],
      [output, 'date is only allowed on blog posts'],
      [output, 'link /gone/ points to a page that does not exist (line 8)'],
      [
        output,
        'link /concepts/output/#unreal points to an anchor that does not exist on /concepts/output/ (line 8)',
      ],
    ]);
    expect((thrown as ContentErrors).message).toMatch(
      /^Invalid content \(14 problems\):\n  - content\/concepts\/index\.mdx: /,
    );
  });

  it('rejects an example that names no folder under examples/', () => {
    expect(() => buildFixture('unknown-example', undefined, 'walkthrough-guide-examples')).toThrow(
      /content\/guides\/getting-started\.mdx: example getting-startd names no folder under examples\//,
    );
    // Without an examples folder no example can be found.
    expect(() => buildFixture('walkthrough-guide')).toThrow(
      /content\/guides\/getting-started\.mdx: example getting-started names no folder/,
    );
  });

  it('rejects a date that is not a day', () => {
    expect(() => parseFrontmatter('---\ntitle: T\ndate: last week\n---\n', 'content/blog/t.mdx')).toThrow(
      /content\/blog\/t\.mdx: invalid frontmatter: date must be a day, YYYY-MM-DD/,
    );
  });

  it('rejects an example name that is not a folder name', () => {
    expect(() => parseFrontmatter('---\ntitle: T\nexample: ../secrets\n---\n', 'content/t.mdx')).toThrow(
      /content\/t\.mdx: invalid frontmatter: example must be the name of a folder under examples\//,
    );
  });

  it('rejects a link to a static file that does not exist', () => {
    expect(() => buildFixture('ordered-site')).toThrow(
      /content\/license\.mdx: link \/icon\.svg points to a file that does not exist/,
    );
  });
});

describe('getContentTree', () => {
  // The site's own entry point, on a project whose content/ is a fixture: bad content stops
  // it, before any page is rendered.
  afterEach(() => jest.restoreAllMocks());

  it.each([
    [
      'unknown-fence-language',
      /content\/concepts\/index\.mdx: code fence language "jsvascript" is unknown; .*\(line 7\)/,
    ],
    ['unknown-alert-type', /content\/concepts\/index\.mdx: unknown alert type \[!TYPO\]; .*\(line 7\)/],
  ])('stops on %s with the file and line', (name, message) => {
    const project = mkdtempSync(join(tmpdir(), 'content-tree-'));
    symlinkSync(fixture(name), join(project, 'content'), 'dir');
    jest.spyOn(process, 'cwd').mockReturnValue(project);
    expect(() => getContentTree()).toThrow(message);
  });
});
