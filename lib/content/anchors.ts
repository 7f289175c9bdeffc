import { slug } from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { ContentError } from './errors';

/** A heading of a page that readers can link to. */
export interface Anchor {
  title: string;
  id: string;
  level: number;
}

export interface IdentifiedHeading extends Anchor {
  node: Heading;
}

/** Headings deeper than this get ids but are not listed in sidebars and tables of contents. */
export const MAX_LISTED_LEVEL = 3;

/**
 * Gives every heading its github-slugger id. Two headings with the same id are an error,
 * because a link to the second one could never be written.
 */
export function identifyHeadings(tree: Root, file: string): IdentifiedHeading[] {
  const seen = new Map<string, string>();
  const headings: IdentifiedHeading[] = [];
  visit(tree, 'heading', (node) => {
    const title = toString(node).trim();
    const id = slug(title);
    if (!id) throw new ContentError(file, `heading "${title}" has no characters to make an id from`);
    const earlier = seen.get(id);
    if (earlier !== undefined) {
      throw new ContentError(file, `heading id collision: "${earlier}" and "${title}" both give #${id}`);
    }
    seen.set(id, title);
    headings.push({ title, id, level: node.depth, node });
  });
  return headings;
}

/** The anchors of a page as the content tree lists them (levels 2 and 3; a body has no level 1). */
export function listAnchors(headings: readonly IdentifiedHeading[]): Anchor[] {
  return headings
    .filter((heading) => heading.level <= MAX_LISTED_LEVEL)
    .map(({ title, id, level }) => ({ title, id, level }));
}
