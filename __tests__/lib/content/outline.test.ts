/** @jest-environment jsdom */
import { hasOutline, outlineHtml } from '@/lib/content';
import { OUTLINE, PAGE_TOP_ID } from '@/lib/site';

const anchors = [
  { title: 'Options', id: 'options', level: 2 },
  { title: 'output.path <dir> & "quotes"', id: 'outputpath-dir--quotes', level: 3 },
];

describe('the page outline', () => {
  it('links each anchor at its level, then back to the top', () => {
    const html = outlineHtml(anchors);
    const document = new DOMParser().parseFromString(html, 'text/html');
    const links = [...document.querySelectorAll('a')].map((link) => [
      link.getAttribute('href'),
      link.textContent,
      link.parentElement?.className ?? '',
    ]);
    expect(links).toEqual([
      ['#options', 'Options', 'outline-level-2'],
      ['#outputpath-dir--quotes', 'output.path <dir> & "quotes"', 'outline-level-3'],
      [`#${PAGE_TOP_ID}`, OUTLINE.backToTop, ''],
    ]);
    expect(html).toContain('output.path &#x3C;dir> &#x26; "quotes"');
  });

  it('is given only to pages with at least two anchors', () => {
    expect(hasOutline([])).toBe(false);
    expect(hasOutline(anchors.slice(0, 1))).toBe(false);
    expect(hasOutline(anchors)).toBe(true);
  });
});
