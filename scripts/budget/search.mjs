// What search costs a reader, measured with the exported files and the dialog itself: the bytes
// opening search and typing a first query fetch (the dialog's code, the worker, the manifest, the
// sections and the query's chunks and excerpts), and the search bytes a one-page deploy changes,
// from two builds of the index, the second with one page's text changed. Both are gzip sizes of
// files, the same on every machine; the longest main-thread task while search opens and answers
// (Chromium trace, 4x CPU slowdown) depends on the machine and is printed only.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { getContentTree } from '../../lib/content/index.ts';
import { buildSearchFiles } from '../../lib/search/chunks.ts';
import { buildSearchDocuments } from '../../lib/search/documents.ts';
import { CHROMIUM } from '../shared/chromium.mjs';
import { CHANGED_PAGE } from './deploy-check.mjs';
import { gzipBytes } from './exported-pages.mjs';

/** The first queries measured: an option path, and a task in words whose terms are common. */
export const FIRST_QUERIES = /** @type {const} */ (['output.publicPath', 'hot module replacement']);

/** The page search is opened on. */
const START_PAGE = '/concepts/';

const CPU_SLOWDOWN = 4;

/**
 * The longest task on the renderer's main thread in a Chromium trace, in ms.
 * @param {{ name: string, ph?: string, pid?: number, tid?: number, dur?: number, args?: { name?: string } }[]} events
 */
function longestMainThreadTask(events) {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) return NaN;
  return Math.max(
    0,
    ...events
      .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === main.pid && e.tid === main.tid)
      .map((e) => (e.dur ?? 0) / 1000),
  );
}

/**
 * Opens search on START_PAGE in a fresh context (service workers blocked, cache disabled), types
 * `query` and waits for its first result: the files fetched from the click on, their gzip bytes as
 * exported, and the longest main-thread task, traced at CPU_SLOWDOWN.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {string} out
 * @param {string} query
 */
export async function firstSearch(browser, origin, out, query) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${START_PAGE}`);
    await page.waitForLoadState('networkidle');
    /** @type {string[]} */
    const fetched = [];
    // The context's requests include the dedicated worker's fetches.
    context.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    /** @type {any[]} */
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    await page.getByRole('button', { name: 'Search webpack documentation' }).click();
    const input = page.getByRole('combobox', { name: 'Search webpack documentation' });
    await input.fill(query);
    await page.getByRole('dialog').getByRole('option').first().waitFor({ timeout: 60_000 });
    await cdp.send('Tracing.end');
    await complete;
    const files = [...new Set(fetched)];
    const missing = files.filter((path) => !existsSync(join(out, path)));
    if (missing.length > 0)
      throw new Error(`search: fetched files that are not in out/: ${missing.join(', ')}`);
    return {
      query,
      files: files.length,
      searchFiles: files.filter((path) => path.startsWith('/search')).length,
      gzipBytes: files.reduce((total, path) => total + gzipBytes(join(out, path)), 0),
      longestTaskMs: longestMainThreadTask(events),
    };
  } finally {
    await context.close();
  }
}

/**
 * The search files a returning reader downloads again after CHANGED_PAGE gains its paragraph:
 * the index built twice from the content tree, the files of the second that the first lacks
 * (every file is named by its content) and the manifest, in gzip bytes.
 */
export function oneChangeSearchBytes() {
  const documents = buildSearchDocuments(getContentTree());
  const intro = documents.findIndex((document) => document.url === CHANGED_PAGE.url);
  if (intro < 0) throw new Error(`search: ${CHANGED_PAGE.url} has no introduction section to change`);
  const changed = documents.map((document, at) =>
    at === intro ? { ...document, text: `${document.text} ${CHANGED_PAGE.paragraph}` } : document,
  );
  const before = buildSearchFiles(documents);
  const after = buildSearchFiles(changed);
  const changedFiles = [...after.files].filter(([name]) => !before.files.has(name));
  const gzip = (/** @type {string} */ text) => gzipSync(text).length;
  return {
    page: CHANGED_PAGE.url,
    files: changedFiles.length + 1,
    gzipBytes: changedFiles.reduce((total, [, json]) => total + gzip(json), gzip(after.manifest)),
    manifestGzipBytes: gzip(after.manifest),
    allFiles: after.files.size + 1,
  };
}

/**
 * The first searches' bytes and longest tasks, and the one-page deploy's search bytes.
 * @param {string} origin the exported site, served
 * @param {string} out
 */
export async function measureSearch(origin, out) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM.executablePath,
    args: CHROMIUM.args,
    headless: true,
  });
  try {
    const first = [];
    for (const query of FIRST_QUERIES) first.push(await firstSearch(browser, origin, out, query));
    return { first, deploy: oneChangeSearchBytes() };
  } finally {
    await browser.close();
  }
}
