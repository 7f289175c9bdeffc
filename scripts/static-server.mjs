// A small static file server for out/: what a static host or CDN does with the export.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';

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
  const stream = createReadStream(file);
  return gzip ? stream.pipe(createGzip()).pipe(res) : stream.pipe(res);
}

/** Serves `root` on 127.0.0.1; resolves with the server and its url once listening. */
export function startStaticServer({ root, port = 0, host = '127.0.0.1' }) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path);
    if (existsSync(file) && statSync(file).isFile()) return send(req, res, 200, file);
    if (existsSync(join(file, 'index.html'))) {
      if (!url.pathname.endsWith('/')) {
        // Directory urls always end with a slash, like the canonical urls: /license -> /license/
        res.writeHead(301, { Location: `${url.pathname}/${url.search}` });
        return res.end();
      }
      return send(req, res, 200, join(file, 'index.html'));
    }
    return send(req, res, 404, join(root, '404.html'));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({ server, url: `http://${host}:${address.port}` });
    });
  });
}
