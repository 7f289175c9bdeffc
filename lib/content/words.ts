import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** Words of a page's prose: its text and inline code, not its code blocks. */
export function proseWords(tree: Root): number {
  let words = 0;
  visit(tree, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode') {
      words += node.value.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    }
  });
  return words;
}
