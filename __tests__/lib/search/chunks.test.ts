import MiniSearch from 'minisearch';
import {
  SEARCH_BUCKETS,
  SECTIONS_PER_GROUP,
  buildSearchFiles,
  contentName,
  searchBuiltFiles,
} from '@/lib/search/chunks';
import { INDEX_OPTIONS, type SearchDocument } from '@/lib/search/engine';
import { termBucket, type PostingsFile, type SearchManifest, type SectionsFile } from '@/lib/search/format';

const section = (at: number, overrides: Partial<SearchDocument> = {}): SearchDocument => ({
  id: `/api/page-${Math.floor(at / 10)}/#hook-${at}`,
  url: `/api/page-${Math.floor(at / 10)}/#hook-${at}`,
  page: `Page ${Math.floor(at / 10)}`,
  section: 'API',
  heading: `hook${at}`,
  code: at % 300 === 0 ? 'processAssets' : '',
  text: `Section ${at} of the index, about tapping hooks.`,
  ...overrides,
});
// More sections than two groups hold, so terms' postings are cut across groups.
const documents = Array.from({ length: SECTIONS_PER_GROUP * 2 + 100 }, (_, at) => section(at));
const built = buildSearchFiles(documents);
const manifest = JSON.parse(built.manifest) as SearchManifest;
const urls = (groups: { hits: { url: string }[] }[]) =>
  groups.flatMap((group) => group.hits.map((hit) => hit.url));

describe('which chunk a term is in', () => {
  it('is the bucket of its first three characters, so a prefix search needs one bucket', () => {
    const bucket = termBucket('pub', SEARCH_BUCKETS);
    expect(termBucket('publicpath', SEARCH_BUCKETS)).toBe(bucket);
    expect(termBucket('publish', SEARCH_BUCKETS)).toBe(bucket);
    expect(termBucket('output', SEARCH_BUCKETS)).not.toBe(bucket);
  });

  it('is the same on every machine: FNV-1a, modulo the bucket count', () => {
    // Pinned: a change of the hash renames every chunk, which a deploy then downloads again.
    expect(termBucket('a', 2 ** 32)).toBe(0xe40c292c);
    expect(termBucket('output', 128)).toBe(termBucket('outp', 128));
    expect(
      Array.from({ length: 500 }, (_, n) => termBucket(`t${n}`, 128)).every((b) => b >= 0 && b < 128),
    ).toBe(true);
  });

  it('for a query, is every chunk of its terms’ buckets and nothing else', () => {
    const { engine } = searchBuiltFiles(built);
    const expected = manifest.chunks[termBucket('processassets', SEARCH_BUCKETS)];
    expect(engine.postingsFor('processAssets')).toEqual(expected);
    expect(engine.postingsFor('  ')).toEqual([]);
  });
});

describe('the exported files', () => {
  it('name every file by the hash of its content', () => {
    for (const [name, content] of built.files) expect(name).toBe(contentName(content));
  });

  it('list in the manifest a sections file per group and the chunks of every bucket, all built', () => {
    expect(manifest.sections).toHaveLength(3);
    expect(manifest.chunks).toHaveLength(SEARCH_BUCKETS);
    const named = [...manifest.sections, ...manifest.chunks.flat()];
    expect(named.every((name) => built.files.has(name))).toBe(true);
    const sections = manifest.sections.map((name) => JSON.parse(built.files.get(name) ?? '') as SectionsFile);
    expect(sections.map((file) => file.first)).toEqual([0, SECTIONS_PER_GROUP, SECTIONS_PER_GROUP * 2]);
    expect(manifest.documentCount).toBe(documents.length);
  });

  it("hold MiniSearch's own postings: a term's chunks merged are its entry in MiniSearch's serialization", () => {
    const own = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
    own.addAll(documents);
    const entry = own.toJSON().index.find(([term]) => term === 'processassets')?.[1];
    const merged: Record<string, Record<string, number>> = {};
    for (const name of manifest.chunks[termBucket('processassets', SEARCH_BUCKETS)] ?? []) {
      for (const [term, fields] of JSON.parse(built.files.get(name) ?? '') as PostingsFile) {
        if (term !== 'processassets') continue;
        for (const [field, byDocument] of Object.entries(fields))
          Object.assign((merged[field] ??= {}), byDocument);
      }
    }
    expect(merged).toEqual(entry);
    // Three sections name it, one in each group: three chunks hold a part of its entry.
    expect(Object.keys(merged[String(own.toJSON().fieldIds.code)] ?? {})).toEqual(['0', '300', '600']);
  });

  it('change only the files a one-section edit touches', () => {
    const edited = documents.map((document, at) =>
      at === 5 ? { ...document, text: `${document.text} Zebra quagga.` } : document,
    );
    const after = buildSearchFiles(edited);
    const changed = [...after.files.keys()].filter((name) => !built.files.has(name));
    const afterManifest = JSON.parse(after.manifest) as SearchManifest;
    const [firstSections] = afterManifest.sections.map(
      (name) => JSON.parse(after.files.get(name) ?? '') as SectionsFile,
    );
    // Its group's sections file (field lengths), its page's excerpts, and in its group the chunk
    // of each bucket its terms are in: its term counts and field lengths changed.
    const buckets = new Set(
      ['section', '5', 'index', 'tapping', 'hooks', 'zebra', 'quagga'].map((term) =>
        termBucket(term, SEARCH_BUCKETS),
      ),
    );
    const expected = new Set([
      afterManifest.sections[0],
      firstSections?.pages[0]?.[3],
      ...[...buckets].flatMap((bucket) => afterManifest.chunks[bucket] ?? []),
    ]);
    expect(changed.filter((name) => !expected.has(name))).toEqual([]);
    expect(changed.length).toBeLessThanOrEqual(buckets.size + 2);
    expect(afterManifest.sections.slice(1)).toEqual(manifest.sections.slice(1));
  });
});

describe('ranking from the files', () => {
  it('finds a term in sections of every group', () => {
    const { search } = searchBuiltFiles(built);
    expect(urls(search('processAssets')).sort()).toEqual([0, 300, 600].map((at) => section(at).url).sort());
  });

  it('finds a typo after the first three characters, not one among them (its bucket is another)', () => {
    const { search } = searchBuiltFiles(built);
    expect(urls(search('procesAssets'))).toHaveLength(3);
    expect(urls(search('rpocessAssets'))).toEqual([]);
  });

  it('gives a query the same results whatever was searched before', () => {
    const fresh = searchBuiltFiles(built).search('tapping hooks');
    const used = searchBuiltFiles(built);
    used.search('processAssets');
    used.search('index');
    expect(used.search('tapping hooks')).toEqual(fresh);
  });

  it('keeps how often a term occurs, so the section saying it more ranks first', () => {
    const guide = (at: number, text: string) => ({
      ...section(at),
      id: `/guides/g${at}/`,
      url: `/guides/g${at}/`,
      page: `Guide ${at}`,
      section: 'Guides',
      heading: '',
      text,
    });
    const { search } = searchBuiltFiles(
      buildSearchFiles([guide(1, 'chunk names'), guide(2, 'chunk chunk chunk names')]),
    );
    expect(search('chunk').map((group) => group.url)).toEqual(['/guides/g2/', '/guides/g1/']);
    expect(search('chunk')[0]?.place).toBe('Guides › Guide 2');
  });

  it('gives every section back its exact url and its own excerpt', () => {
    const plugin = (url: string, heading: string, text: string) => ({
      id: url,
      url,
      page: 'Plugin API',
      section: 'API',
      heading,
      code: '',
      text,
    });
    const sections = [
      plugin('/api/plugins/', '', 'Tap intro.'),
      plugin('/api/plugins/#tap-options', 'Tap options', 'Tap first.'),
      plugin('/api/plugins/#tap-options-1', 'Tap options', 'Tap second.'),
    ];
    const files = buildSearchFiles(sections);
    // An anchor is stored only where the heading does not give it.
    const [name = ''] = (JSON.parse(files.manifest) as SearchManifest).sections;
    const stored = JSON.parse(files.files.get(name) ?? '') as SectionsFile;
    expect(stored.sections.map(([, anchor]) => anchor)).toEqual(['', '', 'tap-options-1']);
    const found = searchBuiltFiles(files).search('tap')[0]?.hits ?? [];
    const pairs = found.map((hit) => [hit.url, hit.snippet.map((part) => part.text).join('')]);
    expect(pairs.sort(([a = ''], [b = '']) => a.localeCompare(b))).toEqual([
      ['/api/plugins/', 'Tap intro.'],
      ['/api/plugins/#tap-options', 'Tap first.'],
      ['/api/plugins/#tap-options-1', 'Tap second.'],
    ]);
  });
});
