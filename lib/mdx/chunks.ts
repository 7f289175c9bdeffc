import type { Element, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { PROSE_CHUNK_CLASS } from '../site';

/** Headings that start a chunk: sections, subsections and reference entries (a hook, an option). */
const CHUNK_HEADINGS = new Set(['h2', 'h3', 'h4']);

const isChunkHeading = (node: RootContent): boolean =>
  node.type === 'element' && CHUNK_HEADINGS.has(node.tagName);

/**
 * A chunk's height on a phone, rounded up, in px: what the browser counts for it until it is
 * first laid out. Taken high on purpose (30 characters a line where a 412 px phone fits about
 * 45): a chunk laid out outside its estimate would spill over the next one, and tools that
 * measure skipped content, such as axe's target-size check in Lighthouse, then find targets
 * on top of each other. Too high costs only scrollbar accuracy until the chunk is seen.
 */
const ESTIMATE = {
  charsPerLine: 30,
  textLinePx: 26,
  codeLinePx: 22,
  /** Margins, padding, a code block's caption, a table row's borders: per block element. */
  blockPx: 48,
  /** A list item or table row of its own. */
  itemPx: 12,
};

function estimatedHeight(children: readonly RootContent[]): number {
  let height = 0;
  for (const node of children) {
    if (node.type !== 'element') continue;
    let codeLines = 0;
    let codeChars = 0;
    let items = 0;
    visit(node, 'element', (element: Element) => {
      // Shiki writes its line spans' class as a plain `class` property.
      const { className, class: plainClass } = element.properties;
      const classes = [
        ...(Array.isArray(className) ? className : []),
        ...String(plainClass ?? '').split(' '),
      ];
      if (classes.includes('line')) {
        codeLines += 1;
        codeChars += toString(element).length;
      }
      if (element.tagName === 'li' || element.tagName === 'tr') items += 1;
    });
    // Prose wraps; code lines scroll sideways instead.
    const textLines = Math.ceil((toString(node).length - codeChars) / ESTIMATE.charsPerLine) + items;
    height +=
      ESTIMATE.blockPx +
      codeLines * ESTIMATE.codeLinePx +
      textLines * ESTIMATE.textLinePx +
      items * ESTIMATE.itemPx;
  }
  return Math.ceil(height / 100) * 100;
}

function chunk(children: RootContent[]): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: {
      className: [PROSE_CHUNK_CLASS],
      style: `contain-intrinsic-size:auto ${estimatedHeight(children)}px`,
    },
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
