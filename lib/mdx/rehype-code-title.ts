import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

const TITLE = /(?:^|\s)title="([^"]+)"/;

/** Reads `title="..."` from a fence's meta. */
export function codeTitle(meta: string | undefined): string | undefined {
  return meta ? TITLE.exec(meta)?.[1] : undefined;
}

/**
 * Wraps every code block in a `<figure class="code-block" data-language>`, with a
 * `<figcaption>` when the fence names a file. Runs before Shiki, which then highlights the `<pre>` inside.
 */
export function rehypeCodeTitle() {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || index === undefined || !parent) return;
      if (parent.type === 'element' && parent.tagName === 'figure') return;
      const code = node.children[0];
      if (code?.type !== 'element' || code.tagName !== 'code') return;
      const title = codeTitle((code.data as { meta?: string } | undefined)?.meta);
      const classes = Array.isArray(code.properties.className) ? code.properties.className : [];
      const language = classes
        .map(String)
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length);
      const children: Element[] = [];
      if (title) {
        children.push({
          type: 'element',
          tagName: 'figcaption',
          properties: {},
          children: [{ type: 'text', value: title }],
        });
      }
      children.push(node);
      parent.children[index] = {
        type: 'element',
        tagName: 'figure',
        properties: { className: ['code-block'], ...(language ? { dataLanguage: language } : {}) },
        children,
      };
    });
  };
}
