// Rewrites each exported page once, in one read and one write: first its stable form
// (lib/stable-html.ts: adjacent React payload scripts joined, the render-blocking expect link at
// the end of the head), so a page's bytes depend on what it shows and not on how this build's
// timing batched and hoisted it; then with Next's scripts run after the page has loaded and
// painted (lib/scripts-after-load.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '../../lib/files.ts';
import { scriptsAfterLoad } from '../../lib/scripts-after-load.ts';
import { stableHtml } from '../../lib/stable-html.ts';
import { commandLine } from '../shared/main.mjs';

commandLine(import.meta.url, 'node --import tsx scripts/build/rewrite-html.mjs', { options: {} });

const OUT = join(process.cwd(), 'out');
const pages = filesUnder(OUT).filter((path) => path.endsWith('.html'));
let rewritten = 0;
for (const path of pages) {
  const file = join('out', path);
  const html = readFileSync(join(OUT, path), 'utf8');
  const after = scriptsAfterLoad(stableHtml(html), file);
  if (after === html) continue;
  writeFileSync(join(OUT, path), after);
  rewritten += 1;
}
console.log(`rewrite HTML: rewrote ${rewritten} of ${pages.length} pages`);
