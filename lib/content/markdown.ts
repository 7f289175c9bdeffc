import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { ContentError } from './errors';

// The same syntax the renderer parses (MDX with GFM), so headings and links seen here are
// exactly the ones that end up on the page.
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** Parses an MDX body into an mdast tree; a syntax error becomes a ContentError with its file line. */
export function parseMarkdown(body: string, file: string, lineOffset = 0): Root {
  try {
    return parser.runSync(parser.parse(body)) as Root;
  } catch (error) {
    const place = (error as { line?: number }).line;
    const where = place ? ` (line ${place + lineOffset})` : '';
    throw new ContentError(file, `MDX syntax error${where}: ${(error as Error).message}`);
  }
}
