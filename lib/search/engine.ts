// The search engine of the local index: used by the search dialog in the browser and by
// scripts/budget.mjs in Node (which transpiles this file alone, so it imports nothing local).
import MiniSearch, { type SearchResult } from 'minisearch';

/** One section of a page: what the index stores and the dialog shows. */
export interface SearchDocument {
  id: string;
  /** Path and anchor, never a full url, so results work on any host and offline. */
  url: string;
  page: string;
  /** Empty for the introduction before a page's first heading. */
  heading: string;
  /** Identifiers the section names in code, e.g. `output.publicPath --mode`. */
  code: string;
  text: string;
}

export interface SnippetPart {
  text: string;
  match: boolean;
}

export interface SearchHit {
  url: string;
  heading: string;
  snippet: SnippetPart[];
}

/** Results of one page, in rank order. */
export interface SearchGroup {
  page: string;
  url: string;
  hits: SearchHit[];
}

const MAX_QUERY_LENGTH = 100;
const SNIPPET_RADIUS = 70;

/** Words and identifiers: `output.publicPath` gives the path and each of its parts. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const raw of text.split(/[\s,;:()[\]{}<>"'`=!?*|+&^~]+/)) {
    const word = raw.replace(/^[.\-/]+|[.\-/]+$/g, '');
    if (!word) continue;
    tokens.push(word);
    const parts = word.split(/[./\-_@$]+/).filter(Boolean);
    if (parts.length > 1) tokens.push(...parts);
  }
  return tokens;
}

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return lower.length > 0 ? lower : null;
}

/** How far a query term may be from an indexed one: none for short terms, more for long ones. */
function fuzziness(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 8 ? 1 : 2;
}

/** Builds the engine over a site's documents. */
export function createSearchEngine(documents: readonly SearchDocument[]) {
  const index = new MiniSearch<SearchDocument>({
    fields: ['page', 'heading', 'code', 'text'],
    storeFields: ['url', 'page', 'heading', 'text'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { page: 4, heading: 3, code: 3, text: 1 },
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => fuzziness(term),
      combineWith: 'AND',
    },
  });
  index.addAll(documents);
  const byUrl = new Map(documents.map((document) => [document.url, document]));

  /** Pages and sections matching `query`, best first, grouped by page. */
  function search(query: string, limit = 20): SearchGroup[] {
    const trimmed = query.trim();
    if (!trimmed || trimmed.length > MAX_QUERY_LENGTH || tokenize(trimmed).length === 0) return [];
    const wanted = trimmed.toLowerCase();
    let results = index.search(trimmed, {
      boostDocument: (id, _term, stored) =>
        exactBoost(wanted, stored as Partial<SearchDocument> | undefined, String(id)),
    });
    // Readers type several words loosely: with no section holding all of them, any will do.
    if (results.length === 0) results = index.search(trimmed, { combineWith: 'OR' });
    return group(results.slice(0, limit * 3), limit);
  }

  function group(results: SearchResult[], limit: number): SearchGroup[] {
    const groups = new Map<string, SearchGroup>();
    for (const result of results) {
      const document = byUrl.get(String(result.id));
      if (!document) continue;
      const pageUrl = document.url.split('#')[0] ?? document.url;
      const entry = groups.get(pageUrl) ?? { page: document.page, url: pageUrl, hits: [] };
      entry.hits.push({
        url: document.url,
        heading: document.heading,
        snippet: snippet(document.text, result.terms),
      });
      groups.set(pageUrl, entry);
      if (groups.size >= limit) break;
    }
    return [...groups.values()];
  }

  return { search, size: documents.length };
}

/** Sections whose page title or heading is exactly the query come before passages mentioning it. */
function exactBoost(query: string, stored: Partial<SearchDocument> | undefined, id: string): number {
  const page = stored?.page?.toLowerCase() ?? '';
  const heading = stored?.heading?.toLowerCase() ?? '';
  const isIntro = !id.includes('#');
  if (page === query && isIntro) return 20;
  if (isIntro && page.split(/\s+/).includes(query)) return 12;
  if (heading === query) return 10;
  if (page.startsWith(query)) return 3;
  return 1;
}

/** A piece of `text` around the first matched term, split into matching and plain parts. */
export function snippet(text: string, terms: readonly string[]): SnippetPart[] {
  if (!text) return [];
  const lower = text.toLowerCase();
  const positions = terms.map((term) => lower.indexOf(term)).filter((at) => at >= 0);
  const first = positions.length > 0 ? Math.min(...positions) : 0;
  const start = Math.max(0, first - SNIPPET_RADIUS);
  const end = Math.min(text.length, first + SNIPPET_RADIUS * 2);
  const window = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  if (terms.length === 0) return [{ text: window, match: false }];
  const escaped = [...terms]
    .sort((a, b) => b.length - a.length)
    .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(${escaped.join('|')})`, 'gi');
  return window
    .split(pattern)
    .filter(Boolean)
    .map((part) => ({ text: part, match: terms.includes(part.toLowerCase()) }));
}
