import { parseBody, renderHtml } from '@/lib/mdx/pipeline';

const render = (markdown: string) =>
  renderHtml(parseBody(markdown, { file: 'content/test.mdx', lineOffset: 0 }));

describe('tables', () => {
  it('sit in a focusable group named by their header cells, which scrolls sideways', () => {
    const html = render('| Option | Type |\n| --- | --- |\n| `mode` | string |\n');
    expect(html).toMatch(
      /^<div class="table-scroll" role="group" tabindex="0" aria-label="Table: Option, Type"><table>\s*<thead>/,
    );
    expect(html).toMatch(/<\/table><\/div>$/);
  });

  it('must name every column, or the page fails with the line', () => {
    expect(() => render('Intro.\n\n| | Plugin |\n| --- | --- |\n| Runs | at build time |\n')).toThrow(
      'content/test.mdx: table header cell 1 is empty; name every column (line 3)',
    );
  });

  it('leave everything else as it is', () => {
    expect(render('Text with no table.')).toBe('<p>Text with no table.</p>');
  });
});
