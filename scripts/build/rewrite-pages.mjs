// The loop the build's page rewrites share: every exported HTML page through one transform.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '../../lib/files.ts';

const OUT = join(process.cwd(), 'out');

/**
 * Rewrites each HTML file of out/ with `transform` (given the HTML and the file's path from the
 * project root), writes only the pages it changed and prints how many under `label`.
 * @param {string} label
 * @param {(html: string, file: string) => string} transform
 */
export function rewriteExportedPages(label, transform) {
  let rewritten = 0;
  const pages = filesUnder(OUT).filter((path) => path.endsWith('.html'));
  for (const path of pages) {
    const html = readFileSync(join(OUT, path), 'utf8');
    const after = transform(html, join('out', path));
    if (after === html) continue;
    writeFileSync(join(OUT, path), after);
    rewritten += 1;
  }
  console.log(`${label}: rewrote ${rewritten} of ${pages.length} pages`);
}
