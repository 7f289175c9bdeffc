// `node scripts/budget/deploy-check.mjs`: what a deploy costs a returning reader, and how long the
// rebuild takes. Rebuilds the project's tracked files in a temporary copy, from the last
// build's caches, with one paragraph added to one page, and compares the build with out/ (built
// by `npm run build` first): every file must be byte-identical but the few that show that page
// (so builds are reproducible, whatever the folder and the caches, and a page's body stays out
// of the other pages' files), and the precache manifest names the files a returning reader's
// service worker downloads again. Writes reports/deploy.json for `npm run budget`.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { WORKER_CACHE } from '../build/generate-sw.mjs';
import { commandLine, isMain } from '../shared/main.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** @typedef {{ [step: string]: number }} BuildSteps each build step's seconds, as reports/build.json records them */
/** @typedef {{ url: string, bytes: number, gzipBytes: number }} ChangedEntry */
/**
 * @typedef {object} DeployResult
 * @property {number} identicalFiles
 * @property {string[]} differentFiles
 * @property {{ [path: string]: ReturnType<typeof firstDifference> }} unexpectedDifferences
 * @property {ChangedEntry[]} changedEntries
 * @property {number} swBytes
 * @property {number} swGzipBytes
 * @property {number} buildSeconds
 * @property {BuildSteps} buildSteps
 */

/** The page the one-page deploy changes, and the paragraph it gains. */
export const CHANGED_PAGE = {
  file: 'content/concepts/why-webpack.mdx',
  url: '/concepts/why-webpack/',
  paragraph:
    'Whichever way you start, the choice can be revisited: code written as ES modules runs natively in current browsers, and webpack can bundle the same files unchanged once the needs above appear.',
};

// zlib's default level, as the static server sends and as `npm run budget` measures every other file.
const gzipBytes = (/** @type {Buffer} */ buffer) => gzipSync(buffer).length;

/** Copies the files git tracks in `root` into `copy`, with `node_modules` hard-linked (Turbopack does not follow a symlinked one).
 * @param {string} root
 * @param {string} copy
 */
function copyProject(root, copy) {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  for (const file of tracked.filter(Boolean)) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file));
  }
  execFileSync('cp', ['-al', join(root, 'node_modules'), join(copy, 'node_modules')]);
}

/** What a rebuild starts from: the compiled pages (lib/content/page-cache.ts), Next's own cache and the worker's bundle. */
const BUILD_CACHES = ['.cache/content', '.next/cache', relative(ROOT, WORKER_CACHE)];

/**
 * Copies the caches of `root`'s last build into `copy`, as a deploy that keeps them between builds has.
 * @param {string} root
 * @param {string} copy
 */
function copyBuildCaches(root, copy) {
  for (const cache of BUILD_CACHES) {
    if (existsSync(join(root, cache))) cpSync(join(root, cache), join(copy, cache), { recursive: true });
  }
}

/**
 * Runs `npm run build`'s script in `folder`; returns its duration in seconds, or throws with its output.
 * @param {string} folder
 */
function build(folder) {
  const started = Date.now();
  const result = spawnSync('node', ['scripts/build/build.mjs'], {
    cwd: folder,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    throw new Error(`build in ${folder} failed:\n${result.stdout}\n${result.stderr}`.slice(-4000));
  }
  return (Date.now() - started) / 1000;
}

/**
 * Paths of every file under `folder`, relative to it, with forward slashes.
 * @param {string} folder
 * @returns {string[]}
 */
function filesUnder(folder) {
  // lib/files.ts's, restated: this script runs under plain Node, which cannot import TypeScript.
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * Files that are missing from one folder or whose bytes differ, sorted.
 * @param {string} a
 * @param {string} b
 */
function differentFiles(a, b) {
  const paths = [...new Set([...filesUnder(a), ...filesUnder(b)])].sort();
  return paths.filter(
    (path) =>
      !existsSync(join(a, path)) ||
      !existsSync(join(b, path)) ||
      !readFileSync(join(a, path)).equals(readFileSync(join(b, path))),
  );
}

/**
 * Where two versions of a file first differ: the byte offset and some text of each around it.
 * @param {Buffer} a
 * @param {Buffer} b
 */
function firstDifference(a, b) {
  let offset = 0;
  while (offset < a.length && offset < b.length && a[offset] === b[offset]) offset += 1;
  const around = (/** @type {Buffer} */ buffer) =>
    buffer.subarray(Math.max(0, offset - 160), offset + 160).toString('utf8');
  return { offset, sizes: [a.length, b.length], deployed: around(a), rebuilt: around(b) };
}

/**
 * The precache manifest injected into `outDir/sw.js`: url → revision (null for Next's hashed files).
 * @param {string} outDir
 * @returns {Map<string, string | null>}
 */
function precacheManifest(outDir) {
  // workbox-build injects the manifest as JSON with sorted keys, so each entry starts with "revision".
  const injected = readFileSync(join(outDir, 'sw.js'), 'utf8').match(/\[\{"revision":.*?\}\]/s);
  if (!injected) throw new Error(`no precache manifest in ${join(outDir, 'sw.js')}`);
  const entries = /** @type {{ url: string, revision: string | null }[]} */ (JSON.parse(injected[0]));
  return new Map(entries.map((entry) => [entry.url, entry.revision]));
}

/** The files of out/ that may differ after CHANGED_PAGE changes: the page, its Markdown, its section's printable page, the full text for language models, the search index's manifest and the worker's manifest. */
export const FILES_SHOWING_CHANGED_PAGE = [
  'concepts/printable/index.html',
  `${CHANGED_PAGE.url.slice(1)}index.html`,
  `${CHANGED_PAGE.url.slice(1)}index.html.md`,
  'llms-full.txt',
  'search-index.json',
  'sw.js',
];

/** Search files are named by their content: those that hold the page are replaced by new names. */
export const SEARCH_FILES = /^search\/[0-9a-f]+\.json$/;

/**
 * True for a file of out/ that may differ after CHANGED_PAGE changes.
 * @param {string} path
 */
export const showsChangedPage = (path) =>
  FILES_SHOWING_CHANGED_PAGE.includes(path) || SEARCH_FILES.test(path);

/**
 * Builds the tracked files in a temporary copy with CHANGED_PAGE's paragraph, from the caches of
 * `root`'s last build (a one-page rebuild), and compares it with `root/out`; returns the files that differ, and the
 * files a returning reader's worker downloads again (changed precache entries and new search files), with their sizes.
 * @returns {DeployResult}
 */
export function checkDeploy(root = ROOT) {
  const out = join(root, 'out');
  const copy = mkdtempSync(join(tmpdir(), 'webpack-docs-deploy-check-'));
  try {
    copyProject(root, copy);
    copyBuildCaches(root, copy);
    appendFileSync(join(copy, CHANGED_PAGE.file), `\n${CHANGED_PAGE.paragraph}\n`);
    const buildSeconds = build(copy);
    // Each step's time, as the copy's build recorded it.
    const buildSteps = /** @type {{ steps: BuildSteps }} */ (
      JSON.parse(readFileSync(join(copy, 'reports', 'build.json'), 'utf8'))
    ).steps;
    const different = differentFiles(out, join(copy, 'out'));
    const identicalFiles =
      filesUnder(out).length - different.filter((path) => existsSync(join(out, path))).length;
    const deployed = precacheManifest(out);
    // What the new worker downloads: the precache entries whose revision changed, and the search
    // files it caches (sw/service-worker.js) that the deployed site did not have.
    const changedUrls = [
      ...[...precacheManifest(join(copy, 'out'))]
        .filter(([url, revision]) => !deployed.has(url) || deployed.get(url) !== revision)
        .map(([url]) => url),
      ...different.filter((path) => SEARCH_FILES.test(path) && !existsSync(join(out, path))),
    ];
    const changedEntries = changedUrls.map((url) => {
      const file = readFileSync(join(copy, 'out', url));
      return { url: `/${url}`, bytes: file.length, gzipBytes: gzipBytes(file) };
    });
    const sw = readFileSync(join(copy, 'out', 'sw.js'));
    // Where each file that should have stayed identical differs, so a failure says why.
    const unexpectedDifferences = Object.fromEntries(
      different
        .filter((path) => !showsChangedPage(path))
        .filter((path) => existsSync(join(out, path)) && existsSync(join(copy, 'out', path)))
        .map((path) => [
          path,
          firstDifference(readFileSync(join(out, path)), readFileSync(join(copy, 'out', path))),
        ]),
    );
    return {
      identicalFiles,
      differentFiles: different,
      unexpectedDifferences,
      changedEntries,
      swBytes: sw.length,
      swGzipBytes: gzipBytes(sw),
      buildSeconds,
      buildSteps,
    };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * Writes `root/reports/deploy.json`: what a returning reader downloads after the one-page deploy.
 * @param {DeployResult} result
 * @param {string} root
 */
export function writeDeployReport(result, root = ROOT) {
  const { identicalFiles, changedEntries, swBytes, swGzipBytes, buildSeconds, buildSteps } = result;
  const totalGzipBytes = changedEntries.reduce((total, entry) => total + entry.gzipBytes, swGzipBytes);
  // buildSeconds: the copy's build, a rebuild after one page changed, from the last build's caches.
  const report = {
    identicalFiles,
    changedEntries,
    swBytes,
    swGzipBytes,
    totalGzipBytes,
    buildSeconds,
    buildSteps,
  };
  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(join(root, 'reports', 'deploy.json'), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}

if (isMain(import.meta.url)) {
  commandLine(import.meta.url, 'node scripts/budget/deploy-check.mjs', { options: {} });
  const result = checkDeploy();
  const report = writeDeployReport(result);
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const unexpected = result.differentFiles.filter((path) => !showsChangedPage(path));
  console.log(
    `${report.identicalFiles} files identical; different: ${result.differentFiles.join(', ')}` +
      (unexpected.length > 0 ? ` (unexpected: ${unexpected.slice(0, 10).join(', ')})` : ''),
  );
  for (const entry of report.changedEntries) {
    console.log(`one-page deploy: ${entry.url} ${kb(entry.bytes)}, ${kb(entry.gzipBytes)} gzip`);
  }
  console.log(
    `a returning reader downloads ${kb(report.totalGzipBytes)} gzip (sw.js ${kb(report.swGzipBytes)}); ` +
      `the one-page rebuild took ${result.buildSeconds.toFixed(1)} s`,
  );
  if (unexpected.length > 0) {
    console.error(JSON.stringify(result.unexpectedDifferences, null, 2));
    process.exit(1);
  }
}
