import { renderHtml, type ParsedBody, type RenderOptions } from '../mdx/pipeline';
import { cachedRendering, isRenderingCached } from './page-cache';
import type { ContentTree } from './types';

// Rendered HTML by parsed body and rendering. Keyed by the body object, so a page whose file
// did not change keeps its HTML across `next dev` rebuilds of the tree.
const rendered = new WeakMap<ParsedBody, Map<string, string>>();

type PageRenderOptions = Omit<RenderOptions, 'chunks'>;

/** What tells two renderings of one body apart: the id prefix and the pages combined with it. */
const optionsKey = (options: PageRenderOptions): string =>
  ['html', options.idPrefix ?? '', ...(options.combinedPages?.keys() ?? [])].join(' ');

/** A page's parsed body and the key of one rendering of it. */
function bodyAndKey(tree: ContentTree, url: string, options: PageRenderOptions) {
  const body = tree.bodies.get(url);
  if (!body) throw new Error(`no page at ${url}`);
  return { body, key: optionsKey(options) };
}

/** True when `pageHtml` with these options costs no rendering: done in this process, or kept in the page cache. */
export function isPageHtmlReady(tree: ContentTree, url: string, options: PageRenderOptions = {}): boolean {
  const { body, key } = bodyAndKey(tree, url, options);
  return rendered.get(body)?.has(key) === true || isRenderingCached(body, key);
}

/**
 * The static HTML of a page's body in chunks, rendered once per id prefix and set of combined
 * pages (in this process, and across processes through the page cache).
 */
export function pageHtml(tree: ContentTree, url: string, options: PageRenderOptions = {}): string {
  const { body, key } = bodyAndKey(tree, url, options);
  const byOptions = rendered.get(body) ?? new Map<string, string>();
  rendered.set(body, byOptions);
  let html = byOptions.get(key);
  if (html === undefined) {
    html = cachedRendering(body, key, () => renderHtml(body, { ...options, chunks: true }));
    byOptions.set(key, html);
  }
  return html;
}
