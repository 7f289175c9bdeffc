'use client';

import { useEffect, useState } from 'react';
import { EXTERNAL_LINK_PROPS } from '@/lib/links';
import {
  AVATAR_PLACEHOLDER,
  OPEN_COLLECTIVE_URL,
  openCollectiveProfileUrl,
  SUPPORTERS_URL,
} from '@/lib/site';
import {
  RANKS,
  amountOf,
  initialView,
  rankSupporters,
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
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

function SponsorAvatar({ supporter, view }: { supporter: Supporter; view: SponsorView }) {
  const [src, setSrc] = useState(supporter.avatar ?? AVATAR_PLACEHOLDER);
  const amount = `${dollars.format(amountOf(supporter, view))}${view === 'monthly' ? ' a month' : ' in total'}`;
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

/** The supporters by rank, by total or by monthly average, from /supporters.json. */
export default function SponsorList({ random = Math.random }: { random?: () => number }) {
  const [supporters, setSupporters] = useState<Supporter[] | null>(null);
  const [view, setView] = useState<SponsorView>(() => initialView(random));
  useEffect(() => {
    let current = true;
    fetch(SUPPORTERS_URL)
      .then((response) => (response.ok ? response.json() : { supporters: [] }))
      .then((data: { supporters: Supporter[] }) => current && setSupporters(data.supporters))
      .catch(() => current && setSupporters([]));
    return () => {
      current = false;
    };
  }, []);

  if (supporters === null) return <p role="status">Loading sponsors…</p>;
  if (supporters.length === 0) {
    return (
      <p className="sponsor-invitation">
        No supporters to show here yet.{' '}
        <a href={OPEN_COLLECTIVE_URL} {...EXTERNAL_LINK_PROPS}>
          Become a sponsor
        </a>{' '}
        and your logo appears on this page.
      </p>
    );
  }
  const ranked = rankSupporters(supporters, view, new Date(), random);
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
      {RANKS.filter((rank) => ranked[rank].length > 0).map((rank) => (
        <section key={rank} className={`sponsor-rank sponsor-${rank}`} aria-labelledby={`sponsors-${rank}`}>
          <h3 id={`sponsors-${rank}`}>{RANK_TITLES[rank]}</h3>
          <ul>
            {ranked[rank].map((supporter) => (
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
