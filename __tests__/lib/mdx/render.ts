import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { remarkAlerts } from '@/lib/mdx/remark-alerts';
import { rehypeCodeTitle } from '@/lib/mdx/rehype-code-title';
import { remarkHeadingIds } from '@/lib/mdx/remark-heading-ids';

/**
 * Renders markdown to HTML with the site's plugins in the site's order. Shiki is left out:
 * it ships as ES modules jest cannot load, and the export checks cover it on the real build.
 */
export async function render(markdown: string, idPrefix?: string): Promise<string> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkAlerts)
    .use(remarkHeadingIds, { idPrefix })
    .use(remarkRehype)
    .use(rehypeCodeTitle);
  const file = new VFile({ value: markdown, path: 'content/test.mdx' });
  const tree = await processor.run(processor.parse(file), file);
  return toHtml(tree as Root);
}
