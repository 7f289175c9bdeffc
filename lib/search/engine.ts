// The search engine of the local index. The build indexes the site's sections with MiniSearch and
// splits MiniSearch's own serialization into files (lib/search/chunks.ts): a manifest, the sections
// every query ranks, and postings chunks; a query loads only the chunks of its terms
// (`createSearchEngine`, run by lib/search/loader.ts in the dialog's worker), so opening search does
// no indexing and fetches no more than a query needs.
import MiniSearch, {
  type AsPlainObject,
  type Options,
  type SearchOptions,
  type SearchResult,
} from 'minisearch';
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
  /** The title of the site section the page is in (`Configuration`), its own index included; empty for a top-level page. */
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

/** The words of a class name: `DefinePlugin` gives `Define` and `Plugin`; other words give none. */
function classNameWords(word: string): string[] {
  if (!CLASS_NAME.test(word)) return [];
  return word.split(/(?<=[a-z0-9])(?=[A-Z])/);
}

/** A name in PascalCase of at least two words (`DefinePlugin`, `RawSource`, `ChunkLoadError`). */
const CLASS_NAME = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/;

/**
 * Words and identifiers: `output.publicPath` gives the path and each of its parts, and a class
 * name its words, so "define plugin" finds `DefinePlugin`.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const raw of text.split(/[\s,;:()[\]{}<>"'`=!?*|+&^~]+/)) {
    const word = raw.replace(/^[.\-/]+|[.\-/]+$/g, '');
    if (!word) continue;
    tokens.push(word);
    const parts = word.split(/[./\-_@$]+/).filter(Boolean);
    if (parts.length > 1) tokens.push(...parts);
    tokens.push(...parts.flatMap(classNameWords));
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
  fields: ['page', 'section', 'heading', 'code', 'text'],
  // Nothing is stored by MiniSearch: the sections travel in the sections files (lib/search/chunks.ts).
  storeFields: [],
  tokenize,
  processTerm,
  searchOptions: {
    boost: { page: 4, section: 1, heading: 3, code: 3, text: 1 },
    prefix: (term) => term.length >= 3,
    fuzzy: (term) => fuzziness(term),
    combineWith: 'AND',
  },
};

/** A search for one whole name (`output.publicpath`) in the identifiers sections cite. */
const CITATION_SEARCH: SearchOptions = {
  fields: ['code'],
  tokenize: (text) => [text],
  processTerm: (term) => term.toLowerCase(),
  prefix: false,
  fuzzy: false,
};

/** A heading as ranking compares it: lowercase; a heading that names a call, `compiler.run(callback)`, names `compiler.run`. */
const rankedHeading = (heading: string) => heading.toLowerCase().replace(/\(.*\)$/, '');

/**
 * How many sections of the whole index name a section's heading whole in their code
 * (`output.publicPath` in 36 sections, `stats.publicPath` in 2), for a heading that is a qualified
 * name; 0 for any other. Counted at build time (lib/search/chunks.ts): a query loads only its
 * own terms' chunks, and a heading's name is seldom one of them.
 */
export function headingCitations(index: MiniSearch<SearchDocument>, heading: string): number {
  const name = rankedHeading(heading);
  return name.includes('.') ? index.search(name, CITATION_SEARCH).length : 0;
}

/** What the dialog shows for a section, and where its details are. */
interface StoredSection {
  url: string;
  page: string;
  section: string;
  heading: string;
  /** MiniSearch's short id: its details file is the id's range of `detailsPerFile`. */
  id: number;
  /** `headingCitations` of the heading. */
  citations: number;
}

/** A query's results, cut to the groups the dialog lists, before their details are read. */
export interface RankedResults {
  /** In the order the dialog lists them: by page, the pages in the order of their best hit. */
  hits: { section: StoredSection; matched: string[] }[];
}

/** A search file by name, already loaded: the engine never fetches. */
export type SearchFiles = (name: string) => unknown;

/** A query as ranking reads it, or null for a query that finds nothing. */
function parseQuery(query: string): { trimmed: string; words: string[]; groups: string[][] } | null {
  const trimmed = query.trim();
  if (!trimmed || trimmed.length > MAX_QUERY_LENGTH || tokenize(trimmed).length === 0) return null;
  const words = queryWords(trimmed);
  return { trimmed, words, groups: termGroups(words) };
}

/**
 * MiniSearch's length of a field: the number of distinct tokens. The `page`, `section` and
 * `heading` lengths are worked out from the sections files rather than stored.
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
 * titles' and headings' lengths.
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
  const storedLengths = new Map<number, LengthsFile['lengths'][number]>();
  for (const file of lengthsFiles) {
    file.lengths.forEach((lengths, at) => storedLengths.set(file.first + at, lengths));
  }
  const {
    page: pageField = 0,
    section: sectionField = 1,
    heading: headingField = 2,
    code: codeField = 3,
    text: textField = 4,
  } = manifest.fieldIds;
  for (const file of sectionsFiles) {
    const pageLengths = file.pages.map(([, title, section]) => [
      fieldLengthOf(title),
      fieldLengthOf(section),
    ]);
    file.sections.forEach(([page, anchor, heading], at) => {
      const id = file.first + at;
      const [pageUrl = '', title = '', section = ''] = file.pages[page] ?? [];
      // A page's introduction has no heading and no anchor; any other section has both.
      const stored = anchor || (heading ? plainSlug(heading) : '');
      const url = stored ? `${pageUrl}#${stored}` : pageUrl;
      const [code = 0, text = 0, citations = 0] = storedLengths.get(id) ?? [];
      const [titleLength = 0, sectionLength = 0] = pageLengths[page] ?? [];
      const lengths: number[] = [];
      lengths[pageField] = titleLength;
      lengths[sectionField] = sectionLength;
      lengths[headingField] = fieldLengthOf(heading);
      lengths[codeField] = code;
      lengths[textField] = text;
      documentIds[id] = url;
      fieldLength[id] = lengths;
      sections.set(url, { url, page: title, section, heading, id, citations });
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

  /** The buckets of the terms MiniSearch looks up for a query's term groups, as it tokenizes and processes them. */
  function bucketsOf(groups: readonly string[][]): number[] {
    const processed = tokenize(groups.flat().join(' ')).flatMap((term) => processTerm(term) ?? []);
    return [...new Set(processed.map((term) => termBucket(term, manifest.buckets)))].sort((a, b) => a - b);
  }

  /** The postings files a query needs: every chunk of its terms' buckets. */
  function postingsFor(query: string): string[] {
    const parsed = parseQuery(query);
    return parsed ? bucketsOf(parsed.groups).flatMap((bucket) => manifest.chunks[bucket] ?? []) : [];
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
    const parsed = parseQuery(query);
    if (!parsed) return { hits: [] };
    const { groups } = parsed;
    const index = indexOf(bucketsOf(groups), files);
    const terms = groups.flat().join(' ');
    const ranking = rankedQuery(parsed.trimmed.toLowerCase(), parsed.words);
    const qualified = groups.flat().some(isQualified);
    // A word's prefix or fuzzy match in a qualified name (`webpack` in `webpack.DefinePlugin`)
    // counts nothing: the name's parts are indexed on their own, and a section listing many such
    // names would add one score per name.
    // MiniSearch asks once per section and matched term: a section's boost is worked out once.
    const boosts = new Map<string, number>();
    const boostDocument = (id: string, term: string) => {
      if (!qualified && isQualified(term)) return 0;
      let boost = boosts.get(id);
      if (boost === undefined) {
        boost = rankBoost(ranking, ranked.get(String(id)));
        boosts.set(id, boost);
      }
      return boost;
    };
    // Readers type several words loosely: every section holding any of them is a candidate, and
    // those holding more of them come first (`byCoverage`).
    // The parts of a qualified name (`webpack`, `cli` of `webpack-cli`) are matched as they are:
    // the whole name is matched by prefix and spelling already, and a part as common as
    // `webpack` would begin thousands of terms.
    const parts = new Set(qualifiedParts(groups.flat()));
    const found = index.search(terms, {
      combineWith: 'OR',
      boostDocument,
      prefix: (term) => term.length >= 3 && !parts.has(term),
      fuzzy: (term) => (parts.has(term) ? 0 : fuzziness(term)),
    });
    return { hits: byPage(fillPages(byCoverage(found, groups).slice(0, limit * 3), limit)) };
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
      const place = placeOf(pageUrl, section.page, section.section);
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

/** True for a qualified name or path, `output.publicpath`, `webpack-cli`, which `tokenize` also splits into its parts. */
const isQualified = (term: string) => /[./\-_@$]/.test(term);

/** The parts `tokenize` splits the qualified names among `terms` into, as the index processes them. */
function qualifiedParts(terms: readonly string[]): string[] {
  return terms
    .filter(isQualified)
    .flatMap((term) => tokenize(term).slice(1))
    .flatMap((token) => processTerm(token) ?? []);
}

/**
 * The terms MiniSearch looks up for a query's words, as the index processes them, each with the
 * other spellings that mean the same in webpack's vocabulary: a bare major version (`5` in
 * "webpack 5") is also the `v5` that titles write.
 */
export function termGroups(words: readonly string[]): string[][] {
  const terms = new Set(tokenize(words.join(' ')).flatMap((token) => processTerm(token) ?? []));
  return [...terms].map((term) => {
    if (/^\d+$/.test(term)) return [term, `v${term}`];
    return [term];
  });
}

/** The shortest stem `stemOf` leaves, so that a stem still tells words apart. */
const MIN_STEM = 4;

/** The English endings `stemOf` removes, the first that matches only, each with what it leaves. */
const ENDINGS: readonly (readonly [RegExp, string])[] = [
  [/ies$/, ''],
  [/(ss|x|z|ch|sh)es$/, '$1'],
  [/([^s])s$/, '$1'],
  [/ing$/, ''],
  [/ed$/, ''],
];

/**
 * A plain word without its English ending (`writing` → `writ`, `caches` → `cach`, `removed` →
 * `remov`), searched as a prefix so that every form of the word is found; a word that is not
 * plain lowercase letters (a name, a path) stays as it is.
 */
export function stemOf(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  for (const [ending, rest] of ENDINGS) {
    if (!ending.test(word)) continue;
    // A doubled last consonant is the ending's (`splitting` → `split`).
    const stem = word.replace(ending, rest).replace(/([b-df-hj-np-tv-z])\1$/, '$1');
    return stem.length >= MIN_STEM ? stem : word;
  }
  return word;
}

/**
 * How much a section's share of the query's terms counts beyond MiniSearch's own score (which
 * already multiplies by the number of terms found): one of two words found scores a quarter of
 * what both would.
 */
const COVERAGE_POWER = 2;

/**
 * Results in rank order once each score is weighed by the share of the query's term groups
 * (`termGroups`) the section holds (`COVERAGE_POWER`), so a section answering the whole query
 * passes one that repeats one of its words.
 */
export function byCoverage<Result extends { score: number; queryTerms: string[] }>(
  results: readonly Result[],
  groups: readonly (readonly string[])[],
): Result[] {
  const share = (result: Result) =>
    groups.length === 0
      ? 1
      : groups.filter((group) => group.some((term) => result.queryTerms.includes(term))).length /
        groups.length;
  return results
    .map((result) => ({ result, score: result.score * share(result) ** COVERAGE_POWER }))
    .sort((a, b) => b.score - a.score)
    .map(({ result }) => result);
}

/**
 * Where a result's page lives, as its group is labelled: `Configuration › Output`; a section's own
 * index page (one path segment, `/api/`) by its section alone, whatever its title (`Introduction`);
 * a top-level page by its title.
 */
export function placeOf(pageUrl: string, page: string, section: string): string {
  if (!section) return page;
  const isSectionIndex = pageUrl.split('/').filter(Boolean).length === 1;
  return isSectionIndex ? section : `${section} › ${page}`;
}

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
const SECTION_PRIORS: Record<'identifier' | 'word' | 'words' | 'command', Record<string, number>> = {
  // One plain word (`loaders`, `extensions`) is a concept's name or an option's.
  word: { configuration: 1.6, concepts: 1.6, guides: 1.3, api: 1.1, migrate: 0.6, blog: 0.6 },
  identifier: { configuration: 2, api: 1.6, plugins: 1.1, loaders: 1.1, migrate: 0.6, blog: 0.6 },
  words: { guides: 2, concepts: 1.8, configuration: 1.2, api: 0.8, migrate: 1, blog: 0.7 },
  // `webpack serve`, `webpack info`: a command line, whose commands the api section's CLI page lists.
  command: { api: 2.5, configuration: 1, migrate: 0.6, blog: 0.6 },
};

/**
 * The words of a name as a reader may type them: `CssMinimizerWebpackPlugin`,
 * `css-minimizer-webpack-plugin` and "css minimizer plugin" all give `css minimizer plugin`. Split
 * at case changes, separators and spaces, lowercase, with the site's own name left out.
 */
export function nameWords(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && word !== SITE_WORD)
    .join(' ');
}

/** A query word as ranking compares it: lowercase, and its stem (`stemOf`). */
interface Word {
  word: string;
  stem: string;
}

const asWord = (word: string): Word => ({ word, stem: stemOf(word) });

/**
 * The share of `words` found among a title's words (`titleWords`): equal, or begun by the word
 * from three letters or by its stem (`caching` and `Cache` by `cach`).
 */
function coverage(words: readonly Word[], titleWords: readonly string[]): number {
  const found = words.filter(({ word, stem }) =>
    titleWords.some(
      (title) => title === word || (word.length >= 3 && title.startsWith(word)) || title.startsWith(stem),
    ),
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
  /** `nameWords` of the page's title and of its slug. */
  names: string[];
  /** The heading without spaces, dots or dashes: `content hash` and `contentHash` read the same. */
  squashed: string;
  section: string;
  isIntro: boolean;
  /** How many sections cite the heading's name (`headingCitations`). */
  citations: number;
}

function rankedSection(stored: StoredSection): RankedSection {
  const page = stored.page.toLowerCase();
  const heading = rankedHeading(stored.heading);
  const [pageUrl = ''] = stored.url.split('#');
  const lowerWords = (text: string) => tokenize(text).map((word) => word.toLowerCase());
  const slug = pageUrl.split('/').filter(Boolean).at(-1) ?? '';
  return {
    page,
    heading,
    // The place a result names (`API › Node Interface`): readers type the section's name too.
    pageWords: lowerWords(`${stored.section} ${page}`),
    headingWords: lowerWords(heading),
    slug,
    names: [nameWords(stored.page), nameWords(slug)],
    squashed: squash(heading),
    section: pageUrl.split('/')[1] ?? '',
    isIntro: !stored.url.includes('#'),
    citations: stored.citations,
  };
}

/**
 * Text without spaces, and without the dots, dashes and underscores between its words, for
 * comparing names however they are written; a flag's leading dashes stay.
 */
const squash = (text: string) => text.replace(/\s+/g, '').replace(/(?<=[a-z0-9])[.\-_]+(?=[a-z0-9])/g, '');

/** What ranking reads of a query, worked out once per search rather than per section. */
interface RankedQuery {
  /** The query, trimmed and lowercase. */
  query: string;
  /** The query's words that tell sections apart, with their stems. */
  stems: Word[];
  /** `nameWords` of the query. */
  name: string;
  /** `squash` of the query's words, the site word and stop words left out. */
  squashed: string;
  identifier: boolean;
  kind: keyof typeof SECTION_PRIORS;
}

/** A query typed as a command line: the site's name and one word, `webpack serve`. */
const COMMAND = new RegExp(`^${SITE_WORD}\\s+[a-z]+$`);

function rankedQuery(query: string, rawWords: readonly string[]): RankedQuery {
  const identifier = !/\s/.test(query);
  const words = rawWords.map((word) => word.toLowerCase()).filter((word) => !STOP_WORDS.has(word));
  return {
    query,
    stems: words.map(asWord),
    // A flag (`--mode`) is not a name: the page titled Mode is not its answer.
    name: query.startsWith('-') ? '' : nameWords(rawWords.join(' ')),
    squashed: squash(words.join(' ')),
    identifier,
    kind: COMMAND.test(query)
      ? 'command'
      : !identifier
        ? 'words'
        : /^[a-z]+$/.test(rawWords.join(''))
          ? 'word'
          : 'identifier',
  };
}

/**
 * How much the sections that cite a heading's name in code (`output.publicPath` in 36 sections,
 * `stats.publicPath` in 2) count for it among headings naming the same identifier: the one
 * the site refers to most is the one readers mean.
 */
export function citationWeight(citations: number): number {
  return 1 + CITATION_WEIGHT * Math.log(1 + citations);
}

const CITATION_WEIGHT = 0.5;

/** How much more a heading counts when the reader typed its whole qualified name. */
const QUALIFIED_EXACT = 3;

/**
 * The boost of a section beyond its text's score: a page whose title or package name is the
 * query, a heading that is the identifier or a qualified name ending in it, headings and titles
 * that hold the query's words, and the section prior.
 */
function rankBoost(
  { query, stems, name, squashed, identifier, kind }: RankedQuery,
  ranked: RankedSection | undefined,
): number {
  if (!ranked) return 1;
  const { heading, section, isIntro } = ranked;
  let boost = SECTION_PRIORS[kind][section] ?? 1;
  // The page's own name: its title, or its package name (the last part of its url), however
  // written (`define plugin` for DefinePlugin, `TerserPlugin` for terser-webpack-plugin).
  if (name && ranked.names.includes(name)) boost *= isIntro ? 20 : 3;
  // The heading names the identifier: as it is, as a qualified name ending in it (`output.publicPath`,
  // `this.emitWarning`), or qualified by the query (`compiler.hooks.done` for `done`). Which
  // of those wins is the section prior's: the option's own reference before a page mentioning it.
  else if (
    heading === query ||
    (heading && ranked.squashed === squashed) ||
    (identifier && heading && (heading.endsWith(`.${query}`) || query.endsWith(`.${heading}`)))
  ) {
    // Several options may end in the same name (`output.publicPath`, `stats.publicPath`).
    boost *= 10 * (heading.includes('.') ? citationWeight(ranked.citations) : 1);
    // A qualified name typed whole (`this.mode`) is that heading's, not a shorter one's (`mode`).
    if (heading === query && isQualified(query)) boost *= QUALIFIED_EXACT;
  } else {
    const title = coverage(stems, ranked.pageWords);
    const inHeading = coverage(stems, ranked.headingWords);
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
