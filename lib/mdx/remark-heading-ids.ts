import type { Link, Root } from 'mdast';
import type { VFile } from 'vfile';
import { identifyHeadings } from '../content/anchors';

export interface HeadingIdOptions {
  /** Prepended to every id, so pages combined on a printable page keep unique ids. */
  idPrefix?: string;
}

/**
 * Gives each heading the id that the content tree listed for it (the same function makes
 * both) and turns the heading text into a link to itself.
 */
export function remarkHeadingIds({ idPrefix = '' }: HeadingIdOptions = {}) {
  return (tree: Root, file: VFile) => {
    for (const { node, id } of identifyHeadings(tree, file.path ?? 'page')) {
      const fullId = `${idPrefix}${id}`;
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: fullId } };
      const hasLink = node.children.some((child) => child.type === 'link');
      if (!hasLink) {
        const link: Link = {
          type: 'link',
          url: `#${fullId}`,
          children: node.children as Link['children'],
          data: { hProperties: { className: ['heading-link'] } },
        };
        node.children = [link];
      }
    }
  };
}
