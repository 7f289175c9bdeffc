// `npm run build`: the static export, then the steps that work on out/. Records how long it
// took in reports/build.json for `npm run budget`. Any failing step fails the build.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { commandLine } from '../shared/main.mjs';

commandLine(import.meta.url, 'npm run build', { options: {} });

/** @type {[command: string, args: string[]][]} */
const steps = [
  // Every page parsed and rendered once, into the cache the steps below read.
  ['node', ['--import', 'tsx', 'scripts/build/compile-content.mjs']],
  ['npx', ['--no-install', 'next', 'build']],
  // Before anything hashes a page: the same payload in the same bytes, however React batched it.
  ['node', ['--import', 'tsx', 'scripts/build/stable-html.mjs']],
  // Before the worker too: React starts after the page has loaded and painted.
  ['node', ['--import', 'tsx', 'scripts/build/scripts-after-load.mjs']],
  // Before the worker: its precache is made from out/ (and leaves the Markdown out).
  ['node', ['--import', 'tsx', 'scripts/build/write-markdown.mjs']],
  ['node', ['scripts/build/generate-sw.mjs']],
];

const started = Date.now();
/** @type {Record<string, number>} */
const stepSeconds = {};
for (const [command, args] of steps) {
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build failed: ${command} ${args.join(' ')} exited with ${result.status}`);
    process.exit(result.status ?? 1);
  }
  stepSeconds[args.find((arg) => arg.startsWith('scripts/')) ?? args.at(-1) ?? command] =
    (Date.now() - stepStarted) / 1000;
}
const seconds = (Date.now() - started) / 1000;
mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/build.json',
  `${JSON.stringify({ seconds, steps: stepSeconds, finishedAt: new Date().toISOString() }, null, 2)}\n`,
);
const stepTimes = Object.entries(stepSeconds).map(([step, time]) => `${step} ${time.toFixed(1)} s`);
console.log(`build finished in ${seconds.toFixed(1)} s (${stepTimes.join(', ')})`);
