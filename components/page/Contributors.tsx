import { AVATAR, EXCLUDED_CONTRIBUTORS, avatarUrl } from '@/lib/site';
import { EXTERNAL_LINK_PROPS } from '@/lib/links';

const excluded: ReadonlySet<string> = new Set(EXCLUDED_CONTRIBUTORS);

/** Handles shown in a page's gallery: known-broken avatars left out, duplicates removed. */
export function visibleContributors(handles: readonly string[]): string[] {
  return [...new Set(handles)].filter((handle) => !excluded.has(handle));
}

/** The people who worked on a page, as avatars linking to their profiles. */
export function Contributors({ handles }: { handles: readonly string[] }) {
  const shown = visibleContributors(handles);
  if (shown.length === 0) return null;
  return (
    <section className="contributors" aria-labelledby="contributors-title">
      <h2 id="contributors-title">Contributors</h2>
      <ul>
        {shown.map((handle) => (
          <li key={handle}>
            <a href={`https://github.com/${handle}`} title={handle} {...EXTERNAL_LINK_PROPS}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser */}
              <img
                src={avatarUrl(handle)}
                alt={handle}
                width={AVATAR.shownPx}
                height={AVATAR.shownPx}
                loading="lazy"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
