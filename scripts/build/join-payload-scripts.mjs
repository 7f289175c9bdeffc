// Joins each exported page's adjacent React payload scripts into one (lib/payload-scripts.ts),
// so a page's bytes depend on its payload, not on how React's output was batched in this build.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { joinPayloadScripts } from '../../lib/payload-scripts.ts';
import { commandLine } from '../shared/main.mjs';

commandLine(import.meta.url, 'node --import tsx scripts/build/join-payload-scripts.mjs', { options: {} });

const OUT = join(process.cwd(), 'out');

let joined = 0;
const pages = readdirSync(OUT, { recursive: true, encoding: 'utf8' }).filter((path) =>
  path.endsWith('.html'),
);
for (const path of pages) {
  const html = readFileSync(join(OUT, path), 'utf8');
  const rewritten = joinPayloadScripts(html);
  if (rewritten === html) continue;
  writeFileSync(join(OUT, path), rewritten);
  joined += 1;
}
console.log(`payload: joined the payload scripts of ${joined} of ${pages.length} pages`);
