import { renderHtml, type ParsedBody } from '../mdx/pipeline';
import type { ContentTree } from './types';

// Rendered HTML by parsed body and id prefix. Keyed by the body object, so a page whose file
// did not change keeps its HTML across `next dev` rebuilds of the tree.
const rendered = new WeakMap<ParsedBody, Map<string, string>>();

/** The static HTML of a page's body, rendered once per id prefix. */
export function pageHtml(tree: ContentTree, url: string, idPrefix = ''): string {
  const body = tree.bodies.get(url);
  if (!body) throw new Error(`no page at ${url}`);
  const byPrefix = rendered.get(body) ?? new Map<string, string>();
  rendered.set(body, byPrefix);
  let html = byPrefix.get(idPrefix);
  if (html === undefined) {
    html = renderHtml(body, { idPrefix });
    byPrefix.set(idPrefix, html);
  }
  return html;
}
