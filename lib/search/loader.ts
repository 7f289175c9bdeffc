import { SEARCH_INDEX_URL } from '../site';
import { createSearchEngine, type SearchEngine, type SearchGroup } from './engine';
import { searchFileUrl, type LengthsFile, type SearchManifest, type SectionsFile } from './format';

/** Fetches a url and resolves to its parsed JSON; rejects when the file could not be loaded. */
export type FetchJson = (url: string) => Promise<unknown>;

/**
 * The search the dialog's worker runs: the manifest, the sections and the lengths files when
 * search opens, then for each query only the postings chunks of its terms and the details of the
 * results it shows. Every file is fetched once and kept; a failed fetch is tried again by the
 * next query.
 */
export function createSearchLoader(fetchJson: FetchJson) {
  const files = new Map<string, unknown>();
  const pending = new Map<string, Promise<void>>();
  let opening: Promise<SearchEngine> | undefined;
  const read = (name: string) => files.get(name);

  function load(names: readonly string[]): Promise<unknown> {
    return Promise.all(
      names
        .filter((name) => !files.has(name))
        .map((name) => {
          let fetching = pending.get(name);
          if (!fetching) {
            fetching = fetchJson(searchFileUrl(name))
              .then((content) => {
                files.set(name, content);
              })
              .finally(() => pending.delete(name));
            pending.set(name, fetching);
          }
          return fetching;
        }),
    );
  }

  /** The engine, once the manifest and every sections and lengths file are loaded. */
  function open(): Promise<SearchEngine> {
    opening ??= (async () => {
      const manifest = (await fetchJson(SEARCH_INDEX_URL)) as SearchManifest;
      await load([...manifest.sections, ...manifest.lengths]);
      return createSearchEngine(
        manifest,
        manifest.sections.map(read) as SectionsFile[],
        manifest.lengths.map(read) as LengthsFile[],
      );
    })().catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  }

  /**
   * The first `shown` results of `query`, as `createSearchEngine`'s search gives them, and how
   * many results there are in all.
   */
  async function search(query: string, shown: number): Promise<{ groups: SearchGroup[]; total: number }> {
    const engine = await open();
    await load(engine.postingsFor(query));
    const ranked = engine.rank(query, read);
    await load(engine.detailsFor(ranked, shown));
    return { groups: engine.group(ranked, read, shown), total: ranked.hits.length };
  }

  return { open, search };
}

/** The loader `createSearchLoader` gives. */
export type SearchLoader = ReturnType<typeof createSearchLoader>;
