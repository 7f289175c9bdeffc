import { EXCLUDED_CONTRIBUTORS } from '@/lib/site';
import { ContributorAvatars } from './ContributorAvatars';

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
      <ContributorAvatars handles={shown} />
    </section>
  );
}
