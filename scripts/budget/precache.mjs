// What the service worker precaches, read from the manifest workbox injected into out/sw.js.
// The worker's own code changes (hand-written today, a webpack bundle tomorrow), so nothing here
// depends on how the manifest is assigned: it is the JSON array of `{ url, revision }` objects
// that replaced `self.__WB_MANIFEST`, wherever it sits.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipBytes } from './exported-pages.mjs';

/**
 * The end of the JSON array that opens at `start`, or -1 if it does not close.
 * @param {string} text
 * @param {number} start
 */
function arrayEnd(text, start) {
  let depth = 0;
  let inString = false;
  for (let at = start; at < text.length; at += 1) {
    const char = text[at];
    if (inString) {
      if (char === '\\') at += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') depth += 1;
    else if (char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0) return at + 1;
    }
  }
  return -1;
}

/** @typedef {{ url: string, revision: string | null }} ManifestEntry */

/**
 * @param {unknown} value
 * @returns {value is ManifestEntry[]}
 */
const isManifest = (value) =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((entry) => typeof entry?.url === 'string' && 'revision' in entry);

/**
 * The precache manifest injected into a service worker's source: the largest such array.
 * @param {string} source
 * @returns {ManifestEntry[]}
 */
function findManifest(source) {
  /** @type {ManifestEntry[]} */
  let manifest = [];
  // workbox-build writes the array with JSON.stringify, so its objects open with a quoted key.
  for (const match of source.matchAll(/\[\s*\{\s*"/g)) {
    const end = arrayEnd(source, match.index);
    if (end < 0) continue;
    try {
      const value = /** @type {unknown} */ (JSON.parse(source.slice(match.index, end)));
      if (isManifest(value) && value.length > manifest.length) manifest = value;
    } catch {
      // An array literal of the worker's own code that is not JSON: not the manifest.
    }
  }
  if (manifest.length === 0)
    throw new Error('no precache manifest (a JSON array of { url, revision }) in sw.js');
  return manifest;
}

/** @param {string} url */
function kindOf(url) {
  if (url.endsWith('.html')) return 'page HTML';
  if (url.startsWith('_next/')) return `Next ${url.slice(url.lastIndexOf('.'))} files`;
  if (url === 'search-index.json') return 'search index';
  return 'icons and manifest';
}

/**
 * Files and bytes (raw and gzip) the service worker precaches, in total and by kind.
 * @param {string} out
 */
export function measurePrecache(out) {
  const manifest = findManifest(readFileSync(join(out, 'sw.js'), 'utf8'));
  /** @type {Map<string, { files: number, bytes: number, gzipBytes: number }>} */
  const kinds = new Map();
  for (const { url } of manifest) {
    const path = new URL(url, 'https://site/').pathname;
    const file = join(out, decodeURIComponent(path));
    const entry = kinds.get(kindOf(path.slice(1))) ?? { files: 0, bytes: 0, gzipBytes: 0 };
    entry.files += 1;
    entry.bytes += readFileSync(file).length;
    entry.gzipBytes += gzipBytes(file);
    kinds.set(kindOf(path.slice(1)), entry);
  }
  const byKind = [...kinds]
    .map(([kind, entry]) => ({ kind, ...entry }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  /** @param {'files' | 'bytes' | 'gzipBytes'} key */
  const sum = (key) => byKind.reduce((total, entry) => total + entry[key], 0);
  return { files: sum('files'), bytes: sum('bytes'), gzipBytes: sum('gzipBytes'), byKind };
}
