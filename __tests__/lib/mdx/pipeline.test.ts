import { parseBody, renderHtml, renderMarkdown } from '@/lib/mdx/pipeline';
import { codeColorsCss, tokenClasses } from '@/lib/mdx/shiki';

// The real pipeline, exactly as pages, the home page and printable pages render.
const render = (markdown: string) => renderMarkdown(markdown, 'content/test.mdx');

describe('headings', () => {
  it('get github-slugger ids and link to themselves', () => {
    const html = render('## The `output.filename` option\n\n### Hello, World!');
    expect(html).toContain(
      '<h2 id="the-outputfilename-option"><a href="#the-outputfilename-option" class="heading-link">The <code>output.filename</code> option</a></h2>',
    );
    expect(html).toContain('<h3 id="hello-world">');
  });

  it('are left unwrapped when they already contain a link', () => {
    expect(render('## See [Output](/concepts/output/)')).toBe(
      '<h2 id="see-output">See <a href="/concepts/output/">Output</a></h2>',
    );
  });

  it('fail on two headings with the same id', () => {
    expect(() => render('## Example\n\n## Example')).toThrow(/content\/test\.mdx: heading id collision/);
  });
});

describe('printable pages', () => {
  const body = parseBody('## Filenames\n\nSee [below](#hashes) and [elsewhere](#not-here).\n\n## Hashes', {
    file: 'content/test.mdx',
    lineOffset: 0,
  });

  it('prefix every id and the in-page links to them', () => {
    const html = renderHtml(body, { idPrefix: 'output--' });
    expect(html).toContain('<h2 id="output--filenames"><a href="#output--filenames"');
    expect(html).toContain('<a href="#output--hashes">below</a>');
    // A link to an id the page does not have is left as written.
    expect(html).toContain('<a href="#not-here">elsewhere</a>');
  });

  it('leave the parsed body as it was, for the page itself', () => {
    renderHtml(body, { idPrefix: 'output--' });
    expect(renderHtml(body)).toContain('<h2 id="filenames"><a href="#filenames"');
  });
});

describe('the parsed tree', () => {
  const markdown = '> [!TIP]\n> Body.\n\n## The `entry` option';
  const place = { file: 'content/test.mdx', lineOffset: 0 };

  it('stays as parsed: no alert labels, heading ids or self-links, which only the HTML has', () => {
    const body = parseBody(markdown, place);
    const [alert, heading] = body.tree.children;
    expect(alert).toMatchObject({
      type: 'blockquote',
      children: [{ children: [{ value: '[!TIP]\nBody.' }] }],
    });
    expect(alert?.data).toBeUndefined();
    expect(heading).toMatchObject({
      type: 'heading',
      children: [
        { type: 'text', value: 'The ' },
        { type: 'inlineCode', value: 'entry' },
        { type: 'text', value: ' option' },
      ],
    });
    expect(heading?.data).toBeUndefined();
    expect(body.headings.map(({ id }) => id)).toEqual(['the-entry-option']);
  });

  it('is the same after rendering it to HTML', () => {
    const body = parseBody(markdown, place);
    const parsed = structuredClone(body.tree);
    expect(renderHtml(body)).toContain('<aside class="alert alert-tip">\n<p class="alert-label">Tip</p>');
    expect(body.tree).toEqual(parsed);
  });
});

describe('alerts', () => {
  it.each([
    ['NOTE', 'Note'],
    ['TIP', 'Tip'],
    ['IMPORTANT', 'Important'],
    ['WARNING', 'Warning'],
    ['CAUTION', 'Caution'],
  ])('turn [!%s] into a labelled aside', (type, label) => {
    const html = render(`> [!${type}]\n> Body **text**.`);
    expect(html).toContain(`<aside class="alert alert-${type.toLowerCase()}">`);
    expect(html).toContain(`<p class="alert-label">${label}</p>`);
    expect(html).toContain('<p>Body <strong>text</strong>.</p>');
    expect(html).not.toContain('[!');
  });

  it('keep ordinary blockquotes', () => {
    expect(render('> Just a quote.')).toBe('<blockquote>\n<p>Just a quote.</p>\n</blockquote>');
  });

  it('take their type regardless of case, as GitHub does', () => {
    const html = render('> [!note]\n> Lower case.');
    expect(html).toContain('<aside class="alert alert-note">');
    expect(html).not.toContain('[!');
  });

  it.each(['Typo', 'warn-ing', 'NOTE_2'])(
    'reject [!%s], a marker that is no alert type, instead of showing it as text',
    (type) => {
      expect(() =>
        parseBody(`Intro.\n\n- A list.\n\n  > [!${type}]\n  > Nope.`, {
          file: 'content/a.mdx',
          lineOffset: 4,
        }),
      ).toThrow(new RegExp(`content/a\\.mdx: unknown alert type \\[!${type}\\]; .*\\(line 9\\)`));
    },
  );

  it('report every unknown type of a body, each with its file line', () => {
    expect(() =>
      parseBody('> [!DANGER]\n> One.\n\n> [!TIP]\n> Fine.\n\n> [!Oops]\n> Two.', {
        file: 'content/a.mdx',
        lineOffset: 0,
      }),
    ).toThrow(
      /2 problems\):\n  - content\/a\.mdx: unknown alert type \[!DANGER\]; .*\(line 1\)\n  - content\/a\.mdx: unknown alert type \[!Oops\]; .*\(line 7\)$/,
    );
  });

  it('reject an unknown type with its file line', () => {
    expect(() =>
      parseBody('Intro.\n\n> [!DANGER]\n> Nope.', { file: 'content/a.mdx', lineOffset: 3 }),
    ).toThrow(/content\/a\.mdx: unknown alert type \[!DANGER\]; .*\(line 6\)/);
  });
});

describe('code blocks', () => {
  it('show the file name from the fence meta as a caption, and a copy button', () => {
    const html = render('```js title="webpack.config.js"\nmodule.exports = {};\n```');
    expect(html).toMatch(
      /^<figure class="code-block" data-language="js"><figcaption>webpack\.config\.js<\/figcaption><pre class="shiki" tabindex="0"><code>/,
    );
    expect(html).toMatch(
      /<button type="button" class="copy-button">Copy<span class="visually-hidden"> code<\/span><\/button><\/figure>$/,
    );
  });

  it('label code written for an older webpack beside its file name, or alone', () => {
    expect(render('```js title="webpack.config.js" webpack="4"\nmodule.exports = {};\n```')).toMatch(
      /^<figure class="code-block" data-language="js"><figcaption>webpack\.config\.js<span class="code-version">webpack 4<\/span><\/figcaption>/,
    );
    expect(render('```js webpack="1"\nmodule.exports = {};\n```')).toMatch(
      /^<figure class="code-block" data-language="js"><figcaption><span class="code-version">webpack 1<\/span><\/figcaption>/,
    );
  });

  it('colour tokens with shared classes, never a style per token', () => {
    const html = render('```js\nconst answer = 42; // why\n```');
    expect(html).not.toContain('style=');
    const classes = [...html.matchAll(/class="((?:c[ld]-[0-9a-f]+ ?)+)"/g)].flatMap(
      (m) => m[1]?.split(' ') ?? [],
    );
    expect(classes.length).toBeGreaterThan(2);
    const css = codeColorsCss();
    for (const name of classes) expect(css).toContain(`.${name}{color:#${name.slice(3)}}`);
    // Dark colours are for screens: paper keeps the light ones whatever the theme.
    expect(css).toMatch(
      /@media not print\{:root\.dark \.shiki\{[^}]*\}:root\.dark \.shiki span\{color:inherit\}/,
    );
    // Text in the block's own colour carries no span at all.
    expect(html).toContain('<span class="line"><span class="cl-cf222e cd-ff7b72">const</span>');
  });

  it('mark the added and removed lines of a diff', () => {
    const html = render("```diff\n-  mode: 'development',\n+  mode: 'production',\n```");
    expect(html).toContain('class="line diff-remove"');
    expect(html).toContain('class="line diff-add"');
  });

  it('reject an unknown language, with its line', () => {
    expect(() => render('Intro.\n\n```jsvascript\nx\n```')).toThrow(
      /content\/test\.mdx: code fence language "jsvascript" is unknown; use one of .*javascript.*\(line 3\)/,
    );
  });

  it('accept aliases and plain text', () => {
    expect(render('```sh\nnpx webpack\n```')).toContain('data-language="sh"');
    expect(render('```text\nplain\n```')).toContain('plain');
  });
});

describe('MDX syntax the static pages cannot render', () => {
  it.each([
    ['<Tabs />', /a JSX element <Tabs> is not supported/],
    ['Total: {1 + 1}', /a \{…\} expression is not supported/],
    ["import x from './x.js';", /an import or export is not supported/],
  ])('%s is an error naming the file', (markdown, message) => {
    expect(() => render(`Intro.\n\n${markdown}\n`)).toThrow(message);
  });
});

describe('tokenClasses', () => {
  it('gives one class per theme colour and none for the default colour', () => {
    expect(tokenClasses('--shiki-light:#CF222E;--shiki-dark:#FF7B72')).toEqual(['cl-cf222e', 'cd-ff7b72']);
    expect(tokenClasses('--shiki-light:#1F2328;--shiki-dark:#E6EDF3')).toEqual([]);
  });

  it('turns font styles both themes share into classes', () => {
    expect(
      tokenClasses(
        '--shiki-light:#1F2328;--shiki-light-font-style:italic;--shiki-dark:#E6EDF3;--shiki-dark-font-style:italic',
      ),
    ).toEqual(['ct-italic']);
  });

  it('refuses what the stylesheet cannot express', () => {
    expect(() => tokenClasses('--shiki-light:#123456')).toThrow(
      /#123456 is not in the light theme's palette/,
    );
    expect(() => tokenClasses('--shiki-light-font-style:italic')).toThrow(
      /font-style differs between the themes/,
    );
  });
});

describe('chunks', () => {
  const chunked = (markdown: string) =>
    renderHtml(parseBody(markdown, { file: 'content/test.mdx', lineOffset: 0 }), { chunks: true });
  const chunksOf = (html: string) =>
    html
      .split(/<div class="prose-chunk" style="contain-intrinsic-size:auto \d+px">/)
      .slice(1)
      .map((chunk) => chunk.replace(/<\/div>\s*$/, ''));
  const estimates = (html: string) =>
    [...html.matchAll(/contain-intrinsic-size:auto (\d+)px/g)].map((match) => Number(match[1]));

  it('start at each heading of levels 2 to 4, the first holding what comes before any heading', () => {
    const html = chunked(
      'Intro.\n\n## Setup\n\nText.\n\n### `output.path`\n\nMore.\n\n#### `output.filename`\n\nEntry.\n\n##### Detail\n\nDeep.',
    );
    const chunks = chunksOf(html);
    expect(chunks).toHaveLength(4);
    expect(chunks[0]).toBe('<p>Intro.</p>\n');
    expect(chunks[1]).toMatch(/^<h2 id="setup">.*<p>Text\.<\/p>\n$/s);
    expect(chunks[2]).toMatch(/^<h3 id="outputpath">/);
    // A level-5 heading stays inside its entry's chunk.
    expect(chunks[3]).toMatch(/^<h4 id="outputfilename">.*<h5 id="detail">.*<p>Deep\.<\/p>$/s);
  });

  it('carry an estimate of their height that grows with their text and code, in whole hundreds of px', () => {
    const short = estimates(chunked('## A\n\nOne line.'));
    const long = estimates(chunked(`## A\n\n${'A sentence of prose. '.repeat(60)}`));
    const code = estimates(chunked(`## A\n\n\`\`\`js\n${'run();\n'.repeat(40)}\`\`\``));
    expect(short).toEqual([200]);
    expect(long[0]).toBeGreaterThan(1000);
    // 40 lines of code at 22 px, plus the block.
    expect(code[0]).toBeGreaterThanOrEqual(40 * 22);
    expect([...short, ...long, ...code].every((px) => px % 100 === 0)).toBe(true);
  });

  it('leave no empty chunk when the body starts with a heading, and are off for snippets', () => {
    expect(chunksOf(chunked('## Only\n\nText.'))).toHaveLength(1);
    expect(render('## Only\n\nText.')).not.toContain('prose-chunk');
  });
});
