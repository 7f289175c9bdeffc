'use client';

import { useEffect, useState } from 'react';
import { fetchOk } from '@/lib/fetch-ok';
import { EXTERNAL_LINK_PROPS } from '@/lib/links';
import {
  AVATAR_PLACEHOLDER,
  OPEN_COLLECTIVE_URL,
  openCollectiveProfileUrl,
  SUPPORTERS_LOAD_ERROR_TEXT,
  SUPPORTERS_URL,
} from '@/lib/site';
import {
  AMOUNT_RANKS,
  RANKS,
  amountOf,
  formatDollars,
  initialView,
  rankRange,
  rankSupporters,
  type AmountRank,
  type Supporter,
  type SponsorView,
} from '@/lib/sponsors/ranks';

const RANK_TITLES = {
  latest: 'Latest',
  platinum: 'Platinum',
  gold: 'Gold',
  silver: 'Silver',
  bronze: 'Bronze',
  backer: 'Backers',
};

function SponsorAvatar({ supporter, view }: { supporter: Supporter; view: SponsorView }) {
  const [src, setSrc] = useState(supporter.avatar ?? AVATAR_PLACEHOLDER);
  const amount = `${formatDollars(amountOf(supporter, view))}${view === 'monthly' ? ' a month' : ' in total'}`;
  return (
    <a
      href={supporter.website ?? openCollectiveProfileUrl(supporter.slug)}
      title={`${supporter.name}: ${amount}`}
      {...EXTERNAL_LINK_PROPS}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- avatars come from Open Collective, no optimiser in a static export */}
      <img
        src={src}
        alt={supporter.name}
        width={48}
        height={48}
        loading="lazy"
        onError={() => setSrc(AVATAR_PLACEHOLDER)}
      />
    </a>
  );
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; supporters: Supporter[] };

/** The supporters file's list, or undefined when the answer is not one (an error page, say). */
function supportersOf(data: unknown): Supporter[] | undefined {
  const supporters = (data as { supporters?: unknown } | null)?.supporters;
  return Array.isArray(supporters) ? (supporters as Supporter[]) : undefined;
}

/** Where a rank starts and ends in a view, in the words of an invitation. */
function rankSpan(rank: AmountRank, view: SponsorView): string {
  const { from, under } = rankRange(rank, view);
  const span =
    under === undefined
      ? `${formatDollars(from)} or more`
      : `${formatDollars(from)} to under ${formatDollars(under)}`;
  return `${span} ${view === 'monthly' ? 'a month' : 'in total'}`;
}

/** Every rank with how to reach it: shown while no supporter can be listed. */
function RankInvitations({ view }: { view: SponsorView }) {
  return AMOUNT_RANKS.map((rank) => (
    <section key={rank} className={`sponsor-rank sponsor-${rank}`} aria-labelledby={`sponsors-${rank}`}>
      <h3 id={`sponsors-${rank}`}>{RANK_TITLES[rank]}</h3>
      <p>
        <a href={OPEN_COLLECTIVE_URL} {...EXTERNAL_LINK_PROPS}>
          {rank === 'backer' ? 'Become a backer' : `Become a ${rank} sponsor`}
        </a>
        : {rankSpan(rank, view)}
      </p>
    </section>
  ));
}

/** The supporters file, loaded once the list mounts; 'failed' when it cannot be loaded or read. */
function useSupporters(): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    const settle = (next: Loaded) => current && setLoaded(next);
    fetchOk(SUPPORTERS_URL)
      .then((response) => response.json())
      .then((data: unknown) => {
        const supporters = supportersOf(data);
        settle(supporters ? { state: 'loaded', supporters } : { state: 'failed' });
      })
      .catch(() => settle({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, []);
  return loaded;
}

/**
 * The supporters by rank, by total or by monthly average, from /supporters.json. The switch
 * between the two is there in every state; with no supporters to list (none yet, or the file
 * failed to load) each rank invites readers to reach it.
 */
export default function SponsorList({ random = Math.random }: { random?: () => number }) {
  const loaded = useSupporters();
  const [view, setView] = useState<SponsorView>(() => initialView(random));
  const ranked =
    loaded.state === 'loaded' ? rankSupporters(loaded.supporters, view, new Date(), random) : undefined;
  const shown = RANKS.flatMap((rank) =>
    ranked && ranked[rank].length > 0 ? [{ rank, supporters: ranked[rank] }] : [],
  );
  return (
    <div className="sponsors">
      <label className="sponsor-view">
        <input
          type="checkbox"
          checked={view === 'monthly'}
          onChange={(event) => setView(event.target.checked ? 'monthly' : 'total')}
        />
        Show the average monthly amount over the last year instead of the total
      </label>
      {loaded.state === 'loading' ? <p role="status">Loading sponsors…</p> : null}
      {loaded.state === 'failed' ? (
        <p className="sponsor-invitation" role="alert">
          {SUPPORTERS_LOAD_ERROR_TEXT}
        </p>
      ) : null}
      {loaded.state === 'loaded' && shown.length === 0 ? (
        <p className="sponsor-invitation">
          No supporters to show here yet.{' '}
          <a href={OPEN_COLLECTIVE_URL} {...EXTERNAL_LINK_PROPS}>
            Become a sponsor
          </a>{' '}
          and your logo appears on this page.
        </p>
      ) : null}
      {loaded.state !== 'loading' && shown.length === 0 ? <RankInvitations view={view} /> : null}
      {shown.map(({ rank, supporters }) => (
        <section key={rank} className={`sponsor-rank sponsor-${rank}`} aria-labelledby={`sponsors-${rank}`}>
          <h3 id={`sponsors-${rank}`}>{RANK_TITLES[rank]}</h3>
          <ul>
            {supporters.map((supporter) => (
              <li key={supporter.slug}>
                <SponsorAvatar supporter={supporter} view={view} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
