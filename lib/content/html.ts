import { renderHtml, type ParsedBody, type RenderOptions } from '../mdx/pipeline';
import type { ContentTree } from './types';

// Rendered HTML by parsed body and rendering. Keyed by the body object, so a page whose file
// did not change keeps its HTML across `next dev` rebuilds of the tree.
const rendered = new WeakMap<ParsedBody, Map<string, string>>();

/** The static HTML of a page's body, rendered once per id prefix and set of combined pages. */
export function pageHtml(tree: ContentTree, url: string, options: RenderOptions = {}): string {
  const body = tree.bodies.get(url);
  if (!body) throw new Error(`no page at ${url}`);
  const byOptions = rendered.get(body) ?? new Map<string, string>();
  rendered.set(body, byOptions);
  const key = [options.idPrefix ?? '', ...(options.combinedPages?.keys() ?? [])].join(' ');
  let html = byOptions.get(key);
  if (html === undefined) {
    html = renderHtml(body, options);
    byOptions.set(key, html);
  }
  return html;
}
