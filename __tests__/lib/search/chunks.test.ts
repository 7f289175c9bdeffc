import MiniSearch from 'minisearch';
import { SEARCH_LAYOUT, buildSearchFiles, contentName, searchBuiltFiles } from '@/lib/search/chunks';
import { INDEX_OPTIONS, fieldLengthOf, placeOf, type SearchDocument } from '@/lib/search/engine';
import {
  termBucket,
  type DetailsFile,
  type LengthsFile,
  type PostingsFile,
  type SearchManifest,
  type SectionsFile,
} from '@/lib/search/format';

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
// Small files, so that a few hundred sections are cut as the site's thousands are.
const layout = {
  ...SEARCH_LAYOUT,
  buckets: 64,
  chunkTarget: 1200,
  widestRange: 1024,
  narrowestRange: 64,
  sectionsPerFile: 400,
  lengthsPerFile: 100,
  detailsPerFile: 16,
};
const documents = Array.from({ length: 900 }, (_, at) => section(at));
const built = buildSearchFiles(documents, {}, layout);
const manifest = JSON.parse(built.manifest) as SearchManifest;
const parse = <T>(name: string | undefined) => JSON.parse(built.files.get(name ?? '') ?? 'null') as T;
const urls = (groups: { hits: { url: string }[] }[]) =>
  groups.flatMap((group) => group.hits.map((hit) => hit.url));

/** The names of the files a rebuild with `edited` documents has that the first build does not. */
function rebuiltFiles(edited: SearchDocument[]) {
  const after = buildSearchFiles(edited, {}, layout);
  return {
    changed: [...after.files.keys()].filter((name) => !built.files.has(name)),
    manifest: JSON.parse(after.manifest) as SearchManifest,
  };
}

describe('which chunk a term is in', () => {
  it('is the bucket of its first three characters, so a prefix search needs one bucket', () => {
    const bucket = termBucket('pub', SEARCH_LAYOUT.buckets);
    expect(termBucket('publicpath', SEARCH_LAYOUT.buckets)).toBe(bucket);
    expect(termBucket('publish', SEARCH_LAYOUT.buckets)).toBe(bucket);
    expect(termBucket('output', SEARCH_LAYOUT.buckets)).not.toBe(bucket);
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
    const expected = manifest.chunks[termBucket('processassets', layout.buckets)];
    expect(engine.postingsFor('processAssets')).toEqual(expected);
    expect(engine.postingsFor('  ')).toEqual([]);
  });

  it('is cut into more ranges of sections in a bucket of common terms than in a rare one', () => {
    const common = manifest.chunks[termBucket('hooks', layout.buckets)] ?? [];
    const rare = manifest.chunks[termBucket('processassets', layout.buckets)] ?? [];
    expect(common.length).toBeGreaterThan(rare.length);
    // Every range of the common bucket is about the target size, not the whole bucket's.
    for (const name of common) expect(built.files.get(name)?.length).toBeLessThan(layout.chunkTarget * 3);
  });
});

describe('the exported files', () => {
  it('name every file by the hash of its content', () => {
    for (const [name, content] of built.files) expect(name).toBe(contentName(content));
  });

  it('list in the manifest the sections, lengths and details files by their runs of sections, and every bucket’s chunks, all built', () => {
    expect(manifest.sections).toHaveLength(3);
    expect(manifest.lengths).toHaveLength(9);
    expect(manifest.details).toHaveLength(Math.ceil(900 / 16));
    expect(manifest.detailsPerFile).toBe(16);
    expect(manifest.chunks).toHaveLength(layout.buckets);
    const named = [...manifest.sections, ...manifest.lengths, ...manifest.details, ...manifest.chunks.flat()];
    expect(named.every((name) => built.files.has(name))).toBe(true);
    expect(new Set(named).size).toBe(built.files.size);
    expect(manifest.sections.map((name) => parse<SectionsFile>(name).first)).toEqual([0, 400, 800]);
    expect(manifest.documentCount).toBe(documents.length);
  });

  it("hold MiniSearch's own postings: a term's chunks merged are its entry in MiniSearch's serialization", () => {
    const own = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
    own.addAll(documents);
    const entry = own.toJSON().index.find(([term]) => term === 'processassets')?.[1];
    const merged: Record<string, Record<string, number>> = {};
    for (const name of manifest.chunks[termBucket('processassets', layout.buckets)] ?? []) {
      for (const [term, fields] of parse<PostingsFile>(name)) {
        if (term !== 'processassets') continue;
        for (const [field, byDocument] of Object.entries(fields))
          Object.assign((merged[field] ??= {}), byDocument);
      }
    }
    expect(merged).toEqual(entry);
    expect(Object.keys(merged[String(own.toJSON().fieldIds.code)] ?? {})).toEqual(['0', '300', '600']);
  });

  it("store only the code and text lengths: a title's, a site section's and a heading's are MiniSearch's count of their tokens", () => {
    const own = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
    const headings = [
      section(0, { heading: 'new Worker(new URL(request, import.meta.url))' }),
      section(1, { heading: 'module.exports and exports', page: 'Module Methods', section: 'API Reference' }),
      section(2, { heading: '', section: '' }),
    ];
    own.addAll(headings);
    const { fieldIds, fieldLength } = own.toJSON();
    headings.forEach((document, id) => {
      expect(fieldLength[id]?.[fieldIds.heading ?? -1]).toBe(fieldLengthOf(document.heading));
      expect(fieldLength[id]?.[fieldIds.page ?? -1]).toBe(fieldLengthOf(document.page));
      expect(fieldLength[id]?.[fieldIds.section ?? -1]).toBe(fieldLengthOf(document.section));
    });
  });

  it('store beside a qualified heading how many sections of the whole index cite it, and nothing beside another', () => {
    const cited = [
      section(0, { heading: 'output.publicPath', code: 'output.publicPath' }),
      section(1, { heading: 'compiler.run(callback)', code: 'compiler.run' }),
      section(2, { heading: 'publicPath', code: 'output.publicPath compiler.run' }),
      section(3, { code: 'output.publicPath' }),
    ];
    const files = buildSearchFiles(cited, {}, layout);
    const [name = ''] = (JSON.parse(files.manifest) as SearchManifest).lengths;
    const stored = JSON.parse(files.files.get(name) ?? '') as LengthsFile;
    expect(stored.lengths.map((lengths) => lengths[2])).toEqual([3, 2, undefined, undefined]);
  });

  it('carry each section’s excerpt and reference card in its run’s details file', () => {
    const card = { kind: 'Hook', tapable: 'SyncHook', args: ['Compilation'] };
    const withCard = buildSearchFiles(documents.slice(0, 20), { [section(17).url]: card }, layout);
    const details = (JSON.parse(withCard.manifest) as SearchManifest).details.map(
      (name) => JSON.parse(withCard.files.get(name) ?? '') as DetailsFile,
    );
    expect(details.map((file) => file.first)).toEqual([0, 16]);
    expect(details[1]?.sections[1]).toEqual([section(17).text, card]);
    expect(details[1]?.sections[0]).toEqual([section(16).text]);
    const [hit] = searchBuiltFiles(withCard).search('hook17')[0]?.hits ?? [];
    expect(hit?.card).toEqual(card);
  });

  it("change, when a section's text changes, its lengths file, its details file and a chunk per bucket of its words, never a sections file", () => {
    const { changed, manifest: after } = rebuiltFiles(
      documents.map((document, at) =>
        at === 5 ? { ...document, text: `Zebra quagga. ${document.text}` } : document,
      ),
    );
    // In each bucket of its terms, the one range that holds section 5 (its counts and lengths).
    const buckets = new Set(
      ['section', '5', 'index', 'tapping', 'hooks', 'zebra', 'quagga'].map((term) =>
        termBucket(term, layout.buckets),
      ),
    );
    expect(changed).toContain(after.lengths[0]);
    expect(changed).toContain(after.details[0]);
    expect(changed.filter((name) => after.sections.includes(name))).toEqual([]);
    const chunks = changed.filter((name) => after.chunks.flat().includes(name));
    expect(chunks.length).toBeLessThanOrEqual(buckets.size);
    for (const name of chunks) {
      const bucket = after.chunks.findIndex((names) => names.includes(name));
      expect(buckets.has(bucket)).toBe(true);
    }
    expect(changed).toHaveLength(chunks.length + 2);
    expect(after.lengths.slice(1)).toEqual(manifest.lengths.slice(1));
  });

  it('change its sections file when a heading changes, and no other sections file', () => {
    const { changed, manifest: after } = rebuiltFiles(
      documents.map((document, at) => (at === 450 ? { ...document, heading: 'Renamed hook' } : document)),
    );
    expect(changed.filter((name) => after.sections.includes(name))).toEqual([after.sections[1]]);
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

describe('the place a result group names', () => {
  it('names a page by its section and title', () => {
    expect(placeOf('/configuration/output/', 'Output', 'Configuration')).toBe('Configuration › Output');
  });

  it("names a section's own index by its section, whatever the index page is titled", () => {
    expect(placeOf('/api/', 'Introduction', 'API')).toBe('API');
    expect(placeOf('/concepts/', 'Concepts', 'Concepts')).toBe('Concepts');
  });

  it('names a top-level page by its title', () => {
    expect(placeOf('/glossary/', 'Glossary', '')).toBe('Glossary');
  });
});
