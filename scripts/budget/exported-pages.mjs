// The exported site as the budget sees it: which pages there are, of which kind, and the gzip
// size of each page's HTML and of the scripts it loads.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip size of `file` at the default level, which is what the static server sends. */
export const gzipBytes = (/** @type {string} */ file) => gzipSync(readFileSync(file)).length;

/**
 * The file a page url is exported to.
 * @param {string} out
 * @param {string} url
 */
function htmlFile(out, url) {
  return url.endsWith('.html') ? join(out, url) : join(out, url, 'index.html');
}

/**
 * Urls of the content pages: every exported page except home, the not-found page, the app
 * shell, Next's own folders and printable pages.
 * @param {string} out
 * @returns {string[]}
 */
export function contentUrls(out) {
  /** @type {string[]} */
  const urls = [];
  /**
   * @param {string} dir
   * @param {string} url
   */
  const walk = (dir, url) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (
        !statSync(full).isDirectory() ||
        name.startsWith('_') ||
        ['app-shell', '404', 'printable'].includes(name)
      )
        continue;
      if (existsSync(join(full, 'index.html'))) urls.push(`${url}${name}/`);
      walk(full, `${url}${name}/`);
    }
  };
  walk(out, '/');
  return urls;
}

/**
 * Urls of the printable pages, one per section that has one.
 * @param {string} out
 */
export function printableUrls(out) {
  return readdirSync(out)
    .filter((name) => existsSync(join(out, name, 'printable', 'index.html')))
    .map((name) => `/${name}/printable/`);
}

/**
 * The api page with the most HTML bytes, or undefined while the site has no api section.
 * @param {string} out
 * @param {string[]} urls
 */
export function longestApiUrl(out, urls) {
  const api = urls.filter((url) => url.startsWith('/api/'));
  if (api.length === 0) return undefined;
  const size = (/** @type {string} */ url) => statSync(htmlFile(out, url)).size;
  return api.reduce((a, b) => (size(b) > size(a) ? b : a));
}

/**
 * Gzip bytes of a page's HTML and of the module scripts the HTML loads, and the bytes of the
 * React payload inlined in the HTML (`self.__next_f.push(…)` scripts), which the browser parses
 * and hydrates on the main thread.
 * @param {string} out
 * @param {string} url
 */
export function measureRoute(out, url) {
  const html = readFileSync(htmlFile(out, url), 'utf8');
  const payload = [...html.matchAll(/<script>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)].reduce(
    (total, match) => total + Buffer.byteLength(match[1] ?? ''),
    0,
  );
  // Module scripts only: `noModule` polyfills are never fetched by the browsers the site targets.
  const tags = [...html.matchAll(/<script src="([^"]+)"([^>]*)>/g)].filter(
    (m) => !/noModule/i.test(m[2] ?? ''),
  );
  const preloads = [...html.matchAll(/<link rel="preload" as="script"[^>]* href="([^"]+)"/g)];
  // Both patterns capture the src, so every match has its group 1.
  const scripts = new Set([...tags, ...preloads].map((m) => m[1] ?? ''));
  const js = [...scripts].reduce((total, src) => total + gzipBytes(join(out, src)), 0);
  return { url, html: gzipBytes(htmlFile(out, url)), js, scripts: scripts.size, payload };
}
