import { basename, join } from 'node:path';
import type { Code, InlineCode } from 'mdast';
import { visit } from 'unist-util-visit';
import { getContentTree } from '@/lib/content';
import { filesUnder } from '@/lib/files';

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
