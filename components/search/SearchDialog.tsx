'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { SEARCH_SUGGESTIONS } from '@/lib/site';
import { useFocusTrap } from '../shared/useFocusTrap';
import { SearchResults, optionId } from './SearchResults';
import { useRecentSearches } from './useRecentSearches';
import { useSearchIndex } from './useSearchIndex';

/** The local search: type, move with the arrows, Enter to open, Escape to close. */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const index = useSearchIndex();
  const { recent, remember } = useRecentSearches();
  const router = useRouter();
  const panel = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  useFocusTrap(panel, true, onClose);

  const groups = useMemo(() => (index.status === 'ready' ? index.engine.search(query) : []), [index, query]);
  const hits = groups.flatMap((group) =>
    group.hits.map((hit) => ({
      url: hit.url,
      title: hit.heading ? `${group.page} › ${hit.heading}` : group.page,
    })),
  );
  const choose = (url: string, title: string) => {
    remember({ url, title });
    onClose();
    router.push(url);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (hits.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      const hit = hits[active];
      if (hit) choose(hit.url, hit.title);
    }
  };
  const links = query.trim() ? SEARCH_SUGGESTIONS : [...recent, ...SEARCH_SUGGESTIONS];

  // Portalled to the body: the dialog must not inherit the header's colours or stacking.
  return createPortal(
    <div
      className="search-backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panel}
        className="search-dialog"
        role="dialog"
        aria-modal="true"
        aria-label="Search webpack documentation"
      >
        <input
          type="search"
          role="combobox"
          aria-label="Search webpack documentation"
          aria-expanded={hits.length > 0}
          aria-controls="search-results"
          aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
          placeholder="Search the documentation"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        {index.status === 'loading' ? <p role="status">Loading the search index…</p> : null}
        {index.status === 'failed' ? <p role="alert">The search index could not be loaded.</p> : null}
        {hits.length > 0 ? (
          <SearchResults groups={groups} active={active} onChoose={choose} />
        ) : (
          <div className="search-empty">
            {query.trim() && index.status === 'ready' ? (
              <p role="status">No results for “{query.trim()}”.</p>
            ) : null}
            <p>{query.trim() || recent.length === 0 ? 'Try one of these:' : 'Recent and suggested:'}</p>
            <ul>
              {links.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    onClick={(event) => {
                      event.preventDefault();
                      choose(link.url, link.title);
                    }}
                  >
                    {link.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
