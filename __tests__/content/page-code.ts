import { basename, join } from 'node:path';
import type { Code, InlineCode } from 'mdast';
import { visit } from 'unist-util-visit';
import { getContentTree } from '@/lib/content';
import type { FileNode } from '@/lib/content/types';
import { filesUnder } from '@/lib/files';
import { lineOf } from '@/lib/mdx/place';

/** The file name that makes a fence a whole webpack configuration (docs/CONTENT.md). */
export const WEBPACK_CONFIG_FILE = /^webpack\.config\.(js|mjs|cjs|ts)$/;

/** Everything a page shows as code: its inline code spans and the text of its fences. */
export function pageCode(url: string): string {
  const body = getContentTree().bodies.get(url);
  if (!body) throw new Error(`${url} is not a page`);
  const parts: string[] = [];
  visit(body.tree, ['inlineCode', 'code'], (node) => {
    parts.push((node as InlineCode | Code).value);
  });
  return parts.join('\n');
}

/** The files below `dir` whose names match `name`, at any depth. */
export function filesBelow(dir: string, name: RegExp): string[] {
  return filesUnder(dir)
    .filter((path) => name.test(basename(path)))
    .map((path) => join(dir, path));
}

/** A code fence of the site: its node, its page, and its line in the page's file (frontmatter counted). */
export interface SiteFence {
  node: Code;
  url: string;
  page: FileNode;
  line: number | undefined;
}

/** Every code fence of every page, for the checks that read fences. */
export function siteFences(): SiteFence[] {
  const tree = getContentTree();
  const fences: SiteFence[] = [];
  for (const [url, body] of tree.bodies) {
    const page = tree.pages.get(url);
    if (!page) continue;
    visit(body.tree, 'code', (node: Code) => {
      fences.push({ node, url, page, line: lineOf(node, body.place) });
    });
  }
  return fences;
}
