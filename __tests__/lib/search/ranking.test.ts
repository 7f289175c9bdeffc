import MiniSearch from 'minisearch';
import { getContentTree } from '@/lib/content';
import { buildSearchFiles, searchBuiltFiles } from '@/lib/search/chunks';
import { buildSearchDocuments } from '@/lib/search/documents';
import { markMatches, snippet, tokenize } from '@/lib/search/engine';

const documents = buildSearchDocuments(getContentTree());
// Built and ranked as the site does: cut into the exported files, each query with its own chunks.
const built = buildSearchFiles(documents);
const engine = searchBuiltFiles(built);
const firstUrl = (query: string) => engine.search(query)[0]?.hits[0]?.url;

describe('search documents', () => {
  it('has a document per heading section, with path urls and anchors', () => {
    const output = documents.find((document) => document.url === '/configuration/output/#outputpublicpath');
    expect(output).toMatchObject({ page: 'Output', heading: 'output.publicPath' });
    expect(output?.code).toContain('output.publicPath');
    expect(documents.every((document) => document.url.startsWith('/'))).toBe(true);
  });

  it('makes a #### reference entry a section of its own', () => {
    const renderChunk = documents.find(
      (document) => document.url === '/api/plugins/#javascriptmodulespluginrenderchunk',
    );
    expect(renderChunk?.heading).toBe('JavascriptModulesPlugin.renderChunk');
    // A #### that is prose, not a name, stays part of its section.
    const proseHeadings = documents.filter(
      (document) => / /.test(document.heading) && document.url.includes('#'),
    );
    expect(proseHeadings.length).toBeGreaterThan(0);
  });

  it("starts a reference entry's excerpt with what it does, its type line last", () => {
    const hashDigest = documents.find(
      (document) => document.url === '/configuration/output/#outputhashdigest',
    );
    expect(hashDigest?.text).toMatch(/^The encoding/);
    expect(hashDigest?.text).toMatch(/Type: string Default: 'hex'$/);
    const contentHash = documents.find((document) => document.url === '/api/compilation-hooks/#contenthash');
    expect(contentHash?.text).toMatch(/^Called for each chunk/);
  });
});

describe("result groups' places", () => {
  it("label every section's index page by its section: the api index, titled Introduction, as API", () => {
    // Each index found by its title.
    const places = new Map(
      [
        ['api', 'introduction'],
        ['concepts', 'concepts'],
        ['guides', 'guides'],
        ['configuration', 'configuration'],
        ['plugins', 'plugins'],
      ].map(([name, title]) => [
        name,
        engine.search(title ?? '').find((group) => group.url === `/${name}/`)?.place,
      ]),
    );
    expect(Object.fromEntries(places)).toEqual({
      api: 'API',
      concepts: 'Concepts',
      guides: 'Guides',
      configuration: 'Configuration',
      plugins: 'Plugins',
    });
  });
});

describe('ranking', () => {
  it('puts pages titled with the word before passages that mention it', () => {
    const pages = engine
      .search('entry')
      .slice(0, 2)
      .map((group) => group.page);
    expect(pages.sort()).toEqual(['Entry Points', 'Entry and Context']);
  });

  it.each([
    ['optimisation', '/configuration/optimization/'],
    ['devtol', '/configuration/devtool/'],
    ['module federation', '/concepts/module-federation/'],
    ['glossary', '/glossary/'],
  ])('%s finds %s first, despite spelling', (query, url) => {
    expect(firstUrl(query)?.split('#')[0]).toBe(url);
  });

  it.each([
    ['output.publicPath', '/configuration/output/#outputpublicpath'],
    ['splitchunks', '/configuration/optimization/#optimizationsplitchunks'],
    ['Rule.oneOf', '/configuration/module/#ruleoneof'],
  ])('the option path %s leads to its heading', (query, url) => {
    expect(firstUrl(query)).toBe(url);
  });

  it.each([
    ['beforeRun', '/api/compiler-hooks/#beforerun'],
    ['processAssets', '/api/compilation-hooks/#processassets'],
    ['evaluateTypeof', '/api/parser/#evaluatetypeof'],
    ['contextModuleFiles', '/api/contextmodulefactory-hooks/#contextmodulefiles'],
    ['renderChunk', '/api/plugins/#javascriptmodulespluginrenderchunk'],
  ])('the hook name %s leads to its heading', (query, url) => {
    expect(firstUrl(query)).toBe(url);
  });

  it('gives a qualified name typed whole to its own heading before a shorter one it ends in', () => {
    // The mode page's `mode` heading ends the name too, and its text says mode far more often.
    expect(firstUrl('this.mode')).toBe('/api/loaders/#thismode');
  });

  it.each(['', '   ', '!!! ???', '((()))', 'x'.repeat(500)])(
    'the bad query %j gives no results and no error',
    (query) => {
      expect(engine.search(query)).toEqual([]);
    },
  );

  it('groups results by page with snippets that mark the match', () => {
    const [group] = engine.search('contenthash');
    expect(group?.hits.length).toBeGreaterThan(0);
    expect(group?.hits.some((hit) => hit.snippet.some((part) => part.match))).toBe(true);
  });
});

describe('tokenize and snippet', () => {
  it('marks matched terms in any case, such as a part of an option path in a heading', () => {
    expect(markMatches('output.publicPath', ['publicpath'])).toEqual([
      { text: 'output.', match: false },
      { text: 'publicPath', match: true },
    ]);
    expect(markMatches('Entry', [])).toEqual([{ text: 'Entry', match: false }]);
  });

  it('keeps option paths whole and splits them into their parts', () => {
    expect(tokenize('Set `output.publicPath`, see --mode.')).toEqual([
      'Set',
      'output.publicPath',
      'output',
      'publicPath',
      'see',
      'mode',
    ]);
  });

  it('cuts text around the first match and marks every match', () => {
    const parts = snippet('The filename option sets the name; a filename template uses [name].', [
      'filename',
    ]);
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['filename', 'filename']);
  });
});

describe('the exported index', () => {
  it('loads without indexing a single section', () => {
    const add = jest.spyOn(MiniSearch.prototype, 'add');
    const loaded = searchBuiltFiles(built);
    expect(loaded.search('output').length).toBeGreaterThan(0);
    expect(add).not.toHaveBeenCalled();
    expect(loaded.engine.size).toBe(documents.length);
    add.mockRestore();
  });

  it('leaves out words too common to search for', () => {
    expect(engine.search('the')).toEqual([]);
    // With AND, a stop word in the query would otherwise exclude every section.
    expect(engine.search('the output').length).toBeGreaterThan(0);
  });
});
