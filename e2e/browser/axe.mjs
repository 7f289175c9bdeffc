// The axe-core scan the accessibility tests share, and the record of pages that passed it.
import { AxeBuilder } from '@axe-core/playwright';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { OUT, ROOT } from '../fixtures.mjs';

/** @import { Page } from 'playwright-core' */

/** What every scan checks: WCAG 2.0, 2.1 and 2.2 at A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * Violations axe finds on the page, or only inside the `include` selector, as readable strings.
 * Legacy mode runs axe in the page itself: the default hands every node's result to a second
 * page to merge frames, twice as slow on a long page, and these pages have no frames. Only
 * violations are reported, so axe skips describing the thousands of nodes that pass.
 * @param {Page} page
 * @param {{ include?: string }} [options]
 */
export async function axeViolations(page, { include } = {}) {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder.include(include);
  const results = await builder
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/**
 * Loads `path` with printing stubbed out and waits until the network is idle, ready to scan.
 * @param {{ url: (path: string) => string }} site
 * @param {Page} page
 * @param {string} path
 */
export async function openForAxe(site, page, path) {
  await page.addInitScript(() => (window.print = () => {}));
  await page.goto(site.url(path));
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle');
}

// axe-core as @axe-core/playwright, which injects it, resolves it.
const AXE_VERSION = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))(
  'axe-core/package.json',
).version;
/** Passes seen on this machine, one empty file per fingerprint. */
const PASSED = join(ROOT, '.cache', 'a11y-passed');
/** Passes committed for fresh clones such as CI's: fingerprint → the page and theme it was. */
export const A11Y_RECORD = join(ROOT, 'e2e', 'browser', 'a11y-passed.json');

/**
 * What decides a scan's result, as one sha256: axe's version and rules, the viewport and
 * theme, the exported HTML of the file without its scripts (script chunks are named by build,
 * and what they render is in the HTML already: Next renders client components on the
 * server) and without its links other than stylesheets (icons, canonical url, preloads: no
 * rule reads them), and the stylesheets it links. The pages' client-only parts are scanned on
 * every run by a11y.test.mjs.
 * @param {string} file
 * @param {{ theme: string, viewport: { width: number, height: number } }} scan
 */
export function a11yFingerprint(file, { theme, viewport }) {
  const html = readFileSync(join(OUT, file), 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b(?![^>]*\brel="stylesheet")[^>]*>/g, '');
  const hash = createHash('sha256').update(JSON.stringify({ AXE_VERSION, TAGS, theme, viewport }));
  hash.update(html);
  for (const [, href] of html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)) {
    hash.update(readFileSync(join(OUT, /** @type {string} */ (href))));
  }
  return hash.digest('hex');
}

/** The fingerprints of passed scans: this machine's, and the committed record's unless `recorded` is false. */
export function a11yPasses({ recorded: useRecord = true } = {}) {
  /** @type {Record<string, unknown>} */
  let recorded = {};
  try {
    if (useRecord) recorded = JSON.parse(readFileSync(A11Y_RECORD, 'utf8')).passes;
  } catch (caught) {
    const error = /** @type {NodeJS.ErrnoException} */ (caught);
    if (error.code !== 'ENOENT') throw new Error(`${A11Y_RECORD}: ${error.message}`);
  }
  /** @type {string[]} */
  let local = [];
  try {
    local = readdirSync(PASSED);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
  }
  return new Set([...Object.keys(recorded), ...local]);
}

/**
 * Keeps a pass on this machine.
 * @param {string} fingerprint
 */
export function keepA11yPass(fingerprint) {
  mkdirSync(PASSED, { recursive: true });
  writeFileSync(join(PASSED, fingerprint), '');
}

/**
 * Rewrites the committed record with these passes (what was scanned → fingerprint), by fingerprint.
 * @param {Map<string, string>} passes
 */
export function writeA11yRecord(passes) {
  const byFingerprint = new Map([...passes].map(([scanned, fingerprint]) => [fingerprint, scanned]));
  const sorted = Object.fromEntries([...byFingerprint].sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(A11Y_RECORD, `${JSON.stringify({ axeCore: AXE_VERSION, passes: sorted }, null, 2)}\n`);
}
