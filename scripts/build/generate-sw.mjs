// Writes out/sw.js: sw/service-worker.js bundled by webpack with the workbox modules it imports,
// then the precache manifest of out/ injected by workbox-build. Prints what is precached;
// fails the build if the worker cannot be bundled or the manifest cannot be made.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { injectManifest } from 'workbox-build';
import { commandLine, isMain } from '../shared/main.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Bundled workers by a hash of what they are built from: a rebuild with the same inputs reuses one. */
export const WORKER_CACHE = join(ROOT, '.cache', 'sw-bundle');
/** What the bundle is built from: its source, this script (the configuration) and the locked packages. */
const WORKER_INPUTS = ['sw/service-worker.js', 'scripts/build/generate-sw.mjs', 'package-lock.json'];

/** A sha256 of the worker's inputs; unlike webpack's own cache, it holds in any folder. */
function workerKey() {
  const hash = createHash('sha256');
  for (const input of WORKER_INPUTS) hash.update(`${input}\0`).update(readFileSync(join(ROOT, input)));
  return hash.digest('hex');
}

/**
 * Bundles the worker's source into `folder/sw.js`; rejects with webpack's errors and warnings.
 * @param {string} folder
 * @returns {Promise<string>}
 */
function bundleWorker(folder) {
  const compiler = webpack({
    context: ROOT,
    entry: './sw/service-worker.js',
    target: 'webworker',
    mode: 'production',
    devtool: false,
    output: { path: folder, filename: 'sw.js' },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error || !stats) return reject(error);
        if (stats.hasErrors() || stats.hasWarnings()) {
          return reject(new Error(stats.toString({ all: false, errors: true, warnings: true })));
        }
        return resolve(join(folder, 'sw.js'));
      });
    });
  });
}

/** The bundled worker for the current inputs: from the cache, or bundled now and kept there. */
async function bundledWorker() {
  const cached = join(WORKER_CACHE, `${workerKey()}.js`);
  if (existsSync(cached)) return cached;
  const bundleDir = mkdtempSync(join(tmpdir(), 'webpack-docs-sw-'));
  try {
    const bundle = await bundleWorker(bundleDir);
    // A fresh cache folder: bundles of older inputs are never read again.
    rmSync(WORKER_CACHE, { recursive: true, force: true });
    mkdirSync(WORKER_CACHE, { recursive: true });
    copyFileSync(bundle, cached);
    return cached;
  } finally {
    rmSync(bundleDir, { recursive: true, force: true });
  }
}

/** Writes `outDir/sw.js` precaching the files of `outDir`; resolves with their count and size. */
export async function writeServiceWorker(outDir = join(ROOT, 'out')) {
  const { count, size, warnings } = await injectManifest({
    swSrc: await bundledWorker(),
    swDest: join(outDir, 'sw.js'),
    globDirectory: outDir,
    // What reading offline needs: every page's HTML, the scripts and styles, icons, manifest,
    // and the search index's manifest. The files it names (search/<content hash>.json) are
    // cached by the worker at run time, not precached (sw/service-worker.js says why).
    // Next's segment payloads (*.txt) are cached at run time instead: offline, a navigation
    // without its payload falls back to a document load, which the precached HTML answers.
    // The Markdown copies (<url>index.html.md, llms.txt, llms-full.txt) are for tools and the
    // occasional reader: precaching them would double what every visitor downloads.
    globPatterns: [
      '**/*.html',
      '_next/static/**/*.{js,css,woff2}',
      'icons/*',
      'manifest.json',
      'search-index.json',
    ],
    // Printable pages repeat their section's pages, which are precached one by one; the two
    // copies of the not-found page that Next writes besides 404.html are not served.
    globIgnores: ['**/printable/**', '_not-found/**', '404/**'],
    // Next's hashed files carry their revision in the name already.
    dontCacheBustURLsMatching: /^_next\/static\//,
  });
  if (warnings.length > 0) throw new Error(warnings.join('; '));
  return { count, size };
}

if (isMain(import.meta.url)) {
  commandLine(import.meta.url, 'node scripts/build/generate-sw.mjs', { options: {} });
  try {
    const { count, size } = await writeServiceWorker();
    console.log(`service worker: out/sw.js precaches ${count} files, ${(size / 1024 / 1024).toFixed(1)} MB`);
  } catch (error) {
    console.error(`service worker: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
