// The first step of `npm run build`: compiles every page of content/ once into the page cache
// (lib/content/page-cache.ts) that Next's workers, the Markdown writer, the search index and the
// checks then read: parsed, checked, and rendered to HTML for its own page and for its section's
// printable page. Pages are shared among one process per core; a page whose source and compiling
// code are unchanged since the last build is not compiled again.
import { fork } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  getContentTree,
  isPageHtmlReady,
  pageHtml,
  printableRenderOptions,
  printableSections,
  readingOrder,
} from '../../lib/content/index.ts';
import { findContentFiles } from '../../lib/content/find-files.ts';
import { contentCacheDir, markdownCacheDir } from '../../lib/content/page-cache.ts';
import { markdownUrl, pageMarkdown } from '../../lib/markdown.ts';
import { isPageCompiled, readPage } from '../../lib/content/read-page.ts';
import { commandLine, usageError } from '../shared/main.mjs';

const SCRIPT = fileURLToPath(import.meta.url);
// The worker form is how this script forks itself: `phase k n` compiles its share of the phase.
const USAGE = 'node --import tsx scripts/build/compile-content.mjs [parse|render k n]';
const CONTENT = join(process.cwd(), 'content');
/** Below this many pages to parse or render, starting more processes costs more than it saves. */
const FORK_AT = 12;

/** @typedef {'parse' | 'render'} Phase */
/** @typedef {{ url: string, options: Parameters<typeof pageHtml>[2] }} Rendering */

/**
 * Every rendering the site needs: each page's own, and its place on its section's printable page.
 * @param {import('../../lib/content/index.ts').ContentTree} tree
 * @returns {Rendering[]}
 */
function renderings(tree) {
  const printable = printableSections(tree.root).flatMap((section) =>
    readingOrder(section).map((page) => ({ url: page.url, options: printableRenderOptions(section, page) })),
  );
  return [...[...tree.pages.keys()].map((url) => ({ url, options: {} })), ...printable];
}

/**
 * What is not compiled yet: page files to parse, or renderings (by their index) to make.
 * @param {Phase} phase
 * @returns {string[] | Rendering[]}
 */
function pending(phase) {
  if (phase === 'parse')
    return findContentFiles(CONTENT).filter((relPath) => !isPageCompiled(CONTENT, relPath));
  const tree = getContentTree();
  return renderings(tree).filter(({ url, options }) => !isPageHtmlReady(tree, url, options));
}

/**
 * Compiles the items of `phase` (its pending list, unless given) whose place in that list is `k` modulo `n`.
 * @param {Phase} phase
 * @param {number} k
 * @param {number} n
 * @param {string[] | Rendering[]} items what `pending(phase)` returns: files to parse, or renderings
 */
function work(phase, k, n, items = pending(phase)) {
  /** @type {(string | Rendering)[]} */
  const all = items;
  const mine = all.filter((_, index) => index % n === k);
  if (phase === 'parse') {
    for (const relPath of /** @type {string[]} */ (mine)) {
      try {
        readPage(CONTENT, relPath);
      } catch {
        // Reported with every other problem of the site when the tree is built.
      }
    }
  } else {
    const tree = getContentTree();
    for (const { url, options } of /** @type {Rendering[]} */ (mine)) pageHtml(tree, url, options);
  }
}

/**
 * Runs `phase` in `processes` child processes and waits for all of them.
 * @param {Phase} phase
 * @param {number} processes
 */
function inParallel(phase, processes) {
  return Promise.all(
    Array.from(
      { length: processes },
      (_, k) =>
        /** @type {Promise<void>} */ (
          new Promise((resolve, reject) => {
            const child = fork(SCRIPT, [phase, String(k), String(processes)], { stdio: 'inherit' });
            child.on('exit', (code) =>
              code === 0
                ? resolve()
                : reject(new Error(`compile-content: ${phase} worker ${k} exited with ${code}`)),
            );
          })
        ),
    ),
  );
}

/**
 * Does `phase`'s pending work: here when it is small, else in one process per core.
 * @param {Phase} phase
 */
async function compile(phase) {
  const items = pending(phase);
  const processes = Math.min(availableParallelism(), 4);
  if (items.length >= FORK_AT && processes > 1) await inParallel(phase, processes);
  else if (items.length > 0) work(phase, 0, 1, items);
  return items.length;
}

/**
 * Writes every page's Markdown into the Markdown cache, which is emptied first so that it holds
 * this tree's pages only. Done here, where the tree is loaded, rather than after `next build`,
 * which would load the tree again (5 s of a one-page rebuild); scripts/build/write-markdown.mjs
 * copies the files into the export.
 * @param {import('../../lib/content/index.ts').ContentTree} tree
 */
function writeMarkdown(tree) {
  const dir = markdownCacheDir();
  rmSync(dir, { recursive: true, force: true });
  for (const url of tree.pages.keys()) {
    const file = join(dir, markdownUrl(url));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, pageMarkdown(tree, url));
  }
}

/** Removes compiled pages of other code versions: a build only ever reads its own. */
function pruneOtherVersions() {
  const current = contentCacheDir();
  for (const name of readdirSync(dirname(current))) {
    if (name !== basename(current)) rmSync(join(dirname(current), name), { recursive: true, force: true });
  }
}

const { positionals } = commandLine(import.meta.url, USAGE, { options: {}, allowPositionals: true });
const [phase, k, n] = positionals;
if (phase !== undefined) {
  if ((phase !== 'parse' && phase !== 'render') || !/^\d+$/.test(k ?? '') || !/^\d+$/.test(n ?? ''))
    usageError(import.meta.url, USAGE, `not a worker's arguments: ${positionals.join(' ')}`);
  work(phase, Number(k), Number(n));
} else {
  const started = Date.now();
  const parsed = await compile('parse');
  // The whole site's checks (links, urls, blog posts) run as the tree is built from the cache;
  // a page that failed to parse fails the build here with every problem listed.
  const tree = getContentTree();
  const rendered = await compile('render');
  writeMarkdown(tree);
  pruneOtherVersions();
  console.log(
    `content: ${tree.pages.size} pages (${parsed} parsed, ${rendered} renderings made) in ${contentCacheDir()}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
