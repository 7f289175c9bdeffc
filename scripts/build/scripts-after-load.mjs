// Rewrites each exported page so Next's scripts run after the page has loaded and painted
// (lib/scripts-after-load.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '../../lib/files.ts';
import { scriptsAfterLoad } from '../../lib/scripts-after-load.ts';
import { commandLine } from '../shared/main.mjs';

commandLine(import.meta.url, 'node --import tsx scripts/build/scripts-after-load.mjs', { options: {} });

const OUT = join(process.cwd(), 'out');

let rewritten = 0;
const pages = filesUnder(OUT).filter((path) => path.endsWith('.html'));
for (const path of pages) {
  const html = readFileSync(join(OUT, path), 'utf8');
  const after = scriptsAfterLoad(html, join('out', path));
  if (after === html) continue;
  writeFileSync(join(OUT, path), after);
  rewritten += 1;
}
console.log(`scripts after load: rewrote ${rewritten} of ${pages.length} pages`);
