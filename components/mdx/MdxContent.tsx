import rehypeShiki from '@shikijs/rehype';
import { compileMDX } from 'next-mdx-remote/rsc';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import { remarkAlerts } from '@/lib/mdx/remark-alerts';
import { rehypeCodeTitle } from '@/lib/mdx/rehype-code-title';
import { remarkHeadingIds } from '@/lib/mdx/remark-heading-ids';
import { shikiOptions } from '@/lib/mdx/shiki';
import { CodeFigure } from './CodeFigure';
import { SmartLink } from './SmartLink';

interface MdxContentProps {
  /** The page's MDX body, frontmatter already removed. */
  body: string;
  /** The page file, named in any error. */
  path: string;
  idPrefix?: string;
}

/** Renders a page body to static HTML at build time; a render error fails the build naming the file. */
export async function MdxContent({ body, path, idPrefix }: MdxContentProps) {
  try {
    const { content } = await compileMDX({
      source: new VFile({ value: body, path }),
      components: { a: SmartLink, figure: CodeFigure },
      options: {
        mdxOptions: {
          remarkPlugins: [remarkGfm, remarkAlerts, [remarkHeadingIds, { idPrefix }]],
          rehypePlugins: [rehypeCodeTitle, [rehypeShiki, shikiOptions]],
        },
      },
    });
    return content;
  } catch (error) {
    throw new Error(`${path}: cannot render: ${(error as Error).message}`, { cause: error });
  }
}
