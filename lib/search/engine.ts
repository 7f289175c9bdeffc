// The search engine of the local index. The build indexes the site's sections with MiniSearch and
// splits MiniSearch's own serialization into files (lib/search/chunks.ts): a manifest, the sections
// every query ranks, and postings chunks; a query loads only the chunks of its terms
// (`createSearchEngine`, run by lib/search/loader.ts in the dialog's worker), so opening search does
// no indexing and fetches no more than a query needs.
import MiniSearch, { type AsPlainObject, type Options, type SearchResult } from 'minisearch';
import type { ReferenceCard } from '../reference/card-view';
import {
  SEARCH_FILES_VERSION,
  plainSlug,
  termBucket,
  type DetailsFile,
  type LengthsFile,
  type PostingsFile,
  type SearchManifest,
  type SectionsFile,
} from './format';

/** One section of a page: what the index stores and the dialog shows. */
export interface SearchDocument {
  id: string;
  /** Path and anchor, never a full url, so results work on any host and offline. */
  url: string;
  page: string;
  /** The title of the site section the page is in (`Configuration`); empty for a top-level page or a section's index. */
  section: string;
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
  /** The heading with the matched terms marked. */
  headingParts: SnippetPart[];
  snippet: SnippetPart[];
  /** What the reference knows of the heading, for a reference heading. */
  card?: ReferenceCard;
}

/** Results of one page, in rank order. */
export interface SearchGroup {
  page: string;
  /** Where the page lives: its section and title, `Configuration › Output`. */
  place: string;
  url: string;
  hits: SearchHit[];
}

const MAX_QUERY_LENGTH = 100;

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

// Words too common to tell sections apart; dropped from the index and from queries alike.
const STOP_WORDS = new Set(
  [
    'a an and are as at be been being but by can could did do does doing for from had has have having he her',
    'here his how i if in into is it its itself just me more most my no nor not of off on once only or other',
    'our out over own same she should so some such than that the their them then there these they this those',
    'through to too under until up very was we were what when where which while who whom why will with would',
    'you your',
  ]
    .join(' ')
    .split(' '),
);

export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return lower.length > 0 && !STOP_WORDS.has(lower) ? lower : null;
}

/** How far a query term may be from an indexed one: none for short terms, more for long ones. */
function fuzziness(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 8 ? 1 : 2;
}

/** How much of a section's text the index keeps, for the snippet under a result. */
const EXCERPT_LENGTH = 80;

/**
 * The start of a section's text the index keeps: at most EXCERPT_LENGTH characters, cut after a
 * whole word and ended with an ellipsis when the text goes on, so a snippet never stops mid-word
 * or looks like the whole section.
 */
export function excerptOf(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const space = text.lastIndexOf(' ', EXCERPT_LENGTH);
  return `${text.slice(0, space > 0 ? space : EXCERPT_LENGTH).trimEnd()} …`;
}
/**
 * The snippet's characters before and after the first match. Over an excerpt of
 * EXCERPT_LENGTH the whole excerpt shows, its start cut only when the match begins past `before`.
 */
const SNIPPET_CONTEXT = { before: 70, after: 140 } as const;

/** One set of options for building and for loading the index: they must agree. */
export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: ['page', 'heading', 'code', 'text'],
  // Nothing is stored by MiniSearch: the sections travel in the sections files (lib/search/chunks.ts).
  storeFields: [],
  tokenize,
  processTerm,
  searchOptions: {
    boost: { page: 4, heading: 3, code: 3, text: 1 },
    prefix: (term) => term.length >= 3,
    fuzzy: (term) => fuzziness(term),
    combineWith: 'AND',
  },
};

/** What the dialog shows for a section, and where its details are. */
interface StoredSection {
  url: string;
  page: string;
  section: string;
  heading: string;
  /** MiniSearch's short id: its details file is the id's range of `detailsPerFile`. */
  id: number;
}

/** A query's results, cut to the groups the dialog lists, before their details are read. */
export interface RankedResults {
  /** In the order the dialog lists them: by page, the pages in the order of their best hit. */
  hits: { section: StoredSection; matched: string[] }[];
}

/** A search file by name, already loaded: the engine never fetches. */
export type SearchFiles = (name: string) => unknown;

/** The terms of a query as MiniSearch searches them, or null for a query that finds nothing. */
function queryTerms(query: string): { trimmed: string; words: string[]; terms: string } | null {
  const trimmed = query.trim();
  if (!trimmed || trimmed.length > MAX_QUERY_LENGTH || tokenize(trimmed).length === 0) return null;
  const words = queryWords(trimmed);
  return { trimmed, words, terms: words.join(' ') };
}

/**
 * MiniSearch's length of a field: the number of distinct tokens. The `page` and `heading` lengths
 * are worked out from the sections files rather than stored.
 */
export function fieldLengthOf(text: string): number {
  return new Set(tokenize(text)).size;
}

/** The pages that hold the most results a query lists: the dialog lists no more. */
const RESULT_PAGES = 20;

/**
 * The engine over the manifest, every sections file and every lengths file: it ranks a query with
 * the postings of the buckets its terms hash to, and nothing else, so a query's results never
 * depend on what earlier queries loaded. Loading does no tokenizing or indexing beyond the
 * headings' lengths.
 */
export function createSearchEngine(
  manifest: SearchManifest,
  sectionsFiles: readonly SectionsFile[],
  lengthsFiles: readonly LengthsFile[],
) {
  if (manifest.version !== SEARCH_FILES_VERSION) {
    throw new Error(`search index: version ${manifest.version} is not ${SEARCH_FILES_VERSION}`);
  }
  const sections = new Map<string, StoredSection>();
  const documentIds: Record<string, string> = {};
  const fieldLength: Record<string, number[]> = {};
  const storedLengths = new Map<number, [number, number]>();
  for (const file of lengthsFiles) {
    file.lengths.forEach((lengths, at) => storedLengths.set(file.first + at, lengths));
  }
  const {
    page: pageField = 0,
    heading: headingField = 1,
    code: codeField = 2,
    text: textField = 3,
  } = manifest.fieldIds;
  for (const file of sectionsFiles) {
    const pageLengths = file.pages.map(([, title]) => fieldLengthOf(title));
    file.sections.forEach(([page, anchor, heading], at) => {
      const id = file.first + at;
      const [pageUrl = '', title = '', section = ''] = file.pages[page] ?? [];
      // A page's introduction has no heading and no anchor; any other section has both.
      const stored = anchor || (heading ? plainSlug(heading) : '');
      const url = stored ? `${pageUrl}#${stored}` : pageUrl;
      const [code = 0, text = 0] = storedLengths.get(id) ?? [];
      const lengths: number[] = [];
      lengths[pageField] = pageLengths[page] ?? 0;
      lengths[headingField] = fieldLengthOf(heading);
      lengths[codeField] = code;
      lengths[textField] = text;
      documentIds[id] = url;
      fieldLength[id] = lengths;
      sections.set(url, { url, page: title, section, heading, id });
    });
  }
  if (sections.size !== manifest.documentCount || storedLengths.size !== manifest.documentCount) {
    throw new Error(
      `search index: the sections files hold ${sections.size} sections and the lengths files ${storedLengths.size}, the manifest counts ${manifest.documentCount}`,
    );
  }
  const ranked = new Map([...sections].map(([url, stored]) => [url, rankedSection(stored)]));
  // The index of the last set of buckets searched: typing on within the same words reuses it.
  let last: { buckets: string; index: MiniSearch<SearchDocument> } | undefined;

  /** The buckets a query's terms hash to, as MiniSearch tokenizes and processes them. */
  function bucketsOf(terms: string): number[] {
    const processed = tokenize(terms).flatMap((term) => processTerm(term) ?? []);
    return [...new Set(processed.map((term) => termBucket(term, manifest.buckets)))].sort((a, b) => a - b);
  }

  /** The postings files a query needs: every chunk of its terms' buckets. */
  function postingsFor(query: string): string[] {
    const parsed = queryTerms(query);
    return parsed ? bucketsOf(parsed.terms).flatMap((bucket) => manifest.chunks[bucket] ?? []) : [];
  }

  /** MiniSearch over the postings of `buckets`, the same term's entries from every chunk merged. */
  function indexOf(buckets: readonly number[], files: SearchFiles): MiniSearch<SearchDocument> {
    const key = buckets.join(' ');
    if (last?.buckets === key) return last.index;
    const merged = new Map<string, Record<string, Record<string, number>>>();
    for (const name of buckets.flatMap((bucket) => manifest.chunks[bucket] ?? [])) {
      for (const [term, fields] of files(name) as PostingsFile) {
        const entry = merged.get(term) ?? {};
        for (const [fieldId, byDocument] of Object.entries(fields)) {
          Object.assign((entry[fieldId] ??= {}), byDocument);
        }
        merged.set(term, entry);
      }
    }
    const plain: AsPlainObject = {
      documentCount: manifest.documentCount,
      nextId: manifest.documentCount,
      documentIds,
      fieldIds: manifest.fieldIds,
      fieldLength,
      averageFieldLength: manifest.averageFieldLength,
      storedFields: {},
      dirtCount: 0,
      index: [...merged].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      serializationVersion: manifest.serializationVersion,
    };
    const index = MiniSearch.loadJS<SearchDocument>(plain, INDEX_OPTIONS);
    last = { buckets: key, index };
    return index;
  }

  /** The sections matching `query`, in the order the dialog lists them, from as many as fill `limit` pages. */
  function rank(query: string, files: SearchFiles, limit = RESULT_PAGES): RankedResults {
    const parsed = queryTerms(query);
    if (!parsed) return { hits: [] };
    const index = indexOf(bucketsOf(parsed.terms), files);
    const ranking = rankedQuery(parsed.trimmed.toLowerCase(), parsed.words);
    const boostDocument = (id: string) => rankBoost(ranking, ranked.get(String(id)));
    const all = index.search(parsed.terms, { boostDocument });
    // Readers type several words loosely: sections holding only some of them follow those holding
    // all (with one term, both searches find the same).
    const seen = new Set(all.map((result) => result.id));
    if (all.length < limit && tokenize(parsed.terms).length > 1) {
      for (const result of index.search(parsed.terms, { combineWith: 'OR', boostDocument })) {
        if (!seen.has(result.id)) all.push(result);
      }
    }
    return { hits: byPage(fillPages(all.slice(0, limit * 3), limit)) };
  }

  function fillPages(results: SearchResult[], limit: number): RankedResults['hits'] {
    const pages = new Set<string>();
    const hits: RankedResults['hits'] = [];
    for (const result of results) {
      const section = sections.get(String(result.id));
      if (!section) continue;
      pages.add(section.url.split('#')[0] ?? section.url);
      hits.push({ section, matched: realMatches(result.terms, result.queryTerms) });
      if (pages.size >= limit) break;
    }
    return hits;
  }

  /** The details file of a section. */
  const detailsOf = (section: StoredSection) =>
    manifest.details[Math.floor(section.id / manifest.detailsPerFile)] ?? '';

  /** The details files the first `shown` results need. */
  function detailsFor(results: RankedResults, shown = Infinity): string[] {
    return [...new Set(results.hits.slice(0, shown).map((hit) => detailsOf(hit.section)))];
  }

  /** The first `shown` results grouped by page, each hit with its heading and snippet marked and its card. */
  function group(results: RankedResults, files: SearchFiles, shown = Infinity): SearchGroup[] {
    const groups = new Map<string, SearchGroup>();
    for (const { section, matched } of results.hits.slice(0, shown)) {
      const pageUrl = section.url.split('#')[0] ?? section.url;
      const place = section.section ? `${section.section} › ${section.page}` : section.page;
      const entry = groups.get(pageUrl) ?? { page: section.page, place, url: pageUrl, hits: [] };
      const details = files(detailsOf(section)) as DetailsFile;
      const [excerpt = '', card] = details.sections[section.id - details.first] ?? [];
      entry.hits.push({
        url: section.url,
        heading: section.heading,
        headingParts: markMatches(section.heading, matched),
        snippet: snippet(excerpt, matched),
        ...(card ? { card } : {}),
      });
      groups.set(pageUrl, entry);
    }
    return [...groups.values()];
  }

  /** The first `shown` results of `query`, grouped by page; every file it needs loaded. */
  function search(query: string, files: SearchFiles, shown = Infinity): SearchGroup[] {
    return group(rank(query, files), files, shown);
  }

  return { postingsFor, rank, detailsFor, group, search, size: sections.size };
}

/** Hits in the order the dialog lists them: each page's hits together, pages in the order of their best. */
function byPage(hits: RankedResults['hits']): RankedResults['hits'] {
  const pages = new Map<string, RankedResults['hits']>();
  for (const hit of hits) {
    const pageUrl = hit.section.url.split('#')[0] ?? hit.section.url;
    const onPage = pages.get(pageUrl) ?? [];
    onPage.push(hit);
    pages.set(pageUrl, onPage);
  }
  return [...pages.values()].flat();
}

/** The engine `createSearchEngine` gives. */
export type SearchEngine = ReturnType<typeof createSearchEngine>;

/**
 * The words of a query that tell sections apart. "webpack" names the site, so every page is about
 * it: it is left out unless the query has nothing else.
 */
function queryWords(query: string): string[] {
  const words = query.split(/\s+/).filter(Boolean);
  const rest = words.filter((word) => word.toLowerCase() !== SITE_WORD);
  return rest.some((word) => !STOP_WORDS.has(word.toLowerCase())) ? rest : words;
}

const SITE_WORD = 'webpack';

/**
 * How much a section's place in the site counts: reference sections answer an identifier (one
 * word such as `publicPath`), guides and concepts answer a task typed as words.
 */
const SECTION_PRIORS: Record<'identifier' | 'word' | 'words', Record<string, number>> = {
  // One plain word (`loaders`, `extensions`) is a concept's name or an option's.
  word: { configuration: 1.6, concepts: 1.6, guides: 1.3, api: 1.1, migrate: 0.6, blog: 0.6 },
  identifier: { configuration: 2, api: 1.6, plugins: 1.1, loaders: 1.1, migrate: 0.6, blog: 0.6 },
  words: { guides: 2, concepts: 1.8, configuration: 1.2, api: 0.8, migrate: 1, blog: 0.7 },
};

/** The share of `words` that a title's words (`titleWords`, lowercase) equal or, from three letters, begin with. */
function coverage(words: readonly string[], titleWords: readonly string[]): number {
  const found = words.filter((word) =>
    titleWords.some((titleWord) => titleWord === word || (word.length >= 3 && titleWord.startsWith(word))),
  );
  return words.length === 0 ? 0 : found.length / words.length;
}

/** What ranking reads of a section, worked out once when the index loads rather than per query. */
interface RankedSection {
  page: string;
  /** The heading, lowercase; a heading that names a call, `compiler.run(callback)`, names `compiler.run`. */
  heading: string;
  pageWords: string[];
  headingWords: string[];
  /** The last part of the page's url: a package's page is named by it. */
  slug: string;
  section: string;
  isIntro: boolean;
}

function rankedSection(stored: StoredSection): RankedSection {
  const page = stored.page.toLowerCase();
  const heading = stored.heading.toLowerCase().replace(/\(.*\)$/, '');
  const [pageUrl = ''] = stored.url.split('#');
  const lowerWords = (text: string) => tokenize(text).map((word) => word.toLowerCase());
  return {
    page,
    heading,
    pageWords: lowerWords(page),
    headingWords: lowerWords(heading),
    slug: pageUrl.split('/').filter(Boolean).at(-1) ?? '',
    section: pageUrl.split('/')[1] ?? '',
    isIntro: !stored.url.includes('#'),
  };
}

/** What ranking reads of a query, worked out once per search rather than per section. */
interface RankedQuery {
  /** The query, trimmed and lowercase. */
  query: string;
  words: string[];
  identifier: boolean;
  kind: keyof typeof SECTION_PRIORS;
}

function rankedQuery(query: string, rawWords: readonly string[]): RankedQuery {
  const identifier = !/\s/.test(query);
  return {
    query,
    words: rawWords.map((word) => word.toLowerCase()).filter((word) => !STOP_WORDS.has(word)),
    identifier,
    kind: !identifier ? 'words' : /^[a-z]+$/.test(rawWords.join('')) ? 'word' : 'identifier',
  };
}

/**
 * The boost of a section beyond its text's score: a page whose title or package name is the
 * query, a heading that is the identifier or a qualified name ending in it, headings and titles
 * that hold the query's words, and the section prior.
 */
function rankBoost(
  { query, words, identifier, kind }: RankedQuery,
  ranked: RankedSection | undefined,
): number {
  if (!ranked) return 1;
  const { page, heading, slug, section, isIntro } = ranked;
  let boost = SECTION_PRIORS[kind][section] ?? 1;
  // The page's own name: its title, or its package name (the last part of its url).
  if (page === query || slug === query) boost *= isIntro ? 20 : 3;
  // The heading names the identifier: as it is, as a qualified name ending in it (`output.publicPath`,
  // `this.emitWarning`), or qualified by the query (`compiler.hooks.done` for `done`). Which
  // of those wins is the section prior's: the option's own reference before a page mentioning it.
  else if (
    heading === query ||
    (identifier && heading && (heading.endsWith(`.${query}`) || query.endsWith(`.${heading}`)))
  ) {
    boost *= 10;
  } else {
    const title = coverage(words, ranked.pageWords);
    const inHeading = coverage(words, ranked.headingWords);
    boost *= 1 + 3 * title * (isIntro ? 2 : 1) + 3 * inHeading;
  }
  return boost;
}

/**
 * The matched terms that are a query term or begin with one. A fuzzy match finds a section
 * ("free" for "tree") but is not what the reader typed, so it is not marked.
 */
export function realMatches(terms: readonly string[], queryTerms: readonly string[]): string[] {
  return terms.filter((term) => queryTerms.some((queryTerm) => term.startsWith(queryTerm)));
}

/** A piece of `text` around the first matched term, split into matching and plain parts. */
export function snippet(text: string, terms: readonly string[]): SnippetPart[] {
  if (!text) return [];
  const lower = text.toLowerCase();
  const positions = terms.map((term) => lower.indexOf(term)).filter((at) => at >= 0);
  const first = positions.length > 0 ? Math.min(...positions) : 0;
  let start = Math.max(0, first - SNIPPET_CONTEXT.before);
  let end = Math.min(text.length, first + SNIPPET_CONTEXT.after);
  // Cut at a word: the window starts after a space and ends before one, unless the word is the match.
  if (start > 0 && text[start - 1] !== ' ') {
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < first) start = space + 1;
  }
  if (end < text.length && text[end] !== ' ') {
    const space = text.lastIndexOf(' ', end);
    if (space > first) end = space;
  }
  const window = `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
  return markMatches(window, terms);
}

/** `text` split into the parts that are one of `terms` (any case) and the parts between. */
export function markMatches(text: string, terms: readonly string[]): SnippetPart[] {
  if (terms.length === 0) return text ? [{ text, match: false }] : [];
  const escaped = [...terms]
    .sort((a, b) => b.length - a.length)
    .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(${escaped.join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter(Boolean)
    .map((part) => ({ text: part, match: terms.includes(part.toLowerCase()) }));
}
