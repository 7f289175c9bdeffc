// Rewrites each exported page in its stable form (lib/stable-html.ts): adjacent React payload
// scripts joined, the render-blocking expect link at the end of the head. A page's bytes then
// depend on what it shows, not on how this build's timing batched and hoisted it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '../../lib/files.ts';
import { stableHtml } from '../../lib/stable-html.ts';
import { commandLine } from '../shared/main.mjs';

commandLine(import.meta.url, 'node --import tsx scripts/build/stable-html.mjs', { options: {} });

const OUT = join(process.cwd(), 'out');

let rewritten = 0;
const pages = filesUnder(OUT).filter((path) => path.endsWith('.html'));
for (const path of pages) {
  const html = readFileSync(join(OUT, path), 'utf8');
  const stable = stableHtml(html);
  if (stable === html) continue;
  writeFileSync(join(OUT, path), stable);
  rewritten += 1;
}
console.log(`stable HTML: rewrote ${rewritten} of ${pages.length} pages`);
