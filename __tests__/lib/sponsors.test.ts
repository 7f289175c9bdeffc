import {
  BACKERS_SHOWN,
  LATEST_MAX,
  formatDollars,
  initialView,
  AMOUNT_RANKS,
  rankOf,
  rankRange,
  rankSupporters,
  seededRandom,
  type Supporter,
} from '@/lib/sponsors/ranks';
import { SPONSOR_MONTHLY_CHANCE } from '@/lib/site';
import { parseSupportersFile, serializeSupportersFile, webLink } from '@/lib/sponsors/data';

const NOW = new Date('2026-11-21T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86400000).toISOString();
const supporter = (
  slug: string,
  totalDonations: number,
  monthlyAverage: number,
  firstDonation = daysAgo(400),
): Supporter => ({
  name: slug,
  slug,
  totalDonations,
  monthlyAverage,
  firstDonation,
});

describe('rank thresholds', () => {
  it.each([
    [50000, 'platinum'],
    [49999.99, 'gold'],
    [10000, 'gold'],
    [9999, 'silver'],
    [2000, 'silver'],
    [1999, 'bronze'],
    [200, 'bronze'],
    [199.99, 'backer'],
    [1, 'backer'],
    [0.5, undefined],
  ])('a total of $%d is %s', (amount, rank) => expect(rankOf(amount, 'total')).toBe(rank));

  it.each([
    [2500, 'platinum'],
    [2499, 'gold'],
    [500, 'gold'],
    [499, 'silver'],
    [100, 'silver'],
    [99, 'bronze'],
    [10, 'bronze'],
    [9.99, 'backer'],
    [1, 'backer'],
    [0, undefined],
  ])('a monthly average of $%d is %s', (amount, rank) => expect(rankOf(amount, 'monthly')).toBe(rank));
});

describe('rankRange', () => {
  it("spans from a rank's minimum to the next rank's, platinum without an end", () => {
    expect(AMOUNT_RANKS.map((rank) => rankRange(rank, 'total'))).toEqual([
      { from: 50000 },
      { from: 10000, under: 50000 },
      { from: 2000, under: 10000 },
      { from: 200, under: 2000 },
      { from: 1, under: 200 },
    ]);
    expect(rankRange('gold', 'monthly')).toEqual({ from: 500, under: 2500 });
  });

  it('agrees with rankOf at both ends', () => {
    for (const view of ['total', 'monthly'] as const) {
      for (const rank of AMOUNT_RANKS) {
        const { from, under } = rankRange(rank, view);
        expect(rankOf(from, view)).toBe(rank);
        if (under !== undefined) expect(rankOf(under - 0.01, view)).toBe(rank);
      }
    }
  });
});

describe('rankSupporters', () => {
  it('ranks by the chosen view, largest amount first', () => {
    const people = [supporter('a', 300, 600), supporter('b', 60000, 20), supporter('c', 12000, 5)];
    const total = rankSupporters(people, 'total', NOW);
    expect(total.platinum.map((s) => s.slug)).toEqual(['b']);
    expect(total.gold.map((s) => s.slug)).toEqual(['c']);
    expect(total.bronze.map((s) => s.slug)).toEqual(['a']);
    const monthly = rankSupporters(people, 'monthly', NOW);
    expect(monthly.gold.map((s) => s.slug)).toEqual(['a']);
    expect(monthly.bronze.map((s) => s.slug)).toEqual(['b']);
    expect(monthly.backer.map((s) => s.slug)).toEqual(['c']);
  });

  it('lists first donations of the last 21 days as latest, newest first, at most 30', () => {
    const recent = Array.from({ length: 35 }, (_, i) => supporter(`r${i}`, 10, 1, daysAgo(i * 0.5)));
    const people = [...recent, supporter('old', 10, 1, daysAgo(22)), supporter('edge', 10, 1, daysAgo(21))];
    const { latest } = rankSupporters(people, 'total', NOW);
    expect(latest).toHaveLength(LATEST_MAX);
    expect(latest[0]?.slug).toBe('r0');
    expect(latest.map((s) => s.slug)).not.toContain('old');
    expect(rankSupporters([people.at(-1) as Supporter], 'total', NOW).latest.map((s) => s.slug)).toEqual([
      'edge',
    ]);
  });

  it('shows 100 backers chosen at random, the same 100 for the same seed', () => {
    const backers = Array.from({ length: 250 }, (_, i) => supporter(`b${i}`, 50, 2));
    const first = rankSupporters(backers, 'total', NOW, seededRandom(7)).backer.map((s) => s.slug);
    const again = rankSupporters(backers, 'total', NOW, seededRandom(7)).backer.map((s) => s.slug);
    const other = rankSupporters(backers, 'total', NOW, seededRandom(8)).backer.map((s) => s.slug);
    expect(first).toHaveLength(BACKERS_SHOWN);
    expect(new Set(first).size).toBe(BACKERS_SHOWN);
    expect(first).toEqual(again);
    expect(first).not.toEqual(other);
  });
});

describe('initialView', () => {
  it('starts monthly about a third of the time', () => {
    const random = seededRandom(42);
    const views = Array.from({ length: 3000 }, () => initialView(random, SPONSOR_MONTHLY_CHANCE));
    const monthly = views.filter((view) => view === 'monthly').length / views.length;
    expect(monthly).toBeGreaterThan(0.3);
    expect(monthly).toBeLessThan(0.36);
  });

  it('is monthly under the chance and total at or above it', () => {
    expect(initialView(() => 0.329)).toBe('monthly');
    expect(initialView(() => 0.33)).toBe('total');
  });
});

describe('the supporters file', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    ['  example.org/team ', 'https://example.org/team'],
    ['http://example.net', 'http://example.net'],
    ['javascript:alert(1)', undefined],
    ['mailto:team@example.com', undefined],
    ['not a url', undefined],
    ['https://localhost', undefined],
    ['', undefined],
    [null, undefined],
  ])('takes the website %p as %p', (value, link) => expect(webLink(value)).toBe(link));

  it('is written only when the site can read it back', () => {
    const data = { fetchedAt: NOW.toISOString(), supporters: [supporter('a', 5, 1)] };
    expect(parseSupportersFile(serializeSupportersFile(data, 'f.json'), 'f.json')).toEqual(data);
    const odd = { ...data, supporters: [{ ...supporter('b', 5, 1), website: 'example.com' }] };
    expect(() => serializeSupportersFile(odd, 'f.json')).toThrow(/^f\.json: supporters\.0\.website /);
  });
});

describe('formatDollars', () => {
  const intl = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  it.each([0, 1, 12, 999, 1000, 1234.5, 2500, 49999.49, 50000, 1234567, 1e9])(
    'writes %d as Intl does for en-US dollars',
    (amount) => expect(formatDollars(amount)).toBe(intl.format(amount)),
  );
});
