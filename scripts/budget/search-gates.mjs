// The gates of search's cost (issue 24), apart from the measuring in search.mjs so that they can
// be tested without a browser or a build: the longest main-thread task of a Chromium trace, and
// which budgets a measurement exceeds.

/**
 * What scripts/budget/search.mjs measures, as the gates read it.
 * @typedef {object} SearchFigures
 * @property {{ query: string, gzipBytes: number, longestTaskMs: number, longestTasksMs: number[] }[]} first
 *   longestTaskMs: the median of the runs' longest tasks by the main thread's time (longestTasksMs)
 * @property {{ gzipBytes: number }} deploy
 */

/** The CPU slowdown the longest task is measured at. */
export const CPU_SLOWDOWN = 4;

/**
 * @typedef {{ name: string, ph?: string, pid?: number, tid?: number, ts?: number, dur?: number, tdur?: number, args?: { name?: string } }} TraceEvent
 */

/**
 * The longest task on the renderer's main thread in a Chromium trace, of those that end after
 * `from` (a trace timestamp, in µs), in ms: by the thread's own time (`tdur`), and by the clock
 * (`dur`). Under CPU throttling the thread's time includes the slowdown (Chromium holds the
 * throttled thread busy), but not the time other processes held the core: on a busy shared
 * machine a task of 12 ms of its thread's time took 400 ms by the clock. The thread's time is
 * what the page's work costs a slower device, so it is what the budget gates.
 * @param {TraceEvent[]} events
 * @param {number} from
 * @returns {{ cpuMs: number, wallMs: number }}
 */
export function longestMainThreadTask(events, from = 0) {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) throw new Error('search: the trace has no renderer main thread');
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === main.pid && e.tid === main.tid)
    .filter((e) => (e.ts ?? 0) + (e.dur ?? 0) >= from);
  return {
    cpuMs: Math.max(0, ...tasks.map((e) => (e.tdur ?? e.dur ?? 0) / 1000)),
    wallMs: Math.max(0, ...tasks.map((e) => (e.dur ?? 0) / 1000)),
  };
}

/** The median of some numbers. */
export const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/**
 * @typedef {object} SearchBudgets
 * @property {number} firstQuery gzip bytes of opening search and typing a first query
 * @property {number} deploy gzip bytes of the search files a one-page deploy changes
 */

/**
 * Every search budget `figures` exceed, each as a sentence: a first query's bytes and the
 * one-page deploy's search bytes. The longest task is printed beside them, not gated: the same
 * build's medians were 41 and 46 ms at a load of 7 to 9 and 57 and 92 ms at 18, so a gate at
 * issue 24's 50 ms would fail a busy CI machine with nothing changed.
 * @param {SearchFigures} figures
 * @param {SearchBudgets} budgets
 * @returns {string[]}
 */
export function searchFailures(figures, budgets) {
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  /** @type {string[]} */
  const failures = [];
  for (const row of figures.first) {
    if (row.gzipBytes > budgets.firstQuery)
      failures.push(
        `opening search and typing "${row.query}" fetches ${kb(row.gzipBytes)} gzip, over ${kb(budgets.firstQuery)}`,
      );
  }
  if (figures.deploy.gzipBytes > budgets.deploy)
    failures.push(
      `a one-page deploy changes ${kb(figures.deploy.gzipBytes)} gzip of search files, over ${kb(budgets.deploy)}`,
    );
  return failures;
}
