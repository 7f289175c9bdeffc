import { longestMainThreadTask, searchFailures } from '../../scripts/budget/search-gates.mjs';

const MAIN = { pid: 1, tid: 7 };
// A task of `ms` by the thread's time that took `wall` ms by the clock (the core was busy elsewhere).
const task = (ts: number, ms: number, thread = MAIN, wall = ms) => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur: wall * 1000,
  tdur: ms * 1000,
  ...thread,
});
const events = [
  { name: 'thread_name', ph: 'M', ...MAIN, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 1, tid: 9, args: { name: 'DedicatedWorker thread' } },
  task(1_000, 300),
  task(500_000, 40, MAIN, 45),
  task(550_000, 10, MAIN, 400),
  task(600_000, 12),
  // The search worker's thread: its tasks do not hold the page.
  task(600_000, 900, { pid: 1, tid: 9 }),
];

describe('the longest main-thread task of a trace', () => {
  it("is the renderer main thread's longest task ending after the mark, by its thread's time and by the clock", () => {
    expect(longestMainThreadTask(events)).toEqual({ cpuMs: 300, wallMs: 400 });
    expect(longestMainThreadTask(events, 400_000)).toEqual({ cpuMs: 40, wallMs: 400 });
  });

  it('fails on a trace without the main thread rather than reading nothing as fast', () => {
    expect(() => longestMainThreadTask(events.slice(1))).toThrow('no renderer main thread');
  });
});

describe('the search budgets', () => {
  const budgets = { firstQuery: 100 * 1024, deploy: 30 * 1024 };
  const row = (query: string, gzipBytes: number, tasks: number[], longestTaskMs: number) => ({
    query,
    files: 20,
    searchFiles: 10,
    gzipBytes,
    longestTasksMs: tasks,
    longestTaskMs,
  });
  const figures = (first: ReturnType<typeof row>[], deployBytes: number) => ({
    first,
    deploy: {
      page: '/concepts/why-webpack/',
      files: 20,
      gzipBytes: deployBytes,
      manifestGzipBytes: 6000,
      allFiles: 1700,
    },
  });

  it('pass figures within every budget', () => {
    expect(searchFailures(figures([row('a', 90 * 1024, [30, 45, 80], 45)], 25 * 1024), budgets)).toEqual([]);
  });

  it("fail a first query's bytes and the deploy's bytes, each over its budget", () => {
    expect(searchFailures(figures([row('a', 101 * 1024, [30, 60, 70], 60)], 31 * 1024), budgets)).toEqual([
      'opening search and typing "a" fetches 101.0 KB gzip, over 100.0 KB',
      'a one-page deploy changes 31.0 KB gzip of search files, over 30.0 KB',
    ]);
  });

  it('print the longest task and never fail on it, however long', () => {
    expect(searchFailures(figures([row('a', 90 * 1024, [300, 600, 700], 600)], 25 * 1024), budgets)).toEqual(
      [],
    );
  });
});
