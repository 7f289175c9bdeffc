// The local search index as files (lib/search/format.ts): built once at export from MiniSearch's
// own serialization of the whole index, so every figure BM25 reads is the whole site's, then cut
// into a manifest, sections files, postings chunks and excerpts files, each named by a hash of its
// content, so a deploy changes only the files whose content changed.
import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import { createSearchEngine, excerptOf, INDEX_OPTIONS, type SearchDocument } from './engine';
import {
  SEARCH_FILES_VERSION,
  plainSlug,
  termBucket,
  type ExcerptsFile,
  type PostingsFile,
  type SearchManifest,
  type SectionsFile,
} from './format';

/**
 * How many buckets terms are hashed into, and how many sections a group holds: a postings chunk is
 * one bucket's postings in one group. Measured on the site's 2,980 sections (issue 24): more
 * buckets make a first query's chunks smaller; more groups make the chunks a one-page change
 * rewrites smaller, at the cost of a file per bucket and group (about a thousand).
 */
export const SEARCH_BUCKETS = 128;
export const SECTIONS_PER_GROUP = 400;

/** How many hex digits of a file's sha256 name it: 32 bits, to tell a file from its older versions. */
const NAME_LENGTH = 8;

/** A file's name: the start of the sha256 of its content. */
export function contentName(content: string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, NAME_LENGTH);
}

/** The search index as files: the manifest's JSON, and every other file's JSON by its name. */
export interface SearchFilesBuild {
  manifest: string;
  files: Map<string, string>;
}

/** The search files of a site's sections; built once, at build time. */
export function buildSearchFiles(documents: readonly SearchDocument[]): SearchFilesBuild {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(documents);
  const plain = index.toJSON();
  const files = new Map<string, string>();
  const add = (content: unknown) => {
    const json = JSON.stringify(content);
    const name = contentName(json);
    files.set(name, json);
    return name;
  };

  // Excerpts by page: a result's snippet needs only its own page's.
  const pageExcerpts = new Map<string, ExcerptsFile>();
  documents.forEach((document, shortId) => {
    // Results are found by url: the engine names every section by it.
    if (document.id !== document.url || plain.documentIds[shortId] !== document.id) {
      throw new Error(`search index: section ${document.id} is not named by its url, or out of order`);
    }
    const [pageUrl = ''] = document.url.split('#');
    const excerpts = pageExcerpts.get(pageUrl) ?? [];
    excerpts.push(excerptOf(document.text));
    pageExcerpts.set(pageUrl, excerpts);
  });
  const excerptNames = new Map([...pageExcerpts].map(([page, excerpts]) => [page, add(excerpts)]));

  const groupOf = (shortId: number) => Math.floor(shortId / SECTIONS_PER_GROUP);
  const sections: string[] = [];
  for (let first = 0; first < documents.length; first += SECTIONS_PER_GROUP) {
    const file: SectionsFile = { first, pages: [], sections: [] };
    const pageIndex = new Map<string, number>();
    documents.slice(first, first + SECTIONS_PER_GROUP).forEach((document, at) => {
      const [pageUrl = '', anchor = ''] = document.url.split('#');
      if (!pageIndex.has(pageUrl)) {
        pageIndex.set(pageUrl, file.pages.length);
        file.pages.push([pageUrl, document.page, document.section, excerptNames.get(pageUrl) ?? '']);
      }
      file.sections.push([
        pageIndex.get(pageUrl) ?? 0,
        document.heading && plainSlug(document.heading) === anchor ? '' : anchor,
        document.heading,
        plain.fieldLength[first + at] ?? [],
      ]);
    });
    sections.push(add(file));
  }

  // Postings by bucket and group: each term's entry cut into the groups of the sections it is in.
  const chunks = new Map<string, PostingsFile>();
  for (const [term, fields] of [...plain.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const byGroup = new Map<number, PostingsFile[number][1]>();
    for (const [fieldId, byDocument] of Object.entries(fields)) {
      for (const [shortId, count] of Object.entries(byDocument)) {
        const group = groupOf(Number(shortId));
        const entry = byGroup.get(group) ?? {};
        (entry[fieldId] ??= {})[shortId] = count;
        byGroup.set(group, entry);
      }
    }
    const bucket = termBucket(term, SEARCH_BUCKETS);
    for (const [group, entry] of byGroup) {
      const key = `${bucket} ${group}`;
      const chunk = chunks.get(key) ?? [];
      chunk.push([term, entry]);
      chunks.set(key, chunk);
    }
  }
  const byBucket: string[][] = Array.from({ length: SEARCH_BUCKETS }, () => []);
  for (const [key, postings] of [...chunks].sort(([a], [b]) => compareKeys(a, b))) {
    const [bucket = 0] = key.split(' ').map(Number);
    byBucket[bucket]?.push(add(postings));
  }

  const manifest: SearchManifest = {
    version: SEARCH_FILES_VERSION,
    documentCount: plain.documentCount,
    fieldIds: plain.fieldIds,
    averageFieldLength: plain.averageFieldLength,
    serializationVersion: plain.serializationVersion,
    buckets: SEARCH_BUCKETS,
    sections,
    chunks: byBucket,
  };
  return { manifest: JSON.stringify(manifest), files };
}

/** Chunk keys `bucket group` in numeric order. */
function compareKeys(a: string, b: string): number {
  const [bucketA = 0, groupA = 0] = a.split(' ').map(Number);
  const [bucketB = 0, groupB = 0] = b.split(' ').map(Number);
  return bucketA - bucketB || groupA - groupB;
}

/**
 * The engine over built search files with every file at hand, ranking exactly as the dialog's
 * worker does (which fetches only the files a query needs): for the relevance suite and the budget.
 */
export function searchBuiltFiles({ manifest, files }: SearchFilesBuild) {
  const parsed = new Map<string, unknown>();
  const read = (name: string): unknown => {
    if (!parsed.has(name)) {
      const json = files.get(name);
      if (json === undefined)
        throw new Error(`search index: the manifest names ${name}, which was not built`);
      parsed.set(name, JSON.parse(json));
    }
    return parsed.get(name);
  };
  const parsedManifest = JSON.parse(manifest) as SearchManifest;
  const engine = createSearchEngine(parsedManifest, parsedManifest.sections.map(read) as SectionsFile[]);
  return { engine, search: (query: string, limit?: number) => engine.search(query, read, limit) };
}
