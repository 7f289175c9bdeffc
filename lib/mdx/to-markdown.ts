// A parsed page body back to plain Markdown, for readers and tools that want the text without
// the site around it (docs/ARCHITECTURE.md, "Markdown for people and tools"). It starts from
// the same parsed tree the HTML comes from, so both say the same thing.
import type { Root } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { visit } from 'unist-util-visit';
import { presentAlerts } from './alerts';
import { codeTitle } from './code-blocks';
import { componentsToMarkdown } from './components';
import type { ParsedBody } from './pipeline';

/** True for a link of the site itself written from its root (`/concepts/`), not `//host` ones. */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * A body as CommonMark with GitHub's tables: headings as written (a release badge as a line
 * under it), components as text, alerts as blockquotes opening with their label in bold, code fences with their language and file name, and links to the
 * site's own pages made absolute with `origin`, so the text works anywhere.
 */
export function bodyMarkdown(body: ParsedBody, origin: string): string {
  const tree = structuredClone(body.tree) as Root;
  componentsToMarkdown(tree);
  presentAlerts(tree, (alert, label) => {
    alert.children.unshift({
      type: 'paragraph',
      children: [{ type: 'strong', children: [{ type: 'text', value: label }] }],
    });
  });
  visit(tree, (node) => {
    switch (node.type) {
      case 'code': {
        // Only the file name means something to a reader; `example="…"` marks are the site's own.
        const title = codeTitle(node.meta ?? undefined);
        node.meta = title ? `title="${title}"` : null;
        break;
      }
      case 'link':
      case 'image':
      case 'definition':
        if (isSitePath(node.url)) node.url = `${origin}${node.url}`;
        break;
      default:
        break;
    }
  });
  return serializeMarkdown(tree);
}

/** Markdown text of a tree, written the same way everywhere the site writes Markdown. */
export function serializeMarkdown(tree: Root): string {
  return toMarkdown(tree, {
    extensions: [gfmToMarkdown()],
    bullet: '-',
    emphasis: '_',
    fences: true,
    listItemIndent: 'one',
    // `[text](url)` even where text and url are the same: no `<…>` in the text that tools could
    // take for markup.
    resourceLink: true,
    rule: '-',
  }).trim();
}
