// The site's one Markdown pipeline. The content tree, search documents, page rendering, the
// home page, scripts and tests all parse and render through these two functions, so what
// the build checks is exactly what readers see.
import type { Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Code, Heading, Root, Table } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { checkFile, ContentError, type Report } from './errors';
import { checkComponents, checkInstallFences, componentsToHtml, type ComponentData } from './components';
import { asideAlert, checkAlerts, presentAlerts } from './alerts';
import { wrapChunks } from './chunks';
import { olderWebpackVersion, renderCodeBlocks } from './code-blocks';
import {
  applyHeadingIds,
  identifyHeadings,
  prefixIds,
  type CombinedPage,
  type IdentifiedHeading,
} from './heading-ids';
import { lineOf, type SourcePlace } from './place';
import { knownLanguages, resolveLanguage } from './shiki';
import { wrapTables } from './tables';
import { DOC_VERSIONS } from '../site';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/**
 * MDX syntax the site does not render: pages become static HTML without React, so only the
 * components of `./components` (checked there when the content model gives their data) exist.
 */
const UNSUPPORTED_MDX: Record<string, string> = {
  mdxFlowExpression: 'a {…} expression',
  mdxTextExpression: 'a {…} expression',
  mdxjsEsm: 'an import or export',
};

/** A page body parsed once and prepared for every consumer. */
export interface ParsedBody {
  /** The file and the lines its frontmatter took: a node's file line is its line plus `lineOffset`. */
  place: SourcePlace;
  tree: Root;
  /** Every heading with its id, deeper levels included. */
  headings: IdentifiedHeading[];
}

function syntaxTree(body: string, place: SourcePlace): Root {
  try {
    return parser.runSync(parser.parse(body)) as Root;
  } catch (error) {
    const line = (error as { line?: number }).line;
    const where = line ? ` (line ${line + place.lineOffset})` : '';
    throw new ContentError(place.file, `MDX syntax error${where}: ${(error as Error).message}`);
  }
}

/** JSX elements where no components are available: the app's own snippets. */
const NO_COMPONENTS: Record<string, string> = {
  mdxJsxFlowElement: 'a JSX element',
  mdxJsxTextElement: 'a JSX element',
};

function rejectUnsupportedMdx(tree: Root, place: SourcePlace, report: Report, components: boolean): void {
  visit(tree, (node) => {
    const what = UNSUPPORTED_MDX[node.type] ?? (components ? undefined : NO_COMPONENTS[node.type]);
    if (!what) return;
    const name = (node as { name?: string | null }).name;
    report(
      `${what}${name ? ` <${name}>` : ''} is not supported: pages are rendered as static HTML, so write ` +
        `Markdown, or escape the character (\\<, \\{) to show it as text (line ${lineOf(node, place)})`,
    );
    // What is inside a JSX element is part of the same problem.
    return SKIP;
  });
}

/** The page's `<h1>` is its frontmatter title, so a body starts its headings at `##`. */
function rejectTitleHeadings(tree: Root, place: SourcePlace, report: Report): void {
  visit(tree, 'heading', (node: Heading) => {
    if (node.depth > 1) return;
    report(
      `level-1 heading "${toString(node).trim()}": the title comes from the frontmatter, so body headings ` +
        `start at ## (line ${lineOf(node, place)})`,
    );
  });
}

/** A table's header row names its columns for screen readers: an empty header cell names none. */
function rejectEmptyTableHeaders(tree: Root, place: SourcePlace, report: Report): void {
  visit(tree, 'table', (node: Table) => {
    const cells = node.children[0]?.children ?? [];
    cells.forEach((cell, index) => {
      if (toString(cell).trim() !== '') return;
      report(`table header cell ${index + 1} is empty; name every column (line ${lineOf(node, place)})`);
    });
  });
}

function checkFences(tree: Root, place: SourcePlace, report: Report): void {
  visit(tree, 'code', (node: Code) => {
    const line = lineOf(node, place);
    if (!node.lang) report(`code fence without a language (line ${line})`);
    else if (!resolveLanguage(node.lang)) {
      report(
        `code fence language "${node.lang}" is unknown; use one of ${knownLanguages().join(', ')} (line ${line})`,
      );
    }
    const version = olderWebpackVersion(node.meta);
    if (version === undefined) return;
    if (!/^[1-9]\d*$/.test(version)) report(`webpack="${version}" is not a major version (line ${line})`);
    else if (Number(version) >= DOC_VERSIONS.current) {
      report(
        `webpack="${version}" marks code for an older webpack; these pages describe webpack ${DOC_VERSIONS.current} (line ${line})`,
      );
    }
  });
}

/**
 * Parses an MDX body and checks it: syntax, supported constructs, components and their props (with `components`,
 * the data they are computed from; without it a JSX element is an error), heading levels, table headers, fence
 * languages, older-version marks, install commands outside `<InstallCommand>` and alert types, and each heading's id. The tree is left as parsed, with the
 * components' values on their nodes: what the HTML adds (alerts as asides, heading ids and self-links, components)
 * is added by `renderHtml` on a copy. Every problem of every rule goes to `report`; only a syntax error is thrown (as
 * a ContentError naming the file and line), since the checks need a tree.
 */
export function checkBody(
  body: string,
  place: SourcePlace,
  report: Report,
  components?: ComponentData,
): ParsedBody {
  const tree = syntaxTree(body, place);
  rejectUnsupportedMdx(tree, place, report, components !== undefined);
  if (components) checkComponents(tree, place, report, components);
  rejectTitleHeadings(tree, place, report);
  rejectEmptyTableHeaders(tree, place, report);
  checkFences(tree, place, report);
  checkInstallFences(tree, place, report);
  checkAlerts(tree, place, report);
  return { place, tree, headings: identifyHeadings(tree, report) };
}

/** `checkBody` that throws every problem it finds together, as ContentErrors naming the file and line. */
export function parseBody(body: string, place: SourcePlace, components?: ComponentData): ParsedBody {
  return checkFile(place.file, (report) => checkBody(body, place, report, components));
}

export interface RenderOptions {
  /** Prepended to every id and in-page link, so pages combined on a printable page stay unique. */
  idPrefix?: string;
  /** The pages combined with this one on a printable page, by url: links to them stay on that page. */
  combinedPages?: ReadonlyMap<string, CombinedPage>;
  /** Groups the body into chunks laid out only near the viewport (`wrapChunks`): page bodies, not the app's snippets. */
  chunks?: boolean;
}

/**
 * Renders a parsed body to static HTML: alerts as labelled asides, headings with their ids,
 * self-links and badges, components as static markup, code highlighted. The decorations go on a copy, so the parsed tree stays as written
 * for every other render and for the Markdown writer.
 */
export function renderHtml(
  { tree, headings }: ParsedBody,
  { idPrefix, combinedPages, chunks }: RenderOptions = {},
): string {
  const decorated = structuredClone(tree);
  presentAlerts(decorated, asideAlert);
  applyHeadingIds(decorated, headings);
  componentsToHtml(decorated);
  const hast = toHast(decorated) as HastRoot;
  renderCodeBlocks(hast);
  wrapTables(hast);
  if (idPrefix) prefixIds(hast, idPrefix, combinedPages);
  if (chunks) wrapChunks(hast);
  return toHtml(hast);
}

/** Parses and renders a Markdown snippet that is part of the app rather than of content/. */
export function renderMarkdown(markdown: string, file: string): string {
  return renderHtml(parseBody(markdown, { file, lineOffset: 0 }));
}
