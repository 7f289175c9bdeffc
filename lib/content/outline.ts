import { toHtml } from 'hast-util-to-html';
import { hastElement as element, hastText as text } from '../mdx/hast';
import { OUTLINE, PAGE_TOP_ID } from '../site';
import type { Anchor } from './anchors';

/** Whether a page with these anchors gets an "On this page" outline. */
export function hasOutline(anchors: readonly Anchor[]): boolean {
  return anchors.length >= OUTLINE.minAnchors;
}

/**
 * The HTML of a page's "On this page" outline: a link to each of its level 2 and 3 headings,
 * then one back to the top (the site header's id). It is static HTML that reaches the browser like a page body, outside
 * the page's payload.
 */
export function outlineHtml(anchors: readonly Anchor[]): string {
  const items = anchors.map((anchor) =>
    element('li', { className: [`outline-level-${anchor.level}`] }, [
      element('a', { href: `#${anchor.id}` }, [text(anchor.title)]),
    ]),
  );
  return toHtml({
    type: 'root',
    children: [
      element('ul', {}, items),
      element('a', { href: `#${PAGE_TOP_ID}`, className: ['outline-top'] }, [text(OUTLINE.backToTop)]),
    ],
  });
}
