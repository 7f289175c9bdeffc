import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  compareVersions,
  deprecatedOptions,
  exportPaths,
  firstReleases,
  replacementOf,
} from '../../scripts/checks/since-parse.mjs';
import { parseTypings, typedHooks } from '../../scripts/checks/typed-hooks.mjs';
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
    ]);
  });

  it('names versions after the installed one or outside webpack 5', () => {
    expect(stale.badVersion).toEqual([
      { kind: 'options', name: 'output.path', version: '5.113.0' },
      { kind: 'hooks', name: 'Compiler.done', version: '4.0.0' },
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
});

/**
 * A release written right after an option or hook in code, linked or not: "[`output.copy`](…),
 * added in webpack 5.111.0", "`infrastructureLogging.progress` (since webpack 5.109)", "`x` (5.20+)".
 */
const STATED_RELEASE =
  /`([\w.$/-]+)`(?:\]\([^)]*\))?,? \(?(?:(?:added in|since|new in)(?: webpack)? (5\.\d+)(?:\.\d+)?|(5\.\d+)\+)/gi;

describe('the since badges of the reference pages', () => {
  const data = JSON.parse(readFileSync(join(process.cwd(), 'data', 'since.json'), 'utf8')) as {
    options: Record<string, string>;
    pluginOptions: Record<string, string>;
    hooks: Record<string, string>;
    exports: Record<string, string>;
    deprecated: { options: Record<string, { replacement?: string }> };
  };
  const { bodies } = getContentTree();
  const hookObjects = new Map(Object.entries(HOOK_PAGES).map(([object, page]) => [`/api/${page}/`, object]));

  /** The version data/since.json gives the option, hook or plugin option a heading of `url` names. */
  function dataVersion(url: string, name: string, level: number): string | undefined {
    if (url.startsWith('/configuration/')) return data.options[name];
    if (level < 3) return undefined;
    if (url.startsWith('/api/')) {
      const object = hookObjects.get(url);
      return data.hooks[name.includes('.') ? name : `${object}.${name}`];
    }
    const schemas = Object.keys(SCHEMA_PAGES).filter((path) => `/plugins/${SCHEMA_PAGES[path]}/` === url);
    const [first = '', ...rest] = name.split('.');
    if (schemas.length === 1 && rest.length === 0) return data.pluginOptions[`${schemas[0]}.${first}`];
    const schema = schemas.find((path) => pluginName(path) === first);
    return schema && rest.length === 1 ? data.pluginOptions[`${schema}.${rest[0]}`] : undefined;
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

  it('leaves no hand-written release under a dated heading: the badge says it', () => {
    const stated = referencePages.flatMap((url) => {
      const markdown = bodyMarkdown(bodies.get(url)!, 'https://webpack.js.org');
      return [
        ...markdown.matchAll(/(?:^|\n)#{2,4} `([^`]+)`\n\nSince [\d.]+\n([\s\S]*?)(?=\n#{2,4} |$)/g),
      ].flatMap(([, name = '', section = '']) =>
        /\b(?:added in|exists since|new in)(?: webpack)? 5\.\d+|^Since 5\.\d+/im.test(section)
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
    const names = { ...data.pluginOptions, ...data.hooks, ...data.options };
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
