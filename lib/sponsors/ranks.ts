import { SPONSOR_MONTHLY_CHANCE } from '../site';

/** A supporter of the webpack collective, as scripts/build/fetch-supporters.mjs writes it. */
export interface Supporter {
  name: string;
  slug: string;
  website?: string;
  avatar?: string;
  /** Total donated, in US dollars. */
  totalDonations: number;
  /** Average per month over the last year, in US dollars. */
  monthlyAverage: number;
  /** Date of the first donation (ISO 8601). */
  firstDonation: string;
}

export type SponsorView = 'total' | 'monthly';
export const RANKS = ['latest', 'platinum', 'gold', 'silver', 'bronze', 'backer'] as const;
export type Rank = (typeof RANKS)[number];
export type RankedSupporters = Record<Rank, Supporter[]>;

/** Lower bounds in US dollars of each rank (docs/SPEC-NOTES.md), by view; a rank ends where the next begins. */
const RANK_MINIMUMS: Record<SponsorView, Record<AmountRank, number>> = {
  total: { platinum: 50000, gold: 10000, silver: 2000, bronze: 200, backer: 1 },
  monthly: { platinum: 2500, gold: 500, silver: 100, bronze: 10, backer: 1 },
};
/** The ranks readers can give their way into, highest first; `latest` is not one of them. */
export const AMOUNT_RANKS = ['platinum', 'gold', 'silver', 'bronze', 'backer'] as const;
export type AmountRank = (typeof AMOUNT_RANKS)[number];
const LATEST_DAYS = 21;
export const LATEST_MAX = 30;
export const BACKERS_SHOWN = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The amount a view ranks by. */
export function amountOf(supporter: Supporter, view: SponsorView): number {
  return view === 'total' ? supporter.totalDonations : supporter.monthlyAverage;
}

/** The rank of an amount, or undefined under 1 dollar. */
export function rankOf(amount: number, view: SponsorView): AmountRank | undefined {
  const minimums = RANK_MINIMUMS[view];
  return AMOUNT_RANKS.find((rank) => amount >= minimums[rank]);
}

/** The dollars a rank spans in a view: from its minimum up to the next rank's (none above platinum). */
export function rankRange(rank: AmountRank, view: SponsorView): { from: number; under?: number } {
  const higher = AMOUNT_RANKS[AMOUNT_RANKS.indexOf(rank) - 1];
  const from = RANK_MINIMUMS[view][rank];
  return higher ? { from, under: RANK_MINIMUMS[view][higher] } : { from };
}

/**
 * A non-negative amount in whole US dollars as en-US writes it ("$1,235"). Hand-written because creating the browser's
 * `Intl.NumberFormat` for a currency loads locale data in one 70 ms task on a 2-core machine,
 * which would be the longest task of the home page after load.
 */
export function formatDollars(amount: number): string {
  return `$${String(Math.round(amount)).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

/** A small seeded random generator (mulberry32), so tests can pin random choices. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` items picked at random, without repeats, in their original order. */
function pick<T>(items: readonly T[], count: number, random: () => number): T[] {
  if (items.length <= count) return [...items];
  const indexes = items.map((_, index) => index);
  for (let i = indexes.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number];
  }
  return indexes
    .slice(0, count)
    .sort((a, b) => a - b)
    .map((index) => items[index] as T);
}

/**
 * Supporters by rank for a view: the latest (first donation in the last 21 days, at most 30,
 * newest first), then each amount rank from the largest amount down, with 100 backers at random.
 */
export function rankSupporters(
  supporters: readonly Supporter[],
  view: SponsorView,
  now: Date,
  random: () => number = Math.random,
): RankedSupporters {
  const ranked: RankedSupporters = { latest: [], platinum: [], gold: [], silver: [], bronze: [], backer: [] };
  const byAmount = [...supporters].sort((a, b) => amountOf(b, view) - amountOf(a, view));
  for (const supporter of byAmount) {
    const rank = rankOf(amountOf(supporter, view), view);
    if (rank) ranked[rank].push(supporter);
  }
  ranked.backer = pick(ranked.backer, BACKERS_SHOWN, random);
  ranked.latest = supporters
    .filter((supporter) => now.getTime() - Date.parse(supporter.firstDonation) <= LATEST_DAYS * DAY_MS)
    .sort((a, b) => Date.parse(b.firstDonation) - Date.parse(a.firstDonation))
    .slice(0, LATEST_MAX);
  return ranked;
}

/** The view a visit starts with: monthly about a third of the time, total otherwise. */
export function initialView(
  random: () => number = Math.random,
  monthlyChance = SPONSOR_MONTHLY_CHANCE,
): SponsorView {
  return random() < monthlyChance ? 'monthly' : 'total';
}
