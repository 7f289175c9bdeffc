// How well the local search answers the queries readers type (issue 24). The queries and the
// urls that answer each one are in __tests__/search/relevance-queries.json, written from the
// pages before any tuning. The engine is built as the site builds it: the content tree's search
// documents, cut into the exported search files and ranked as the dialog's worker ranks them.
// Hits are counted by relevance-scores.mjs, as the browser test of the dialog counts them. This
// is a measurement: it fails only on a bad query file, never on a low score.
import { readFileSync } from 'node:fs';
import { getContentTree } from '../../lib/content/index.ts';
import { isPrintablePage } from '../../lib/content/order.ts';
import { buildSearchDocuments } from '../../lib/search/documents.ts';
import { buildSearchFiles, searchBuiltFiles } from '../../lib/search/chunks.ts';
import { RESULTS_SHOWN } from '../../lib/site.ts';
import { commandLine, isMain } from '../shared/main.mjs';
import { QUERIES_FILE, formatReport, measure, validateQueries } from './relevance-scores.mjs';

/** @typedef {import('./relevance-scores.mjs').RelevanceQuery} RelevanceQuery */

const USAGE = 'node --import tsx scripts/checks/search-relevance.mjs [--json]';

/**
 * The heading ids of every page the search can return, by page url.
 * @param {import('../../lib/content/types.ts').ContentTree} tree
 * @returns {Map<string, Set<string>>}
 */
export function pageAnchors(tree) {
  return new Map(
    [...tree.pages.values()]
      .filter((page) => !isPrintablePage(page))
      .map((page) => [page.url, new Set(tree.bodies.get(page.url)?.headings.map((heading) => heading.id))]),
  );
}

function main() {
  const { values } = commandLine(import.meta.url, USAGE, { options: { json: { type: 'boolean' } } });
  const data = JSON.parse(readFileSync(QUERIES_FILE, 'utf8'));
  const tree = getContentTree();
  const problems = validateQueries(data, pageAnchors(tree));
  if (problems.length > 0) {
    console.error(
      `search-relevance: ${QUERIES_FILE} is not valid:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  // Built and ranked as the site does: the exported files, each query with its own chunks, and
  // the results the dialog renders first, so a rank past them is no rank, in the dialog too.
  const { search } = searchBuiltFiles(buildSearchFiles(buildSearchDocuments(tree)));
  const report = measure(/** @type {RelevanceQuery[]} */ (data), (query) => search(query, RESULTS_SHOWN));
  console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report));
}

if (isMain(import.meta.url)) main();
