// The search index's size and the dialog's query time, measured with the dialog's own engine
// loading the exported index exactly as the dialog does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSearchEngine } from '../../lib/search/engine.ts';
import { gzipBytes } from './exported-pages.mjs';

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

/**
 * The `p`th percentile of `sorted` (ascending).
 * @param {number[]} sorted
 * @param {number} p
 */
const percentile = (sorted, p) => {
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  if (value === undefined) throw new Error('search: no query times to take a percentile of');
  return value;
};

/**
 * Gzip bytes of out/search-index.json, its section count, load time and query times (median, p95).
 * @param {string} out
 */
export function measureSearch(out) {
  const file = join(out, 'search-index.json');
  const serialized = readFileSync(file, 'utf8');
  const loadStarted = performance.now();
  const engine = loadSearchEngine(serialized);
  const loadMs = performance.now() - loadStarted;
  // A first pass warms the JIT, as a reader's second query would be.
  for (const query of QUERIES) engine.search(query);
  const timings = QUERIES.map((query) => {
    const started = performance.now();
    engine.search(query);
    return performance.now() - started;
  }).sort((a, b) => a - b);
  return {
    gzipBytes: gzipBytes(file),
    sections: engine.size,
    loadMs,
    queries: QUERIES.length,
    medianMs: percentile(timings, 50),
    p95Ms: percentile(timings, 95),
  };
}
