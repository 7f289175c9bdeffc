// What search costs a reader, measured with the exported files and the dialog itself: the bytes
// opening search and typing a first query fetch (the dialog's code, the worker, the manifest, the
// sections and lengths, and the query's chunks and the details of the results shown), the
// longest main-thread task from the click that opens search to the first result (Chromium trace,
// 4x CPU slowdown), and the search bytes a one-page deploy changes, from two builds of the index,
// the second with one page's text changed. Bytes are gzip sizes of files, the same on every
// machine; the longest task depends on the machine and its load, so each query is measured
// SEARCH_RUNS times and the median is gated.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { getContentTree } from '../../lib/content/index.ts';
import { referenceCards } from '../../lib/reference/cards.ts';
import { buildSearchFiles } from '../../lib/search/chunks.ts';
import { buildSearchDocuments } from '../../lib/search/documents.ts';
import { SEARCH_LABEL } from '../../lib/site.ts';
import { CHROMIUM } from '../shared/chromium.mjs';
import { CHANGED_PAGE } from './deploy-check.mjs';
import { CPU_SLOWDOWN, longestMainThreadTask, median } from './search-gates.mjs';
import { gzipBytes } from './exported-pages.mjs';

/** The first queries measured: an option path, and a task in words whose terms are common. */
export const FIRST_QUERIES = /** @type {const} */ (['output.publicPath', 'hot module replacement']);

/** The page search is opened on. */
const START_PAGE = '/concepts/';

/** Times each first search is measured; the median longest task counts. */
export const SEARCH_RUNS = 3;

/** The user-timing mark set just before the click that opens search. */
const OPENS = 'search-opens';

/**
 * The trace timestamp of the user-timing mark `name`.
 * @param {import('./search-gates.mjs').TraceEvent[]} events
 * @param {string} name
 */
function markTime(events, name) {
  const mark = events.find((event) => event.name === name && event.ts !== undefined);
  if (!mark) throw new Error(`search: the trace has no "${name}" mark`);
  return mark.ts ?? 0;
}

/**
 * Opens search on START_PAGE in a fresh context (service workers blocked, cache disabled) with a
 * click of the button the pointer is already on, types `query` as one insertion and waits for
 * its first result: the files fetched from the click on, their gzip bytes as exported, and the
 * longest main-thread task from the click, traced at CPU_SLOWDOWN. The waits poll the page once
 * a frame with a selector, not with Playwright's role queries, whose work would count.
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
    const box = await page.getByRole('button', { name: SEARCH_LABEL }).boundingBox();
    if (!box) throw new Error(`search: no "${SEARCH_LABEL}" button on ${START_PAGE}`);
    // Pointing at the button is not opening search: the hover's work happens before the trace.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(() => idle(undefined))));
    /** @type {string[]} */
    const fetched = [];
    // The context's requests include the dedicated worker's fetches.
    context.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    /** @type {import('./search-gates.mjs').TraceEvent[]} */
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) =>
      events.push(
        .../** @type {import('./search-gates.mjs').TraceEvent[]} */ (/** @type {unknown[]} */ (value)),
      ),
    );
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
      transferMode: 'ReportEvents',
    });
    // A mark on the trace's own clock: tasks from here on count.
    await page.evaluate((mark) => performance.mark(mark), OPENS);
    await page.mouse.down();
    await page.mouse.up();
    const frame = /** @type {const} */ ({ polling: 'raf', timeout: 120_000 });
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('role') === 'combobox',
      null,
      frame,
    );
    await page.keyboard.insertText(query);
    await page.waitForFunction(
      (typed) => document.querySelector(`.search-dialog [data-query="${CSS.escape(typed)}"] [role="option"]`),
      query,
      frame,
    );
    await cdp.send('Tracing.end');
    await complete;
    const files = [...new Set(fetched)];
    const missing = files.filter((path) => !existsSync(join(out, path)));
    if (missing.length > 0)
      throw new Error(`search: fetched files that are not in out/: ${missing.join(', ')}`);
    return {
      files: files.length,
      searchFiles: files.filter((path) => path.startsWith('/search')).length,
      gzipBytes: files.reduce((total, path) => total + gzipBytes(join(out, path)), 0),
      longestTask: longestMainThreadTask(events, markTime(events, OPENS)),
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
  const tree = getContentTree();
  const documents = buildSearchDocuments(tree);
  const cards = referenceCards(tree);
  const intro = documents.findIndex((document) => document.url === CHANGED_PAGE.url);
  if (intro < 0) throw new Error(`search: ${CHANGED_PAGE.url} has no introduction section to change`);
  const changed = documents.map((document, at) =>
    at === intro ? { ...document, text: `${document.text} ${CHANGED_PAGE.paragraph}` } : document,
  );
  const before = buildSearchFiles(documents, cards);
  const after = buildSearchFiles(changed, cards);
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
 * The first searches' bytes and longest tasks (each query SEARCH_RUNS times: its largest bytes,
 * every run's longest task and their median), and the one-page deploy's search bytes.
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
    for (const query of FIRST_QUERIES) {
      const runs = [];
      for (let run = 0; run < SEARCH_RUNS; run += 1)
        runs.push(await firstSearch(browser, origin, out, query));
      const largest = runs.reduce((most, run) => (run.gzipBytes > most.gzipBytes ? run : most));
      const tasks = runs.map((run) => run.longestTask.cpuMs);
      first.push({
        query,
        ...largest,
        longestTasksMs: tasks,
        longestTaskMs: median(tasks),
        longestWallTasksMs: runs.map((run) => run.longestTask.wallMs),
      });
    }
    return { first, deploy: oneChangeSearchBytes() };
  } finally {
    await browser.close();
  }
}
