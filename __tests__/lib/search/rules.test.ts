import type { RootContent } from 'mdast';
import { printedProblems } from '@/lib/search/documents';
import { buildSearchFiles, searchBuiltFiles } from '@/lib/search/chunks';
import {
  byCoverage,
  citationWeight,
  nameWords,
  stemOf,
  termGroups,
  tokenize,
  type SearchDocument,
} from '@/lib/search/engine';

// Each ranking rule on a few made-up sections, so a test shows the rule and not the real pages.

/** A section of a made-up site: its url names its page and anchor, its section the first segment. */
function section(url: string, fields: Partial<SearchDocument> = {}): SearchDocument {
  const sectionName = url.split('/')[1] ?? '';
  return {
    id: url,
    url,
    page: 'Page',
    section: sectionName.charAt(0).toUpperCase() + sectionName.slice(1),
    heading: '',
    code: '',
    text: '',
    ...fields,
  };
}

const urlsOf = (documents: SearchDocument[], query: string) =>
  searchBuiltFiles(buildSearchFiles(documents))
    .search(query)
    .flatMap((group) => group.hits.map((hit) => hit.url));

describe('tokenizing', () => {
  it('splits a class name into its words, and leaves a camelCase option whole', () => {
    expect(tokenize('DefinePlugin')).toEqual(['DefinePlugin', 'Define', 'Plugin']);
    expect(tokenize('webpack.DefinePlugin')).toEqual([
      'webpack.DefinePlugin',
      'webpack',
      'DefinePlugin',
      'Define',
      'Plugin',
    ]);
    expect(tokenize('publicPath')).toEqual(['publicPath']);
  });

  it('finds a class name by one of its words', () => {
    const documents = [section('/guides/environment/', { code: 'DefinePlugin' })];
    expect(urlsOf(documents, 'plugin')).toEqual(['/guides/environment/']);
  });
});

describe("a page's own name", () => {
  it('reads the same as a class name, a package name or words', () => {
    const name = 'css minimizer plugin';
    expect(nameWords('CssMinimizerWebpackPlugin')).toBe(name);
    expect(nameWords('css-minimizer-webpack-plugin')).toBe(name);
    expect(nameWords('css minimizer plugin')).toBe(name);
    expect(nameWords('CssMinimizerPlugin')).toBe(name);
  });

  it('puts the page named by the query first however the query writes the name', () => {
    const documents = [
      section('/guides/production/#minimizing-css', {
        heading: 'Minimizing CSS',
        text: 'A css minimizer plugin, the css minimizer plugin, and why a plugin minimizes css.',
      }),
      section('/plugins/css-minimizer-webpack-plugin/', {
        page: 'CssMinimizerWebpackPlugin',
        text: 'It minimizes CSS files.',
      }),
    ];
    expect(urlsOf(documents, 'css minimizer plugin')[0]).toBe('/plugins/css-minimizer-webpack-plugin/');
    expect(urlsOf(documents, 'CssMinimizerPlugin')[0]).toBe('/plugins/css-minimizer-webpack-plugin/');
  });

  it('is not what a flag names: `--mode` is not the page titled Mode', () => {
    const documents = [
      section('/configuration/mode/', { page: 'Mode', text: 'The mode sets defaults.' }),
      section('/api/cli/#--mode', { page: 'Command Line Interface', heading: '--mode', text: 'Sets it.' }),
    ];
    expect(urlsOf(documents, '--mode')[0]).toBe('/api/cli/#--mode');
  });
});

describe('several words', () => {
  it('ranks a section holding every word before one repeating a single word', () => {
    const results = [
      { id: 'one word', score: 10, queryTerms: ['cache'] },
      { id: 'both words', score: 6, queryTerms: ['cache', 'type'] },
    ];
    expect(byCoverage(results, [['cache'], ['type']]).map((result) => result.id)).toEqual([
      'both words',
      'one word',
    ]);
  });

  it('still finds a section holding only some of the words', () => {
    const documents = [
      section('/guides/a/', { text: 'Cache the build.' }),
      section('/guides/b/', { text: 'Something else.' }),
    ];
    expect(urlsOf(documents, 'cache everything')).toEqual(['/guides/a/']);
  });

  it('reads a bare major version as the vN that titles write', () => {
    expect(termGroups(['migrate', '5'])).toEqual([['migrate'], ['5', 'v5']]);
    const documents = [
      section('/migrate/5/', { page: 'To v5 from v4', text: 'Upgrading.' }),
      section('/migrate/4/', { page: 'To v4 from v3', text: 'Upgrading.' }),
    ];
    expect(urlsOf(documents, 'upgrade webpack 5')[0]).toBe('/migrate/5/');
  });

  it('matches a title by the stem of a word', () => {
    expect(stemOf('caching')).toBe('cach');
    expect(stemOf('splitting')).toBe('split');
    expect(stemOf('caches')).toBe('cach');
    expect(stemOf('names')).toBe('name');
    expect(stemOf('removed')).toBe('remov');
    // Too short to stem, or not a plain word.
    expect(stemOf('uses')).toBe('uses');
    expect(stemOf('publicPath')).toBe('publicPath');
    const documents = [
      section('/guides/caching/', { page: 'Caching', text: 'Hashes in file names keep a cache right.' }),
      section('/guides/other/', { page: 'Other', text: 'Caches and caches and caches.' }),
    ];
    expect(urlsOf(documents, 'caches')[0]).toBe('/guides/caching/');
  });

  it('counts the site section a page is in as words of its place', () => {
    const documents = [
      section('/api/node/', { page: 'Node Interface', text: 'Run a compiler from Node.js.' }),
      section('/concepts/plugins/#node', { heading: 'Node', text: 'Node and an API, node and its api.' }),
    ];
    expect(urlsOf(documents, 'node api')[0]).toBe('/api/node/');
  });
});

describe('identifiers', () => {
  it('counts no prefix match inside a qualified name, whose parts are indexed on their own', () => {
    const documents = [
      section('/concepts/why-webpack/', { page: 'Why webpack', text: 'What it does.' }),
      section('/configuration/plugins/#built-in', {
        heading: 'Built in',
        code: Array.from({ length: 30 }, (_, at) => `webpack.Plugin${at}`).join(' '),
        text: 'Plugins that come built in.',
      }),
    ];
    expect(urlsOf(documents, 'webpack')[0]).toBe('/concepts/why-webpack/');
  });

  it('matches the parts of a qualified name as they are, by neither prefix nor spelling', () => {
    const documents = [
      section('/api/cli/', { code: 'webpack-cli' }),
      section('/api/module-methods/#webpackchunkname', { code: 'webpackChunkName' }),
      section('/guides/a/', { text: 'A client, and clip.' }),
    ];
    expect(urlsOf(documents, 'webpack-cli')).toEqual(['/api/cli/']);
  });

  it('puts the option the site cites most first among options of the same name', () => {
    expect(citationWeight(0)).toBe(1);
    expect(citationWeight(36)).toBeGreaterThan(citationWeight(2));
    const citing = Array.from({ length: 6 }, (_, at) =>
      section(`/guides/g${at}/`, { code: 'output.publicPath', text: 'Where assets load from.' }),
    );
    const documents = [
      // The same words in both: only the citations tell them apart.
      section('/configuration/stats/#statspublicpath', {
        heading: 'stats.publicPath',
        code: 'stats.publicPath',
        text: 'The publicPath.',
      }),
      section('/configuration/output/#outputpublicpath', {
        heading: 'output.publicPath',
        code: 'output.publicPath',
        text: 'The publicPath.',
      }),
      ...citing,
    ];
    expect(urlsOf(documents, 'publicPath')[0]).toBe('/configuration/output/#outputpublicpath');
  });

  it('reads `webpack <word>` as a command line, answered by the CLI page', () => {
    const documents = [
      section('/configuration/watch/#watch', { heading: 'watch', code: 'watch', text: 'Watch files.' }),
      section('/api/cli/#watch', { heading: 'watch', text: 'Builds, then watches.' }),
    ];
    expect(urlsOf(documents, 'webpack watch')[0]).toBe('/api/cli/#watch');
  });
});

describe('what a section indexes besides its prose', () => {
  const fence = (lang: string, value: string): RootContent => ({ type: 'code', lang, value });

  it('keeps the problems a build printed in its output fences, not the code of other fences', () => {
    const nodes = [
      fence(
        'text',
        'asset main.js 1 KiB\nERROR in ./src/a.js\nModule build failed (from ./loader.js):\nTypeError: x',
      ),
      fence('js', "throw new Error('ERROR in code');"),
    ];
    expect(printedProblems(nodes)).toEqual([
      'ERROR in ./src/a.js',
      'Module build failed (from ./loader.js):',
      'TypeError: x',
    ]);
  });
});
