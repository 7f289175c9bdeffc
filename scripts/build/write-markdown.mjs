// Puts each page's Markdown beside its exported HTML: out/<url>index.html.md (the llms.txt
// convention's per-page files), copied from where scripts/build/compile-content.mjs wrote them
// with the content tree loaded. A build step rather than a route: Next's app router cannot put a
// route after the `[...slug]` catch-all that exports the pages, and a second catch-all beside it
// would claim the same urls. /llms.txt and /llms-full.txt are route handlers.
import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { markdownCacheDir } from '../../lib/content/page-cache.ts';
import { filesUnder } from '../../lib/files.ts';
import { MARKDOWN_FILE } from '../../lib/site.ts';
import { commandLine } from '../shared/main.mjs';

commandLine(import.meta.url, 'node --import tsx scripts/build/write-markdown.mjs', { options: {} });

const OUT = join(process.cwd(), 'out');
const CACHE = markdownCacheDir();

if (!existsSync(CACHE)) {
  console.error(`markdown: ${CACHE} does not exist; run scripts/build/compile-content.mjs first`);
  process.exit(1);
}
const files = filesUnder(CACHE);
for (const file of files) {
  // Every page was exported to out/<url>index.html; without it this is not the export of this tree.
  const html = join(OUT, file.slice(0, -MARKDOWN_FILE.length), 'index.html');
  if (!file.endsWith(MARKDOWN_FILE) || !existsSync(html)) {
    console.error(`markdown: ${file} has no page ${html} in out/; run next build first`);
    process.exit(1);
  }
  copyFileSync(join(CACHE, file), join(OUT, file));
}
console.log(`markdown: copied ${files.length} pages' Markdown as <url>${MARKDOWN_FILE}`);
