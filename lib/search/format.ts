// The files the local search index is exported as, shared by the build (lib/search/chunks.ts) and
// the engine that reads them (lib/search/engine.ts). Postings are MiniSearch's own serialization,
// cut into chunks; everything else is plain JSON. What changes together is kept together: a
// page's text changes its sections' lengths, its words' chunks and its details, never the
// sections files, which change only with headings and pages.
import type { AsPlainObject } from 'minisearch';
import type { ReferenceCard } from '../reference/card-view';
import { SEARCH_FILES_PATH } from '../site';

/** The version of the files' layout: the manifest says it, the engine refuses another. */
export const SEARCH_FILES_VERSION = 6;

/**
 * out/search-index.json, fetched when search opens: MiniSearch's figures for the whole index
 * (every query's scores use them) and the name of every other search file.
 */
export interface SearchManifest {
  version: typeof SEARCH_FILES_VERSION;
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  serializationVersion: number;
  /** How many buckets terms are hashed into (`termBucket`). */
  buckets: number;
  /** The sections files, in the order of their sections' ids. */
  sections: string[];
  /** The lengths files, in the order of their sections' ids. */
  lengths: string[];
  /** The details files, in the order of their sections' ids, `detailsPerFile` sections each. */
  details: string[];
  detailsPerFile: number;
  /** For each bucket, its postings files, each for one range of sections. */
  chunks: string[][];
}

/** A sections file: what ranking and the results need of each section, ids counted from `first`. */
export interface SectionsFile {
  first: number;
  /** Each page once: its url, title and site section. */
  pages: [url: string, title: string, section: string][];
  /**
   * Each section: its page in `pages`, anchor and heading. The anchor is empty where `plainSlug`
   * of the heading gives it, as for most headings: a third of these files' bytes otherwise.
   */
  sections: [page: number, anchor: string, heading: string][];
}

/**
 * A lengths file: MiniSearch's field lengths of the `code` and `text` fields of each section, ids
 * counted from `first`, and for a heading that is a qualified name the sections citing it
 * (`headingCitations`), left out when none do. The `page`, `section` and `heading` lengths follow
 * from the sections files (`fieldLengthOf`), so a text edit changes this small file and no
 * sections file.
 */
export interface LengthsFile {
  first: number;
  lengths: ([code: number, text: number] | [code: number, text: number, citations: number])[];
}

/**
 * A details file: what a shown result adds to its heading, for each section of a range of ids
 * from `first`: the start of its text (`excerptOf`) and, for a reference heading, its card.
 */
export interface DetailsFile {
  first: number;
  sections: [excerpt: string, card?: ReferenceCard][];
}

/** A postings file: entries of MiniSearch's serialized `index`, for one bucket and one range of sections. */
export type PostingsFile = AsPlainObject['index'];

/** The url of a search file named `name` (its content hash). */
export function searchFileUrl(name: string): string {
  return `${SEARCH_FILES_PATH}${name}.json`;
}

/**
 * How many characters of a term choose its bucket: a prefix search (from three characters, see
 * INDEX_OPTIONS) finds every term it can match in one bucket, and so does a fuzzy search, for
 * the matches that keep a term's first three characters.
 */
const BUCKET_PREFIX = 3;

/** The bucket of a term: an FNV-1a hash of its first three UTF-16 code units, modulo `buckets`. */
export function termBucket(term: string, buckets: number): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < Math.min(term.length, BUCKET_PREFIX); at += 1) {
    hash = Math.imul(hash ^ term.charCodeAt(at), 0x01000193) >>> 0;
  }
  return hash % buckets;
}

/**
 * The anchor github-slugger gives a plain ASCII heading with no duplicate on its page. The
 * sections files store an anchor only where it differs (other characters, a repeated heading).
 */
export function plainSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');
}
