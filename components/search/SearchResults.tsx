import type { SearchGroup, SnippetPart } from '@/lib/search/engine';
import { ReferenceCard } from './ReferenceCard';
import { useReferenceCards } from './useReferenceCards';

interface SearchResultsProps {
  /** The query these results answer. */
  query: string;
  groups: readonly SearchGroup[];
  active: number;
  onChoose: (url: string, title: string) => void;
}

/** Text with its matched parts in `<mark>`. */
function Marked({ parts }: { parts: readonly SnippetPart[] }) {
  return parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text));
}

/** Id of the option at `index`, for aria-activedescendant. */
export const optionId = (index: number) => `search-option-${index}`;

/** Results grouped by page: each hit with its heading and a snippet, matches marked in both. */
export function SearchResults({ query, groups, active, onChoose }: SearchResultsProps) {
  const cards = useReferenceCards();
  // Position of each group's first hit in the flat list the arrow keys move through.
  const starts = groups.map((_, i) =>
    groups.slice(0, i).reduce((total, group) => total + group.hits.length, 0),
  );
  // data-query: which query the list answers, so a test can wait for the answer to what it typed.
  return (
    <div
      id="search-results"
      role="listbox"
      aria-label="Search results"
      className="search-results"
      data-query={query}
    >
      {groups.map((group, groupIndex) => (
        <div key={group.url} role="group" aria-label={group.place} className="search-group">
          <div className="search-group-title" aria-hidden="true">
            {group.place}
          </div>
          {group.hits.map((hit, hitIndex) => {
            const position = (starts[groupIndex] ?? 0) + hitIndex;
            const title = hit.heading ? `${group.page} › ${hit.heading}` : group.page;
            const card = cards?.[hit.url];
            return (
              <a
                key={hit.url}
                id={optionId(position)}
                role="option"
                aria-selected={position === active}
                href={hit.url}
                className="search-hit"
                onClick={(event) => {
                  event.preventDefault();
                  onChoose(hit.url, title);
                }}
              >
                <span className="search-hit-heading">
                  {hit.heading ? <Marked parts={hit.headingParts} /> : group.page}
                </span>
                <span className="search-hit-snippet">
                  <Marked parts={hit.snippet} />
                </span>
                {card ? <ReferenceCard card={card} /> : null}
              </a>
            );
          })}
        </div>
      ))}
    </div>
  );
}
