// Measures the search engines issue 24 weighs against each other, in Chromium on the same
// content: the monolithic MiniSearch index the site loads today, MiniSearch split into chunks
// (search-engines-client.ts), and Pagefind, with and without a weight on the identifiers a
// section names in code. Each engine indexes the sections lib/search/documents.ts produces, one
// result per heading, and answers the relevance suite (__tests__/search/relevance-queries.json)
// through its own browser code. The cost columns are what a reader pays: bytes transferred
// (gzip, headers included) and the longest main-thread task (4x CPU slowdown, Chromium trace)
// from opening search to the first query's results; the bytes of files that change when one
// page changes; every file offline search needs; the time a query takes once search is open.
// A measurement, not a gate: it fails only when an engine cannot be built or loaded.
//
// Pagefind is not a dependency of the site: install it in the clone first, without saving:
//   npm install --no-save pagefind@1.6.0
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { getContentTree } from '../../lib/content/index.ts';
import { buildSearchDocuments } from '../../lib/search/documents.ts';
import { serializeSearchIndex } from '../../lib/search/engine.ts';
import { startStaticServer } from '../server/static-server.mjs';
import { commandLine, isMain } from '../shared/main.mjs';
import { CHROMIUM } from '../shared/chromium.mjs';
import { firstAcceptedRank, QUERIES_FILE, scores } from './relevance-scores.mjs';

const USAGE = 'node --import tsx scripts/checks/search-engines.mjs [--keep DIR]';

const PAGEFIND_INSTALL = 'npm install --no-save pagefind@1.6.0';

/** The queries a first search is measured with: an identifier and a task in words. */
const FIRST_QUERIES = /** @type {const} */ (['output.publicPath', 'hot module replacement']);

/** The page changed for the one-page deploy, and the sentence added to its introduction. */
const CHANGED_PAGE = '/guides/caching/';
const CHANGED_TEXT = ' A revised sentence: the cache survives a deploy when the content hash is stable.';

/** How many page results Pagefind's own UI loads at once: their fragments are part of a search. */
const PAGEFIND_PAGE_SIZE = 5;

/** Pagefind's output files that a site with its own dialog never loads. */
const PAGEFIND_UI_FILES = /^pagefind-(ui|component-ui|modular-ui|highlight)\b/;

const CPU_SLOWDOWN = 4;

/**
 * What the server has sent so far, and every path it was asked for.
 * @type {{ sent: () => number, requested: string[] }}
 */
const wire = { sent: () => 0, requested: [] };

/** @typedef {import('../../lib/search/engine.ts').SearchDocument} SearchDocument */
/** @typedef {import('./relevance-scores.mjs').RelevanceQuery} RelevanceQuery */

/**
 * The part of Pagefind's Node API the script calls, as pagefind/types/index.d.ts declares it:
 * written out because pagefind is not a dependency, and tsc checks this file without it.
 * @typedef {{
 *   addHTMLFile: (file: { url: string, content: string }) => Promise<{ errors: string[] }>,
 *   writeFiles: (options: { outputPath: string }) => Promise<{ errors: string[] }>,
 * }} PagefindIndex
 * @typedef {{
 *   createIndex: (config: object) => Promise<{ errors: string[], index?: PagefindIndex }>,
 *   close: () => Promise<unknown>,
 * }} Pagefind
 */

/**
 * A measured engine: the folder its index is in, the harness page that loads it (the folder's
 * name unless two engines share a folder), and that page's HTML for a given index folder.
 * @typedef {{ name: string, folder: string, page?: string, html: (folder: string) => string }} Engine
 */

/**
 * Pagefind's Node API. The specifier is a variable so that tsc does not resolve a package the site
 * does not depend on; a missing package fails with the command that installs it.
 * @returns {Promise<Pagefind>}
 */
async function loadPagefind() {
  const specifier = 'pagefind';
  try {
    return await import(specifier);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ERR_MODULE_NOT_FOUND') {
      throw new Error(`search-engines: pagefind is not installed; run \`${PAGEFIND_INSTALL}\` first`, {
        cause: error,
      });
    }
    throw error;
  }
}

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A page as Pagefind reads it: the title as h1, each section a heading with its anchor as id,
 * then its identifiers and text, so Pagefind's sub-results are the site's sections.
 * @param {SearchDocument[]} sections
 * @param {boolean} weighted identifiers get data-pagefind-weight, as the site boosts its code field
 */
function pageHtml(sections, weighted) {
  const [first] = sections;
  const body = sections
    .map((section) => {
      const anchor = section.url.split('#')[1];
      const heading = anchor ? `<h2 id="${escapeHtml(anchor)}">${escapeHtml(section.heading)}</h2>` : '';
      const code = section.code
        ? `<p${weighted ? ' data-pagefind-weight="3"' : ''}>${escapeHtml(section.code)}</p>`
        : '';
      return `${heading}${code}<p>${escapeHtml(section.text)}</p>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><title>${escapeHtml(first?.page ?? '')}</title></head><body><main data-pagefind-body><h1>${escapeHtml(first?.page ?? '')}</h1>\n${body}</main></body></html>`;
}

/** @param {SearchDocument[]} documents */
function byPage(documents) {
  /** @type {Map<string, SearchDocument[]>} */
  const pages = new Map();
  for (const document of documents) {
    const page = document.url.split('#')[0] ?? document.url;
    pages.set(page, [...(pages.get(page) ?? []), document]);
  }
  return pages;
}

/**
 * Writes a Pagefind index of `documents` to `outputPath` through Pagefind's Node API.
 * @param {Pagefind} pagefind
 * @param {SearchDocument[]} documents
 * @param {string} outputPath
 * @param {boolean} weighted
 */
async function writePagefind(pagefind, documents, outputPath, weighted) {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  for (const [url, sections] of byPage(documents)) {
    const added = await index.addHTMLFile({ url, content: pageHtml(sections, weighted) });
    if (added.errors.length > 0) throw new Error(`pagefind: ${url}: ${added.errors.join('; ')}`);
  }
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
}

/**
 * Writes today's index split: base.json (everything but postings and excerpts), one postings
 * file per chunk key, one excerpts file per site section.
 * @param {SearchDocument[]} documents
 * @param {string} dir
 * @param {(term: string) => string} chunkKey
 */
function writeChunked(documents, dir, chunkKey) {
  const packed = JSON.parse(serializeSearchIndex(documents));
  const { postings, ...rest } = packed;
  /** @type {Map<string, string[]>} */
  const chunks = new Map();
  let previous = '';
  for (const line of /** @type {string} */ (postings).split('\n')) {
    const [coded = '', ...fields] = line.split(' ');
    const term = previous.slice(0, parseInt(coded.slice(0, 1), 36)) + coded.slice(1);
    previous = term;
    // Each chunk is front-coded on its own, from its first term, so chunks load in any order.
    const key = chunkKey(term);
    const lines = chunks.get(key) ?? [];
    const before = lines.length > 0 ? (chunks.get(`${key}\0last`)?.[0] ?? '') : '';
    let shared = 0;
    while (shared < 35 && shared < term.length && before[shared] === term[shared]) shared += 1;
    lines.push([`${shared.toString(36)}${term.slice(shared)}`, ...fields].join(' '));
    chunks.set(key, lines);
    chunks.set(`${key}\0last`, [term]);
  }
  /** @type {Map<string, Record<number, string>>} */
  const excerpts = new Map();
  const sections = rest.sections.map(
    /** @param {[number, string, string, string]} section @param {number} at */
    ([page, anchor, heading, excerpt], at) => {
      const site = rest.pages[page][0].split('/')[1] || '_';
      excerpts.set(site, { ...excerpts.get(site), [at]: excerpt });
      return [page, anchor, heading, ''];
    },
  );
  mkdirSync(dir, { recursive: true });
  const keys = [...chunks.keys()].filter((key) => !key.includes('\0'));
  writeFileSync(join(dir, 'base.json'), JSON.stringify({ ...rest, sections, chunks: keys }));
  for (const [key, lines] of chunks) {
    if (!key.includes('\0')) writeFileSync(join(dir, `postings-${key}.txt`), lines.join('\n'));
  }
  for (const [site, texts] of excerpts)
    writeFileSync(join(dir, `excerpts-${site}.json`), JSON.stringify(texts));
}

/** @param {string} dir @returns {string[]} every file under dir, relative to it */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * The bytes a file costs on the wire: Pagefind's index files are gzipped already and served as
 * they are; text is gzipped by the server.
 * @param {string} file
 */
function wireBytes(file) {
  const data = readFileSync(file);
  return /\.(pf_\w+|pagefind)$/.test(file) ? data.length : gzipSync(data).length;
}

/**
 * Files of `after` a returning reader who had every file of `before` fetches again: new names
 * and names whose content changed. Pagefind names files by content hash; the chunked index keeps
 * names and changes contents.
 * @param {string} before
 * @param {string} after
 * @param {(name: string) => boolean} needed
 */
function redownload(before, after, needed) {
  const old = new Set(filesUnder(before));
  const changed = filesUnder(after)
    .filter(needed)
    .filter(
      (name) => !old.has(name) || !readFileSync(join(before, name)).equals(readFileSync(join(after, name))),
    );
  return { files: changed, bytes: changed.reduce((sum, name) => sum + wireBytes(join(after, name)), 0) };
}

/** @param {string} dir @param {(name: string) => boolean} needed */
function offline(dir, needed) {
  const files = filesUnder(dir).filter(needed);
  return {
    files: files.length,
    bytes: files.reduce((sum, name) => sum + wireBytes(join(dir, name)), 0),
    names: files,
  };
}

const HARNESS = {
  // order 'ui': as Pagefind's own UI lists a page: its link, then at most three sub-results,
  // those with the most matches, in page order. order 'weight': as the site's dialog would list
  // it, every sub-result by the summed weight of its matches.
  /** @param {string} folder @param {'ui' | 'weight'} order */
  pagefind: (
    folder,
    order,
  ) => `<!doctype html><meta charset="utf-8"><title>bench</title><script type="module">
let pagefind;
const weight = (sub) => sub.weighted_locations.reduce((sum, at) => sum + at.weight * at.balanced_score, 0);
const ui = (page) => {
  const root = page.sub_results[0]?.url === page.url;
  const subs = root ? page.sub_results.slice(1) : page.sub_results;
  const top = subs.length <= 3 ? subs : [...subs].sort((a, b) => b.locations.length - a.locations.length).slice(0, 3);
  return [page.url, ...subs.filter((sub) => top.includes(sub)).map((sub) => sub.url)];
};
const byWeight = (page) => [...page.sub_results].sort((a, b) => weight(b) - weight(a)).map((sub) => sub.url);
window.bench = {
  async open() { pagefind = await import('/${folder}/pagefind.js'); await pagefind.options({}); await pagefind.init(); },
  async search(query) {
    const found = await pagefind.search(query);
    const pages = await Promise.all(found.results.slice(0, ${PAGEFIND_PAGE_SIZE}).map((result) => result.data()));
    return pages.flatMap(${order === 'ui' ? 'ui' : 'byWeight'});
  },
};
</script>`,
  /** @param {'full' | 'chunked'} variant @param {string} folder */
  minisearch: (
    variant,
    folder,
  ) => `<!doctype html><meta charset="utf-8"><title>bench</title><script type="module">
let engine;
window.bench = {
  async open() { await import('/minisearch-client.js'); engine = globalThis.engines.${variant}('${folder}'); await engine.open(); },
  search: (query) => engine.search(query),
};
</script>`,
};

/**
 * The longest task on the renderer's main thread in a Chromium trace.
 * @param {any[]} events
 */
function longestMainThreadTask(events) {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) return NaN;
  return Math.max(
    0,
    ...events
      .filter(
        (event) =>
          event.ph === 'X' && event.name === 'RunTask' && event.pid === main.pid && event.tid === main.tid,
      )
      .map((event) => event.dur / 1000),
  );
}

/**
 * Opens search on the harness at `url` in a fresh context, slowed down, and types `query`:
 * bytes transferred after the page loaded, and the longest main-thread task.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string} query
 */
async function firstSearch(browser, url, query) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => 'bench' in window);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  /** @type {any[]} */
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8',
    transferMode: 'ReportEvents',
  });
  const sentBefore = wire.sent();
  const askedBefore = wire.requested.length;
  const started = Date.now();
  const urls = await page.evaluate(async (q) => {
    await window.bench.open();
    return window.bench.search(q);
  }, query);
  const elapsed = Date.now() - started;
  const bytes = wire.sent() - sentBefore;
  const paths = wire.requested.slice(askedBefore).map((path) => path.split('?')[0] ?? path);
  const requests = paths.length;
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return {
    bytes,
    requests,
    paths,
    longestTask: longestMainThreadTask(events),
    elapsed,
    results: urls.length,
  };
}

/**
 * Every query of the suite through the engine, twice: the first pass fetches what queries need,
 * the second is a keystroke with everything at hand. Times are per query, in the page.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {RelevanceQuery[]} queries
 * @param {number} slowdown
 */
async function relevance(browser, url, queries, slowdown) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => 'bench' in window);
  const cdp = await context.newCDPSession(page);
  await page.evaluate(() => window.bench.open());
  const run = () =>
    page.evaluate(
      async (list) => {
        const out = [];
        for (const query of list) {
          const start = performance.now();
          const urls = await window.bench.search(query);
          out.push({ urls, ms: performance.now() - start });
        }
        return out;
      },
      queries.map((q) => q.query),
    );
  const cold = await run();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const warm = await run();
  await context.close();
  const outcomes = queries.map((q, at) => ({ rank: firstAcceptedRank(q.accept, cold[at]?.urls ?? []) }));
  /** @param {{ ms: number }[]} runs @param {number} p */
  const percentile = (runs, p) => {
    const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  };
  return {
    ...scores(outcomes),
    coldP95: percentile(cold, 0.95),
    coldMax: percentile(cold, 1),
    warmP50: percentile(warm, 0.5),
    warmP95: percentile(warm, 0.95),
    warmMax: percentile(warm, 1),
    misses: queries.filter((_, at) => outcomes[at]?.rank !== 1).map((q) => q.query),
  };
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const { values } = commandLine(import.meta.url, USAGE, { options: { keep: { type: 'string' } } });
  // First, so that a missing Pagefind fails before anything is built.
  const pagefind = await loadPagefind();
  const root = values.keep ?? mkdtempSync(join(tmpdir(), 'search-engines-'));
  /** @type {RelevanceQuery[]} */
  const queries = JSON.parse(readFileSync(QUERIES_FILE, 'utf8'));
  const documents = buildSearchDocuments(getContentTree());
  const changed = documents.map((document) =>
    document.url === CHANGED_PAGE ? { ...document, text: document.text + CHANGED_TEXT } : document,
  );
  if (changed.every((document, at) => document === documents[at])) {
    throw new Error(`search-engines: ${CHANGED_PAGE} has no introduction section to change`);
  }
  const { chunkKey } = await import('./search-engines-client.ts');

  // Version A is measured; version B is the same site after a one-page deploy.
  for (const [suffix, docs] of /** @type {const} */ ([
    ['', documents],
    ['-next', changed],
  ])) {
    mkdirSync(join(root, `minisearch-full${suffix}`), { recursive: true });
    writeFileSync(join(root, `minisearch-full${suffix}`, 'search-index.json'), serializeSearchIndex(docs));
    writeChunked(docs, join(root, `minisearch-chunked${suffix}`), chunkKey);
    await writePagefind(pagefind, docs, join(root, `pagefind${suffix}`), false);
    await writePagefind(pagefind, docs, join(root, `pagefind-weighted${suffix}`), true);
  }
  await build({
    entryPoints: [new URL('./search-engines-client.ts', import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: 'esm',
    outfile: join(root, 'minisearch-client.js'),
    logLevel: 'warning',
  });
  const clientBytes = wireBytes(join(root, 'minisearch-client.js'));

  /** @type {Engine[]} */
  const engines = [
    {
      name: 'MiniSearch, one index (today)',
      folder: 'minisearch-full',
      html: (folder) => HARNESS.minisearch('full', folder),
    },
    {
      name: 'MiniSearch, chunked',
      folder: 'minisearch-chunked',
      html: (folder) => HARNESS.minisearch('chunked', folder),
    },
    {
      name: 'Pagefind 1.6.0, defaults, its UI order',
      folder: 'pagefind',
      page: 'pagefind-ui',
      html: (folder) => HARNESS.pagefind(folder, 'ui'),
    },
    {
      name: 'Pagefind 1.6.0, defaults, by weight',
      folder: 'pagefind',
      page: 'pagefind-weight',
      html: (folder) => HARNESS.pagefind(folder, 'weight'),
    },
    {
      name: 'Pagefind 1.6.0, code weight 3, by weight',
      folder: 'pagefind-weighted',
      page: 'pagefind-weighted',
      html: (folder) => HARNESS.pagefind(folder, 'weight'),
    },
  ];
  for (const engine of engines) {
    writeFileSync(join(root, `${engine.page ?? engine.folder}.html`), engine.html(engine.folder));
    writeFileSync(
      join(root, `${engine.page ?? engine.folder}-next.html`),
      engine.html(`${engine.folder}-next`),
    );
  }
  /** @param {string} name */
  const needed = (name) => !PAGEFIND_UI_FILES.test(name) && !name.endsWith('.html');

  const { server, url } = await startStaticServer({ root });
  // Counted where the bytes leave: Pagefind fetches from a worker, which the page's own
  // network events do not see.
  /** @type {import('node:net').Socket[]} */
  const sockets = [];
  /** @type {string[]} */
  const requested = [];
  server.on('connection', (socket) => sockets.push(socket));
  server.on('request', (req) => requested.push(req.url ?? ''));
  wire.sent = () => sockets.reduce((sum, socket) => sum + socket.bytesWritten, 0);
  wire.requested = requested;
  const browser = await chromium.launch({
    executablePath: CHROMIUM.executablePath,
    args: CHROMIUM.args,
    headless: true,
  });
  const rows = [];
  try {
    for (const engine of engines) {
      const page = `${url}/${engine.page ?? engine.folder}.html`;
      const first = [];
      for (const query of FIRST_QUERIES) first.push(await firstSearch(browser, page, query));
      const suite = await relevance(browser, page, queries, CPU_SLOWDOWN);
      const store = offline(join(root, engine.folder), needed);
      const extra = engine.folder.startsWith('minisearch') ? clientBytes : 0;
      const deploy = redownload(join(root, engine.folder), join(root, `${engine.folder}-next`), needed);
      // A returning reader's first search after the deploy: what it fetches that changed.
      const after = await firstSearch(
        browser,
        `${url}/${engine.page ?? engine.folder}-next.html`,
        FIRST_QUERIES[0],
      );
      const prefix = `/${engine.folder}-next/`;
      const refetched = after.paths
        .filter((path) => path.startsWith(prefix) && deploy.files.includes(path.slice(prefix.length)))
        .map((path) => path.slice(prefix.length));
      const firstAfter = {
        files: refetched,
        bytes: refetched.reduce((sum, name) => sum + wireBytes(join(root, `${engine.folder}-next`, name)), 0),
      };
      rows.push({ engine, first, suite, store, extra, deploy: { ...deploy, firstSearch: firstAfter } });
    }
  } finally {
    await browser.close();
    server.close();
  }

  /** @param {number} share */
  const pct = (share) => `${(share * 100).toFixed(1)} %`;
  /** @param {number} n */
  const ms = (n) => `${n.toFixed(0)} ms`;
  console.log(
    `search engines on ${documents.length} sections of ${byPage(documents).size} pages, ${queries.length} queries`,
  );
  console.log(
    `first search: open search, type the query, results listed; fresh cache, CPU ${CPU_SLOWDOWN}x slower`,
  );
  console.log(`one-page deploy: ${CHANGED_PAGE} gets one sentence more\n`);
  const header = [
    'engine',
    'hit@1',
    'hit@3',
    'hit@5',
    ...FIRST_QUERIES.flatMap((q) => [`"${q}" bytes`, 'longest task']),
    'deploy: all changed',
    `deploy: first "${FIRST_QUERIES[0]}" after`,
    'offline files',
    'offline bytes',
    'query p50/p95/max (warm, 4x)',
    'query p95/max (cold, 1x)',
  ];
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const { engine, first, suite, store, extra, deploy } of rows) {
    console.log(
      `| ${[
        engine.name,
        pct(suite['hit@1']),
        pct(suite['hit@3']),
        pct(suite['hit@5']),
        ...first.flatMap((f) => [`${kb(f.bytes)} (${f.requests} req)`, ms(f.longestTask)]),
        `${kb(deploy.bytes)} (${deploy.files.length} files)`,
        `${kb(deploy.firstSearch.bytes)} (${deploy.firstSearch.files.length} files)`,
        String(store.files + (extra ? 1 : 0)),
        kb(store.bytes + extra),
        `${ms(suite.warmP50)} / ${ms(suite.warmP95)} / ${ms(suite.warmMax)}`,
        `${ms(suite.coldP95)} / ${ms(suite.coldMax)}`,
      ].join(' | ')} |`,
    );
  }
  console.log('');
  for (const { engine, store, deploy } of rows) {
    /** @type {Map<string, number>} */
    const kinds = new Map();
    for (const name of store.names) {
      const kind = name.replace(/[^/]*?(\.[\w]+)$/, '*$1');
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    console.log(
      `${engine.name}: offline needs ${[...kinds].map(([kind, n]) => `${n} × ${kind}`).join(', ')}`,
    );
    console.log(
      `  deploy changes ${deploy.files.length} files; the first search after fetches ${deploy.firstSearch.files.join(', ')}`,
    );
  }
  if (!values.keep) rmSync(root, { recursive: true, force: true });
}

if (isMain(import.meta.url)) await main();
