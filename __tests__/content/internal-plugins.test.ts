import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import type { InlineCode } from 'mdast';
import { visit } from 'unist-util-visit';
import { readPage } from '@/lib/content/read-page';

const requireHere = createRequire(__filename);
const WEBPACK_LIB = join(dirname(requireHere.resolve('webpack/package.json')), 'lib');
const PAGE = join('plugins', 'internal-plugins.mdx');
const FIXTURE = join(__dirname, '..', 'fixtures', 'content', 'internal-plugins');
const CONTENT = join(process.cwd(), 'content');
/** A plugin's name inside inline code: `SplitChunksPlugin`, `webpack.ids.HashedModuleIdsPlugin`. */
const PLUGIN_NAME = /\b[A-Z]\w*Plugin\b/g;

/**
 * Every export of the installed webpack whose name ends in `Plugin`, with the paths that reach
 * it (`webpack.container.ModuleFederationPlugin`), walking the namespaces of `lib/index.js`
 * (`optimize`, `ids`, `container`, `sharing`, `debug`, `experiments.schemes`, ...). Only
 * property descriptors are read: the exports are getters, and calling the deprecated ones
 * would print warnings.
 */
function exportedPlugins(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (namespace: object, prefix: string) => {
    for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(namespace))) {
      const path = `${prefix}.${key}`;
      if (key.endsWith('Plugin')) found.set(key, [...(found.get(key) ?? []), path]);
      else if (descriptor.value !== null && typeof descriptor.value === 'object')
        walk(descriptor.value, path);
    }
  };
  walk(requireHere('webpack') as object, 'webpack');
  return found;
}

/** Plugins webpack has in lib/: every `*Plugin.js` file, and every `class ...Plugin` declared in a file. */
function pluginsInLib(): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(WEBPACK_LIB, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const name = basename(file, '.js');
    if (name.endsWith('Plugin')) names.add(name);
    for (const match of readFileSync(join(WEBPACK_LIB, file), 'utf8').matchAll(/\bclass\s+(\w+Plugin)\b/g)) {
      if (match[1]) names.add(match[1]);
    }
  }
  return names;
}

/** The plugin names a content folder's internal plugins page mentions in inline code. */
function pluginsNamedOnPage(contentDir: string): Set<string> {
  const { body } = readPage(contentDir, PAGE);
  const names = new Set<string>();
  visit(body.tree, 'inlineCode', (node: InlineCode) => {
    for (const [name] of node.value.matchAll(PLUGIN_NAME)) names.add(name);
  });
  return names;
}

const exported = exportedPlugins();
const inLib = pluginsInLib();

/**
 * Exported plugins the page does not name, with their export paths, and names the page gives
 * in inline code that are neither exported nor in webpack's lib/.
 */
function check(contentDir: string): { missing: string[]; unknown: string[] } {
  const named = pluginsNamedOnPage(contentDir);
  const missing = [...exported]
    .filter(([name]) => !named.has(name))
    .map(([name, paths]) => `${name} (exported as ${paths.join(', ')})`)
    .sort();
  const unknown = [...named].filter((name) => !exported.has(name) && !inLib.has(name)).sort();
  return { missing, unknown };
}

describe("the installed webpack's plugins", () => {
  it('are read from the exports and their namespaces without calling a getter', () => {
    expect(exported.get('BannerPlugin')).toEqual(['webpack.BannerPlugin']);
    expect(exported.get('ModuleFederationPlugin')).toEqual(['webpack.container.ModuleFederationPlugin']);
    expect(exported.get('SharePlugin')).toEqual(['webpack.sharing.SharePlugin']);
    expect(exported.get('HttpUriPlugin')).toEqual(['webpack.experiments.schemes.HttpUriPlugin']);
    expect(exported.get('DllPlugin')).toEqual(['webpack.DllPlugin', 'webpack.dll.DllPlugin']);
    expect(exported.size).toBeGreaterThan(80);
  });

  it('include the plugins that only lib/ has, by file and by class', () => {
    expect(inLib.has('NaturalChunkIdsPlugin')).toBe(true);
    expect(inLib.has('WarnFalseIifeUmdPlugin')).toBe(true);
    expect(inLib.has('ProgressPlugin')).toBe(true);
    expect(inLib.has('TimeTravelPlugin')).toBe(false);
  });
});

describe('the internal plugins page check', () => {
  it('names an exported plugin the page leaves out and a plugin webpack does not have', () => {
    expect(check(FIXTURE)).toEqual({
      missing: ['ProgressPlugin (exported as webpack.ProgressPlugin)'],
      unknown: ['TimeTravelPlugin'],
    });
  });
});

describe('/plugins/internal-plugins/', () => {
  it('names every plugin webpack exports in inline code, and no plugin webpack lacks', () => {
    expect(check(CONTENT)).toEqual({ missing: [], unknown: [] });
  });
});
