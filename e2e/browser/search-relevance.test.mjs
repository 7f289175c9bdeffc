// The relevance suite (__tests__/search/relevance-queries.json) through the real search dialog of
// the export: each query typed into its input, the results read in the order the dialog shows
// them and counted by the same code as scripts/checks/search-relevance.mjs. The dialog must meet
// the same floors as the engine in Node, and rank exactly as that script's engine does: a dialog
// that reorders, drops or keeps stale results fails even while it stays above the floors.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { after, before, it } from 'node:test';
import { promisify } from 'node:util';
import {
  QUERIES_FILE,
  RELEVANCE_FLOORS,
  formatReport,
  measure,
} from '../../scripts/checks/relevance-scores.mjs';
import { DESKTOP, ROOT, hydrated, sharedSite } from '../fixtures.mjs';

/** @import { Page } from 'playwright-core' */
/** @typedef {import('../../scripts/checks/relevance-scores.mjs').RelevanceQuery} RelevanceQuery */
/** @typedef {import('../../scripts/checks/relevance-scores.mjs').ResultGroups} ResultGroups */
/** @typedef {ReturnType<typeof measure>} Report */

const site = sharedSite(before, after);
const queries = /** @type {RelevanceQuery[]} */ (JSON.parse(readFileSync(QUERIES_FILE, 'utf8')));

/**
 * The engine's report on the suite, from scripts/checks/search-relevance.mjs in its own process
 * (it builds the content tree, which needs the TypeScript loader this test runs without).
 * @returns {Promise<Report>}
 */
async function engineReport() {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/checks/search-relevance.mjs', '--json'],
    { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout);
}

/**
 * Waits until the dialog answers `query` (the results or the empty state carry the query they
 * answer in data-query), then reads its page groups and their hits in the order it shows them.
 * @param {Page} page
 * @param {string} query
 * @returns {Promise<ResultGroups>}
 */
async function answer(page, query) {
  const groups = await page.waitForFunction((typed) => {
    const shown = document.querySelector('.search-dialog [data-query]');
    if (!(shown instanceof HTMLElement) || shown.dataset.query !== typed) return undefined;
    return [...shown.querySelectorAll('[role="group"]')].map((group) => ({
      hits: [...group.querySelectorAll('[role="option"]')].map((hit) => ({
        url: hit.getAttribute('href') ?? '',
      })),
    }));
  }, query);
  return /** @type {ResultGroups} */ (await groups.jsonValue());
}

/**
 * Each query whose first accepted result the dialog ranks differently from the engine, or whose
 * first results differ where both miss the first place.
 * @param {Report} dialog
 * @param {Report} engine
 * @returns {string[]}
 */
function rankingDifferences(dialog, engine) {
  /** @param {Report} report */
  const byQuery = (report) => new Map(report.misses.map((miss) => [miss.query, miss]));
  const [shown, ranked] = [byQuery(dialog), byQuery(engine)];
  /** @param {{ rank: number | null, top: string[] } | undefined} miss */
  const describe = (miss) => (miss ? `#${miss.rank ?? 'none'} ${miss.top.join('  ')}` : '#1');
  return queries
    .map(({ query }) => ({ query, dialog: describe(shown.get(query)), engine: describe(ranked.get(query)) }))
    .filter((outcome) => outcome.dialog !== outcome.engine)
    .map((outcome) => `"${outcome.query}": dialog ${outcome.dialog}; engine ${outcome.engine}`);
}

it('answers the relevance suite through the dialog as the engine does, above the floors', async (t) => {
  const engine = engineReport();
  // Handled when awaited below; until then a failure must not end the run as unhandled.
  engine.catch(() => {});
  /** @type {Map<string, ResultGroups>} */
  const answers = new Map();
  await site.withPage(DESKTOP, async (page) => {
    await page.goto(site.url('/concepts/'));
    await hydrated(page);
    await page.getByRole('button', { name: 'Search webpack documentation' }).click();
    // The dialog focuses its input; the keys below go to it.
    await page.getByRole('combobox', { name: 'Search webpack documentation' }).waitFor();
    for (const { query } of queries) {
      // As a reader starts a new search: the field selected and emptied, then the query typed.
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await answer(page, '');
      await page.keyboard.insertText(query);
      answers.set(query, await answer(page, query));
    }
  });
  const dialog = measure(queries, (query) => answers.get(query) ?? []);
  for (const line of formatReport(dialog).split('\n')) t.diagnostic(line);

  const { overall } = dialog;
  const figures = `hit@1 ${(overall['hit@1'] * 100).toFixed(1)} %, hit@3 ${(overall['hit@3'] * 100).toFixed(1)} %`;
  assert.ok(overall['hit@1'] >= RELEVANCE_FLOORS['hit@1'], `hit@1 under its floor: ${figures}`);
  assert.ok(overall['hit@3'] >= RELEVANCE_FLOORS['hit@3'], `hit@3 under its floor: ${figures}`);
  assert.deepEqual(
    rankingDifferences(dialog, await engine),
    [],
    'the dialog ranks as scripts/checks/search-relevance.mjs does (after a content change, rebuild the export)',
  );
});
