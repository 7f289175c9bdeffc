// Fixtures shared by the export and browser tests: where the export is, what content/ says it must
// contain (read independently of lib/, so the tests do not just repeat the implementation),
// and a server and browser to look at it with.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

/** @import { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core' */
/** @import { Server } from 'node:http' */

/**
 * A page file of content/: its path, its url and its frontmatter.
 * @typedef {{ file: string, url: string, data: Record<string, unknown> & { title: string, description?: string, group?: string } }} ContentPage
 */
import { CHROMIUM } from '../scripts/shared/chromium.mjs';
import { startStaticServer } from '../scripts/server/static-server.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const OUT = join(ROOT, 'out');
export const ORIGIN = 'https://webpack.js.org';
export const PRINTABLE_SECTIONS = [
  'api',
  'concepts',
  'configuration',
  'contribute',
  'guides',
  'loaders',
  'migrate',
  'plugins',
];

/** A code fence of a Markdown source (three or more backticks or tildes, so nested fences stay inside); group 2 is its info string. */
export const FENCE = /^(`{3,}|~{3,})([^\n]*)\n[\s\S]*?^\1[ \t]*$/gm;

/** A Markdown source without its code fences. */
export const withoutFences = (/** @type {string} */ markdown) => markdown.replace(FENCE, '');

/** A code span, or an `<InstallCommand …/>` element (group 2: its props) where it is not inside one. */
const SPAN_OR_INSTALL = /(`+)[\s\S]*?\1|<InstallCommand\b([^>]*)\/>/g;

/**
 * The props of each `<InstallCommand …/>` of a Markdown source that the site renders (outside
 * code fences and code spans), in order: the component the export shows as install tabs.
 * @param {string} markdown
 */
export const installCommandProps = (markdown) =>
  [...withoutFences(markdown).matchAll(SPAN_OR_INSTALL)].flatMap((match) =>
    match[2] === undefined ? [] : [match[2]],
  );

/**
 * A Markdown source with each rendered `<InstallCommand …/>` replaced by the empty `bash` fence
 * that stands for it in a page's exported Markdown (one block with the three commands).
 * @param {string} markdown
 */
export function installCommandsAsFences(markdown) {
  const prose = (/** @type {string} */ text) =>
    text.replace(SPAN_OR_INSTALL, (match, ticks) => (ticks ? match : '\n```bash\n```\n'));
  let written = '';
  let end = 0;
  for (const fence of markdown.matchAll(FENCE)) {
    written += prose(markdown.slice(end, fence.index)) + fence[0];
    end = fence.index + fence[0].length;
  }
  return written + prose(markdown.slice(end));
}

/** A page file's source, as `content/…` names it. */
export const pageSource = (/** @type {string} */ file) => readFileSync(join(ROOT, file), 'utf8');

/** A page file's source without its frontmatter: the Markdown body. */
export const pageBody = (/** @type {string} */ file) => pageSource(file).replace(/^---\n[\s\S]*?\n---\n/, '');

/**
 * The paths of the files under `folder`, relative to it, with forward slashes, sorted.
 * @param {string} folder
 */
export function filesUnder(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * Every page file of content/ with its url and frontmatter.
 * @returns {ContentPage[]}
 */
export function contentPages() {
  const dir = join(ROOT, 'content');
  return filesUnder(dir)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => {
      const rel = file.replace(/\.mdx$/, '');
      const url = `/${rel.replace(/(^|\/)index$/, '')}/`.replace(/\/+/g, '/');
      // Every page's frontmatter has a title (lib/ validates it at build time).
      const data = /** @type {ContentPage['data']} */ (matter(readFileSync(join(dir, file), 'utf8')).data);
      return { file: `content/${rel}.mdx`, url, data };
    });
}

/**
 * The blog's posts (its pages other than /blog/), newest first, each with its frontmatter day.
 * @param {ContentPage[]} pages
 */
export function blogPostsOf(pages) {
  // YAML reads an unquoted day as a date.
  const day = (/** @type {ContentPage['data']} */ data) =>
    data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date);
  return pages
    .filter((page) => page.url.startsWith('/blog/') && page.url !== '/blog/')
    .map((page) => ({ ...page, date: day(page.data) }))
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** Sections of content/ that get a printable page. */
export function printableSectionsPresent() {
  const dirs = readdirSync(join(ROOT, 'content'), { withFileTypes: true }).filter((e) => e.isDirectory());
  return dirs.map((e) => e.name).filter((name) => PRINTABLE_SECTIONS.includes(name));
}

/**
 * The file of out/ that serves a url: `index.html` of a url that ends with a slash.
 * @param {string} url
 */
export function exportedFile(url) {
  return join(OUT, url, url.endsWith('/') ? 'index.html' : '');
}

/**
 * The exported HTML of a url.
 * @param {string} url
 */
export function exportedHtml(url) {
  return readFileSync(exportedFile(url), 'utf8');
}

/** Serves out/ on a free port of 127.0.0.1. */
export function serveExport() {
  return startStaticServer({ root: OUT });
}

/** The system Chromium, headless. */
export function launchBrowser() {
  return chromium.launch(CHROMIUM);
}

// Service workers are blocked unless a test is about them, so each behaviour is seen alone.
export const DESKTOP = {
  viewport: { width: 1280, height: 800 },
  serviceWorkers: /** @type {const} */ ('block'),
};
export const PHONE = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: /** @type {const} */ ('block'),
};

/**
 * Runs `run` on a fresh page in its own context, failing on any uncaught page error.
 * @param {Browser} browser
 * @param {BrowserContextOptions} options
 * @param {(page: Page, context: BrowserContext) => Promise<void>} run
 */
export async function withPage(browser, options, run) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  /** @type {string[]} */
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await run(page, context);
    // Route handlers may still be answering requests the page went on making (prefetches):
    // closing the context under one disposes its response and fails the run after the test.
    await Promise.all([page.unrouteAll({ behavior: 'wait' }), context.unrouteAll({ behavior: 'wait' })]);
    assert.deepEqual(errors, [], 'no uncaught errors in the page');
  } finally {
    await context.close();
  }
}

/**
 * Starts the export server and Chromium once per test file; returns `url(path)` and `withPage`.
 * @param {typeof import('node:test').before} before
 * @param {typeof import('node:test').after} after
 */
export function sharedSite(before, after) {
  /** @type {{ server: Server, url: string } | undefined} */
  let site;
  /** @type {Browser | undefined} */
  let browser;
  // Both exist once `before` has run, which node:test does ahead of every test of the file.
  const started = () => {
    assert.ok(site && browser, 'sharedSite is used inside a test');
    return { site, browser };
  };
  before(async () => {
    site = await serveExport();
    browser = await launchBrowser();
  });
  after(async () => {
    const running = started();
    await running.browser.close();
    running.site.server.close();
  });
  return {
    url: (/** @type {string} */ path) => `${started().site.url}${path}`,
    withPage: (
      /** @type {BrowserContextOptions} */ options,
      /** @type {(page: Page, context: BrowserContext) => Promise<void>} */ run,
    ) => withPage(started().browser, options, run),
  };
}

/**
 * Installs Playwright's clock on `page`, paused before the page loads: the page's timers then
 * advance only when the test calls `page.clock.runFor`, however slowly the machine runs.
 */
export async function pauseClock(/** @type {Page} */ page) {
  const start = new Date('2026-01-01T00:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/**
 * Scrolls `locator` into view, waits until its box has stayed the same for three animation
 * frames, then clicks it. A jump down a page brings in sections the browser had not laid out
 * yet (content-visibility), and their real height moves what is below them once, a frame or
 * two after the scroll: a click aimed before that lands on whatever took the link's place.
 * @param {Locator} locator
 * @param {Parameters<Locator['click']>[0]} [options]
 */
export async function clickAtRest(locator, options) {
  await locator.scrollIntoViewIfNeeded();
  await locator.evaluate(
    (element) =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          let last = '';
          let still = 0;
          const check = () => {
            const box = JSON.stringify(element.getBoundingClientRect());
            still = box === last ? still + 1 : 0;
            last = box;
            if (still >= 3) resolve();
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        })
      ),
  );
  await locator.click(options);
}

/**
 * Waits `count` animation frames of the page: what the browser does in the frame after an input is done by then.
 * @param {Page} page
 */
export function animationFrames(page, count = 2) {
  return page.evaluate(
    (frames) =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          /** @param {number} left */
          const step = (left) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
          step(frames);
        })
      ),
    count,
  );
}

/**
 * Waits until React has hydrated a page whose clock is paused (`pauseClock`). The page adds Next's
 * scripts an animation frame and a task after its load event (lib/scripts-after-load.ts), and a
 * paused clock holds both, so the clock is let run past them first.
 * @param {Page} page
 */
export async function hydratedUnderPausedClock(page) {
  await page.waitForLoadState('load');
  await page.clock.runFor(FRAME_AND_TASK_MS);
  await hydrated(page);
}

/** Long enough on a paused clock for the next animation frame (16 ms) and a task after it. */
const FRAME_AND_TASK_MS = 50;

/** Waits until React has hydrated the page (it attaches its fiber to the DOM nodes it owns). */
export function hydrated(/** @type {Page} */ page) {
  return page.waitForFunction(() => {
    const node = document.querySelector('.site-header button');
    return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
  });
}
