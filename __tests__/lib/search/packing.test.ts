import { decodeGaps, encodeGaps, loadSearchEngine, serializeSearchIndex } from '@/lib/search/engine';

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
