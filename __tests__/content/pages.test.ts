import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { getContentTree, readingOrder, sections } from '@/lib/content';
import { collectInternalLinks } from '@/lib/content/collect-links';
import { proseWords } from '@/lib/content/words';
import { metaAttribute } from '@/lib/mdx/code-blocks';
import { stackBlitzUrl } from '@/lib/site';

/** The plugins section's pages about packages that live in their own repositories (issue 14). */
const THIRD_PARTY_PLUGINS: [url: string, title: string][] = [
  ['/plugins/chunks-webpack-plugin/', 'ChunksWebpackPlugin'],
  ['/plugins/html-webpack-plugin/', 'HtmlWebpackPlugin'],
  ['/plugins/svg-chunk-webpack-plugin/', 'SvgChunkWebpackPlugin'],
  ['/plugins/compression-webpack-plugin/', 'CompressionWebpackPlugin'],
  ['/plugins/copy-webpack-plugin/', 'CopyWebpackPlugin'],
  ['/plugins/css-minimizer-webpack-plugin/', 'CssMinimizerWebpackPlugin'],
  ['/plugins/eslint-webpack-plugin/', 'EslintWebpackPlugin'],
  ['/plugins/html-minimizer-webpack-plugin/', 'HtmlMinimizerWebpackPlugin'],
  ['/plugins/image-minimizer-webpack-plugin/', 'ImageMinimizerWebpackPlugin'],
  ['/plugins/install-webpack-plugin/', 'InstallWebpackPlugin'],
  ['/plugins/json-minimizer-webpack-plugin/', 'JsonMinimizerWebpackPlugin'],
  ['/plugins/mini-css-extract-plugin/', 'MiniCssExtractPlugin'],
  ['/plugins/stylelint-webpack-plugin/', 'StylelintWebpackPlugin'],
  ['/plugins/terser-webpack-plugin/', 'TerserWebpackPlugin'],
];

/**
 * Pages of docs/CONTENT.md, by section, for the sections written so far. A section is
 * listed here when its issue lands; from then on none of its pages may go missing.
 */
const EXPECTED: Record<string, [url: string, title: string][]> = {
  concepts: [
    ['/concepts/', 'Concepts'],
    ['/concepts/entry-points/', 'Entry Points'],
    ['/concepts/output/', 'Output'],
    ['/concepts/loaders/', 'Loaders'],
    ['/concepts/plugins/', 'Plugins'],
    ['/concepts/configuration/', 'Configuration'],
    ['/concepts/modules/', 'Modules'],
    ['/concepts/module-resolution/', 'Module Resolution'],
    ['/concepts/module-federation/', 'Module Federation'],
    ['/concepts/dependency-graph/', 'Dependency Graph'],
    ['/concepts/targets/', 'Targets'],
    ['/concepts/manifest/', 'The Manifest'],
    ['/concepts/hot-module-replacement/', 'Hot Module Replacement'],
    ['/concepts/why-webpack/', 'Why webpack'],
    ['/concepts/under-the-hood/', 'Under The Hood'],
  ],
  guides: [
    ['/guides/', 'Guides'],
    ['/guides/getting-started/', 'Getting Started'],
    ['/guides/asset-management/', 'Asset Management'],
    ['/guides/output-management/', 'Output Management'],
    ['/guides/development/', 'Development'],
    ['/guides/code-splitting/', 'Code Splitting'],
    ['/guides/caching/', 'Caching'],
    ['/guides/author-libraries/', 'Authoring Libraries'],
    ['/guides/environment-variables/', 'Environment Variables'],
    ['/guides/build-performance/', 'Build Performance'],
    ['/guides/csp/', 'Content Security Policies'],
    ['/guides/development-vagrant/', 'Development - Vagrant'],
    ['/guides/dependency-management/', 'Dependency Management'],
    ['/guides/installation/', 'Installation'],
    ['/guides/hot-module-replacement/', 'Hot Module Replacement'],
    ['/guides/tree-shaking/', 'Tree Shaking'],
    ['/guides/production/', 'Production'],
    ['/guides/lazy-loading/', 'Lazy Loading'],
    ['/guides/ecma-script-modules/', 'ECMAScript Modules'],
    ['/guides/shimming/', 'Shimming'],
    ['/guides/typescript/', 'TypeScript'],
    ['/guides/web-workers/', 'Web Workers'],
    ['/guides/progressive-web-application/', 'Progressive Web Application'],
    ['/guides/public-path/', 'Public Path'],
    ['/guides/integrations/', 'Integrations'],
    ['/guides/asset-modules/', 'Asset Modules'],
    ['/guides/entry-advanced/', 'Advanced entry'],
    ['/guides/package-exports/', 'Package exports'],
  ],
  configuration: [
    ['/configuration/', 'Configuration'],
    ['/configuration/configuration-languages/', 'Configuration Languages'],
    ['/configuration/configuration-types/', 'Configuration Types'],
    ['/configuration/entry-context/', 'Entry and Context'],
    ['/configuration/mode/', 'Mode'],
    ['/configuration/output/', 'Output'],
    ['/configuration/module/', 'Module'],
    ['/configuration/resolve/', 'Resolve'],
    ['/configuration/optimization/', 'Optimization'],
    ['/configuration/plugins/', 'Plugins'],
    ['/configuration/dev-server/', 'DevServer'],
    ['/configuration/cache/', 'Cache'],
    ['/configuration/devtool/', 'Devtool'],
    ['/configuration/extending-configurations/', 'Extends'],
    ['/configuration/target/', 'Target'],
    ['/configuration/watch/', 'Watch and WatchOptions'],
    ['/configuration/externals/', 'Externals'],
    ['/configuration/performance/', 'Performance'],
    ['/configuration/node/', 'Node'],
    ['/configuration/stats/', 'Stats'],
    ['/configuration/experiments/', 'Experiments'],
    ['/configuration/infrastructureLogging/', 'InfrastructureLogging'],
    ['/configuration/other-options/', 'Other Options'],
  ],
  api: [
    ['/api/', 'Introduction'],
    ['/api/cli/', 'Command Line Interface'],
    ['/api/node/', 'Node Interface'],
    ['/api/stats/', 'Stats Data'],
    ['/api/webpack-dev-server/', 'webpack-dev-server API'],
    ['/api/hot-module-replacement/', 'Hot Module Replacement'],
    ['/api/loaders/', 'Loader Interface'],
    ['/api/logging/', 'Logger Interface'],
    ['/api/module-methods/', 'Module Methods'],
    ['/api/module-variables/', 'Module Variables'],
    ['/api/compilation-object/', 'Compilation Object'],
    ['/api/compiler-hooks/', 'Compiler Hooks'],
    ['/api/compilation-hooks/', 'Compilation Hooks'],
    ['/api/contextmodulefactory-hooks/', 'ContextModuleFactory Hooks'],
    ['/api/parser/', 'JavascriptParser Hooks'],
    ['/api/normalmodulefactory-hooks/', 'NormalModuleFactory Hooks'],
    ['/api/plugins/', 'Plugin API'],
    ['/api/resolvers/', 'Resolvers'],
  ],
  plugins: [
    ['/plugins/', 'Plugins'],
    ['/plugins/automatic-prefetch-plugin/', 'AutomaticPrefetchPlugin'],
    ['/plugins/banner-plugin/', 'BannerPlugin'],
    ['/plugins/commons-chunk-plugin/', 'CommonsChunkPlugin'],
    ['/plugins/context-exclusion-plugin/', 'ContextExclusionPlugin'],
    ['/plugins/context-replacement-plugin/', 'ContextReplacementPlugin'],
    ['/plugins/define-plugin/', 'DefinePlugin'],
    ['/plugins/dll-plugin/', 'DllPlugin'],
    ['/plugins/environment-plugin/', 'EnvironmentPlugin'],
    ['/plugins/eval-source-map-dev-tool-plugin/', 'EvalSourceMapDevToolPlugin'],
    ['/plugins/hashed-module-ids-plugin/', 'HashedModuleIdsPlugin'],
    ['/plugins/hot-module-replacement-plugin/', 'HotModuleReplacementPlugin'],
    ['/plugins/ignore-plugin/', 'IgnorePlugin'],
    ['/plugins/internal-plugins/', 'Internal webpack plugins'],
    ['/plugins/limit-chunk-count-plugin/', 'LimitChunkCountPlugin'],
    ['/plugins/min-chunk-size-plugin/', 'MinChunkSizePlugin'],
    ['/plugins/module-concatenation-plugin/', 'ModuleConcatenationPlugin'],
    ['/plugins/module-federation-plugin/', 'ModuleFederationPlugin'],
    ['/plugins/no-emit-on-errors-plugin/', 'NoEmitOnErrorsPlugin'],
    ['/plugins/normal-module-replacement-plugin/', 'NormalModuleReplacementPlugin'],
    ['/plugins/prefetch-plugin/', 'PrefetchPlugin'],
    ['/plugins/profiling-plugin/', 'ProfilingPlugin'],
    ['/plugins/progress-plugin/', 'ProgressPlugin'],
    ['/plugins/provide-plugin/', 'ProvidePlugin'],
    ['/plugins/source-map-dev-tool-plugin/', 'SourceMapDevToolPlugin'],
    ['/plugins/split-chunks-plugin/', 'SplitChunksPlugin'],
    ['/plugins/watch-ignore-plugin/', 'WatchIgnorePlugin'],
    ...THIRD_PARTY_PLUGINS,
  ],
  loaders: [
    ['/loaders/', 'Loaders'],
    ['/loaders/babel-loader/', 'babel-loader'],
    ['/loaders/coffee-loader/', 'coffee-loader'],
    ['/loaders/exports-loader/', 'exports-loader'],
    ['/loaders/expose-loader/', 'expose-loader'],
    ['/loaders/html-loader/', 'html-loader'],
    ['/loaders/imports-loader/', 'imports-loader'],
    ['/loaders/node-loader/', 'node-loader'],
    ['/loaders/remark-loader/', 'remark-loader'],
    ['/loaders/source-map-loader/', 'source-map-loader'],
    ['/loaders/thread-loader/', 'thread-loader'],
    ['/loaders/val-loader/', 'val-loader'],
    ['/loaders/css-loader/', 'css-loader'],
    ['/loaders/less-loader/', 'less-loader'],
    ['/loaders/postcss-loader/', 'postcss-loader'],
    ['/loaders/sass-loader/', 'sass-loader'],
    ['/loaders/style-loader/', 'style-loader'],
    ['/loaders/stylus-loader/', 'stylus-loader'],
  ],
  contribute: [
    ['/contribute/', 'Contribute'],
    ['/contribute/writers-guide/', "Writer's Guide"],
    ['/contribute/writing-a-loader/', 'Writing a Loader'],
    ['/contribute/writing-a-plugin/', 'Writing a Plugin'],
    ['/contribute/plugin-patterns/', 'Plugin Patterns'],
    ['/contribute/release-process/', 'Release Process'],
    ['/contribute/debugging/', 'Debugging'],
  ],
  migrate: [
    ['/migrate/', 'Migrate'],
    ['/migrate/5/', 'To v5 from v4'],
    ['/migrate/4/', 'To v4 from v3'],
    ['/migrate/3/', 'To v2 or v3 from v1'],
  ],
  blog: [
    ['/blog/', 'Blog'],
    ['/blog/2020-12-08-roadmap-2021/', 'Roadmap 2021'],
    ['/blog/2020-10-10-webpack-5-release/', 'Webpack 5 release'],
  ],
  'top-level': [
    ['/comparison/', 'Comparison'],
    ['/awesome-webpack/', 'Awesome webpack'],
    ['/glossary/', 'Glossary'],
    ['/branding/', 'Branding Guidelines'],
    ['/license/', 'License'],
  ],
};

describe('the site content', () => {
  const tree = getContentTree();

  describe.each(Object.entries(EXPECTED))('%s', (_section, expected) => {
    it.each(expected)('%s exists with the title %s and a description', (url, title) => {
      const page = tree.pages.get(url);
      expect(page?.title).toBe(title);
      expect(page?.description).toEqual(expect.any(String));
    });
  });

  it('has no page in a written section beyond the expected list', () => {
    for (const section of sections(tree.root).filter((s) => s.name in EXPECTED)) {
      const urls = readingOrder(section).map((page) => page.url);
      expect(urls.sort()).toEqual((EXPECTED[section.name] ?? []).map(([url]) => url).sort());
    }
  });

  it('links each walkthrough guide to its example project on StackBlitz, an existing folder of examples/', () => {
    // A walkthrough guide is a page whose fences show files of an example project.
    const fenceExamples = new Map<string, Set<string>>();
    for (const [url, body] of tree.bodies) {
      visit(body.tree, 'code', (node: Code) => {
        const example = metaAttribute(node.meta, 'example');
        if (example) fenceExamples.set(url, (fenceExamples.get(url) ?? new Set()).add(example));
      });
    }
    const linked = [...tree.pages.values()].filter((page) => page.example);
    expect(linked.map((page) => page.url).sort()).toEqual([...fenceExamples.keys()].sort());
    expect(linked.length).toBeGreaterThanOrEqual(6);
    for (const page of linked) {
      expect([page.url, [...(fenceExamples.get(page.url) ?? [])]]).toEqual([page.url, [page.example]]);
      const url = stackBlitzUrl(page.example ?? '');
      expect(url).toBe(
        `https://stackblitz.com/github/webpack/webpack.js.org/tree/main/examples/${page.example}`,
      );
      const folder = join(process.cwd(), url.slice(url.indexOf('/examples/') + 1));
      expect(statSync(folder, { throwIfNoEntry: false })?.isDirectory()).toBe(true);
    }
  });

  it.each(['concepts', 'configuration', 'guides', 'contribute', 'migrate', 'blog'])(
    'keeps the %s reading order of docs/SPEC.md section 2 and docs/CONTENT.md',
    (name) => {
      const section = sections(tree.root).find((s) => s.name === name);
      expect(section && readingOrder(section).map((page) => page.url)).toEqual(
        EXPECTED[name]?.map(([url]) => url),
      );
    },
  );

  // The blog index lists its posts from the tree (BlogPostList), not in its body.
  it.each(['api', 'plugins', 'loaders', 'contribute', 'migrate'])(
    'the %s index links every page of its section',
    (name) => {
      const section = sections(tree.root).find((s) => s.name === name);
      const index = tree.bodies.get(`/${name}/`);
      const linked = new Set(
        index
          ? collectInternalLinks(index.tree, `${name}/index.mdx`, `/${name}/`).map((link) => link.path)
          : [],
      );
      const pages = section ? readingOrder(section).map((page) => page.url) : [];
      expect(pages.filter((url) => url !== `/${name}/` && !linked.has(url))).toEqual([]);
      expect(pages.length).toBeGreaterThan(1);
    },
  );

  const urlsOf = (name: string) => EXPECTED[name]?.map(([url]) => url) ?? [];
  const thirdParty = new Set(THIRD_PARTY_PLUGINS.map(([url]) => url));

  /** Prose minimums of the content issues: words in a group of pages, and on each of them. */
  const WORDS: [name: string, urls: string[], minimum: { section: number; page: number }][] = [
    ['api', urlsOf('api'), { section: 18000, page: 300 }],
    [
      'built-in plugins',
      urlsOf('plugins').filter((url) => !thirdParty.has(url)),
      { section: 11000, page: 300 },
    ],
    ['third-party plugins', [...thirdParty], { section: 9000, page: 300 }],
    ['loaders', urlsOf('loaders'), { section: 12000, page: 300 }],
    ['contribute', urlsOf('contribute'), { section: 6200, page: 300 }],
    ['migrate', urlsOf('migrate'), { section: 4200, page: 300 }],
    ['blog', urlsOf('blog'), { section: 8000, page: 300 }],
  ];

  it.each(WORDS)('%s have the prose their issue asks for', (_name, urls, minimum) => {
    const words = urls.map((url) => {
      const body = tree.bodies.get(url);
      return [url, body ? proseWords(body.tree) : 0] as const;
    });
    expect(words.filter(([, count]) => count < minimum.page)).toEqual([]);
    expect(words.reduce((sum, [, count]) => sum + count, 0)).toBeGreaterThanOrEqual(minimum.section);
  });
});
