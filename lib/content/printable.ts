import type { RenderOptions } from '../mdx/pipeline';
import { pageHtml } from './html';
import type { ContentTree, DirectoryNode, FileNode } from './types';
import { readingOrder } from './walk';

/** The prefix of a page's ids on its section's printable page, so ids stay unique there. */
export function printableIdPrefix(page: FileNode): string {
  return `${page.name}--`;
}

/**
 * The id of a page's title on its section's printable page: the page's name alone. Its own
 * headings all carry the prefix, so none can take it (a `title` option heading gives
 * `html-webpack-plugin--title`), and no page's name holds the prefix's `--`.
 */
export function printableTitleId(page: FileNode): string {
  return page.name;
}

/**
 * A page's body as its section's printable page shows it: ids prefixed, and links to any page
 * of the section (itself included) pointing to that page's place on the printable page.
 */
export function printableHtml(tree: ContentTree, section: DirectoryNode, page: FileNode): string {
  return pageHtml(tree, page.url, printableRenderOptions(section, page));
}

/** How a page of `section` renders on the section's printable page. */
export function printableRenderOptions(section: DirectoryNode, page: FileNode): RenderOptions {
  const combinedPages = new Map(
    readingOrder(section).map((other) => [
      other.url,
      { idPrefix: printableIdPrefix(other), titleId: printableTitleId(other) },
    ]),
  );
  return { idPrefix: printableIdPrefix(page), combinedPages };
}
