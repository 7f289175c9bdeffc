import type { Element, Root, RootContent } from 'hast';
import { PROSE_CHUNK_CLASS } from '../site';

/** Headings that start a chunk: sections, subsections and reference entries (a hook, an option). */
const CHUNK_HEADINGS = new Set(['h2', 'h3', 'h4']);

const isChunkHeading = (node: RootContent): boolean =>
  node.type === 'element' && CHUNK_HEADINGS.has(node.tagName);

function chunk(children: RootContent[]): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: [PROSE_CHUNK_CLASS] },
    children: children as Element['children'],
  };
}

/**
 * Groups a rendered body's top-level nodes into flat chunks, each a heading of levels 2 to 4
 * and what follows it up to the next one (the first chunk holds what comes before any
 * heading). The stylesheet gives each chunk `content-visibility: auto`, so the browser lays out
 * and paints only the chunks near the viewport: on a long reference page that was most of the
 * main thread's work at load.
 */
export function wrapChunks(tree: Root): void {
  const chunks: Element[] = [];
  let current: RootContent[] = [];
  for (const node of tree.children) {
    if (isChunkHeading(node) && current.some((child) => child.type === 'element')) {
      chunks.push(chunk(current));
      current = [];
    }
    current.push(node);
  }
  if (current.some((child) => child.type === 'element')) chunks.push(chunk(current));
  tree.children = chunks;
}
