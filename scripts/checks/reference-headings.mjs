// The reference entries of a page, shared by the coverage scripts: `###` and `####` headings
// made of one inline code span (`done`, `this.addDependency`), each with the nodes of its
// section up to the next heading of the same or a higher level.
import { readPage } from '../../lib/content/read-page.ts';
import { codeSpanName } from '../../lib/mdx/heading-ids.ts';

/** Code-span headings of `contentDir/relPath` with their section's nodes and file line; null when the page does not exist. */
export function referenceHeadings(contentDir, relPath) {
  let body;
  try {
    ({ body } = readPage(contentDir, relPath));
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
  const headings = [];
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
          line: node.position.start.line + body.place.lineOffset,
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
