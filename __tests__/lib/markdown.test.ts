import { llmsFullTxt, llmsTxt, markdownSections, markdownUrl, pageMarkdown } from '@/lib/markdown';
import { buildFixture } from './content/fixtures';

// The pipeline the site renders with, back to Markdown: every construct the fixture has.
const tree = buildFixture('markdown-site');

const OUTPUT = `# Output

Set \`output.path\`, see [names](#filenames), and write \\<div> or { as text.

> **Warning**
>
> The path must be **absolute**.

## Filenames

\`\`\`js title="webpack.config.js"
module.exports = { output: { filename: '[name].js' } };
\`\`\`

| Placeholder | Meaning      |
| ----------- | ------------ |
| \`[name]\`    | a chunk name |

> A plain quote.

## Further Reading

- [Concepts](https://webpack.js.org/concepts/)
- [Node.js path](https://nodejs.org/api/path.html)
`;

describe('markdownUrl', () => {
  it('is the page url plus index.html.md', () => {
    expect(markdownUrl('/concepts/output/')).toBe('/concepts/output/index.html.md');
    expect(markdownUrl('/license/')).toBe('/license/index.html.md');
  });
});

describe('pageMarkdown', () => {
  it('gives the title, the body as plain Markdown and the Further Reading links', () => {
    expect(pageMarkdown(tree, '/concepts/output/')).toBe(OUTPUT);
  });

  it("keeps code fences with their language and file name, not the site's own marks", () => {
    const markdown = pageMarkdown(tree, '/concepts/output/');
    expect(markdown).toContain('```js title="webpack.config.js"\n');
    expect(markdown).not.toContain('example=');
  });

  it('makes links to the site absolute and leaves in-page links alone', () => {
    expect(pageMarkdown(tree, '/concepts/')).toBe(
      '# Concepts\n\nStart with [Output](https://webpack.js.org/concepts/output/#filenames).\n',
    );
  });

  it('writes alerts as blockquotes opening with their label, no HTML or markers', () => {
    const markdown = pageMarkdown(tree, '/concepts/output/');
    expect(markdown).toContain('> **Warning**\n>\n> The path must be **absolute**.');
    expect(markdown).not.toMatch(/<aside|\[!WARNING\]|class=/);
  });

  it('leaves the parsed body as it was for the HTML', () => {
    const parsed = structuredClone(tree.bodies.get('/concepts/output/')?.tree);
    pageMarkdown(tree, '/concepts/output/');
    expect(pageMarkdown(tree, '/concepts/output/')).toBe(OUTPUT);
    expect(tree.bodies.get('/concepts/output/')?.tree).toEqual(parsed);
  });

  it("gives a blog post's date under its title, as the post's page shows it, and no date elsewhere", () => {
    const blog = buildFixture('blog-site');
    expect(pageMarkdown(blog, '/blog/2019-03-01-first-post/')).toBe(
      '# First post\n\nMarch 1, 2019\n\nThe first post.\n',
    );
    expect(pageMarkdown(blog, '/blog/')).not.toMatch(/\d{4}/);
  });

  it('refuses a url that is no page', () => {
    expect(() => pageMarkdown(tree, '/nowhere/')).toThrow('no page at /nowhere/');
  });
});

describe('llms.txt', () => {
  it('has the site title, the summary, then every page by section with its description', () => {
    expect(llmsTxt(tree)).toBe(`# webpack

> webpack is a module bundler. Its main purpose is to bundle JavaScript files for usage in a browser, yet it is also capable of transforming, bundling, or packaging just about any resource or asset.

## Guides

- [Guides](https://webpack.js.org/guides/)

## Concepts

- [Concepts](https://webpack.js.org/concepts/): The ideas behind webpack.
- [Output](https://webpack.js.org/concepts/output/): Where bundles go.

## Other pages

- [License](https://webpack.js.org/license/)
`);
  });

  it('orders sections as the header does and leaves printable pages out', () => {
    expect(markdownSections(tree).map(({ title, pages }) => [title, pages.map((page) => page.url)])).toEqual([
      ['Guides', ['/guides/']],
      ['Concepts', ['/concepts/', '/concepts/output/']],
      ['Other pages', ['/license/']],
    ]);
  });
});

describe('llms-full.txt', () => {
  it("is every page's Markdown in the order of llms.txt", () => {
    expect(llmsFullTxt(tree)).toBe(
      ['# Guides\n\nStep by step.\n', pageMarkdown(tree, '/concepts/'), OUTPUT, '# License\n\nMIT.\n'].join(
        '\n',
      ),
    );
  });
});
