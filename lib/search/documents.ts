import type { Heading, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { MAX_LISTED_LEVEL } from '../content/anchors';
import { isPrintablePage } from '../content/order';
import { findSection, sectionTitle } from '../content/walk';
import type { ContentTree, FileNode } from '../content/types';
import { presentAlerts } from '../mdx/alerts';
import { codeSpanName, TAPABLE_CLASS } from '../mdx/heading-ids';
import type { ParsedBody } from '../mdx/pipeline';
import type { SearchDocument } from './engine';

const IDENTIFIER = /^[\w$@./:-]{2,80}$/;

/**
 * Names readers search for: inline code (`output.filename`, `--mode`, `[contenthash]`) and the
 * packages an `<InstallCommand>` installs, which are what the section sets up.
 */
function identifiers(nodes: readonly RootContent[]): string[] {
  const found = new Set<string>();
  for (const node of nodes) {
    visit(node, 'inlineCode', (code) => {
      const value = code.value.trim().replace(/^\[|\]$/g, '');
      if (IDENTIFIER.test(value)) found.add(value);
    });
    visit(node, 'mdxJsxFlowElement', (element) => {
      if (element.name !== 'InstallCommand') return;
      const packages = element.attributes.find(
        (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'packages',
      )?.value;
      if (typeof packages !== 'string') return;
      // `sass-loader@16` is searched for as `sass-loader`.
      for (const spec of packages.split(/\s+/)) found.add(spec.replace(/(?<=.)@.*$/, ''));
    });
  }
  return [...found];
}

/**
 * True for the line (or list) that opens a reference entry: `Type: … · Default: …` under an option,
 * the tapable class and arguments under a hook. It says what the heading is, not what it does.
 */
function isSignature(node: RootContent): boolean {
  // The configuration pages list the type and default as `- Type: …` items.
  if (node.type === 'list') return toString(node.children[0] ?? '').startsWith('Type:');
  if (node.type !== 'paragraph') return false;
  const [first] = node.children;
  if (first?.type === 'inlineCode') return TAPABLE_CLASS.test(first.value);
  return first?.type === 'text' && first.value.startsWith('Type:');
}

/** A node as the page shows it: each alert opening with its label (`Note`) instead of its marker. */
function asShown(node: RootContent): RootContent {
  const copy = structuredClone(node);
  presentAlerts(copy, (alert, label) => {
    alert.children.unshift({ type: 'paragraph', children: [{ type: 'text', value: label }] });
  });
  return copy;
}

/** Fences that show what a build printed rather than code. */
const OUTPUT_LANGUAGES = new Set(['text', 'console']);

/** A printed line that reports a problem: webpack's `ERROR in`/`WARNING in`, an `…Error`, a failed module. */
const PROBLEM_LINE = /\b(?:ERROR|WARNING)\b|[A-Za-z]*Error\b|Module (?:build|parse) failed|Module not found/;

/**
 * The lines of a section's output fences that report an error or a warning. Readers paste these
 * messages into search, so they are searchable although the rest of a code block is not.
 */
export function printedProblems(nodes: readonly RootContent[]): string[] {
  return nodes.flatMap((node) =>
    node.type === 'code' && OUTPUT_LANGUAGES.has(node.lang ?? '')
      ? node.value
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => PROBLEM_LINE.test(line))
      : [],
  );
}

/**
 * Readable text of a section: prose, lists, tables and inline code, without code blocks. A
 * reference entry's signature line goes last, so the excerpt under a result (the text's start)
 * says what the option or hook does; its words are still searchable.
 */
function prose(nodes: readonly RootContent[]): string {
  const [first, ...rest] = nodes;
  const ordered = first && isSignature(first) ? [...rest, first] : nodes;
  return (
    ordered
      .filter(
        (node) => node.type !== 'code' && !node.type.startsWith('mdxJs') && !node.type.startsWith('mdxjsEsm'),
      )
      .map(asShown)
      // List items are blocks of their own; joined bare they would run together ("stringDefault").
      .map((node) =>
        node.type === 'list' ? node.children.map((item) => toString(item)).join(' ') : toString(node),
      )
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * A `####` made of one code span names a reference entry (`JavascriptModulesPlugin.renderChunk`,
 * `this.addDependency`, `splitChunks.cacheGroups`): readers search for it by name, so it is a
 * section of its own although the sidebar lists only levels 2 and 3.
 */
function isReferenceHeading(heading: Heading): boolean {
  return heading.depth === 4 && codeSpanName(heading) !== undefined;
}

/** A page's search documents: its introduction, then one per heading of levels 2 and 3 and per reference entry. */
function pageDocuments(page: FileNode, section: string, { tree, headings }: ParsedBody): SearchDocument[] {
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
      section,
      heading: heading ? toString(heading) : '',
      // The problems a build printed are pasted into search whole: they weigh as names do.
      code: [...identifiers(heading ? [heading, ...nodes] : nodes), ...printedProblems(nodes)].join(' '),
      text,
    });
  };
  for (const node of tree.children) {
    if (node.type === 'heading' && (node.depth <= MAX_LISTED_LEVEL || isReferenceHeading(node))) {
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

/** The name of the site section a page is in as the section row shows it (`API`), its own index included, or '' for a top-level page. */
function pageSection(tree: ContentTree, page: FileNode): string {
  const section = findSection(tree.root, page.url);
  return section ? sectionTitle(tree, section) : '';
}

/** Every searchable section of the site, from the content tree. */
export function buildSearchDocuments(tree: ContentTree): SearchDocument[] {
  return [...tree.pages.values()]
    .filter((page) => !isPrintablePage(page))
    .flatMap((page) => {
      const body = tree.bodies.get(page.url);
      return body ? pageDocuments(page, pageSection(tree, page), body) : [];
    });
}
