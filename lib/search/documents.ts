import type { Heading, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { MAX_LISTED_LEVEL } from '../content/anchors';
import { isPrintablePage } from '../content/order';
import type { ContentTree, FileNode } from '../content/types';
import type { ParsedBody } from '../mdx/pipeline';
import type { SearchDocument } from './engine';

const IDENTIFIER = /^[\w$@./:-]{2,80}$/;

/** Inline code that names something readers search for: `output.filename`, `--mode`, `[contenthash]`. */
function identifiers(nodes: readonly RootContent[]): string[] {
  const found = new Set<string>();
  for (const node of nodes) {
    visit(node, 'inlineCode', (code) => {
      const value = code.value.trim().replace(/^\[|\]$/g, '');
      if (IDENTIFIER.test(value)) found.add(value);
    });
  }
  return [...found];
}

/** Readable text of a section: prose, lists, tables and inline code, without code blocks. */
function prose(nodes: readonly RootContent[]): string {
  return nodes
    .filter(
      (node) => node.type !== 'code' && !node.type.startsWith('mdxJs') && !node.type.startsWith('mdxjsEsm'),
    )
    .map((node) => toString(node))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A page's search documents: its introduction, then one per heading of levels 1 to 3. */
function pageDocuments(page: FileNode, { tree, headings }: ParsedBody): SearchDocument[] {
  const ids = new Map(headings.map((heading) => [heading.node, heading.id]));
  const documents: SearchDocument[] = [];
  let heading: Heading | undefined;
  let nodes: RootContent[] = [];
  const flush = () => {
    const id = heading ? ids.get(heading) : undefined;
    const text = prose(nodes);
    // The introduction is kept even when empty: it is what a search for the page's title finds.
    documents.push({
      id: `${page.url}${id ? `#${id}` : ''}`,
      url: `${page.url}${id ? `#${id}` : ''}`,
      page: page.title,
      heading: heading ? toString(heading) : '',
      code: identifiers(heading ? [heading, ...nodes] : nodes).join(' '),
      text,
    });
  };
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth <= MAX_LISTED_LEVEL) {
      flush();
      heading = node;
      nodes = [];
    } else {
      nodes.push(node);
    }
  }
  flush();
  return documents;
}

/** Every searchable section of the site, from the content tree. */
export function buildSearchDocuments(tree: ContentTree): SearchDocument[] {
  return [...tree.pages.values()]
    .filter((page) => !isPrintablePage(page))
    .flatMap((page) => {
      const body = tree.bodies.get(page.url);
      return body ? pageDocuments(page, body) : [];
    });
}
