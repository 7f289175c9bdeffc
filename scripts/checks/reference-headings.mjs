// The reference entries of a page, shared by the coverage scripts: `###` and `####` headings
// made of one inline code span (`done`, `this.addDependency`), each with the nodes of its
// section up to the next heading of the same or a higher level.
import { readPage } from '../../lib/content/read-page.ts';
import { codeSpanName } from '../../lib/mdx/heading-ids.ts';

/**
 * A code-span heading, its level, its line in the file and the nodes of its section.
 * @typedef {{ name: string, depth: number, line: number, nodes: import('mdast').RootContent[] }} ReferenceHeading
 */

/**
 * Code-span headings of `contentDir/relPath` with their section's nodes and file line; null when the page does not exist.
 * @param {string} contentDir
 * @param {string} relPath
 * @returns {ReferenceHeading[] | null}
 */
export function referenceHeadings(contentDir, relPath) {
  let body;
  try {
    ({ body } = readPage(contentDir, relPath));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
    throw error;
  }
  /** @type {ReferenceHeading[]} */
  const headings = [];
  /** @type {ReferenceHeading | null} */
  let current = null;
  for (const node of body.tree.children) {
    if (node.type === 'heading') {
      if (current && node.depth <= current.depth) current = null;
      const name = codeSpanName(node);
      // Only `###` and `####` count: a `##` holds a whole group of entries, not one.
      if ((node.depth === 3 || node.depth === 4) && name !== undefined) {
        current = {
          name,
          depth: node.depth,
          line: (node.position?.start.line ?? 0) + body.place.lineOffset,
          nodes: [],
        };
        headings.push(current);
      }
      continue;
    }
    current?.nodes.push(node);
  }
  return headings;
}
