import { readFileSync } from 'node:fs';
import { getContentTree } from '@/lib/content';
import { buildSearchDocuments } from '@/lib/search/documents';
import { buildSearchFiles, searchBuiltFiles } from '@/lib/search/chunks';
import type { SearchGroup } from '@/lib/search/engine';
import {
  KINDS,
  QUERIES_FILE,
  RELEVANCE_FLOORS,
  firstAcceptedRank,
  isAccepted,
  measure,
  resultUrls,
  scores,
  sectionOf,
  validateQueries,
  type RelevanceQuery,
} from '../../scripts/checks/relevance-scores.mjs';
import { pageAnchors } from '../../scripts/checks/search-relevance.mjs';

/** A page group as the engine returns it, with only the urls that matter here. */
function group(url: string, anchors: string[]): SearchGroup {
  const hit = (anchor: string) => ({
    url: anchor ? `${url}#${anchor}` : url,
    heading: anchor,
    headingParts: [],
    snippet: [],
  });
  return { page: url, place: url, url, hits: anchors.map(hit) };
}

describe('scoring', () => {
  it('lists results as the dialog does: each group’s hits, group after group', () => {
    const groups = [group('/a/', ['x', 'y']), group('/b/', ['', 'z'])];
    expect(resultUrls(groups)).toEqual(['/a/#x', '/a/#y', '/b/', '/b/#z']);
  });

  it('accepts the exact section, or any section of a page accepted without an anchor', () => {
    expect(
      isAccepted(['/configuration/output/#outputpublicpath'], '/configuration/output/#outputpublicpath'),
    ).toBe(true);
    expect(isAccepted(['/guides/caching/'], '/guides/caching/')).toBe(true);
    expect(isAccepted(['/guides/caching/'], '/guides/caching/#splitting-out-vendor-code')).toBe(true);
  });

  it('counts another section of an anchored page, or a page under an accepted one, as a miss', () => {
    const anchored = ['/configuration/output/#outputpublicpath'];
    expect(isAccepted(anchored, '/configuration/output/')).toBe(false);
    expect(isAccepted(anchored, '/configuration/output/#outputpath')).toBe(false);
    expect(isAccepted(['/guides/'], '/guides/caching/')).toBe(false);
  });

  it('ranks the first accepted result from 1, and gives null when none is listed', () => {
    const urls = ['/a/', '/b/#x', '/c/'];
    expect(firstAcceptedRank(['/b/'], urls)).toBe(2);
    expect(firstAcceptedRank(['/c/', '/a/'], urls)).toBe(1);
    expect(firstAcceptedRank(['/b/#y'], urls)).toBeNull();
  });

  it('gives the share of queries found within 1, 3 and 5 results', () => {
    expect(scores([{ rank: 1 }, { rank: 3 }, { rank: 4 }, { rank: null }])).toEqual({
      queries: 4,
      'hit@1': 0.25,
      'hit@3': 0.5,
      'hit@5': 0.75,
    });
    expect(scores([])).toEqual({ queries: 0, 'hit@1': 0, 'hit@3': 0, 'hit@5': 0 });
  });

  it('counts a hit in a later group after every hit of the groups above it', () => {
    const queries: RelevanceQuery[] = [
      { query: 'first', kind: 'task', accept: ['/a/#x'] },
      { query: 'third', kind: 'task', accept: ['/b/'] },
      { query: 'absent', kind: 'concept', accept: ['/c/'] },
    ];
    const report = measure(queries, () => [group('/a/', ['x', 'y']), group('/b/', ['z'])]);
    expect(report.overall).toEqual({ queries: 3, 'hit@1': 1 / 3, 'hit@3': 2 / 3, 'hit@5': 2 / 3 });
    expect(report.byKind.task).toEqual({ queries: 2, 'hit@1': 0.5, 'hit@3': 1, 'hit@5': 1 });
    expect(report.misses).toEqual([
      { query: 'third', kind: 'task', accept: ['/b/'], rank: 3, top: ['/a/#x', '/a/#y', '/b/#z'] },
      { query: 'absent', kind: 'concept', accept: ['/c/'], rank: null, top: ['/a/#x', '/a/#y', '/b/#z'] },
    ]);
  });
});

describe('validating the query file', () => {
  const anchors = new Map([
    ['/guides/caching/', new Set(['splitting-out-vendor-code'])],
    ['/configuration/output/', new Set(['outputpublicpath'])],
  ]);

  it('accepts well-formed queries whose urls are pages and headings of the site', () => {
    const data = [
      { query: 'vendor', kind: 'task', accept: ['/guides/caching/#splitting-out-vendor-code'] },
      {
        query: 'publicPath',
        kind: 'option-bare',
        accept: ['/configuration/output/#outputpublicpath', '/guides/caching/'],
      },
    ];
    expect(validateQueries(data, anchors)).toEqual([]);
  });

  it('names the query of every url that is not a page and every anchor its page lacks', () => {
    const data = [
      { query: 'no page', kind: 'task', accept: ['/guides/cache/'] },
      { query: 'no slash', kind: 'task', accept: ['/guides/caching'] },
      { query: 'no heading', kind: 'option', accept: ['/configuration/output/#outputpublicPath'] },
    ];
    expect(validateQueries(data, anchors)).toEqual([
      'query "no page": accepted url "/guides/cache/" is not a page of the site',
      'query "no slash": accepted url "/guides/caching" is not a page of the site',
      'query "no heading": accepted url "/configuration/output/#outputpublicPath": page /configuration/output/ has no heading #outputpublicPath',
    ]);
  });

  it('names a query listed twice, an unknown kind and an entry without urls', () => {
    const data = [
      { query: 'Caching', kind: 'task', accept: ['/guides/caching/'] },
      { query: ' caching ', kind: 'guide', accept: ['/guides/caching/'] },
      { query: 'nothing', kind: 'task', accept: [] },
      { kind: 'task', accept: ['/guides/caching/'] },
    ];
    expect(validateQueries(data, anchors)).toEqual([
      'query " caching ": listed more than once',
      `query " caching ": kind "guide" is not one of ${KINDS.join(', ')}`,
      'query "nothing": "accept" must list at least one url',
      'query #4: "query" must be a non-empty string',
    ]);
    expect(validateQueries({ queries: [] }, anchors)).toEqual([
      'the query file must hold an array of queries',
    ]);
  });
});

describe("the repository's relevance suite", () => {
  const tree = getContentTree();
  const queries = JSON.parse(readFileSync(QUERIES_FILE, 'utf8')) as RelevanceQuery[];

  it('is valid against the content tree', () => {
    expect(validateQueries(queries, pageAnchors(tree))).toEqual([]);
  });

  it('holds at least 170 queries, of every kind and for every section of the site', () => {
    expect(queries.length).toBeGreaterThanOrEqual(170);
    expect(new Set(queries.map((query) => query.kind))).toEqual(new Set(KINDS));
    const sections = tree.root.children.filter((node) => node.type === 'directory').map((node) => node.name);
    const covered = new Set(queries.flatMap((query) => query.accept.map((url) => url.split('/')[1])));
    expect(sections.filter((section) => !covered.has(section))).toEqual([]);
    expect(queries.every((query) => sectionOf(query) !== '')).toBe(true);
  });

  it(`is found by the site's engine: the first result right for ${RELEVANCE_FLOORS['hit@1'] * 100} % of queries, one of the first three for ${RELEVANCE_FLOORS['hit@3'] * 100} %`, () => {
    // Built and ranked as the site does: the exported files, each query with its own chunks.
    const { search } = searchBuiltFiles(buildSearchFiles(buildSearchDocuments(tree)));
    const { overall } = measure(queries, (query) => search(query));
    expect(overall['hit@1']).toBeGreaterThanOrEqual(RELEVANCE_FLOORS['hit@1']);
    expect(overall['hit@3']).toBeGreaterThanOrEqual(RELEVANCE_FLOORS['hit@3']);
  });
});
