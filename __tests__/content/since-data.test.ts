import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  compareVersions,
  deprecatedOptions,
  exportPaths,
  firstReleases,
  formsOf,
  propertyPaths,
  replacementOf,
} from '../../scripts/checks/since-parse.mjs';
import { hookSignatures, parseTypings, typedHooks } from '@/lib/reference/typings';
import { runJsonScript } from './run-json-script';
import { getContentTree } from '@/lib/content';
import { bodyMarkdown } from '@/lib/mdx/to-markdown';
import { renderHtml } from '@/lib/mdx/pipeline';
import { HOOK_PAGES, pluginName, SCHEMA_PAGES } from '@/lib/reference/pages';

interface Named {
  kind: string;
  name: string;
}
interface SinceReport {
  file: string;
  webpack: string | null;
  installed: string;
  missing: Named[];
  unknown: Named[];
  badVersion: (Named & { version: string })[];
}

/** Runs since-data's check (the installed webpack, no network) on a since file. */
function check(file?: string): SinceReport {
  return runJsonScript<SinceReport>('scripts/checks/since-data.mjs', [
    '--check',
    ...(file ? ['--data', file] : []),
  ]);
}

describe('data/since.json', () => {
  const report = check();
  const data = JSON.parse(readFileSync(join(process.cwd(), 'data', 'since.json'), 'utf8')) as {
    webpack: string;
    options: Record<string, string>;
    properties: Record<string, string>;
    forms: Record<string, Record<string, string>>;
    hookClasses: Record<string, { class: string; since: string }>;
  };

  it('is made for the installed webpack and dates everything the coverage checks find in it', () => {
    expect(report.webpack).toBe(report.installed);
    expect(report.missing).toEqual([]);
    expect(report.unknown).toEqual([]);
    expect(report.badVersion).toEqual([]);
  });

  it('dates output.clean to the release that added it', () => {
    expect(data.options['output.clean']).toBe('5.20.0');
    expect(data.options.entry).toBe('5.0.0');
  });

  it('dates properties below the options, the forms of an option and the class a hook has now', () => {
    expect(data.properties['output.environment.topLevelAwait']).toBe('5.111.0');
    expect(data.properties['container/ModuleFederationPlugin.shared.include']).toBe('5.112.0');
    expect(data.forms['optimization.concatenateModules']).toEqual({ boolean: '5.0.0', object: '5.109.0' });
    expect(data.hookClasses['NormalModule.processResult']).toEqual({
      class: 'AsyncSeriesWaterfallHook',
      since: '5.111.0',
    });
  });
});

describe('the check of a since file', () => {
  const stale = check(join(__dirname, '..', 'fixtures', 'since', 'stale.json'));

  it('names a file made for another webpack, names it lacks and names webpack does not have', () => {
    expect(stale.webpack).toBe('5.111.0');
    expect(stale.missing).toContainEqual({ kind: 'hooks', name: 'Compiler.run' });
    expect(stale.missing).not.toContainEqual({ kind: 'options', name: 'output.clean' });
    expect(stale.unknown).toEqual([
      { kind: 'options', name: 'output.notAnOption' },
      { kind: 'pluginOptions', name: 'DllPlugin.path' },
      { kind: 'exports', name: 'optimize.NotAPlugin' },
      { kind: 'properties', name: 'output.environment.notAFlag' },
      { kind: 'forms', name: 'optimization.concatenateModules (string)' },
      { kind: 'hookClasses', name: 'NormalModule.beforeParse (SyncHook)' },
    ]);
  });

  it('names the property paths, forms and hook classes of the installed webpack that a file lacks', () => {
    expect(stale.missing).toContainEqual({ kind: 'properties', name: 'output.environment.asyncFunction' });
    expect(stale.missing).not.toContainEqual({
      kind: 'properties',
      name: 'output.environment.arrowFunction',
    });
    expect(stale.missing).toContainEqual({ kind: 'forms', name: 'optimization.concatenateModules (object)' });
    expect(stale.missing).not.toContainEqual({
      kind: 'forms',
      name: 'optimization.concatenateModules (boolean)',
    });
    expect(stale.missing).toContainEqual({
      kind: 'hookClasses',
      name: 'NormalModule.beforeParse (AsyncSeriesHook)',
    });
  });

  it('names versions after the installed one or outside webpack 5', () => {
    expect(stale.badVersion).toEqual([
      { kind: 'options', name: 'output.path', version: '5.113.0' },
      { kind: 'hooks', name: 'Compiler.done', version: '4.0.0' },
      {
        kind: 'hookClasses',
        name: 'NormalModule.processResult (AsyncSeriesWaterfallHook)',
        version: '5.114.0',
      },
    ]);
  });
});

describe('exportPaths', () => {
  const index = `
const mergeExports = (obj, exports) => obj;
module.exports = mergeExports(fn, {
  get Compiler() { return require("./Compiler"); },
  optimize: {
    get SplitChunksPlugin() { return require("./optimize/SplitChunksPlugin"); },
  },
  experiments: { schemes: { get HttpUriPlugin() { return 1; } } },
});`;

  it('reads getters and namespaces, nested ones with dotted paths', () => {
    expect(exportPaths('lib/index.js', index)).toEqual([
      'Compiler',
      'optimize',
      'optimize.SplitChunksPlugin',
      'experiments',
      'experiments.schemes',
      'experiments.schemes.HttpUriPlugin',
    ]);
  });

  it('fails with the file and the reason on an index it cannot read', () => {
    expect(() => exportPaths('lib/index.js', 'module.exports = { Compiler };')).toThrow(
      'lib/index.js: no `module.exports = mergeExports(fn, { … })` found',
    );
    expect(() =>
      exportPaths('lib/index.js', 'module.exports = mergeExports(fn, {\n  version: "5"\n});'),
    ).toThrow('lib/index.js line 2: export "version" is neither a getter nor a namespace object');
  });
});

describe('firstReleases and compareVersions', () => {
  const releases = [
    { version: '5.0.0', names: new Set(['a']) },
    { version: '5.2.0', names: new Set(['a', 'b']) },
    { version: '5.10.0', names: new Set(['b', 'c']) },
  ];

  it('gives each name the oldest release that has it, and lists the names none has', () => {
    expect(firstReleases(releases, ['c', 'b', 'a', 'z'])).toEqual({
      since: { a: '5.0.0', b: '5.2.0', c: '5.10.0' },
      absent: ['z'],
    });
  });

  it('compares versions by number and refuses releases out of order or a text that is no version', () => {
    expect(compareVersions('5.10.0', '5.9.0')).toBeGreaterThan(0);
    expect(compareVersions('5.112.0', '5.112.2')).toBeLessThan(0);
    expect(() => firstReleases([...releases].reverse(), ['a'])).toThrow(
      'releases out of order: 5.10.0 before 5.2.0',
    );
    expect(() => compareVersions('5.x', '5.0.0')).toThrow('"5.x" is not a major.minor.patch version');
  });
});

describe('deprecatedOptions and replacementOf', () => {
  it('finds options marked deprecated on the property or its definition, under the shortest path', () => {
    const schema = {
      definitions: {
        Module: {
          type: 'object',
          properties: {
            parser: { $ref: '#/definitions/Parser' },
            old: {
              deprecated: true,
              description: "Deprecated: This option has moved to 'module.parser.new'.",
            },
          },
        },
        Parser: {
          type: 'object',
          properties: { harmony: { deprecated: true, description: 'Deprecated in favor of "esm".' } },
        },
        Strict: { type: 'boolean', deprecated: true, description: 'Handles exceptions (Deprecated).' },
      },
      properties: {
        module: { $ref: '#/definitions/Module' },
        output: { type: 'object', properties: { strict: { $ref: '#/definitions/Strict' } } },
      },
    };
    expect(deprecatedOptions(schema)).toEqual({
      'module.old': {
        replacement: 'module.parser.new',
        description: "Deprecated: This option has moved to 'module.parser.new'.",
      },
      'module.parser.harmony': {
        replacement: 'module.parser.esm',
        description: 'Deprecated in favor of "esm".',
      },
      'output.strict': { description: 'Handles exceptions (Deprecated).' },
    });
  });

  it('reads a sibling named in "use … instead", and nothing from a description that names none', () => {
    expect(
      replacementOf('stats.cached', "Add cached modules (deprecated: use 'cachedModules' instead)."),
    ).toBe('stats.cachedModules');
    expect(replacementOf('output.strict', 'Handles exceptions (Deprecated).')).toBeUndefined();
  });
});

describe('propertyPaths and formsOf', () => {
  const schema = {
    definitions: {
      Env: {
        type: 'object',
        properties: { arrow: { type: 'boolean' }, nested: { $ref: '#/definitions/Deep' } },
      },
      Deep: { type: 'object', properties: { leaf: { enum: ['a', false] } } },
      Cond: {
        anyOf: [
          { instanceof: 'RegExp' },
          { type: 'string', absolutePath: false },
          { type: 'array', items: { $ref: '#/definitions/Item' } },
          { $ref: '#/definitions/Logical' },
        ],
      },
      // An item may be a condition again: the forms end there instead of going round.
      Item: {
        anyOf: [{ instanceof: 'RegExp' }, { $ref: '#/definitions/Logical' }, { $ref: '#/definitions/Cond' }],
      },
      Logical: {
        type: 'object',
        properties: { not: { $ref: '#/definitions/Cond' }, glob: { type: 'string' } },
      },
      Shared: {
        type: 'object',
        properties: { include: { type: 'object' }, env: { $ref: '#/definitions/Env' } },
      },
    },
    properties: {
      output: { type: 'object', properties: { environment: { $ref: '#/definitions/Env' } } },
      test: { $ref: '#/definitions/Cond' },
      shared: { type: 'object', additionalProperties: { $ref: '#/definitions/Shared' } },
    },
  };
  const rootsOf = (paths: string[]) =>
    paths.map((path) => ({
      path,
      nodes: path === 'output.environment' ? [schema.definitions.Env] : [schema.properties[path as 'test']],
    }));

  it('walks every depth below the roots, through refs, unions, items and map values, and ends at a recursion', () => {
    const found = propertyPaths(schema, rootsOf(['output', 'output.environment', 'test', 'shared']));
    expect([...found.keys()]).toEqual([
      'output.environment.arrow',
      'output.environment.nested',
      'output.environment.nested.leaf',
      'test.not',
      'test.glob',
      'shared.include',
      'shared.env',
    ]);
    expect(() => propertyPaths(schema, rootsOf(['test', 'test']))).toThrow('a root path is given twice');
  });

  it("lists a path whose node is another root's without walking it, and walks it where no root has it", () => {
    const found = propertyPaths(schema, rootsOf(['output', 'shared']));
    expect([...found.keys()]).toEqual([
      'output.environment',
      'output.environment.arrow',
      'output.environment.nested',
      'output.environment.nested.leaf',
      'shared.include',
      'shared.env',
      'shared.env.arrow',
      'shared.env.nested',
      'shared.env.nested.leaf',
    ]);
  });

  it('labels each enum member, instanceof, type and array item form once, sorted', () => {
    expect(formsOf(schema, [schema.properties.test])).toEqual([
      'RegExp',
      'array',
      'array of RegExp',
      'array of object',
      'object',
      'string (absolutePath: false)',
    ]);
    expect(formsOf(schema, [schema.definitions.Deep.properties.leaf])).toEqual(['"a"', 'false']);
    expect(formsOf(schema, [schema.properties.shared])).toEqual(['object']);
  });
});

describe('typedHooks', () => {
  const typings = parseTypings(
    'types.d.ts',
    `
declare class Compiler {
  hooks: Readonly<{
    done: AsyncSeriesHook<[Stats]>;
    /** @deprecated */
    old: SyncHook<[]>;
  }>;
}
declare interface PluginHooks { render: SyncWaterfallHook<[Source]> }
declare class APlugin {
  static getCompilationHooks(compilation: Compilation): PluginHooks;
}
declare class BPlugin {
  static getCompilationHooks: (compilation: Compilation) => { keep: SyncBailHook<[string], boolean> };
}
declare class OldPlugin {
  /** @deprecated */
  static getCompilationHooks(compilation: Compilation): PluginHooks;
}`,
  );

  it("reads a class's hooks object and what getCompilationHooks returns, skipping a deprecated getter", () => {
    expect([...typedHooks(typings, ['Compiler', 'Parser'])]).toEqual([
      ['Compiler.done', false],
      ['Compiler.old', true],
      ['APlugin.render', false],
      ['BPlugin.keep', false],
    ]);
  });

  it('reads the class of a hook typed as an intersection, as releases before 5.10 typed fake hooks', () => {
    const old = parseTypings(
      'types.d.ts',
      `
declare class Compilation {
  hooks: Readonly<{
    additionalAssets: Pick<AsyncSeriesHook<[]>, "tap" | "tapAsync" | "tapPromise" | "name"> & FakeHookMarker;
  }>;
}`,
    );
    expect(hookSignatures(old, ['Compilation']).get('Compilation.additionalAssets')?.signature).toEqual({
      tapable: 'AsyncSeriesHook',
      args: [],
    });
  });
});

/**
 * A release written right after an option or hook in code, linked or not: "[`output.copy`](…),
 * added in webpack 5.111.0", "`infrastructureLogging.progress` (since webpack 5.109)", "`x` (5.20+)".
 */
const STATED_RELEASE =
  /`([\w.$/-]+)`(?:\]\([^)]*\))?,? \(?(?:(?:added in|since|new in)(?: webpack)? (5\.\d+)(?:\.\d+)?|(5\.\d+)\+)/gi;

/**
 * Any release statement: "added in webpack 5.109", "since 5.110.0", "before 5.58.0", "arrived in
 * 5.107.0", the typings' "@since 5.110.0", "(5.20+)". The keyword starts at the match.
 */
const RELEASE_STATEMENT =
  /(?:\b(?:added in|since|new in|introduced in|arrived in|appeared in|before)|@since)(?: webpack)? (5\.\d+)(?:\.\d+)?\b|\((5\.\d+)\+\)/gi;

/**
 * The release statements that no option or hook in code right before them names, by page and
 * the text that ends right before the statement's keyword. Each names the entries of
 * data/since.json it dates, and the test compares the stated minor with each:
 * - `output.clean`: an option, plugin option, hook, export or property path
 *   (`output.environment.generator`, `container/ModuleFederationPlugin.shared.include`);
 * - `optimization.concatenateModules (object)`: a form of an option or property path, as `forms`
 *   keys it (an enum member as JSON, a type, an `instanceof`, `array of …`);
 * - `NormalModule.processResult (AsyncSeriesWaterfallHook)`: a hook with the tapable class
 *   `hookClasses` gives it, dated to the first release whose typings give that class.
 */
const RELEASE_STATEMENTS: { file: string; before: string; names: string[] }[] = [
  {
    file: 'api/compilation-hooks.mdx',
    before: 'are in 5.112 but not in releases ',
    names: ['Compilation.renderEmbeddedSource', 'Compilation.embeddedSourceHash'],
  },
  {
    file: 'api/compilation-hooks.mdx',
    before: '(the typings mark them `',
    names: ['Compilation.renderEmbeddedSource', 'Compilation.embeddedSourceHash'],
  },
  {
    file: 'api/compilation-hooks.mdx',
    before: '`executeModule` has existed ',
    names: ['Compilation.executeModule'],
  },
  {
    file: 'api/compilation-hooks.mdx',
    before: '`prepareModuleExecution` ',
    names: ['Compilation.prepareModuleExecution'],
  },
  {
    file: 'api/normalmodulefactory-hooks.mdx',
    before: 'It remains for plugins written ',
    names: ['NormalModule.readResource'],
  },
  {
    file: 'api/normalmodulefactory-hooks.mdx',
    before: 'strips types here. The hook is asynchronous ',
    names: ['NormalModule.processResult (AsyncSeriesWaterfallHook)'],
  },
  {
    file: 'api/normalmodulefactory-hooks.mdx',
    before: 'An error marks the module as failed. The hook is asynchronous ',
    names: ['NormalModule.beforeParse (AsyncSeriesHook)'],
  },
  {
    file: 'api/plugins.mdx',
    before: 'Its four hooks, all ',
    names: [
      'HtmlModulesPlugin.htmlEmitted',
      'HtmlModulesPlugin.injectTags',
      'HtmlModulesPlugin.transformHtml',
      'HtmlModulesPlugin.transformTags',
    ],
  },
  { file: 'concepts/dependency-graph.mdx', before: '', names: ['performance.circularDependencies'] },
  {
    file: 'configuration/cache.mdx',
    before: 'The object form with `optional: true` (',
    names: ['cache.buildDependencies.optional'],
  },
  {
    file: 'configuration/module.mdx',
    before: '- ',
    names: [
      'module.noParse (string (absolutePath: false))',
      'module.noParse (array of string (absolutePath: false))',
    ],
  },
  {
    file: 'configuration/module.mdx',
    before: 'A related option, `dynamicImportCssPreload` (`boolean | number`, ',
    names: ['module.parser.javascript.dynamicImportCssPreload'],
  },
  {
    file: 'configuration/module.mdx',
    before: '`not` (a single condition that must not match) and, ',
    names: [
      'Rule.test.glob',
      'Rule.include.glob',
      'Rule.exclude.glob',
      'Rule.resource.glob',
      'Rule.issuer.glob',
    ],
  },
  {
    file: 'configuration/optimization.mdx',
    before: 'the object form, ',
    names: ['optimization.concatenateModules (object)'],
  },
  {
    file: 'configuration/optimization.mdx',
    before: 'a function `(module, context) => boolean`, or ',
    names: [
      'optimization.splitChunks.cacheGroups.test (object)',
      'optimization.splitChunks.cacheGroups.test.glob',
    ],
  },
  {
    file: 'plugins/split-chunks-plugin.mdx',
    before: 'A function receives the module and an object with `moduleGraph` and `chunkGraph`. ',
    names: [
      'optimization.splitChunks.cacheGroups.test (object)',
      'optimization.splitChunks.cacheGroups.test.glob',
    ],
  },
  {
    file: 'plugins/split-chunks-plugin.mdx',
    before: '',
    names: ['optimization.splitChunks.dedupDepth'],
  },
  {
    file: 'configuration/output.mdx',
    before: 'The glob object was ',
    names: ['output.clean.keep (object)', 'output.clean.keep.glob'],
  },
  {
    file: 'configuration/output.mdx',
    before: '| `deferImport` | deferred evaluation with `import defer` and `import.defer()` (experimental, ',
    names: ['output.environment.deferImport'],
  },
  {
    file: 'configuration/output.mdx',
    before: '| `generator` | generator functions and `yield` (',
    names: ['output.environment.generator'],
  },
  {
    file: 'configuration/output.mdx',
    before: '| `modulePreload` | `<link rel="modulepreload">` (',
    names: ['output.environment.modulePreload'],
  },
  {
    file: 'configuration/output.mdx',
    before: '| `sourceImport` | source phase imports with `import source` (experimental, ',
    names: ['output.environment.sourceImport'],
  },
  {
    file: 'configuration/output.mdx',
    before: '| `topLevelAwait` | `await` at the top level of a module (',
    names: ['output.environment.topLevelAwait'],
  },
  { file: 'configuration/output.mdx', before: 'the `experiments.html` flag ', names: ['experiments.html'] },
  {
    file: 'configuration/performance.mdx',
    before: 'warn when a page would download too much. ',
    names: ['performance.all', 'performance.circularDependencies', 'performance.duplicateModules'],
  },
  {
    file: 'guides/progressive-web-application.mdx',
    before: 'an option ',
    names: ['output.copy'],
  },
  {
    file: 'plugins/define-plugin.mdx',
    before: 'tap the `definitions` hook, ',
    names: ['DefinePlugin.definitions'],
  },
  {
    file: 'plugins/module-concatenation-plugin.mdx',
    before: 'The option also accepts an object, ',
    names: ['optimization.concatenateModules (object)'],
  },
  {
    file: 'plugins/no-emit-on-errors-plugin.mdx',
    before: '**The plugin is superseded by an option.** ',
    names: ['optimization.emitOnErrors'],
  },
  {
    file: 'plugins/banner-plugin.mdx',
    before: '- `{ glob }`, ',
    names: ['BannerPlugin.test (object)', 'BannerPlugin.test.glob'],
  },
  { file: 'contribute/debugging.mdx', before: '- `progress` (', names: ['infrastructureLogging.progress'] },
  {
    file: 'configuration/experiments.mdx',
    before: 'a function receives the module, and the `glob` form (',
    names: ['experiments.lazyCompilation.test (object)', 'experiments.lazyCompilation.test.glob'],
  },
  {
    file: 'configuration/other-options.mdx',
    before: '(a regular expression, or a glob ',
    names: ['ignoreWarnings.file (string)'],
  },
  {
    file: 'configuration/other-options.mdx',
    before: 'is the managed directory) or, ',
    names: ['snapshot.managedPaths (array of string (absolutePath: false))'],
  },
  {
    file: 'configuration/resolve.mdx',
    before: "A `RegExp` is tested against the result's path. ",
    names: ['resolve.restrictions (array of string (absolutePath: false))'],
  },
  {
    file: 'plugins/source-map-dev-tool-plugin.mdx',
    before: 'Glob rules are ',
    names: [
      'SourceMapDevToolPlugin.test (object)',
      'SourceMapDevToolPlugin.include (object)',
      'SourceMapDevToolPlugin.exclude (object)',
      'SourceMapDevToolPlugin.ignoreList (object)',
    ],
  },
  {
    file: 'plugins/watch-ignore-plugin.mdx',
    before: 'matched at any depth (',
    names: ['WatchIgnorePlugin.paths (array of string (absolutePath: false))'],
  },
  {
    file: 'plugins/watch-ignore-plugin.mdx',
    before: '- **A relative glob**, ',
    names: ['WatchIgnorePlugin.paths (array of string (absolutePath: false))'],
  },
  {
    file: 'contribute/writers-guide.mdx',
    before: 'The Markdown copy reads "',
    names: ['output.clean'],
  },
  {
    file: 'contribute/release-process.mdx',
    before: 'the `experiments.futureDefaults` option (',
    names: ['experiments.futureDefaults'],
  },
];

describe('the since badges of the reference pages', () => {
  const data = JSON.parse(readFileSync(join(process.cwd(), 'data', 'since.json'), 'utf8')) as {
    options: Record<string, string>;
    pluginOptions: Record<string, string>;
    hooks: Record<string, string>;
    exports: Record<string, string>;
    properties: Record<string, string>;
    forms: Record<string, Record<string, string>>;
    hookClasses: Record<string, { class: string; since: string }>;
    deprecated: { options: Record<string, { replacement?: string }> };
  };
  const { bodies } = getContentTree();
  const hookObjects = new Map(Object.entries(HOOK_PAGES).map(([object, page]) => [`/api/${page}/`, object]));

  /**
   * The version data/since.json gives the option, hook, plugin option or property path below an
   * option or plugin option that a heading of `url` names.
   */
  function dataVersion(url: string, name: string, level: number): string | undefined {
    if (url.startsWith('/configuration/')) return data.options[name] ?? data.properties[name];
    if (level < 3) return undefined;
    if (url.startsWith('/api/')) {
      const object = hookObjects.get(url);
      return data.hooks[name.includes('.') ? name : `${object}.${name}`];
    }
    const schemas = Object.keys(SCHEMA_PAGES).filter((path) => `/plugins/${SCHEMA_PAGES[path]}/` === url);
    // A page of one schema names the path alone; a page of two starts it with the plugin's name.
    const [first = '', ...rest] = name.split('.');
    const schema = schemas.length === 1 ? schemas[0] : schemas.find((path) => pluginName(path) === first);
    const path = schemas.length === 1 ? name : rest.join('.');
    if (!schema || !path) return undefined;
    return data.pluginOptions[`${schema}.${path}`] ?? data.properties[`${schema}.${path}`];
  }

  /** The badge a heading should carry by the data: the deprecation, a release after 5.0, or none. */
  function expectedBadge(url: string, name: string, level: number): string {
    const deprecated = url.startsWith('/configuration/') ? data.deprecated.options[name] : undefined;
    if (deprecated)
      return `<span class="badge badge-deprecated">deprecated${deprecated.replacement ? `, use <code>${deprecated.replacement}</code>` : ''}</span>`;
    const version = dataVersion(url, name, level);
    if (!version || version.startsWith('5.0.')) return '';
    const minor = version.split('.').slice(0, 2).join('.');
    return `<span class="badge"><span class="visually-hidden">since webpack </span>${minor}+</span>`;
  }

  const referencePages = [...bodies.keys()].filter((url) => /^\/(configuration|api|plugins)\/./.test(url));
  const headings = referencePages.flatMap((url) =>
    [
      ...renderHtml(bodies.get(url)!).matchAll(
        /<h([2-4]) id="[^"]+"><a href="#[^"]+" class="heading-link"><code>([^<]+)<\/code><\/a>(.*?)<\/h\1>/g,
      ),
    ].map(([, level = '', name = '', badge = '']) => ({ url, name, level: Number(level), badge })),
  );

  it('gives every option, hook and plugin option heading the badge data/since.json gives it', () => {
    const wrong = headings.filter(({ url, name, level, badge }) => badge !== expectedBadge(url, name, level));
    expect(wrong).toEqual([]);
    const dated = headings.filter(({ badge }) => badge.includes('since webpack'));
    expect(dated.length).toBeGreaterThan(150);
    expect(headings.filter(({ badge }) => badge.includes('deprecated')).length).toBeGreaterThan(10);
  });

  it('shows output.clean as 5.20+ in the page and as "Since 5.20" in its Markdown', () => {
    expect(headings).toContainEqual(
      expect.objectContaining({ name: 'output.clean', badge: expect.stringContaining('>5.20+<') }),
    );
    expect(bodyMarkdown(bodies.get('/configuration/output/')!, 'https://webpack.js.org')).toContain(
      '### `output.clean`\n\nSince 5.20\n',
    );
  });

  it("leaves no hand-written release under a dated heading that repeats the heading's: the badge says it", () => {
    // Another release in the section dates something else (a form, a property), and the test of
    // RELEASE_STATEMENTS compares it with data/since.json.
    const stated = referencePages.flatMap((url) => {
      const markdown = bodyMarkdown(bodies.get(url)!, 'https://webpack.js.org');
      return [
        ...markdown.matchAll(/(?:^|\n)#{2,4} `([^`]+)`\n\nSince ([\d.]+)\n([\s\S]*?)(?=\n#{2,4} |$)/g),
      ].flatMap(([, name = '', badge = '', section = '']) =>
        [...section.matchAll(/\b(?:added in|exists since|new in|since)(?: webpack)? (5\.\d+)/gi)].some(
          ([, minor]) => minor === badge,
        )
          ? [`${url} ${name}`]
          : [],
      );
    });
    expect(stated).toEqual([]);
  });

  it('keeps each release written right after an option or hook in code equal to data/since.json', () => {
    // Blog posts and migration pages tell history, so they may name other releases.
    const files = readdirSync(join(process.cwd(), 'content'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.mdx') && !/^(blog|migrate)\//.test(file),
    );
    const names = { ...data.properties, ...data.pluginOptions, ...data.hooks, ...data.options };
    const stated = files.flatMap((file) =>
      readFileSync(join(process.cwd(), 'content', file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(STATED_RELEASE)].flatMap(([, name = '', added, plus]) => {
            const version = names[name];
            return version
              ? [{ at: `content/${file}:${index + 1}`, name, minor: added ?? plus ?? '', version }]
              : [];
          }),
        ),
    );
    const wrong = stated.filter(({ minor, version }) => !`${version}.`.startsWith(`${minor}.`));
    expect(wrong).toEqual([]);
    expect(stated.length).toBeGreaterThanOrEqual(4);
  });

  it('compares every other release statement with the entries of data/since.json it names', () => {
    const files = readdirSync(join(process.cwd(), 'content'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.mdx') && !/^(blog|migrate)\//.test(file),
    );
    const names: Record<string, string> = {
      ...data.exports,
      ...data.properties,
      ...data.pluginOptions,
      ...data.hooks,
      ...data.options,
    };
    /** The release of a name of RELEASE_STATEMENTS: a hook's class, a path's form, or a flat entry. */
    const releaseOf = (name: string): string | undefined => {
      const [, key = '', value] = /^(\S+) \((.+)\)$/.exec(name) ?? [];
      if (value === undefined) return names[name];
      const hook = data.hookClasses[key];
      if (hook) return hook.class === value ? hook.since : undefined;
      return data.forms[key]?.[value];
    };
    const minorOf = (version: string) => version.split('.').slice(0, 2).join('.');
    const used = new Set<(typeof RELEASE_STATEMENTS)[number]>();
    const unlisted: string[] = [];
    const wrong: { at: string; name: string; stated: string; release: string }[] = [];
    let compared = 0;
    for (const file of files)
      readFileSync(join(process.cwd(), 'content', file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const at = `content/${file}:${index + 1}`;
          // Statements right after an option or hook in code that the data dates: the test above.
          const attached = [...line.matchAll(STATED_RELEASE)]
            .filter(([, name = '']) => names[name] !== undefined)
            .map((match) => [match.index ?? 0, (match.index ?? 0) + match[0].length] as const);
          for (const match of line.matchAll(RELEASE_STATEMENT)) {
            const start = match.index ?? 0;
            const stated = match[1] ?? match[2] ?? '';
            if (attached.some(([from, to]) => start >= from && start < to)) continue;
            const text = line.slice(0, start);
            const entry = RELEASE_STATEMENTS.find(
              (candidate) => candidate.file === file && text.endsWith(candidate.before),
            );
            if (!entry) {
              unlisted.push(`${at}: ${line.slice(Math.max(0, start - 60), start + match[0].length)}`);
              continue;
            }
            used.add(entry);
            compared += 1;
            for (const name of entry.names) {
              const release = releaseOf(name) ?? 'no entry';
              if (release === 'no entry' || minorOf(release) !== stated)
                wrong.push({ at, name, stated, release });
            }
          }
        });
    expect(unlisted).toEqual([]);
    expect(wrong).toEqual([]);
    expect(RELEASE_STATEMENTS.filter((entry) => !used.has(entry))).toEqual([]);
    expect(compared).toBeGreaterThanOrEqual(RELEASE_STATEMENTS.length);
  });

  it("badges every export of the node page's list and namespace table with the release data/since.json gives", () => {
    const html = renderHtml(bodies.get('/api/node/')!);
    const section = html.slice(html.indexOf('id="what-the-package-exports"'));
    const exportsSection = section.slice(0, section.indexOf('<h2', 1));
    const named =
      /<code>([^<]+)<\/code>(?: <span class="badge"><span class="visually-hidden">since webpack <\/span>(5\.\d+)\+<\/span>)?/g;
    /** The badge the data gives the export at `path`: its minor when later than 5.0, else none. */
    const expected = (path: string) => {
      const version = data.exports[path];
      return version === undefined || version.startsWith('5.0.') ? undefined : version.replace(/\.\d+$/, '');
    };
    const checked: { path: string; badge?: string; expected?: string }[] = [];
    // The list names top-level exports.
    for (const [item = ''] of exportsSection.matchAll(/<li>[^]*?<\/li>/g))
      for (const [, name = '', badge] of item.matchAll(named))
        if (name in data.exports) checked.push({ path: name, badge, expected: expected(name) });
    // A table row names namespaces (`webpack.css`) in its first cell, and their exports after it,
    // directly or one namespace deeper (`schemes` (`VirtualUrlPlugin`)).
    for (const [row = ''] of exportsSection.matchAll(/<tr>[^]*?<\/tr>/g)) {
      const [first = '', ...rest] = [...row.matchAll(/<td>[^]*?<\/td>/g)].map(([cell]) => cell);
      const namespaces = [...first.matchAll(named)].map(([, name = '', badge]) => {
        const path = name.replace(/^webpack\./, '');
        checked.push({ path, badge, expected: expected(path) });
        return path;
      });
      for (const [, name = '', badge] of rest.join('').matchAll(named)) {
        const path =
          namespaces.map((namespace) => `${namespace}.${name}`).find((key) => key in data.exports) ??
          Object.keys(data.exports).find((key) =>
            namespaces.some((namespace) => key.startsWith(`${namespace}.`) && key.endsWith(`.${name}`)),
          );
        if (path) checked.push({ path, badge, expected: expected(path) });
      }
    }
    expect(checked.filter(({ badge, expected }) => badge !== expected)).toEqual([]);
    expect(checked.length).toBeGreaterThan(120);
    expect(checked.filter(({ badge }) => badge).length).toBeGreaterThanOrEqual(50);
    const markdown = bodyMarkdown(bodies.get('/api/node/')!, 'https://webpack.js.org');
    expect(markdown).toContain('`CleanPlugin` Since 5.20,');
    expect(markdown).toContain('`VirtualUrlPlugin` Since 5.100)');
  });

  it("shows optimization.minimize's defaults by mode from webpack", () => {
    const html = renderHtml(bodies.get('/configuration/optimization/')!).replace(/\s/g, '');
    const section = html.slice(html.indexOf('id="optimizationminimize"'));
    expect(section).toMatch(
      /^[^]*?<td><code>development<\/code><\/td><td><code>false<\/code><\/td><\/tr><tr><td><code>production<\/code><\/td><td><code>true<\/code><\/td>/,
    );
  });
});
