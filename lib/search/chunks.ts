// The local search index as files (lib/search/format.ts): built once at export from MiniSearch's
// own serialization of the whole index, so every figure BM25 reads is the whole site's, then cut
// into a manifest, sections, lengths and details files and postings chunks, each named by a hash
// of its content, so a deploy changes only the files whose content changed.
import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import type { ReferenceCards } from '../reference/card-view';
import {
  createSearchEngine,
  excerptOf,
  headingCitations,
  INDEX_OPTIONS,
  type SearchDocument,
} from './engine';
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

/** How the index is cut into files (SEARCH_LAYOUT); tests cut small indexes finer. */
export interface SearchLayout {
  /** How many buckets terms are hashed into. */
  buckets: number;
  /** JSON characters a postings chunk aims at. */
  chunkTarget: number;
  /** The widest and the narrowest range of sections a chunk covers: powers of two. */
  widestRange: number;
  narrowestRange: number;
  /** Sections per sections file: these change only when a heading or a page does. */
  sectionsPerFile: number;
  /** Sections per lengths file: a text edit rewrites one. */
  lengthsPerFile: number;
  /** Sections per details file: a shown result needs one. */
  detailsPerFile: number;
}

/**
 * How the index is cut, measured on the site's 2,983 sections (issue 24). More buckets make a
 * query's chunks smaller: it loads every chunk of its terms' buckets, which hold other prefixes'
 * terms too. A bucket's postings are cut into ranges of sections, more for a bucket of common
 * terms, so that every chunk is about `chunkTarget` (about 600 bytes gzipped): a page's edit
 * rewrites one chunk per bucket of its words, each small, while a rare bucket stays one file.
 */
export const SEARCH_LAYOUT: SearchLayout = {
  buckets: 512,
  chunkTarget: 2400,
  widestRange: 4096,
  narrowestRange: 64,
  sectionsPerFile: 1024,
  lengthsPerFile: 256,
  detailsPerFile: 16,
};

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

/** `items` cut into runs of `size`, each with the id of its first item. */
function runs<T>(items: readonly T[], size: number): { first: number; items: T[] }[] {
  const cut: { first: number; items: T[] }[] = [];
  for (let first = 0; first < items.length; first += size)
    cut.push({ first, items: items.slice(first, first + size) });
  return cut;
}

/**
 * The width of the ranges a bucket's postings are cut into: the widest power of two, down to
 * the narrowest, whose chunks average at most the target size.
 */
function rangeWidth(postingsLength: number, documentCount: number, layout: SearchLayout): number {
  let width: number = layout.widestRange;
  while (width > layout.narrowestRange && (postingsLength * width) / documentCount > layout.chunkTarget) {
    width /= 2;
  }
  return width;
}

/**
 * The search files of a site's sections, with the reference cards of their headings by result url;
 * built once, at build time.
 */
export function buildSearchFiles(
  documents: readonly SearchDocument[],
  cards: ReferenceCards = {},
  layout: SearchLayout = SEARCH_LAYOUT,
): SearchFilesBuild {
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
  documents.forEach((document, shortId) => {
    // Results are found by url: the engine names every section by it.
    if (document.id !== document.url || plain.documentIds[shortId] !== document.id) {
      throw new Error(`search index: section ${document.id} is not named by its url, or out of order`);
    }
  });

  const sections = runs(documents, layout.sectionsPerFile).map(({ first, items }) => {
    const file: SectionsFile = { first, pages: [], sections: [] };
    const pageIndex = new Map<string, number>();
    for (const document of items) {
      const [pageUrl = '', anchor = ''] = document.url.split('#');
      if (!pageIndex.has(pageUrl)) {
        pageIndex.set(pageUrl, file.pages.length);
        file.pages.push([pageUrl, document.page, document.section]);
      }
      const stored = document.heading && plainSlug(document.heading) === anchor ? '' : anchor;
      file.sections.push([pageIndex.get(pageUrl) ?? 0, stored, document.heading]);
    }
    return add(file);
  });

  const { code, text } = plain.fieldIds as Record<string, number>;
  const lengths = runs(documents, layout.lengthsPerFile).map(({ first, items }) => {
    const file: LengthsFile = {
      first,
      lengths: items.map((document, at) => {
        const stored = plain.fieldLength[first + at] ?? [];
        const counts: [number, number] = [stored[code ?? -1] ?? 0, stored[text ?? -1] ?? 0];
        const citations = headingCitations(index, document.heading);
        return citations > 0 ? [...counts, citations] : counts;
      }),
    };
    return add(file);
  });

  const details = runs(documents, layout.detailsPerFile).map(({ first, items }) => {
    const file: DetailsFile = {
      first,
      sections: items.map((document) => {
        const card = cards[document.url];
        return card ? [excerptOf(document.text), card] : [excerptOf(document.text)];
      }),
    };
    return add(file);
  });

  // Postings by bucket, each bucket's cut into ranges of sections (rangeWidth).
  const byBucket = new Map<number, PostingsFile>();
  for (const entry of [...plain.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const bucket = termBucket(entry[0], layout.buckets);
    const postings = byBucket.get(bucket) ?? [];
    postings.push(entry);
    byBucket.set(bucket, postings);
  }
  const chunks = Array.from({ length: layout.buckets }, (_, bucket) => {
    const postings = byBucket.get(bucket) ?? [];
    const width = rangeWidth(JSON.stringify(postings).length, documents.length, layout);
    const ranges = new Map<number, PostingsFile>();
    for (const [term, fields] of postings) {
      const byRange = new Map<number, PostingsFile[number][1]>();
      for (const [fieldId, byDocument] of Object.entries(fields)) {
        for (const [shortId, count] of Object.entries(byDocument)) {
          const range = Math.floor(Number(shortId) / width);
          const entry = byRange.get(range) ?? {};
          (entry[fieldId] ??= {})[shortId] = count;
          byRange.set(range, entry);
        }
      }
      for (const [range, entry] of byRange) {
        const chunk = ranges.get(range) ?? [];
        chunk.push([term, entry]);
        ranges.set(range, chunk);
      }
    }
    return [...ranges].sort(([a], [b]) => a - b).map(([, chunk]) => add(chunk));
  });

  const manifest: SearchManifest = {
    version: SEARCH_FILES_VERSION,
    documentCount: plain.documentCount,
    fieldIds: plain.fieldIds,
    averageFieldLength: plain.averageFieldLength,
    serializationVersion: plain.serializationVersion,
    buckets: layout.buckets,
    sections,
    lengths,
    details,
    detailsPerFile: layout.detailsPerFile,
    chunks,
  };
  return { manifest: JSON.stringify(manifest), files };
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
  const engine = createSearchEngine(
    parsedManifest,
    parsedManifest.sections.map(read) as SectionsFile[],
    parsedManifest.lengths.map(read) as LengthsFile[],
  );
  return {
    engine,
    search: (query: string, shown?: number) => engine.search(query, read, shown),
  };
}
