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

/** The categories scored, in print order. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** CPU slowdowns every run is scored at: Lighthouse's default, and one standing in for a slower machine. */
export const SLOWDOWNS = [4, 8];

const TOP = 4;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** What one scoring says: the scores, and where the main thread's time went. */
function summarize(lhr, origin) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  return {
    scores: Object.fromEntries(
      CATEGORIES.flatMap((id) =>
        lhr.categories[id] ? [[id, Math.round(lhr.categories[id].score * 100)]] : [],
      ),
    ),
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    mainThread: Object.fromEntries(items('mainthread-work-breakdown').map((i) => [i.groupLabel, i.duration])),
    // Scripts by path: the origin differs between the site and the reference.
    scripts: Object.fromEntries(
      items('bootup-time').map((i) => [String(i.url).replace(origin, ''), i.total]),
    ),
    runtimeError: lhr.runtimeError?.code,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Median of each key over the runs, largest first, the top few. */
function medianTop(maps) {
  const keys = new Set(maps.flatMap((map) => Object.keys(map)));
  return [...keys]
    .map((key) => ({ name: key, ms: Math.round(median(maps.map((map) => map[key] ?? 0))) }))
    .filter((item) => item.ms > 0)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, TOP);
}

/** One page's medians at one slowdown. */
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
    runtimeErrors: [...new Set(runs.map((r) => r.runtimeError).filter(Boolean))],
    // How fast Lighthouse found the machine (higher is faster), to explain absolute figures.
    benchmarkIndex: Math.round(median(runs.map((r) => r.benchmarkIndex))),
    performanceRuns: runs.map((r) => r.scores.performance),
  };
}

/**
 * One run of one page: loaded once, scored at each slowdown. The first run scores every
 * category; later runs score performance only, since accessibility, best practices and SEO do
 * not depend on timing and their audits cost seconds a run.
 */
async function runPage(page, port, allCategories) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: allCategories ? CATEGORIES : ['performance'],
    skipAudits: page.skipAudits,
    // Taken after the trace and only shown in Lighthouse's report: no score depends on it,
    // and it costs seconds per run.
    disableFullPageScreenshot: true,
  };
  const { lhr, artifacts } = await lighthouse(page.url, flags);
  const origin = new URL(page.url).origin;
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
 * Lighthouse on each `{ id, url, skipAudits }`, `runs` times, interleaved. Resolves with each
 * page's medians at every slowdown of SLOWDOWNS (`bySlowdown[4]`, `bySlowdown[8]`): scores,
 * TBT and LCP, its top main-thread categories and scripts, and every run's performance.
 */
export async function lighthouseMedians(pages, { runs = 5, onRound = () => {} } = {}) {
  const chrome = await launch({ chromePath: CHROMIUM.executablePath, chromeFlags: CHROMIUM.args });
  try {
    const results = new Map(pages.map((page) => [page.id, []]));
    for (let run = 1; run <= runs; run += 1) {
      for (const page of pages) results.get(page.id).push(await runPage(page, chrome.port, run === 1));
      onRound(run, runs);
    }
    return pages.map((page) => {
      const all = results.get(page.id);
      return {
        id: page.id,
        bySlowdown: Object.fromEntries(
          SLOWDOWNS.map((slowdown) => [slowdown, medians(all.map((r) => r[slowdown]))]),
        ),
      };
    });
  } finally {
    await chrome.kill();
  }
}
