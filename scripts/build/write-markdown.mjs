// Writes each page's Markdown beside its exported HTML: out/<url>index.html.md (the llms.txt
// convention's per-page files). A build step rather than a route: Next's app router cannot
// put a route after the `[...slug]` catch-all that exports the pages, and a second catch-all
// beside it would claim the same urls. /llms.txt and /llms-full.txt are route handlers.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getContentTree } from '../../lib/content/index.ts';
import { markdownUrl, pageMarkdown } from '../../lib/markdown.ts';
import { commandLine } from '../shared/main.mjs';

commandLine(import.meta.url, 'node --import tsx scripts/build/write-markdown.mjs', { options: {} });

const OUT = join(process.cwd(), 'out');

const tree = getContentTree();
let written = 0;
for (const url of tree.pages.keys()) {
  // Every page was exported to out/<url>index.html; without it this is not the export of this tree.
  if (!existsSync(join(OUT, url, 'index.html'))) {
    console.error(`markdown: ${url} is not in ${OUT}; run next build first`);
    process.exit(1);
  }
  writeFileSync(join(OUT, markdownUrl(url)), pageMarkdown(tree, url));
  written += 1;
}
console.log(`markdown: wrote ${written} pages' Markdown as <url>index.html.md`);
