// The browser side of scripts/checks/search-engines.mjs for the MiniSearch candidates, bundled by
// esbuild into the measured folder: the monolithic index the site loads today, and the same index
// split into an always-loaded base (pages, headings, field lengths) and one postings chunk per
// first two characters of a term, fetched when a query needs it. Both rank with lib/search/engine.ts.
import { loadSearchEngine, tokenize } from '../../lib/search/engine';

/** What each harness page of search-engines.mjs puts on window, whichever engine it measures. */
export interface Bench {
  open: () => Promise<void>;
  search: (query: string) => Promise<string[]>;
}

declare global {
  interface Window {
    /** Defined only on the measurement's harness pages, which search-engines.mjs waits for. */
    bench: Bench;
  }
}

type Groups = ReturnType<ReturnType<typeof loadSearchEngine>['search']>;

const urlsOf = (groups: Groups): string[] => groups.flatMap((group) => group.hits.map((hit) => hit.url));

/** The monolithic index of today: one file, loaded whole when search opens. */
function full(folder: string): Bench {
  let engine: ReturnType<typeof loadSearchEngine> | undefined;
  return {
    async open() {
      engine = loadSearchEngine(await (await fetch(`/${folder}/search-index.json`)).text());
    },
    async search(query) {
      return engine ? urlsOf(engine.search(query)) : [];
    },
  };
}

/**
 * The chunk a term's postings are in: its first two characters, each outside a-z and 0-9 as `_`.
 * Prefix search (3 characters and more) stays within one chunk; a fuzzy match that changes the
 * first two characters is not found.
 */
export function chunkKey(term: string): string {
  return term
    .slice(0, 2)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '_');
}

/** The split index: base when search opens, postings chunks per query, excerpts per shown section. */
function chunked(folder: string): Bench {
  let base: Record<string, unknown> & { chunks: string[] };
  const postings = new Map<string, string>();
  const excerpts = new Set<string>();
  let engine: ReturnType<typeof loadSearchEngine> | undefined;
  return {
    async open() {
      base = await (await fetch(`/${folder}/base.json`)).json();
    },
    async search(query) {
      // The base lists the chunks there are: a term whose chunk is missing matches nothing.
      const keys = [...new Set(tokenize(query.trim()).map((term) => chunkKey(term)))].filter(
        (key) => base.chunks.includes(key) && !postings.has(key),
      );
      if (keys.length > 0 || !engine) {
        await Promise.all(
          keys.map(async (key) => {
            const response = await fetch(`/${folder}/postings-${key}.txt`);
            postings.set(key, await response.text());
          }),
        );
        const loaded = [...postings.values()].filter(Boolean).join('\n');
        engine = loadSearchEngine(JSON.stringify({ ...base, postings: loaded }));
      }
      const groups = engine.search(query);
      // The dialog shows an excerpt under each hit: fetched per site section, as results need them.
      const sections = [...new Set(groups.map((group) => group.url.split('/')[1] || '_'))].filter(
        (section) => !excerpts.has(section),
      );
      await Promise.all(
        sections.map(async (section) => {
          excerpts.add(section);
          await (await fetch(`/${folder}/excerpts-${section}.json`)).json();
        }),
      );
      return urlsOf(groups);
    },
  };
}

(globalThis as unknown as { engines: Record<string, (folder: string) => Bench> }).engines = { full, chunked };
