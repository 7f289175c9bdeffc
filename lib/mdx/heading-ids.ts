import { slug } from 'github-slugger';
import type { Element, Root as HastRoot } from 'hast';
import type { Heading, Link, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Report } from './errors';

/** A heading of a body with the id readers link to it by; the content tree lists its anchors from these. */
export interface IdentifiedHeading {
  title: string;
  id: string;
  level: number;
  node: Heading;
}

/**
 * Gives every heading its github-slugger id: the one function behind the tree's anchors, the
 * rendered ids and search's urls. Two headings with the same id are a problem, because a link
 * to the second one could never be written; each is reported.
 */
export function identifyHeadings(tree: Root, report: Report): IdentifiedHeading[] {
  const seen = new Map<string, string>();
  const headings: IdentifiedHeading[] = [];
  visit(tree, 'heading', (node) => {
    const title = toString(node).trim();
    const id = slug(title);
    if (!id) {
      report(`heading "${title}" has no characters to make an id from`);
      return;
    }
    const earlier = seen.get(id);
    if (earlier !== undefined) {
      report(`heading id collision: "${earlier}" and "${title}" both give #${id}`);
      return;
    }
    seen.set(id, title);
    headings.push({ title, id, level: node.depth, node });
  });
  return headings;
}

/**
 * Gives each heading of `tree`, a copy of a parsed body the caller owns, the id the content tree
 * lists for it (one function makes both; `headings` are in document order, as in any copy) and
 * turns the heading text into a link to itself, unless it already holds a link.
 */
export function applyHeadingIds(tree: Root, headings: readonly IdentifiedHeading[]): void {
  let index = 0;
  visit(tree, 'heading', (node: Heading) => {
    const heading = headings[index++];
    if (!heading) throw new Error('a body has more headings than ids: it was not parsed by parseBody');
    const { id } = heading;
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    if (node.children.some((child) => child.type === 'link')) return;
    const link: Link = {
      type: 'link',
      url: `#${id}`,
      children: node.children as Link['children'],
      data: { hProperties: { className: ['heading-link'] } },
    };
    node.children = [link];
  });
}

/**
 * The name a reference heading gives (`output.filename`, `beforeRun`, `this.addDependency`):
 * the text of a heading made of one inline code span, or undefined for any other heading.
 */
export function codeSpanName(heading: Heading): string | undefined {
  const [only, ...rest] = heading.children;
  return only?.type === 'inlineCode' && rest.length === 0 ? only.value : undefined;
}

/** A tapable class as reference pages write it under a hook: `SyncHook`, `HookMap<AsyncSeriesBailHook>`. */
export const TAPABLE_CLASS = /^(?:HookMap<)?(?:Sync|Async)[A-Za-z]*Hook>?$/;

/** Where a page combined on a printable page starts, and the prefix its ids carry there. */
export interface CombinedPage {
  idPrefix: string;
  titleId: string;
}

/**
 * Prefixes every id of a rendered page, and the in-page links to them, so pages combined on
 * one printable page keep unique ids and working links. Links to a page combined on the same
 * printable page (`/configuration/output/#outputpath`, `/configuration/output/`) become links
 * to its place there (`#output--outputpath`, its title).
 */
export function prefixIds(
  tree: HastRoot,
  prefix: string,
  combinedPages: ReadonlyMap<string, CombinedPage> = new Map(),
): void {
  const ids = new Set<string>();
  visit(tree, 'element', (node: Element) => {
    const id = node.properties.id;
    if (typeof id === 'string') {
      ids.add(id);
      node.properties.id = `${prefix}${id}`;
    }
  });
  // The install tabs name their tabs and panels by id.
  visit(tree, 'element', (node: Element) => {
    for (const property of ['ariaControls', 'ariaLabelledBy'] as const) {
      const targets = node.properties[property];
      if (Array.isArray(targets))
        node.properties[property] = targets.map((target) =>
          typeof target === 'string' && ids.has(target) ? `${prefix}${target}` : target,
        );
    }
  });
  visit(tree, 'element', (node: Element) => {
    const href = node.properties.href;
    if (node.tagName !== 'a' || typeof href !== 'string') return;
    if (href.startsWith('#')) {
      if (ids.has(href.slice(1))) node.properties.href = `#${prefix}${href.slice(1)}`;
      return;
    }
    const [path = '', hash] = href.split('#', 2);
    const combined = combinedPages.get(path);
    if (combined) node.properties.href = `#${hash ? `${combined.idPrefix}${hash}` : combined.titleId}`;
  });
}
