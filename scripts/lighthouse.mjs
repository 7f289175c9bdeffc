// Lighthouse (mobile, its default settings) on several pages in the system Chromium, run after
// run in turn: run 1 of every page, then run 2, and so on, so that whatever else the machine is
// doing weighs on every page alike and comparing two pages' medians stays fair.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from './chromium.mjs';

/** The categories scored, in print order. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const TOP = 4;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** What one run says: the scores, and where the main thread's time went. */
function summarize(lhr, origin) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
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

/**
 * Lighthouse on each `{ id, url, skipAudits }`, `runs` times, interleaved. Resolves with each
 * page's median scores, TBT and LCP, its top main-thread categories and scripts, and every run.
 */
export async function lighthouseMedians(pages, { runs = 5, onRound = () => {} } = {}) {
  const chrome = await launch({ chromePath: CHROMIUM.executablePath, chromeFlags: CHROMIUM.args });
  try {
    const results = new Map(pages.map((page) => [page.id, []]));
    for (let run = 1; run <= runs; run += 1) {
      for (const page of pages) {
        const { lhr } = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          skipAudits: page.skipAudits,
          // Taken after the trace and only shown in Lighthouse's report: no score depends on it,
          // and it costs seconds per run.
          disableFullPageScreenshot: true,
        });
        results.get(page.id).push(summarize(lhr, new URL(page.url).origin));
      }
      onRound(run, runs);
    }
    return pages.map((page) => {
      const all = results.get(page.id);
      return {
        id: page.id,
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(all.map((r) => r.scores[id]))])),
        tbtMs: Math.round(median(all.map((r) => r.tbtMs))),
        lcpMs: Math.round(median(all.map((r) => r.lcpMs))),
        mainThread: medianTop(all.map((r) => r.mainThread)),
        scripts: medianTop(all.map((r) => r.scripts)),
        runtimeErrors: [...new Set(all.map((r) => r.runtimeError).filter(Boolean))],
        // How fast Lighthouse found the machine (higher is faster), to explain absolute figures.
        benchmarkIndex: Math.round(median(all.map((r) => r.benchmarkIndex))),
        runs: all.map((r) => r.scores),
      };
    });
  } finally {
    await chrome.kill();
  }
}
