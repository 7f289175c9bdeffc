import { memo, useEffect, useRef } from 'react';
import type { SearchHit, SnippetPart } from '@/lib/search/engine';
import { ReferenceCard } from './ReferenceCard';
import type { SearchAnswer } from './useSearch';

interface SearchResultsProps {
  /** The results to show, the query they answer, and how many there are in all. */
  answer: SearchAnswer;
  active: number;
  onChoose: (url: string, title: string) => void;
  /** Called as the list is scrolled close to its end, so more results can be rendered. */
  onNearEnd: () => void;
}

/** How close to its end, in pixels, a scroll of the list asks for more results. */
const NEAR_END = 160;

/** Text with its matched parts in `<mark>`. */
function Marked({ parts }: { parts: readonly SnippetPart[] }) {
  return parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text));
}

/** Id of the option at `index`, for aria-activedescendant. */
export const optionId = (index: number) => `search-option-${index}`;

interface ResultOptionProps {
  hit: SearchHit;
  /** The title of the hit's page. */
  page: string;
  /** Its place in the flat list the arrow keys move through, and how many results there are. */
  position: number;
  total: number;
  active: number;
  onChoose: (url: string, title: string) => void;
}

/** One result: its heading, a snippet with the matches marked, and its reference card. */
function ResultOption({ hit, page, position, total, active, onChoose }: ResultOptionProps) {
  const title = hit.heading ? `${page} › ${hit.heading}` : page;
  return (
    <a
      id={optionId(position)}
      role="option"
      aria-selected={position === active}
      aria-posinset={position + 1}
      aria-setsize={total}
      href={hit.url}
      className="search-hit"
      onClick={(event) => {
        event.preventDefault();
        onChoose(hit.url, title);
      }}
    >
      <span className="search-hit-heading">{hit.heading ? <Marked parts={hit.headingParts} /> : page}</span>
      <span className="search-hit-snippet">
        <Marked parts={hit.snippet} />
      </span>
      {hit.card ? <ReferenceCard card={hit.card} /> : null}
    </a>
  );
}

/**
 * Results grouped by page: each hit with its heading, a snippet with the matches marked and its
 * reference card. Only the first results are rendered; each option says its place among all of
 * them (aria-posinset of aria-setsize).
 */
export const SearchResults = memo(function SearchResults({
  answer,
  active,
  onChoose,
  onNearEnd,
}: SearchResultsProps) {
  const { query, groups, total } = answer;
  // Position of each group's first hit in the flat list the arrow keys move through.
  const starts = groups.map((_, i) => groups.slice(0, i).reduce((sum, group) => sum + group.hits.length, 0));
  const list = useRef<HTMLDivElement>(null);
  // A list not laid out (no height) has no end to reach.
  const checkEnd = () => {
    const box = list.current;
    if (box && box.clientHeight > 0 && box.scrollTop + box.clientHeight >= box.scrollHeight - NEAR_END)
      onNearEnd();
  };
  // A list its results do not fill (a tall window) is at its end without a scroll.
  useEffect(checkEnd);
  // data-query: which query the list answers, so a test can wait for the answer to what it typed.
  return (
    <div
      id="search-results"
      role="listbox"
      aria-label="Search results"
      className="search-results"
      data-query={query}
      ref={list}
      onScroll={checkEnd}
    >
      {groups.map((group, groupIndex) => (
        <div key={group.url} role="group" aria-label={group.place} className="search-group">
          <div className="search-group-title" aria-hidden="true">
            {group.place}
          </div>
          {group.hits.map((hit, hitIndex) => (
            <ResultOption
              key={hit.url}
              hit={hit}
              page={group.page}
              position={(starts[groupIndex] ?? 0) + hitIndex}
              total={total}
              active={active}
              onChoose={onChoose}
            />
          ))}
        </div>
      ))}
    </div>
  );
});
