// `npm run budget`: gzip size of the HTML of each kind of route and of the JavaScript it
// loads, and the last build's duration; exits non-zero when a budget is exceeded.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
// `npm run budget` runs this file under tsx, so the dialog's own engine is imported as it is.
import { createSearchEngine } from '../lib/search/engine.ts';
import { lighthouseScores } from './lighthouse.mjs';
import { startStaticServer } from './static-server.mjs';

const OUT = new URL('../out/', import.meta.url).pathname;
const KB = 1024;

/** Budgets from the issues, in gzip bytes and seconds. */
const BUDGETS = {
  js: { home: 175 * KB, content: 150 * KB, printable: 150 * KB, notFound: 150 * KB },
  buildSeconds: 120,
  precacheBytes: 25 * KB * KB,
  searchIndexGzipBytes: 400 * KB,
  searchP95Ms: 10,
  /** Lighthouse (mobile) minimums for the home page. */
  lighthouse: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
};

/** Fifty queries readers type: words, option paths, typos, prefixes, phrases and noise. */
const QUERIES = [
  'entry',
  'output',
  'loader',
  'plugin',
  'mode',
  'devtool',
  'devtol',
  'optimisation',
  'splitchunks',
  'output.publicPath',
  'output.filename',
  'resolve.alias',
  'module.rules',
  'Rule.oneOf',
  'contenthash',
  'chunkFilename',
  'publicPath',
  'hot module replacement',
  'hmr',
  'tree shaking',
  'sideEffects',
  'code splitting',
  'lazy loading',
  'dynamic import',
  'module federation',
  'externals',
  'target node',
  'web workers',
  'service worker',
  'typescript',
  'ts-loader',
  'css-loader',
  'style-loader',
  'asset/resource',
  'asset modules',
  'source map',
  'cache filesystem',
  'watchOptions',
  'devServer.port',
  'proxy',
  'environment variables',
  'DefinePlugin',
  'ProvidePlugin',
  'library umd',
  'exports field',
  'conditionNames',
  'performance hints',
  'stats preset',
  'infrastructureLogging',
  'webpak confguration',
];

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function htmlFile(url) {
  return url.endsWith('.html') ? join(OUT, url) : join(OUT, url, 'index.html');
}

/** HTML and script sizes of one exported route. */
function measure(url) {
  const html = readFileSync(htmlFile(url), 'utf8');
  // Module scripts only: `noModule` polyfills are never fetched by the browsers the site targets.
  const tags = [...html.matchAll(/<script src="([^"]+)"([^>]*)>/g)].filter((m) => !/noModule/i.test(m[2]));
  const preloads = [...html.matchAll(/<link rel="preload" as="script"[^>]* href="([^"]+)"/g)];
  const scripts = new Set([...tags, ...preloads].map((m) => m[1]));
  const js = [...scripts].reduce((total, src) => total + gzipBytes(join(OUT, src)), 0);
  return { url, html: gzipBytes(htmlFile(url)), js, scripts: scripts.size };
}

function contentUrls() {
  const urls = [];
  const walk = (dir, url) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (!statSync(full).isDirectory() || name.startsWith('_') || name === 'app-shell' || name === '404')
        continue;
      if (existsSync(join(full, 'index.html')) && name !== 'printable') urls.push(`${url}${name}/`);
      walk(full, `${url}${name}/`);
    }
  };
  walk(OUT, '/');
  return urls;
}

if (!existsSync(OUT)) {
  console.error('out/ does not exist: run `npm run build` first.');
  process.exit(1);
}

const kinds = [];
const content = contentUrls().map(measure);
const largest = (list, key) => list.reduce((a, b) => (b[key] > a[key] ? b : a));
kinds.push({ kind: 'home', budget: BUDGETS.js.home, ...measure('/') });
kinds.push({
  kind: 'content',
  budget: BUDGETS.js.content,
  ...largest(content, 'js'),
  note: `largest JS of ${content.length} pages`,
});
kinds.push({ kind: 'content (largest HTML)', budget: BUDGETS.js.content, ...largest(content, 'html') });
const printable = readdirSync(OUT).filter((name) => existsSync(join(OUT, name, 'printable', 'index.html')));
if (printable.length > 0) {
  kinds.push({
    kind: 'printable',
    budget: BUDGETS.js.printable,
    ...largest(
      printable.map((s) => measure(`/${s}/printable/`)),
      'html',
    ),
  });
}
kinds.push({ kind: 'not found', budget: BUDGETS.js.notFound, ...measure('/404.html') });

const format = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const failures = [];
console.log('route kind              url                                  HTML gz    JS gz (budget)');
for (const row of kinds) {
  const over = row.js > row.budget;
  if (over)
    failures.push(`${row.kind} ${row.url}: JavaScript ${format(row.js)} exceeds ${format(row.budget)}`);
  console.log(
    `${row.kind.padEnd(23)} ${row.url.padEnd(36)} ${format(row.html).padStart(9)} ${format(row.js).padStart(9)} (${format(row.budget)})${over ? '  OVER' : ''}${row.note ? `  ${row.note}` : ''}`,
  );
}

/** The service worker's precache, from the manifest injected into out/sw.js, by kind of file. */
function precache() {
  const sw = readFileSync(join(OUT, 'sw.js'), 'utf8');
  const manifest = JSON.parse(/const MANIFEST = (\[[\s\S]*?\]);/.exec(sw)?.[1] ?? '[]');
  const kinds = new Map();
  for (const { url } of manifest) {
    const kind = url.endsWith('.html')
      ? 'page HTML'
      : url.startsWith('_next/')
        ? `Next ${extname(url)} files`
        : url === 'search-index.json'
          ? 'search index'
          : 'icons and manifest';
    const entry = kinds.get(kind) ?? { files: 0, bytes: 0 };
    entry.files += 1;
    entry.bytes += statSync(join(OUT, url)).size;
    kinds.set(kind, entry);
  }
  return [...kinds].sort((a, b) => b[1].bytes - a[1].bytes);
}

const cached = precache();
const cachedBytes = cached.reduce((total, [, entry]) => total + entry.bytes, 0);
const cachedFiles = cached.reduce((total, [, entry]) => total + entry.files, 0);
const mb = (bytes) => `${(bytes / KB / KB).toFixed(1)} MB`;
console.log(`precache: ${cachedFiles} files, ${mb(cachedBytes)} (budget ${mb(BUDGETS.precacheBytes)})`);
for (const [kind, entry] of cached)
  console.log(`  ${kind.padEnd(20)} ${String(entry.files).padStart(4)} files ${mb(entry.bytes).padStart(8)}`);
if (cachedBytes > BUDGETS.precacheBytes)
  failures.push(`precache of ${mb(cachedBytes)} exceeds ${mb(BUDGETS.precacheBytes)}`);

const indexFile = join(OUT, 'search-index.json');
const indexGzip = gzipBytes(indexFile);
const engine = createSearchEngine(JSON.parse(readFileSync(indexFile, 'utf8')).documents);
for (const query of QUERIES) engine.search(query);
const timings = QUERIES.map((query) => {
  const started = performance.now();
  engine.search(query);
  return performance.now() - started;
}).sort((a, b) => a - b);
const percentile = (p) => timings[Math.min(timings.length - 1, Math.ceil((p / 100) * timings.length) - 1)];
console.log(
  `search index: ${format(indexGzip)} gzip, ${engine.size} sections (budget ${format(BUDGETS.searchIndexGzipBytes)}); ` +
    `query over ${QUERIES.length} queries: median ${percentile(50).toFixed(2)} ms, p95 ${percentile(95).toFixed(2)} ms (budget ${BUDGETS.searchP95Ms} ms)`,
);
if (indexGzip > BUDGETS.searchIndexGzipBytes)
  failures.push(`search index ${format(indexGzip)} exceeds ${format(BUDGETS.searchIndexGzipBytes)}`);
if (percentile(95) >= BUDGETS.searchP95Ms)
  failures.push(`search p95 ${percentile(95).toFixed(2)} ms is not under ${BUDGETS.searchP95Ms} ms`);

const site = await startStaticServer({ root: OUT });
try {
  const scores = await lighthouseScores(`${site.url}/`);
  console.log(
    `lighthouse (mobile, median of 3) on /: ${Object.entries(scores)
      .map(([id, score]) => `${id} ${score}`)
      .join(', ')}`,
  );
  for (const [id, minimum] of Object.entries(BUDGETS.lighthouse)) {
    if (scores[id] < minimum) failures.push(`lighthouse ${id} on / is ${scores[id]}, under ${minimum}`);
  }
} finally {
  site.server.close();
}

const buildReport = new URL('../reports/build.json', import.meta.url);
if (existsSync(buildReport)) {
  const { seconds } = JSON.parse(readFileSync(buildReport, 'utf8'));
  console.log(`build time: ${seconds.toFixed(1)} s (budget ${BUDGETS.buildSeconds} s)`);
  if (seconds > BUDGETS.buildSeconds)
    failures.push(`build took ${seconds.toFixed(1)} s, over ${BUDGETS.buildSeconds} s`);
} else {
  failures.push('no reports/build.json: build with `npm run build` so its time is recorded');
}

if (failures.length > 0) {
  console.error(`\nBudget exceeded:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
