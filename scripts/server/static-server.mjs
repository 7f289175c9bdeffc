// A small static file server for out/: what a static host or CDN does with the export. It
// answers every request, whatever its url, and keeps serving: a url it cannot read is a 400, a
// file that fails while it streams ends that response only.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('node:http').Server} Server */
/** @typedef {import('node:net').AddressInfo} AddressInfo */

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;

/**
 * Answers with a short plain-text reason: a status the request caused, not a page of the site.
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
function sendText(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(`${text}\n`);
}

/**
 * Streams `file` as the answer, gzipped when it is text and the client takes gzip.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} file
 */
function send(req, res, status, file) {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  // Text is sent gzipped when the client accepts it, as any static host or CDN does.
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': file.includes('/_next/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  if (req.method === 'HEAD') return res.end();
  // A read error or a client gone mid-file ends this response; the server goes on.
  /** @param {NodeJS.ErrnoException | null} error */
  const ended = (error) => {
    if (error && !res.destroyed) res.destroy(error);
  };
  return gzip
    ? pipeline(createReadStream(file), createGzip(), res, ended)
    : pipeline(createReadStream(file), res, ended);
}

/**
 * The file a request's path names under `root` with the path and query as sent, or why it
 * names none: `bad` when the path is not a decodable path inside `root` (a malformed escape, a
 * NUL byte, `..` past the root).
 * @param {string} root
 * @param {string | undefined} rawUrl
 * @returns {{ bad: string } | { bad?: undefined, file: string, urlPath: string, search: string }}
 */
export function requestedPath(root, rawUrl) {
  if (!rawUrl?.startsWith('/')) return { bad: 'the request target is not a path' };
  let url;
  let pathname;
  try {
    // Prefixed rather than resolved against a base: `//host/x` stays a path, not another host.
    url = new URL(`http://localhost${rawUrl}`);
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { bad: 'the path is not a valid url-encoded path' };
  }
  if (pathname.includes('\0')) return { bad: 'the path contains a NUL byte' };
  const base = resolve(root);
  const file = resolve(base, `.${pathname}`);
  if (file !== base && !file.startsWith(base + sep)) return { bad: 'the path leads outside the site' };
  return { file, urlPath: url.pathname, search: url.search };
}

/**
 * The kind of thing at `path`: 'file', 'directory' or undefined (missing, unreadable, a name too long).
 * @param {string} path
 * @returns {Promise<'file' | 'directory' | undefined>}
 */
async function kindOf(path) {
  try {
    const stats = await stat(path);
    return stats.isFile() ? 'file' : stats.isDirectory() ? 'directory' : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Answers one request from the files under `root`.
 * @param {string} root
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
async function answer(root, req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return sendText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
  const target = requestedPath(root, req.url);
  if (target.bad !== undefined) return sendText(res, 400, `Bad Request: ${target.bad}`);
  const { file, urlPath, search } = target;
  const kind = await kindOf(file);
  if (kind === 'file') return send(req, res, 200, file);
  if (kind === 'directory' && (await kindOf(join(file, 'index.html'))) === 'file') {
    if (!urlPath.endsWith('/')) {
      // Directory urls always end with a slash, like the canonical urls: /license -> /license/
      res.writeHead(301, { Location: `${urlPath}/${search}` });
      return res.end();
    }
    return send(req, res, 200, join(file, 'index.html'));
  }
  return send(req, res, 404, join(root, '404.html'));
}

/**
 * Serves `root` on 127.0.0.1; resolves with the server and its url once listening.
 * @param {{ root: string, port?: number, host?: string }} options
 * @returns {Promise<{ server: Server, url: string }>}
 */
export function startStaticServer({ root, port = 0, host = '127.0.0.1' }) {
  const server = createServer((req, res) => {
    answer(root, req, res).catch((error) => {
      // Nothing above should throw; if it does, this request fails and the server stays up.
      console.error(`static server: ${req.method} ${req.url}: ${error.message}`);
      if (!res.headersSent) sendText(res, 500, 'Internal Server Error');
      else res.destroy(error);
    });
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      // Listening on a host and port, the address is an AddressInfo, never a pipe's name.
      const address = /** @type {AddressInfo} */ (server.address());
      resolvePromise({ server, url: `http://${host}:${address.port}` });
    });
  });
}
