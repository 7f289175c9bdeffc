import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { ContentError } from '../mdx/errors';

/** A link to a page of this site, split into its path and its optional anchor. */
export interface InternalLink {
  path: string;
  hash?: string;
  line?: number;
}

const EXTERNAL = /^(https:|mailto:)/;
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * Collects the internal links of a page. Links must be absolute paths ending with `/`
 * (or `#anchor` on the same page); insecure and relative links are rejected.
 */
export function collectInternalLinks(
  tree: Root,
  file: string,
  pageUrl: string,
  lineOffset = 0,
): InternalLink[] {
  const links: InternalLink[] = [];
  visit(tree, ['link', 'definition'], (node) => {
    if (node.type !== 'link' && node.type !== 'definition') return;
    const href = node.url;
    const line = node.position ? node.position.start.line + lineOffset : undefined;
    if (EXTERNAL.test(href)) return;
    if (href.startsWith('http:')) {
      throw new ContentError(file, `link ${href} uses http; use https (line ${line})`);
    }
    const [path = '', hash] = href.split('#', 2);
    const target = path === '' ? pageUrl : path;
    if (!target.startsWith('/')) {
      throw new ContentError(file, `link ${href} must be absolute, like /concepts/output/ (line ${line})`);
    }
    if (!target.endsWith('/') && !FILE_PATH.test(target)) {
      throw new ContentError(file, `link ${href} must end with a slash (line ${line})`);
    }
    links.push({ path: target, ...(hash ? { hash } : {}), ...(line ? { line } : {}) });
  });
  return links;
}
