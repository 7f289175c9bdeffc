'use client';

import { useRouter } from 'next/navigation';
import { memo, startTransition, useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import type { SearchGroup } from '@/lib/search/engine';
import { arrowStep, listStep } from '@/lib/keyboard';
import { RESULTS_SHOWN, SEARCH_LABEL, SEARCH_SUGGESTIONS } from '@/lib/site';
import { SearchModal } from './SearchModal';
import { SearchResults, optionId } from './SearchResults';
import { useRecentSearches, type RecentSearch } from './useRecentSearches';
import { useSearch } from './useSearch';

type Choose = (url: string, title: string) => void;

/** The hits of every group in one list, the order the arrow keys move through, each with its title. */
function flatHits(groups: readonly SearchGroup[]): RecentSearch[] {
  return groups.flatMap((group) =>
    group.hits.map((hit) => ({
      url: hit.url,
      title: hit.heading ? `${group.page} › ${hit.heading}` : group.page,
    })),
  );
}

/** What the dialog says while the index loads, or when it could not be loaded. */
function IndexStatus({ status }: { status: 'loading' | 'ready' | 'failed' }) {
  if (status === 'loading') return <p role="status">Loading the search index…</p>;
  if (status === 'failed') return <p role="alert">The search index could not be loaded.</p>;
  return null;
}

interface SuggestionsProps {
  query: string;
  ready: boolean;
  recent: readonly RecentSearch[];
  onChoose: Choose;
}

/** Shown instead of results: that nothing matched, then recent searches and suggested pages. */
const Suggestions = memo(function Suggestions({ query, ready, recent, onChoose }: SuggestionsProps) {
  const typed = query.trim();
  const links = typed ? SEARCH_SUGGESTIONS : [...recent, ...SEARCH_SUGGESTIONS];
  // Once the index is ready this is the answer to `query`: data-query says so, as on the results.
  return (
    <div className="search-empty" data-query={ready ? query : undefined}>
      {typed && ready ? <p role="status">No results for “{typed}”.</p> : null}
      <p>{typed || recent.length === 0 ? 'Try one of these:' : 'Recent and suggested:'}</p>
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            <a
              href={link.url}
              onClick={(event) => {
                event.preventDefault();
                onChoose(link.url, link.title);
              }}
            >
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});

/**
 * False until the frame that first shows the component has painted, then true, set in a
 * transition: the dialog opens with its field alone, and the rest renders in a later task that
 * React may split, so opening search runs no long task.
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs before its paint; a task it queues runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * The query, its answer and the selected result. Only the results the list shows are rendered
 * and their details fetched: more as the reader scrolls towards the end or moves the selection
 * near it.
 */
function useResultList() {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [shown, setShown] = useState(RESULTS_SHOWN);
  const { status, answer, ask, reset } = useSearch(query, shown);
  const hits = useMemo(() => flatHits(answer.groups), [answer]);
  const showMore = useCallback(() => {
    if (answer.total > hits.length && shown <= hits.length) setShown(hits.length + RESULTS_SHOWN);
  }, [answer.total, hits.length, shown]);
  // The selected result stays in sight as the arrow keys move past the results' visible part.
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, answer]);
  // The field is the browser's own (uncontrolled), so a keystroke shows without React: the query
  // goes to the worker at once, and the dialog follows in a transition, which React renders in
  // short tasks.
  const type = (value: string) => {
    ask(value, RESULTS_SHOWN);
    startTransition(() => {
      setQuery(value);
      setActive(0);
      setShown(RESULTS_SHOWN);
      if (!value.trim()) reset();
    });
  };
  const move = (step: 1 | -1) => {
    const next = listStep(active, step, hits.length, answer.total);
    setActive(next);
    if (next >= hits.length - 2) showMore();
  };
  return { query, type, active, move, status, answer, hits, showMore };
}

/** The local search: type, move with the arrows, Enter to open, Escape to close. */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const { recent, remember } = useRecentSearches();
  const router = useRouter();
  const { query, type, active, move, status, answer, hits, showMore } = useResultList();
  const painted = usePainted();
  const choose: Choose = useCallback(
    (url, title) => {
      remember({ url, title });
      onClose();
      router.push(url);
    },
    [remember, onClose, router],
  );
  const onKeyDown = (event: KeyboardEvent) => {
    const step = arrowStep(event.key);
    if (hits.length === 0) return;
    if (step) {
      event.preventDefault();
      move(step);
    } else if (event.key === 'Enter') {
      const hit = hits[active];
      if (hit) choose(hit.url, hit.title);
    }
  };

  return (
    <SearchModal onClose={onClose}>
      <input
        type="search"
        role="combobox"
        aria-label={SEARCH_LABEL}
        aria-expanded={hits.length > 0}
        aria-controls="search-results"
        aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
        placeholder="Search the documentation"
        defaultValue=""
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {painted ? <IndexStatus status={status} /> : null}
      {!painted ? null : hits.length > 0 ? (
        <SearchResults answer={answer} active={active} onChoose={choose} onNearEnd={showMore} />
      ) : (
        <Suggestions
          query={query}
          ready={status === 'ready' && answer.query === query}
          recent={recent}
          onChoose={choose}
        />
      )}
    </SearchModal>
  );
}
