import { SEARCH_LAYOUT, buildSearchFiles, searchBuiltFiles } from '@/lib/search/chunks';
import type { SearchDocument } from '@/lib/search/engine';
import { searchFileUrl, type SearchManifest } from '@/lib/search/format';
import { createSearchLoader } from '@/lib/search/loader';
import { serveSearch, type SearchResponse } from '@/lib/search/protocol';
import { SEARCH_INDEX_URL } from '@/lib/site';

const page = (slug: string, heading: string, text: string): SearchDocument => ({
  id: `/guides/${slug}/${heading ? `#${heading}` : ''}`,
  url: `/guides/${slug}/${heading ? `#${heading}` : ''}`,
  page: slug,
  section: 'Guides',
  heading,
  code: '',
  text,
});
const documents = [
  page('caching', '', 'Content hashes keep long-term caching.'),
  page('caching', 'vendor', 'Split vendor code into its own chunk.'),
  page('hmr', '', 'Hot module replacement swaps modules at run time.'),
];
const built = buildSearchFiles(documents);
const manifest = JSON.parse(built.manifest) as SearchManifest;
const { engine } = searchBuiltFiles(built);

/** A fetch over the built files that records each url and can fail the next fetch of one. */
function server() {
  const fetched: string[] = [];
  const failing = new Set<string>();
  const fetchJson = async (url: string): Promise<unknown> => {
    fetched.push(url);
    if (failing.delete(url)) throw new Error(`${url}: HTTP 503`);
    const json = url === SEARCH_INDEX_URL ? built.manifest : built.files.get(url.slice(8, -5));
    if (json === undefined) throw new Error(`${url}: HTTP 404`);
    return JSON.parse(json) as unknown;
  };
  return { fetched, failing, fetchJson };
}

describe('the search loader', () => {
  it('fetches the manifest, the sections and the lengths files when search opens, and nothing else', async () => {
    const { fetched, fetchJson } = server();
    await createSearchLoader(fetchJson).open();
    expect(fetched).toEqual([
      SEARCH_INDEX_URL,
      ...[...manifest.sections, ...manifest.lengths].map(searchFileUrl),
    ]);
  });

  it("fetches for a query its terms' chunks and the details of the results it shows, once", async () => {
    const { fetched, fetchJson } = server();
    const loader = createSearchLoader(fetchJson);
    await loader.open();
    fetched.length = 0;
    const { groups, total } = await loader.search('vendor', 10);
    const ranked = engine.rank('vendor', (name) => JSON.parse(built.files.get(name) ?? 'null'));
    expect(fetched).toEqual(
      [...engine.postingsFor('vendor'), ...engine.detailsFor(ranked, 10)].map(searchFileUrl),
    );
    expect(total).toBe(ranked.hits.length);
    expect(groups[0]?.hits[0]?.url).toBe('/guides/caching/#vendor');
    expect(groups[0]?.hits[0]?.snippet.some((part) => part.match && part.text === 'vendor')).toBe(true);
    fetched.length = 0;
    await loader.search('vendor', 10);
    expect(fetched).toEqual([]);
  });

  it('gives the first results the engine gives with every file at hand, and how many there are', async () => {
    const loader = createSearchLoader(server().fetchJson);
    for (const query of ['hot module', 'caching', 'chunk', 'nothing-like-this']) {
      const all = searchBuiltFiles(built).search(query);
      const count = all.reduce((sum, group) => sum + group.hits.length, 0);
      expect(await loader.search(query, 1)).toEqual({
        groups: searchBuiltFiles(built).search(query, 1),
        total: count,
      });
      expect((await loader.search(query, 10)).groups).toEqual(all);
    }
  });

  it('fetches the details of the shown results only: a section never shown has its details left on the server', async () => {
    // A details file per section, so each result's is its own.
    const one = buildSearchFiles(documents, {}, { ...SEARCH_LAYOUT, detailsPerFile: 1 });
    const fetched: string[] = [];
    const loader = createSearchLoader(async (url) => {
      fetched.push(url);
      const json = url === SEARCH_INDEX_URL ? one.manifest : one.files.get(url.slice(8, -5));
      return JSON.parse(json ?? 'null') as unknown;
    });
    const { groups, total } = await loader.search('caching chunk', 1);
    expect(total).toBeGreaterThan(1);
    expect(groups.flatMap((group) => group.hits)).toHaveLength(1);
    const details = (JSON.parse(one.manifest) as SearchManifest).details.map(searchFileUrl);
    expect(fetched.filter((url) => details.includes(url))).toHaveLength(1);
  });

  it('fetches a file again after a failure, and the manifest again after it failed', async () => {
    const { failing, fetchJson } = server();
    const loader = createSearchLoader(fetchJson);
    failing.add(SEARCH_INDEX_URL);
    await expect(loader.open()).rejects.toThrow('HTTP 503');
    const [chunk] = engine.postingsFor('replacement');
    failing.add(searchFileUrl(chunk ?? ''));
    await expect(loader.search('replacement', 10)).rejects.toThrow('HTTP 503');
    expect((await loader.search('replacement', 10)).groups[0]?.url).toBe('/guides/hmr/');
  });
});

describe('the worker protocol', () => {
  const answers = (fetchJson: (url: string) => Promise<unknown>) => {
    const posted: SearchResponse[] = [];
    return {
      posted,
      handle: serveSearch(createSearchLoader(fetchJson), (response) => posted.push(response)),
    };
  };

  it('says ready once the index is open, and answers each query with its id', async () => {
    const { posted, handle } = answers(server().fetchJson);
    await handle({ type: 'open' });
    await handle({ type: 'search', id: 7, query: 'caching', shown: 10 });
    expect(posted[0]).toEqual({ type: 'ready' });
    expect(posted[1]).toMatchObject({ type: 'results', id: 7, total: 2 });
    expect(posted[1]?.type === 'results' && posted[1].groups[0]?.url).toBe('/guides/caching/');
  });

  it('reports a failure to open without an id, and a failed query with its id', async () => {
    const { failing, fetchJson } = server();
    const { posted, handle } = answers(fetchJson);
    failing.add(SEARCH_INDEX_URL);
    await handle({ type: 'open' });
    failing.add(SEARCH_INDEX_URL);
    await handle({ type: 'search', id: 3, query: 'caching', shown: 10 });
    expect(posted).toEqual([
      { type: 'failed', message: `${SEARCH_INDEX_URL}: HTTP 503` },
      { type: 'failed', id: 3, message: `${SEARCH_INDEX_URL}: HTTP 503` },
    ]);
  });
});
