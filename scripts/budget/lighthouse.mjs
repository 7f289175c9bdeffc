// Lighthouse (mobile, its default settings) on several pages in the system Chromium, run after
// run in turn: run 1 of every page, then run 2, and so on, so that whatever else the machine is
// doing weighs on every page alike and comparing two pages' medians stays fair.
//
// Each run loads the page once and is scored at every CPU slowdown of SLOWDOWNS. Lighthouse's
// default throttling is simulated: the page loads at full speed and the audits replay the
// trace on a model of a phone, its main-thread tasks stretched by `cpuSlowdownMultiplier`. So
// one trace scored at 8× is what a run with `--throttling.cpuSlowdownMultiplier=8` measures,
// and both slowdowns see the same load.
import { launch } from 'chrome-launcher';
import lighthouse, { auditFlowArtifacts } from 'lighthouse';
import { CHROMIUM } from '../shared/chromium.mjs';
import { measureUntilReadable } from './readable-run.mjs';

/** The categories scored, in print order. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** CPU slowdowns every run is scored at: Lighthouse's default, and one standing in for a slower machine. */
export const SLOWDOWNS = /** @type {const} */ ([4, 8]);

const TOP = 4;

/**
 * Loads of one run at most. A run whose trace Lighthouse cannot read measured nothing (in CI, one
 * run of 18 once lacked the trace's `navigationStart`: NO_NAVSTART), so it is loaded again; a page
 * that fails every time still fails the budget with Lighthouse's error.
 */
const ATTEMPTS_PER_RUN = 3;

/**
 * The page Lighthouse opens before each run, in place of its default about:blank. After
 * about:blank, Chromium held the first paint of the next page (paint holding) in 5 of 12 runs,
 * the reference's included, for 1 to 2 s after the page had loaded, and Lighthouse's simulation
 * then counted every task before that paint into FCP and LCP: a run's score fell by ten points
 * or more at random. Paint holding never applies after a data: url (another protocol), so each
 * run is a first visit from another site, the case the metrics describe: 0 holds in 16 runs.
 */
const BLANK_PAGE = 'data:text/html,<title>blank</title>';

/**
 * @typedef {object} Summary what one scoring says
 * @property {{ [category: string]: number }} scores
 * @property {number} tbtMs
 * @property {number} lcpMs
 * @property {{ [group: string]: number }} mainThread milliseconds by main-thread category
 * @property {{ [script: string]: number }} scripts milliseconds by script path
 * @property {string | undefined} runtimeError
 * @property {number} benchmarkIndex
 */
/** @typedef {{ [slowdown: number]: Summary }} RunResult one run of one page, scored at each slowdown */
/** @typedef {{ name: string, ms: number }} Timing */
/**
 * @typedef {object} Medians one page's medians at one slowdown
 * @property {{ [category: string]: number }} scores
 * @property {number} tbtMs
 * @property {number} lcpMs
 * @property {Timing[]} mainThread
 * @property {Timing[]} scripts
 * @property {string[]} runtimeErrors
 * @property {number} benchmarkIndex
 * @property {(number | undefined)[]} performanceRuns
 */
/** @typedef {{ id: string, url: string, skipAudits?: string[] }} LighthousePage */
/**
 * @typedef {object} PageMedians
 * @property {string} id
 * @property {{ [slowdown: number]: Medians }} bySlowdown
 * @property {string[]} discarded Lighthouse's error for each load that was measured again
 */

/**
 * The median of `values`; NaN when there are none.
 * @param {number[]} values
 */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  if (upper === undefined) return NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? NaN) + upper) / 2;
}

/**
 * What one scoring says: the scores, and where the main thread's time went.
 * @param {import('lighthouse').Result} lhr
 * @param {string} origin
 * @returns {Summary}
 */
function summarize(lhr, origin) {
  /**
   * The rows of an audit's table (or an empty list), of the shape that audit gives them.
   * @param {string} id
   */
  const items = (id) =>
    /** @type {{ items?: unknown[] } | undefined} */ (lhr.audits[id]?.details)?.items ?? [];
  const breakdown = /** @type {{ groupLabel: string, duration: number }[]} */ (
    items('mainthread-work-breakdown')
  );
  const bootup = /** @type {{ url: unknown, total: number }[]} */ (items('bootup-time'));
  return {
    scores: Object.fromEntries(
      CATEGORIES.flatMap((id) => {
        const category = lhr.categories[id];
        // A category's score is null when it could not be scored; counted as 0, as `null * 100` is.
        return category ? [[id, Math.round((category.score ?? 0) * 100)]] : [];
      }),
    ),
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    mainThread: Object.fromEntries(breakdown.map((i) => [i.groupLabel, i.duration])),
    // Scripts by path: the origin differs between the site and the reference.
    scripts: Object.fromEntries(bootup.map((i) => [String(i.url).replace(origin, ''), i.total])),
    runtimeError: lhr.runtimeError?.code,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * Median of each key over the runs, largest first, the top few.
 * @param {{ [key: string]: number }[]} maps
 * @returns {Timing[]}
 */
function medianTop(maps) {
  const keys = new Set(maps.flatMap((map) => Object.keys(map)));
  return [...keys]
    .map((key) => ({ name: key, ms: Math.round(median(maps.map((map) => map[key] ?? 0))) }))
    .filter((item) => item.ms > 0)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, TOP);
}

/**
 * One page's medians at one slowdown.
 * @param {Summary[]} runs
 * @returns {Medians}
 */
function medians(runs) {
  return {
    scores: Object.fromEntries(
      CATEGORIES.flatMap((id) => {
        const values = runs.map((r) => r.scores[id]).filter((value) => value !== undefined);
        return values.length > 0 ? [[id, median(values)]] : [];
      }),
    ),
    tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
    lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
    mainThread: medianTop(runs.map((r) => r.mainThread)),
    scripts: medianTop(runs.map((r) => r.scripts)),
    runtimeErrors: [...new Set(runs.flatMap((r) => (r.runtimeError ? [r.runtimeError] : [])))],
    // How fast Lighthouse found the machine (higher is faster), to explain absolute figures.
    benchmarkIndex: Math.round(median(runs.map((r) => r.benchmarkIndex))),
    performanceRuns: runs.map((r) => r.scores.performance),
  };
}

/**
 * One run of one page: loaded once, scored at each slowdown. The first run scores every
 * category; later runs score performance only, since accessibility, best practices and SEO do
 * not depend on timing and their audits cost seconds a run.
 * @param {LighthousePage} page
 * @param {number} port
 * @param {boolean} allCategories
 * @returns {Promise<RunResult>}
 */
async function runPage(page, port, allCategories) {
  /** @type {import('lighthouse').Flags} */
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: allCategories ? CATEGORIES : ['performance'],
    skipAudits: page.skipAudits,
    // Taken after the trace and only shown in Lighthouse's report: no score depends on it,
    // and it costs seconds per run.
    disableFullPageScreenshot: true,
    blankPage: BLANK_PAGE,
  };
  const result = await lighthouse(page.url, flags);
  if (!result) throw new Error(`lighthouse gave no result for ${page.url}`);
  const { lhr, artifacts } = result;
  const origin = new URL(page.url).origin;
  /** @type {RunResult} */
  const bySlowdown = { [lhr.configSettings.throttling.cpuSlowdownMultiplier]: summarize(lhr, origin) };
  for (const slowdown of SLOWDOWNS) {
    if (bySlowdown[slowdown]) continue;
    const throttling = { ...lhr.configSettings.throttling, cpuSlowdownMultiplier: slowdown };
    const rescored = { ...flags, onlyCategories: ['performance'], throttling };
    // Lighthouse refuses to audit with settings other than those gathered with; the throttling
    // is simulated during the audits only, so the gathered artifacts hold for any slowdown.
    const settings = { ...artifacts.settings, onlyCategories: rescored.onlyCategories, throttling };
    const flow = await auditFlowArtifacts({
      gatherSteps: [{ artifacts: { ...artifacts, settings }, flags: rescored }],
    });
    const step = flow.steps[0];
    if (!step) throw new Error(`lighthouse gave no result for ${page.url} at ${slowdown}× CPU slowdown`);
    bySlowdown[slowdown] = summarize(step.lhr, origin);
  }
  return bySlowdown;
}

/**
 * Lighthouse's runtime error codes of one run, at any slowdown (the same trace gives the same error).
 * @param {RunResult} result
 */
const runtimeErrorsOf = (result) => [
  ...new Set(
    Object.values(result).flatMap((summary) => (summary.runtimeError ? [summary.runtimeError] : [])),
  ),
];

/**
 * Lighthouse on each `{ id, url, skipAudits }`, `runs` times, interleaved. Resolves with each
 * page's medians at every slowdown of SLOWDOWNS (`bySlowdown[4]`, `bySlowdown[8]`): scores,
 * TBT and LCP, its top main-thread categories and scripts, and every run's performance, with
 * the errors of loads that Lighthouse could not read and that were measured again.
 * @param {LighthousePage[]} pages
 * @param {{ runs?: number, onRound?: (run: number, runs: number) => void }} [options]
 * @returns {Promise<PageMedians[]>}
 */
export async function lighthouseMedians(pages, { runs = 5, onRound = () => {} } = {}) {
  const chrome = await launch({ chromePath: CHROMIUM.executablePath, chromeFlags: CHROMIUM.args });
  try {
    /** @type {Map<string, RunResult[]>} */
    const results = new Map(pages.map((page) => [page.id, []]));
    /** @type {Map<string, string[]>} */
    const discardedOf = new Map(pages.map((page) => [page.id, []]));
    /** @param {LighthousePage} page */
    const runsOf = (page) => {
      const pageRuns = results.get(page.id);
      if (!pageRuns) throw new Error(`lighthouse: no runs kept for page ${page.id}`);
      return pageRuns;
    };
    for (let run = 1; run <= runs; run += 1) {
      for (const page of pages) {
        const { result, discarded } = await measureUntilReadable(
          () => runPage(page, chrome.port, run === 1),
          runtimeErrorsOf,
          ATTEMPTS_PER_RUN,
        );
        runsOf(page).push(result);
        discardedOf.get(page.id)?.push(...discarded);
      }
      onRound(run, runs);
    }
    return pages.map((page) => {
      const all = runsOf(page);
      return {
        id: page.id,
        discarded: discardedOf.get(page.id) ?? [],
        bySlowdown: Object.fromEntries(
          SLOWDOWNS.map((slowdown) => [
            slowdown,
            medians(
              all.map((r) => {
                const summary = r[slowdown];
                if (!summary)
                  throw new Error(`lighthouse: ${page.url} was not scored at ${slowdown}× CPU slowdown`);
                return summary;
              }),
            ),
          ]),
        ),
      };
    });
  } finally {
    await chrome.kill();
  }
}
