// Checks the whole content tree (the build's own checks) and prints the prose words of each
// page of the sections named, with their total: what the content issues measure.
import { join } from 'node:path';
import { buildContentTree } from '../../lib/content/build-tree.ts';
import { proseWords } from '../../lib/content/words.ts';
import { commandLine, usageError } from '../shared/main.mjs';

const USAGE = 'node --import tsx scripts/budget/page-report.mjs api [guides ...]';
const { positionals: sections } = commandLine(import.meta.url, USAGE, {
  options: {},
  allowPositionals: true,
});
if (sections.length === 0) usageError(import.meta.url, USAGE, 'name at least one section');

const REPO = new URL('../..', import.meta.url).pathname;
const tree = buildContentTree(join(REPO, 'content'), {
  publicDir: join(REPO, 'public'),
  examplesDir: join(REPO, 'examples'),
});
for (const section of sections) {
  let total = 0;
  for (const [url, body] of tree.bodies) {
    if (!url.startsWith(`/${section}/`)) continue;
    const words = proseWords(body.tree);
    total += words;
    console.log(`${String(words).padStart(6)}  ${url}`);
  }
  console.log(`${String(total).padStart(6)}  ${section} in all`);
}
