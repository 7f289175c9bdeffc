import type { IdentifiedHeading } from '../mdx/heading-ids';

/** A heading of a page that readers can link to. */
export interface Anchor {
  title: string;
  id: string;
  level: number;
}

/** Headings deeper than this get ids but are not listed in sidebars and tables of contents. */
export const MAX_LISTED_LEVEL = 3;

/** The anchors of a page as the content tree lists them (levels 2 and 3; a body has no level 1). */
export function listAnchors(headings: readonly IdentifiedHeading[]): Anchor[] {
  return headings
    .filter((heading) => heading.level <= MAX_LISTED_LEVEL)
    .map(({ title, id, level }) => ({ title, id, level }));
}
