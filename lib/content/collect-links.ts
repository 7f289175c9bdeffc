import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { checkFile } from '../mdx/errors';

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
 * (or `#anchor` on the same page); every insecure or relative link is reported, together.
 */
export function collectInternalLinks(
  tree: Root,
  file: string,
  pageUrl: string,
  lineOffset = 0,
): InternalLink[] {
  return checkFile(file, (report) => {
    const links: InternalLink[] = [];
    visit(tree, ['link', 'definition'], (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const href = node.url;
      const line = node.position ? node.position.start.line + lineOffset : undefined;
      if (EXTERNAL.test(href)) return;
      // Each problem is reported and the visit goes on. (A visitor's number return would be an
      // index to go on at, so `report` is never returned.)
      if (href.startsWith('http:')) {
        report(`link ${href} uses http; use https (line ${line})`);
        return;
      }
      const [path = '', hash] = href.split('#', 2);
      const target = path === '' ? pageUrl : path;
      if (!target.startsWith('/')) {
        report(`link ${href} must be absolute, like /concepts/output/ (line ${line})`);
        return;
      }
      if (!target.endsWith('/') && !FILE_PATH.test(target)) {
        report(`link ${href} must end with a slash (line ${line})`);
        return;
      }
      links.push({ path: target, ...(hash ? { hash } : {}), ...(line ? { line } : {}) });
    });
    return links;
  });
}
