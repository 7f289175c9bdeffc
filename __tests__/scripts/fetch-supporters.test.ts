import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSupportersFile } from '@/lib/sponsors/data';

// The command `npm run fetch:supporters` runs, with this process's node.
const COMMAND = (
  JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts['fetch:supporters']!.split(' ');
const PREVIOUS = `${JSON.stringify({ fetchedAt: '2026-01-01T00:00:00.000Z', supporters: [] })}\n`;
const FIXTURE = readFileSync(
  join(__dirname, '..', 'fixtures', 'opencollective', 'supporters-response.json'),
  'utf8',
);

/** Runs the fetch script against `api`, with a data file that already holds PREVIOUS. */
function run(api: string): Promise<{ code: number; stderr: string; file: string; body: string }> {
  const file = join(mkdtempSync(join(tmpdir(), 'supporters-')), 'supporters.json');
  writeFileSync(file, PREVIOUS);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      COMMAND.slice(1),
      { env: { ...process.env, OPEN_COLLECTIVE_API: api, SUPPORTERS_FILE: file } },
      (error, _stdout, stderr) =>
        resolve({
          code: error?.code === undefined ? 0 : Number(error.code),
          stderr,
          file,
          body: readFileSync(file, 'utf8'),
        }),
    );
  });
}

/** A fake Open Collective answering every request with `handler`. */
async function fakeApi(
  handler: RequestListener,
): Promise<{ url: string; server: Server; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push(body);
      handler(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql/v2`, server, requests };
}

describe('npm run fetch:supporters', () => {
  it('writes the supporters with totals, monthly averages over the last year and first donations', async () => {
    const api = await fakeApi((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(FIXTURE),
    );
    const result = await run(api.url);
    api.server.close();
    expect(result.code).toBe(0);
    const query = JSON.parse(api.requests[0] ?? '{}');
    expect(query.variables.slug).toBe('webpack');
    expect(Date.now() - Date.parse(query.variables.dateFrom)).toBeGreaterThan(364 * 86400000);
    const written = JSON.parse(result.body);
    expect(written.supporters).toEqual([
      {
        name: 'Fixture Company',
        slug: 'fixture-company',
        website: 'https://example.com',
        avatar: 'https://images.example.com/fixture-company.png',
        totalDonations: 60000,
        monthlyAverage: 200,
        firstDonation: '2019-03-01T10:00:00.000Z',
      },
      {
        name: 'Fixture Person',
        slug: 'fixture-person',
        totalDonations: 25,
        monthlyAverage: 2.08,
        firstDonation: '2026-11-10T08:30:00.000Z',
      },
    ]);
  });

  it('makes odd website values web urls or leaves them out, so the site can read what it writes', async () => {
    const odd = JSON.parse(FIXTURE);
    const members = odd.data.collective.members.nodes;
    members[0].account.website = ' example.org/team ';
    members[1].account.website = 'javascript:alert(1)';
    members[1].account.imageUrl = 'not a url';
    members[2].account.website = 'example.org/team';
    const api = await fakeApi((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(odd)),
    );
    const result = await run(api.url);
    api.server.close();
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const { supporters } = parseSupportersFile(result.body, result.file);
    expect(supporters.map(({ slug, website, avatar }) => ({ slug, website, avatar }))).toEqual([
      {
        slug: 'fixture-company',
        website: 'https://example.org/team',
        avatar: 'https://images.example.com/fixture-company.png',
      },
      { slug: 'fixture-person', website: undefined, avatar: undefined },
    ]);
  });

  it('writes nothing the site could not read: names the problem, fails, and keeps the previous file', async () => {
    const nameless = JSON.parse(FIXTURE);
    nameless.data.collective.members.nodes[1].account.slug = '';
    const api = await fakeApi((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(nameless)),
    );
    const result = await run(api.url);
    api.server.close();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/does not make a supporters file the site can read: .*supporters\.1\.slug/);
    expect(result.body).toBe(PREVIOUS);
  });

  it('on a rate limit, says so, fails, and keeps the previous file', async () => {
    const api = await fakeApi((_req, res) => res.writeHead(429).end('slow down'));
    const result = await run(api.url);
    api.server.close();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/rate limiting these requests \(HTTP 429\)/);
    expect(result.stderr).toMatch(/Kept .* as it was/);
    expect(result.body).toBe(PREVIOUS);
  });

  it('on a malformed response, names what is wrong, fails, and keeps the previous file', async () => {
    const broken = JSON.parse(FIXTURE);
    broken.data.collective.members.nodes[0].totalDonations.currency = 'EUR';
    const api = await fakeApi((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(broken)),
    );
    const result = await run(api.url);
    api.server.close();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /unexpected response .*: data\.collective\.members\.nodes\.0\.totalDonations\.currency/,
    );
    expect(result.body).toBe(PREVIOUS);
  });

  it('on a network error, says the API cannot be reached, fails, and keeps the previous file', async () => {
    const api = await fakeApi(() => undefined);
    api.server.close();
    const result = await run(api.url);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/could not reach http:\/\/127\.0\.0\.1:\d+\/graphql\/v2 \(ECONNREFUSED\)/);
    expect(result.body).toBe(PREVIOUS);
  });
});
