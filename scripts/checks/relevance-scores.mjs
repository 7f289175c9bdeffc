// Scoring of the search relevance suite (issue 24), shared by scripts/checks/search-relevance.mjs
// (the engine in Node), __tests__/search/relevance.test.ts and e2e/browser/search-relevance.test.mjs
// (the dialog in Chromium). Plain JavaScript without lib/ imports, so the browser tests, which run
// without a TypeScript loader, count hits with the same code. A query counts as found at k when one
// of the first k results the dialog lists, hits in display order across its page groups, is an
// accepted url.
import { fileURLToPath } from 'node:url';

export const QUERIES_FILE = fileURLToPath(
  new URL('../../__tests__/search/relevance-queries.json', import.meta.url),
);

/** The kinds of query readers type, in the order the report lists them. */
export const KINDS = [
  'option',
  'option-bare',
  'package',
  'plugin',
  'hook',
  'cli-flag',
  'loader-context',
  'task',
  'concept',
  'migration',
  'error-message',
  'api',
];

/** The ranks the report gives the share of queries found within. */
const DEPTHS = /** @type {const} */ ([1, 3, 5]);

/** How many results a miss lists. */
const SHOWN_RESULTS = 3;

/**
 * One query of the suite: what the reader types and every url they would be happy to land on.
 * @typedef {{ query: string, kind: string, accept: string[] }} RelevanceQuery
 */

/**
 * A query's outcome: the rank of its first accepted result (null when none is listed) and the
 * results the dialog shows first.
 * @typedef {RelevanceQuery & { rank: number | null, top: string[] }} Outcome
 */

/**
 * Share of queries found within each depth, from 0 to 1.
 * @typedef {{ queries: number, 'hit@1': number, 'hit@3': number, 'hit@5': number }} Scores
 */

/**
 * What a search answers, as far as scoring reads it: page groups of hits, in the dialog's order.
 * @typedef {readonly { hits: readonly { url: string }[] }[]} ResultGroups
 */

/**
 * The least share of the suite's queries the search must answer within 1 and 3 results, in Node
 * and through the dialog: a floor under today's figures (91.6 % and 95.3 % of 379 queries) so
 * ranking cannot fall back; issue 24 asks 85 % first and 95 % within three.
 */
export const RELEVANCE_FLOORS = /** @type {const} */ ({ 'hit@1': 0.9, 'hit@3': 0.95 });

/**
 * The result urls in the order the dialog lists them: each page group's hits, group after group.
 * @param {ResultGroups} groups
 * @returns {string[]}
 */
export function resultUrls(groups) {
  return groups.flatMap((group) => group.hits.map((hit) => hit.url));
}

/**
 * True when a result answers the query: it is an accepted url, or it is on a page accepted
 * without an anchor, which stands for any section of that page.
 * @param {readonly string[]} accept
 * @param {string} url
 * @returns {boolean}
 */
export function isAccepted(accept, url) {
  const page = url.split('#')[0];
  return accept.some((wanted) => wanted === url || (!wanted.includes('#') && wanted === page));
}

/**
 * The 1-based rank of the first accepted result, or null when no result is accepted.
 * @param {readonly string[]} accept
 * @param {readonly string[]} urls
 * @returns {number | null}
 */
export function firstAcceptedRank(accept, urls) {
  const at = urls.findIndex((url) => isAccepted(accept, url));
  return at < 0 ? null : at + 1;
}

/**
 * Shares of `outcomes` whose first accepted result is within 1, 3 and 5.
 * @param {readonly { rank: number | null }[]} outcomes
 * @returns {Scores}
 */
export function scores(outcomes) {
  /** @param {number} depth */
  const share = (depth) =>
    outcomes.length === 0
      ? 0
      : outcomes.filter(({ rank }) => rank !== null && rank <= depth).length / outcomes.length;
  return {
    queries: outcomes.length,
    'hit@1': share(DEPTHS[0]),
    'hit@3': share(DEPTHS[1]),
    'hit@5': share(DEPTHS[2]),
  };
}

/**
 * The site section a query belongs to: the first path segment of its first accepted url
 * (`guides`, `api`; a page at the top, such as `/glossary/`, is a section of its own).
 * @param {RelevanceQuery} query
 * @returns {string}
 */
export function sectionOf(query) {
  return query.accept[0]?.split('/')[1] ?? '';
}

/**
 * Every problem of the query file, each naming its query: a malformed entry, an unknown kind, a
 * query listed twice (ignoring case and spaces at the ends), an accepted url that is not a page
 * of the site, or an anchor its page does not have.
 * @param {unknown} data the parsed query file
 * @param {ReadonlyMap<string, ReadonlySet<string>>} anchors the heading ids of every page, by page url
 * @returns {string[]}
 */
export function validateQueries(data, anchors) {
  if (!Array.isArray(data)) return ['the query file must hold an array of queries'];
  /** @type {string[]} */
  const problems = [];
  const seen = new Set();
  data.forEach((entry, at) => {
    const { query, kind, accept } = /** @type {Partial<Record<string, unknown>>} */ (entry ?? {});
    const name = typeof query === 'string' ? `query "${query}"` : `query #${at + 1}`;
    if (typeof query !== 'string' || query.trim() === '') {
      problems.push(`${name}: "query" must be a non-empty string`);
    } else {
      const key = query.trim().toLowerCase();
      if (seen.has(key)) problems.push(`${name}: listed more than once`);
      seen.add(key);
    }
    if (typeof kind !== 'string' || !KINDS.includes(kind)) {
      problems.push(`${name}: kind ${JSON.stringify(kind)} is not one of ${KINDS.join(', ')}`);
    }
    if (!Array.isArray(accept) || accept.length === 0) {
      problems.push(`${name}: "accept" must list at least one url`);
      return;
    }
    for (const url of accept) {
      if (typeof url !== 'string') {
        problems.push(`${name}: accepted url ${JSON.stringify(url)} is not a string`);
        continue;
      }
      const [page = '', anchor] = url.split('#');
      const ids = anchors.get(page);
      if (!ids) problems.push(`${name}: accepted url "${url}" is not a page of the site`);
      else if (anchor !== undefined && !ids.has(anchor)) {
        problems.push(`${name}: accepted url "${url}": page ${page} has no heading #${anchor}`);
      }
    }
  });
  return problems;
}

/**
 * Runs every query through `search` and scores the results.
 * @param {readonly RelevanceQuery[]} queries
 * @param {(query: string) => ResultGroups} search
 */
export function measure(queries, search) {
  /** @type {Outcome[]} */
  const outcomes = queries.map((query) => {
    const urls = resultUrls(search(query.query));
    return { ...query, rank: firstAcceptedRank(query.accept, urls), top: urls.slice(0, SHOWN_RESULTS) };
  });
  /**
   * @param {(outcome: Outcome) => string} keyOf
   * @param {readonly string[]} order
   */
  const scoresBy = (keyOf, order) =>
    Object.fromEntries(
      order.map((key) => [key, scores(outcomes.filter((outcome) => keyOf(outcome) === key))]),
    );
  const sections = [...new Set(outcomes.map(sectionOf))].sort();
  return {
    overall: scores(outcomes),
    byKind: scoresBy((outcome) => outcome.kind, KINDS),
    bySection: scoresBy(sectionOf, sections),
    // Every query not answered first, the best placed first.
    misses: outcomes
      .filter(({ rank }) => rank !== 1)
      .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity))
      .map(({ query, kind, accept, rank, top }) => ({ query, kind, accept, rank, top })),
  };
}

/** @param {number} share */
const percent = (share) => `${(share * 100).toFixed(1)} %`.padStart(8);

/**
 * The report as text: the scores overall, by kind and by section, then every miss.
 * @param {ReturnType<typeof measure>} report
 * @returns {string}
 */
export function formatReport(report) {
  /**
   * @param {string} label
   * @param {Scores} row
   */
  const line = (label, row) =>
    `${label.padEnd(16)}${String(row.queries).padStart(7)}${percent(row['hit@1'])}${percent(row['hit@3'])}${percent(row['hit@5'])}`;
  const header = `${''.padEnd(16)}${'queries'.padStart(7)}${'hit@1'.padStart(8)}${'hit@3'.padStart(8)}${'hit@5'.padStart(8)}`;
  const lines = [header, line('overall', report.overall), '', 'by kind'];
  for (const [kind, row] of Object.entries(report.byKind)) lines.push(line(kind, row));
  lines.push('', 'by section');
  for (const [section, row] of Object.entries(report.bySection)) lines.push(line(section, row));
  lines.push(
    '',
    `not first (${report.misses.length}): rank of the first accepted result, then the top ${SHOWN_RESULTS}`,
  );
  for (const miss of report.misses) {
    const rank = miss.rank === null ? 'none' : `#${miss.rank}`;
    lines.push(
      `  ${rank.padEnd(5)} ${miss.kind.padEnd(14)} "${miss.query}" → ${miss.top.join('  ') || '(no results)'}`,
    );
  }
  return lines.join('\n');
}
