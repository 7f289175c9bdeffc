// The search engine of the local index. The build serializes the index (`serializeSearchIndex`,
// out/search-index.json); the dialog and scripts/budget/budget.mjs load it as it is (`loadSearchEngine`),
// so opening search does no indexing.
import MiniSearch, {
  type AsPlainObject,
  type Options,
  type SearchOptions,
  type SearchResult,
} from 'minisearch';

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

function processTerm(term: string): string | null {
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
const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: ['page', 'section', 'heading', 'code', 'text'],
  // Nothing is stored by MiniSearch: the sections travel in the file's own compact form.
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

/** What the dialog shows for a section. */
interface StoredSection {
  url: string;
  page: string;
  section: string;
  heading: string;
  text: string;
}

/**
 * out/search-index.json: MiniSearch's index with its numbers packed. Pages are listed once
 * as `[url, title, section]`; each section is `[page index, anchor, heading, excerpt]` in
 * MiniSearch's id order, its anchor left empty when `plainSlug` of its heading gives it; postings
 * are one string, a line per term in sorted order: the term front-coded (`frontCode`), then for
 * each field a space, the field id and numbers (`encodeGaps`): per section twice the gap from the
 * section before, plus one when the term occurs more than once there, the count less two then
 * following. Term counts feed BM25's term frequency, so a section about a term outranks one that
 * names it once.
 */
interface PackedIndex {
  version: 3;
  pages: [url: string, title: string, section: string][];
  sections: [page: number, anchor: string, heading: string, excerpt: string][];
  fieldIds: Record<string, number>;
  fieldLength: number[][];
  averageFieldLength: number[];
  postings: string;
}

const MINISEARCH_SERIALIZATION = 2;

// Gaps as base-32 digits, most significant first: the last digit of a number comes from
// FINAL_DIGITS, any before it from MORE_DIGITS. Shorter than JSON arrays, also once gzipped.
const FINAL_DIGITS = '0123456789abcdefghijklmnopqrstuv';
const MORE_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ!#$%&(';

/** Non-negative integers as one string of base-32 digits (see FINAL_DIGITS). */
export function encodeGaps(gaps: readonly number[]): string {
  let out = '';
  for (const gap of gaps) {
    const digits: number[] = [];
    let rest = gap;
    do {
      digits.unshift(rest % 32);
      rest = Math.floor(rest / 32);
    } while (rest > 0);
    digits.forEach((digit, at) => {
      out += (at === digits.length - 1 ? FINAL_DIGITS : MORE_DIGITS)[digit];
    });
  }
  return out;
}

/** The integers of an `encodeGaps` string. */
export function decodeGaps(encoded: string): number[] {
  const gaps: number[] = [];
  let value = 0;
  for (const char of encoded) {
    const final = FINAL_DIGITS.indexOf(char);
    if (final >= 0) {
      gaps.push(value * 32 + final);
      value = 0;
    } else {
      const more = MORE_DIGITS.indexOf(char);
      if (more < 0) throw new Error(`search index: "${char}" is not a digit of a posting list`);
      value = value * 32 + more;
    }
  }
  return gaps;
}

/**
 * The anchor github-slugger gives a plain ASCII heading, with no duplicate on its page. The
 * index stores an anchor only where this differs (other characters, a repeated heading), so
 * most sections carry none and the reader's url is still exact.
 */
export function plainSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');
}

// A sorted term shares a prefix with the one before it: one base-36 digit says how long
// (at most 35 characters), the rest of the term follows.
const MAX_SHARED_PREFIX = 35;

/** `term` written as the length of the prefix it shares with `previous`, then the rest. */
export function frontCode(previous: string, term: string): string {
  let shared = 0;
  while (shared < MAX_SHARED_PREFIX && shared < term.length && previous[shared] === term[shared]) shared += 1;
  return `${shared.toString(36)}${term.slice(shared)}`;
}

/** The term a `frontCode` string stands for, given the term before it. */
export function frontDecode(previous: string, coded: string): string {
  const shared = parseInt(coded.slice(0, 1), 36);
  if (Number.isNaN(shared)) throw new Error(`search index: "${coded}" is not a front-coded term`);
  return previous.slice(0, shared) + coded.slice(1);
}

/** The index of a site's sections, serialized for `loadSearchEngine`; built once, at build time. */
export function serializeSearchIndex(documents: readonly SearchDocument[]): string {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(documents);
  const plain = index.toJSON();
  if (plain.serializationVersion !== MINISEARCH_SERIALIZATION) {
    throw new Error(`MiniSearch serialization ${plain.serializationVersion} is not the packed format's`);
  }
  const pages: [string, string, string][] = [];
  const pageIndex = new Map<string, number>();
  const packed: PackedIndex = {
    version: 3,
    pages,
    sections: documents.map((document, shortId) => {
      // Results are found by url: the loader names every section by it.
      if (document.id !== document.url || plain.documentIds[shortId] !== document.id) {
        throw new Error(`search index: section ${document.id} is not named by its url, or out of order`);
      }
      const [pageUrl = '', anchor = ''] = document.url.split('#');
      if (!pageIndex.has(pageUrl)) {
        pageIndex.set(pageUrl, pages.length);
        pages.push([pageUrl, document.page, document.section]);
      }
      const storedAnchor = document.heading && plainSlug(document.heading) === anchor ? '' : anchor;
      return [pageIndex.get(pageUrl) ?? 0, storedAnchor, document.heading, excerptOf(document.text)];
    }),
    fieldIds: plain.fieldIds,
    fieldLength: documents.map((_, shortId) => plain.fieldLength[shortId] ?? []),
    averageFieldLength: plain.averageFieldLength,
    postings: [...plain.index]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([term, fields], at, sorted) => {
        let line = frontCode(sorted[at - 1]?.[0] ?? '', term);
        for (const [fieldId, byDocument] of Object.entries(fields)) {
          const ids = Object.keys(byDocument)
            .map(Number)
            .sort((a, b) => a - b);
          line += ` ${fieldId}${encodeGaps(
            ids.flatMap((id, at) => {
              const gap = id - (at === 0 ? 0 : (ids[at - 1] ?? 0));
              const count = byDocument[id] ?? 1;
              return count > 1 ? [gap * 2 + 1, count - 2] : [gap * 2];
            }),
          )}`;
        }
        return line;
      })
      .join('\n'),
  };
  return JSON.stringify(packed);
}

/** The url of a packed section: its page's url and its anchor. */
function sectionUrl(packed: PackedIndex, shortId: number): string {
  const [page = 0, stored = '', heading = ''] = packed.sections[shortId] ?? [];
  const pageUrl = packed.pages[page]?.[0] ?? '';
  // A page's introduction has no heading and no anchor; any other section has both.
  const anchor = stored || (heading ? plainSlug(heading) : '');
  return anchor ? `${pageUrl}#${anchor}` : pageUrl;
}

/** MiniSearch's own serialization of a packed index. */
function unpack(packed: PackedIndex): AsPlainObject {
  let previous = '';
  const index: AsPlainObject['index'] = packed.postings.split('\n').map((line) => {
    const [coded = '', ...rest] = line.split(' ');
    const term = frontDecode(previous, coded);
    previous = term;
    const fields: Record<string, Record<string, number>> = {};
    for (const field of rest) {
      const byDocument: Record<string, number> = {};
      let shortId = 0;
      const numbers = decodeGaps(field.slice(1));
      for (let at = 0; at < numbers.length; at += 1) {
        const value = numbers[at] ?? 0;
        shortId += Math.floor(value / 2);
        // An odd value says the term occurs more than once: the next number is the count less two.
        if (value % 2 === 1) {
          at += 1;
          byDocument[shortId] = (numbers[at] ?? 0) + 2;
        } else {
          byDocument[shortId] = 1;
        }
      }
      fields[field.slice(0, 1)] = byDocument;
    }
    return [term, fields];
  });
  return {
    documentCount: packed.sections.length,
    nextId: packed.sections.length,
    documentIds: Object.fromEntries(
      packed.sections.map((_, shortId) => [shortId, sectionUrl(packed, shortId)]),
    ),
    fieldIds: packed.fieldIds,
    fieldLength: Object.fromEntries(packed.fieldLength.map((lengths, shortId) => [shortId, lengths])),
    averageFieldLength: packed.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: MINISEARCH_SERIALIZATION,
  };
}

/** The engine over a serialized index: loading it does no tokenizing or indexing. */
export function loadSearchEngine(serialized: string) {
  const packed = JSON.parse(serialized) as PackedIndex;
  const index = MiniSearch.loadJS<SearchDocument>(unpack(packed), INDEX_OPTIONS);
  const sections = new Map<string, StoredSection>(
    packed.sections.map(([page, , heading, text], shortId) => {
      const url = sectionUrl(packed, shortId);
      const [, title = '', section = ''] = packed.pages[page] ?? [];
      return [url, { url, page: title, section, heading, text }];
    }),
  );
  const ranked = new Map([...sections].map(([url, stored]) => [url, rankedSection(stored)]));
  const cited = new Map<string, number>();
  /** How many sections name `name` whole in their code, counted once per name. */
  const citations = (name: string) => {
    let count = cited.get(name);
    if (count === undefined) {
      count = index.search(name, CITATION_SEARCH).length;
      cited.set(name, count);
    }
    return count;
  };

  /** Pages and sections matching `query`, best first, grouped by page. */
  function search(query: string, limit = 20): SearchGroup[] {
    const trimmed = query.trim();
    if (!trimmed || trimmed.length > MAX_QUERY_LENGTH || tokenize(trimmed).length === 0) return [];
    const wanted = trimmed.toLowerCase();
    const words = queryWords(trimmed);
    const groups = termGroups(words);
    const terms = groups.flat().join(' ');
    const ranking = rankedQuery(wanted, words);
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
        boost = rankBoost(ranking, ranked.get(String(id)), citations);
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
    const all = byCoverage(found, groups);
    return group(all.slice(0, limit * 3), limit);
  }

  function group(results: SearchResult[], limit: number): SearchGroup[] {
    const groups = new Map<string, SearchGroup>();
    for (const result of results) {
      const section = sections.get(String(result.id));
      if (!section) continue;
      const pageUrl = section.url.split('#')[0] ?? section.url;
      const place = placeOf(pageUrl, section.page, section.section);
      const entry = groups.get(pageUrl) ?? { page: section.page, place, url: pageUrl, hits: [] };
      const matched = realMatches(result.terms, result.queryTerms);
      entry.hits.push({
        url: section.url,
        heading: section.heading,
        headingParts: markMatches(section.heading, matched),
        snippet: snippet(section.text, matched),
      });
      groups.set(pageUrl, entry);
      if (groups.size >= limit) break;
    }
    return [...groups.values()];
  }

  return { search, size: index.documentCount };
}

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

/**
 * A plain word without its English ending (`writing` → `writ`, `caches` → `cach`, `removed` →
 * `remov`), searched as a prefix so that every form of the word is found; a word that is not
 * plain lowercase letters (a name, a path) stays as it is.
 */
export function stemOf(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  const endings: [RegExp, string][] = [
    [/ies$/, ''],
    [/(ss|x|z|ch|sh)es$/, '$1'],
    [/([^s])s$/, '$1'],
    [/ing$/, ''],
    [/ed$/, ''],
  ];
  for (const [ending, rest] of endings) {
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
}

function rankedSection(stored: StoredSection): RankedSection {
  const page = stored.page.toLowerCase();
  const heading = stored.heading.toLowerCase().replace(/\(.*\)$/, '');
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
  citations: (name: string) => number,
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
    boost *= 10 * (heading.includes('.') ? citationWeight(citations(heading)) : 1);
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
