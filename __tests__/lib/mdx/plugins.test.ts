import { render } from './render';

describe('remarkHeadingIds', () => {
  it('gives headings github-slugger ids and links them to themselves', async () => {
    const html = await render('## The `output.filename` option\n\n### Hello, World!');
    expect(html).toContain(
      '<h2 id="the-outputfilename-option"><a href="#the-outputfilename-option" class="heading-link">The <code>output.filename</code> option</a></h2>',
    );
    expect(html).toContain('<h3 id="hello-world">');
  });

  it('leaves headings that already contain a link unwrapped', async () => {
    expect(await render('## See [Output](/concepts/output/)')).toBe(
      '<h2 id="see-output">See <a href="/concepts/output/">Output</a></h2>',
    );
  });

  it('prefixes ids when asked, for combined pages', async () => {
    expect(await render('## Filenames', 'output--')).toContain(
      '<h2 id="output--filenames"><a href="#output--filenames"',
    );
  });

  it('fails on two headings with the same id', async () => {
    await expect(render('## Example\n\n## Example')).rejects.toThrow(/heading id collision/);
  });
});

describe('remarkAlerts', () => {
  it.each([
    ['NOTE', 'Note'],
    ['TIP', 'Tip'],
    ['WARNING', 'Warning'],
    ['CAUTION', 'Caution'],
  ])('turns [!%s] into a labelled aside', async (type, label) => {
    const html = await render(`> [!${type}]\n> Body **text**.`);
    expect(html).toContain(`<aside class="alert alert-${type.toLowerCase()}">`);
    expect(html).toContain(`<p class="alert-label">${label}</p>`);
    expect(html).toContain('<p>Body <strong>text</strong>.</p>');
    expect(html).not.toContain('[!');
  });

  it('keeps ordinary blockquotes', async () => {
    expect(await render('> Just a quote.')).toBe('<blockquote>\n<p>Just a quote.</p>\n</blockquote>');
  });

  it('rejects an unknown alert type', async () => {
    await expect(render('> [!DANGER]\n> Nope.')).rejects.toThrow(/unknown alert type \[!DANGER\]/);
  });
});

describe('code blocks', () => {
  it('shows the file name from the fence meta as a caption', async () => {
    const html = await render('```js title="webpack.config.js"\nmodule.exports = {};\n```');
    expect(html).toMatch(
      /^<figure class="code-block" data-language="js"><figcaption>webpack.config.js<\/figcaption><pre><code/,
    );
  });

  it('wraps untitled blocks without a caption', async () => {
    expect(await render('```bash\nnpx webpack\n```')).toMatch(
      /^<figure class="code-block" data-language="bash"><pre><code class="language-bash">/,
    );
  });
});
