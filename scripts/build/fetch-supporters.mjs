// `npm run fetch:supporters`: the webpack collective's supporters from Open Collective's public
// GraphQL API (v2), written to data/supporters.json for the home page. Members give each
// supporter's total; the last year's transactions give their monthly average. On any failure
// it says what went wrong, exits non-zero and leaves the previous file as it was. What it
// writes is checked with the schema the site reads the file with (lib/sponsors/data.ts, through
// the tsx loader), so an odd value from the API can never break the next build.
import { renameSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { serializeSupportersFile, webLink } from '../../lib/sponsors/data.ts';
import { commandLine } from '../shared/main.mjs';

commandLine(import.meta.url, 'npm run fetch:supporters', { options: {} });

const API = process.env.OPEN_COLLECTIVE_API ?? 'https://api.opencollective.com/graphql/v2';
const FILE = process.env.SUPPORTERS_FILE ?? 'data/supporters.json';
const SLUG = 'webpack';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const QUERY = `query Supporters($slug: String!, $dateFrom: DateTime!) {
  collective(slug: $slug) {
    members(role: [BACKER], limit: 5000) {
      nodes {
        createdAt
        account { name slug website imageUrl }
        totalDonations { value currency }
      }
    }
  }
  transactions(account: { slug: $slug }, type: CREDIT, dateFrom: $dateFrom, limit: 10000) {
    nodes {
      amount { value currency }
      fromAccount { slug }
    }
  }
}`;

const amount = z.object({ value: z.number(), currency: z.literal('USD') });
const response = z.object({
  data: z.object({
    collective: z.object({
      members: z.object({
        nodes: z.array(
          z.object({
            createdAt: z.string().datetime({ offset: true }),
            account: z.object({
              name: z.string(),
              slug: z.string(),
              website: z.string().nullable().optional(),
              imageUrl: z.string().nullable().optional(),
            }),
            totalDonations: amount,
          }),
        ),
      }),
    }),
    transactions: z.object({
      nodes: z.array(z.object({ amount, fromAccount: z.object({ slug: z.string() }).nullable() })),
    }),
  }),
});

/**
 * Says what went wrong and exits non-zero, the previous file untouched.
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`fetch:supporters: ${message}\nKept ${FILE} as it was.`);
  process.exit(1);
}

let reply;
try {
  reply = await fetch(API, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      query: QUERY,
      variables: { slug: SLUG, dateFrom: new Date(Date.now() - YEAR_MS).toISOString() },
    }),
    signal: AbortSignal.timeout(60000),
  });
} catch (error) {
  // fetch rejects with a TypeError whose cause carries the system error's code (ENOTFOUND, …).
  const failure = /** @type {Error & { cause?: { code?: string } }} */ (error);
  fail(`could not reach ${API} (${failure.cause?.code ?? failure.message}). No network, or the API is down.`);
}
if (reply.status === 429)
  fail('Open Collective is rate limiting these requests (HTTP 429); try again later.');
if (!reply.ok) fail(`${API} answered HTTP ${reply.status} ${reply.statusText}.`);

let body;
try {
  body = await reply.json();
} catch {
  fail(`${API} did not answer with JSON.`);
}
const parsed = response.safeParse(body);
if (!parsed.success) {
  const issue = parsed.error.issues[0];
  fail(`unexpected response from ${API}: ${issue?.path.join('.') || 'body'} ${issue?.message}.`);
}

// A supporter's monthly average: what they gave in the last year, over twelve months.
const lastYear = new Map();
for (const { amount: paid, fromAccount } of parsed.data.data.transactions.nodes) {
  if (fromAccount) lastYear.set(fromAccount.slug, (lastYear.get(fromAccount.slug) ?? 0) + paid.value);
}
const bySlug = new Map();
for (const member of parsed.data.data.collective.members.nodes) {
  const { account } = member;
  const previous = bySlug.get(account.slug);
  // A supporter can appear once per tier; keep one entry with the earliest first donation.
  if (previous && previous.firstDonation <= member.createdAt) continue;
  // Members type their website freely (`example.com`, ` `): what is not a web url is left out,
  // and the home page links their Open Collective profile instead.
  const website = webLink(account.website);
  const avatar = webLink(account.imageUrl);
  bySlug.set(account.slug, {
    name: account.name.trim() || account.slug,
    slug: account.slug,
    ...(website ? { website } : {}),
    ...(avatar ? { avatar } : {}),
    totalDonations: Math.max(member.totalDonations.value, previous?.totalDonations ?? 0),
    monthlyAverage: Math.round(((lastYear.get(account.slug) ?? 0) / 12) * 100) / 100,
    firstDonation: new Date(member.createdAt).toISOString(),
  });
}
const supporters = [...bySlug.values()].sort((a, b) => b.totalDonations - a.totalDonations);
let text;
try {
  text = serializeSupportersFile({ fetchedAt: new Date().toISOString(), supporters }, FILE);
} catch (error) {
  fail(
    `the answer does not make a supporters file the site can read: ${error instanceof Error ? error.message : String(error)}.`,
  );
}
const temporary = `${FILE}.tmp`;
writeFileSync(temporary, text);
renameSync(temporary, FILE);
console.log(`fetch:supporters: wrote ${supporters.length} supporters to ${FILE}`);
