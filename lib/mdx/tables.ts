import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';

/** The class of the box a table scrolls in when it is wider than the page. */
export const TABLE_SCROLL_CLASS = 'table-scroll';

/** A table's name for assistive technology, from its header cells: "Table: Option, Type, Default". */
function tableLabel(table: Element): string {
  let headerRow: Element | undefined;
  visit(table, 'element', (node: Element) => {
    if (headerRow || node.tagName !== 'tr') return;
    headerRow = node;
    return SKIP;
  });
  const headers = (headerRow?.children ?? [])
    .filter((cell): cell is Element => cell.type === 'element' && cell.tagName === 'th')
    .map((cell) => toString(cell).trim());
  return `Table: ${headers.join(', ')}`;
}

/**
 * Puts each table in a box that scrolls sideways when the table is wider than the page, so
 * the page itself never does. The box takes keyboard focus (a reader without a mouse can
 * scroll it with the arrow keys) and is a named group, so focus on it says what it holds.
 */
export function wrapTables(tree: Root): void {
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName !== 'table' || index === undefined || !parent) return;
    parent.children[index] = {
      type: 'element',
      tagName: 'div',
      properties: {
        className: [TABLE_SCROLL_CLASS],
        role: 'group',
        tabIndex: 0,
        ariaLabel: tableLabel(node),
      },
      children: [node],
    };
    return SKIP;
  });
}
