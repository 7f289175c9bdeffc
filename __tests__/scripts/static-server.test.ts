import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer } from '../../scripts/server/static-server.mjs';

const SECRET = 'outside the site root';

/** A site folder with a page, a text file and a 404 page, beside a file it must never serve. */
function siteFolder(): string {
  const parent = mkdtempSync(join(tmpdir(), 'static-server-'));
  writeFileSync(join(parent, 'secret.txt'), SECRET);
  const root = join(parent, 'site');
  mkdirSync(join(root, 'guide'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(root, 'guide', 'index.html'), '<h1>guide</h1>');
  writeFileSync(join(root, 'notes.txt'), 'notes');
  writeFileSync(join(root, '404.html'), '<h1>not found</h1>');
  return root;
}

interface Answer {
  status: number;
  location?: string;
  body: string;
}

/** Sends `path` exactly as written (no normalising client in between) and reads the answer. */
function get(origin: string, path: string, method = 'GET'): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the static server', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const started = await startStaticServer({ root: siteFolder() });
    server = started.server;
    origin = started.url;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves files and folder pages, redirects a folder without its slash, and answers 404 otherwise', async () => {
    expect(await get(origin, '/')).toMatchObject({ status: 200, body: '<h1>home</h1>' });
    expect(await get(origin, '/guide/')).toMatchObject({ status: 200, body: '<h1>guide</h1>' });
    expect(await get(origin, '/guide?x=1')).toMatchObject({ status: 301, location: '/guide/?x=1' });
    expect(await get(origin, '/notes.txt')).toMatchObject({ status: 200, body: 'notes' });
    expect(await get(origin, '/no-such-page/')).toMatchObject({ status: 404, body: '<h1>not found</h1>' });
  });

  it.each(['/%E0%A4%A', '/%', '/%zz/', '/guide/%C0%AF', '/%E0%A4%A?q=1'])(
    'answers 400 to the malformed escape %s and keeps serving',
    async (path) => {
      const answer = await get(origin, path);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatch(/^Bad Request: the path is not a valid url-encoded path/);
      expect((await get(origin, '/guide/')).status).toBe(200);
    },
  );

  it('never serves a file outside the root, however `..` is written', async () => {
    // The WHATWG url parser resolves dot segments, `%2e` ones too, so these stay inside the site.
    expect(await get(origin, '/../secret.txt')).toMatchObject({ status: 404 });
    expect(await get(origin, '/guide/../../secret.txt')).toMatchObject({ status: 404 });
    expect(await get(origin, '/%2e%2e/secret.txt')).toMatchObject({ status: 404 });
    for (const path of ['/%2e%2e/secret.txt', '/guide/..%2f..%2fsecret.txt', '/%2E%2E%5Csecret.txt']) {
      const answer = await get(origin, path);
      expect(answer.body).not.toContain(SECRET);
      expect([400, 404]).toContain(answer.status);
    }
    // An encoded slash is no segment for the url parser, but decoded it would climb out.
    expect(await get(origin, '/guide/..%2f..%2fsecret.txt')).toMatchObject({
      status: 400,
      body: 'Bad Request: the path leads outside the site\n',
    });
  });

  it('answers 400 to a NUL byte and to a target that is not a path, 405 to other methods', async () => {
    expect((await get(origin, '/notes.txt%00.html')).status).toBe(400);
    expect((await get(origin, '*', 'OPTIONS')).status).toBe(405);
    expect((await get(origin, '/', 'POST')).status).toBe(405);
    expect((await get(origin, '/', 'HEAD')).status).toBe(200);
  });

  it('answers very long urls: a name too long for the file system is not found; past the header limit, 431', async () => {
    expect((await get(origin, `/${'a'.repeat(4000)}`)).status).toBe(404);
    expect((await get(origin, `/guide/${'b/'.repeat(3000)}`)).status).toBe(404);
    expect((await get(origin, `/${'c'.repeat(20_000)}`)).status).toBe(431);
    expect((await get(origin, '/guide/')).status).toBe(200);
  });

  it('answers each of 200 concurrent requests, good and bad, and stays up', async () => {
    const paths = ['/', '/guide/', '/guide', '/%E0%A4%A', '/..%2fsecret.txt', '/missing/'];
    const expected = [200, 200, 301, 400, 400, 404];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => get(origin, paths[index % paths.length]!)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(
      Array.from({ length: 200 }, (_, index) => expected[index % expected.length]),
    );
    expect(server.listening).toBe(true);
    expect((await get(origin, '/')).status).toBe(200);
  });
});
