import {
  decodeGaps,
  encodeGaps,
  frontCode,
  frontDecode,
  loadSearchEngine,
  placeOf,
  plainSlug,
  serializeSearchIndex,
} from '@/lib/search/engine';

describe('posting lists as base-32 digits', () => {
  it('round-trips small and large gaps', () => {
    const gaps = [1, 0, 31, 32, 33, 1023, 1024, 40000];
    expect(decodeGaps(encodeGaps(gaps))).toEqual(gaps);
  });

  it('spends one character on a gap under 32, and names a character that is not a digit', () => {
    expect(encodeGaps([1, 1, 5])).toBe('115');
    expect(() => decodeGaps('1 5')).toThrow('" " is not a digit of a posting list');
  });
});

describe('a packed index', () => {
  const documents = Array.from({ length: 80 }, (_, at) => ({
    id: `/api/page-${at}/#hook-${at}`,
    url: `/api/page-${at}/#hook-${at}`,
    page: `Page ${at}`,
    section: 'API',
    heading: `hook${at}`,
    code: at % 40 === 0 ? 'processAssets' : '',
    text: `Section ${at} of the index.`,
  }));

  it('finds a term in sections far apart in id order', () => {
    const engine = loadSearchEngine(serializeSearchIndex(documents));
    const urls = engine.search('processAssets').flatMap((group) => group.hits.map((hit) => hit.url));
    expect(urls.sort()).toEqual(['/api/page-0/#hook-0', '/api/page-40/#hook-40']);
  });
});

describe('term counts in a packed index', () => {
  const section = (at: number, text: string) => ({
    id: `/guides/g${at}/`,
    url: `/guides/g${at}/`,
    page: `Guide ${at}`,
    section: 'Guides',
    heading: '',
    code: '',
    text,
  });
  // The shorter section would win if every count were one: only its counts put the other first.
  const documents = [section(1, 'chunk names'), section(2, 'chunk chunk chunk names')];

  it('keeps how often a term occurs, so the section saying it more ranks first', () => {
    const engine = loadSearchEngine(serializeSearchIndex(documents));
    expect(engine.search('chunk').map((group) => group.url)).toEqual(['/guides/g2/', '/guides/g1/']);
  });

  it('says where each result lives: its section and page', () => {
    const engine = loadSearchEngine(serializeSearchIndex(documents));
    expect(engine.search('chunk')[0]?.place).toBe('Guides › Guide 2');
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

describe('front-coded terms', () => {
  it('writes the length of the shared prefix, then the rest, and reads it back', () => {
    expect(frontCode('module', 'modules')).toBe('6s');
    expect(frontCode('modules', 'output')).toBe('0output');
    const terms = ['a', 'abc', 'abd', 'b', 'x'.repeat(40), 'x'.repeat(41)];
    let previous = '';
    for (const term of terms) {
      expect(frontDecode(previous, frontCode(previous, term))).toBe(term);
      previous = term;
    }
    expect(() => frontDecode('a', '')).toThrow('"" is not a front-coded term');
  });
});

describe('anchors in a packed index', () => {
  const section = (url: string, heading: string) => ({
    id: url,
    url,
    page: 'Plugin API',
    section: 'API',
    heading,
    code: '',
    text: 'Tap.',
  });
  const documents = [
    section('/api/plugins/', ''),
    section('/api/plugins/#tap-options', 'Tap options'),
    section('/api/plugins/#tap-options-1', 'Tap options'),
    section('/api/plugins/#hookmap', 'HookMap'),
  ];
  const serialized = serializeSearchIndex(documents);

  it('leaves out an anchor its heading gives, and keeps one it does not', () => {
    const anchors = (JSON.parse(serialized) as { sections: [number, string][] }).sections.map(
      ([, anchor]) => anchor,
    );
    expect(anchors).toEqual(['', '', 'tap-options-1', '']);
    expect(plainSlug('Tap options')).toBe('tap-options');
  });

  it('gives every section back its exact url', () => {
    const urls = loadSearchEngine(serialized)
      .search('tap')
      .flatMap((group) => group.hits.map((hit) => hit.url));
    expect(urls.sort()).toEqual(documents.map((document) => document.url).sort());
  });
});
