// The reference page Lighthouse measures beside the site: an empty app built with the same
// installed `next`, so its scores say what this machine gives Next's runtime alone.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const APP = 'scripts/budget/lighthouse-reference';

/** Builds the reference app and returns the folder its export is in. */
export function buildReference() {
  // Run from the project root so Turbopack resolves `next` and `react` from its node_modules.
  const result = spawnSync('npx', ['--no-install', 'next', 'build', APP], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    throw new Error(`the reference build failed (${APP}):\n${result.stdout}${result.stderr}`);
  }
  return fileURLToPath(new URL(`../../${APP}/out/`, import.meta.url));
}
