import { createRequire, isBuiltin } from 'node:module';
import { join } from 'node:path';
import { parse, type ParserPlugin } from '@babel/parser';
import { traverse, types as t } from '@babel/core';
import { configFragmentPlace, metaFlag, noConfigReason } from '@/lib/mdx/code-blocks';
import { installedJson } from '@/lib/reference/installed';
import { PACKAGE_PAGES } from '@/lib/reference/package-schemas';
import { pluginName, SCHEMA_PAGES } from '@/lib/reference/pages';
import { deref, type SchemaNode } from '@/lib/reference/schema-shapes';

const requireFromRepo = createRequire(join(process.cwd(), 'package.json'));

/** The keys of a whole configuration, read from the installed webpack's own schema. */
export const TOP_LEVEL_KEYS: ReadonlySet<string> = new Set(
  Object.keys(
    (requireFromRepo('webpack/schemas/WebpackOptions.json') as { properties: Record<string, unknown> })
      .properties,
  ),
);

/**
 * A fragment that is options of the loader or plugin its page documents, or part of them: the
 * loader (as a rule names it), the plugin package, or webpack's own plugin (its path in
 * `require('webpack')`, such as `container.ModuleFederationPlugin`) they go to, and where the
 * fragment sits in the options object: keys, and `[]` for an item of an array; an empty path
 * for the options themselves.
 */
export interface PackageOptions {
  kind: 'loader' | 'plugin' | 'webpack-plugin';
  name: string;
  path: string[];
}

/** Where a configuration fragment goes: `''` for the top level, else a path such as `module.rules[]`. */
export type ConfigPlace =
  | { kind: 'config'; place: string; form: FragmentForm; loader?: string; options?: PackageOptions }
  | { kind: 'noconfig'; reason: string }
  | { kind: 'invalid'; reason: string };

/**
 * How a fragment is read: object members, one expression, a CommonJS file that sets
 * `module.exports`, or statements that construct plugins (`new XPlugin({ … })`), which run in a
 * file of their own so that the validator sees the options each plugin is given.
 */
export type FragmentForm = 'members' | 'expression' | 'file' | 'constructions';

/** A place: dot-separated keys, each ending in `[]` when the fragment is one item of that array. */
const PLACE = /^(?:[A-Za-z$_][\w$]*(?:\[\])?)(?:\.[A-Za-z$_][\w$]*(?:\[\])?)*$/;

/** The babel plugins a fence's language needs. */
function pluginsFor(lang: string): ParserPlugin[] {
  return /^(ts|typescript|mts|cts)$/.test(lang) ? ['typescript'] : [];
}

/** The fragment as an expression or as object members, the two forms a place can hold. */
function fragmentForm(
  code: string,
  lang: string,
): { form: 'members' | 'expression'; node: t.Expression } | undefined {
  const plugins = pluginsFor(lang);
  const forms = [
    ['expression', `(\n${code}\n)`],
    ['members', `({\n${code}\n})`],
  ] as const;
  for (const [form, source] of forms) {
    try {
      const [statement] = parse(source, { sourceType: 'module', plugins }).program.body;
      if (statement?.type === 'ExpressionStatement') return { form, node: statement.expression };
    } catch {
      // Not this form; the next is tried.
    }
  }
  return undefined;
}

/** The object a CommonJS program assigns to `module.exports`, if it assigns one. */
function exportedObject(code: string, lang: string): t.ObjectExpression | undefined {
  let body: t.Statement[];
  try {
    body = parse(code, { sourceType: 'script', plugins: pluginsFor(lang) }).program.body;
  } catch {
    return undefined;
  }
  for (const statement of body) {
    if (statement.type !== 'ExpressionStatement') continue;
    const { expression } = statement;
    if (
      expression.type === 'AssignmentExpression' &&
      expression.right.type === 'ObjectExpression' &&
      t.isMemberExpression(expression.left) &&
      t.isIdentifier(expression.left.object, { name: 'module' }) &&
      t.isIdentifier(expression.left.property, { name: 'exports' })
    )
      return expression.right;
  }
  return undefined;
}

/** The name of an object member's key, when it is a plain name or string. */
function keyName(member: t.ObjectExpression['properties'][number]): string | undefined {
  if (member.type === 'SpreadElement' || member.computed) return undefined;
  if (member.key.type === 'Identifier') return member.key.name;
  if (member.key.type === 'StringLiteral') return member.key.value;
  return undefined;
}

/**
 * Whether a partial fence is a configuration fragment and where it belongs. `config="..."` says
 * so explicitly; `noconfig="reason"` says why it cannot be completed; otherwise an object (or
 * object members) whose keys are all top-level configuration keys is inferred to be the top
 * level; on a loader's page, `options: { … }` alone is that loader's options in a rule;
 * statements that construct plugins run as they are; and on the page of a loader or a plugin
 * package, another object or object members with a key its schema knows are its options (or an
 * object inside them, such as one of copy-webpack-plugin's patterns). Anything else is not taken
 * for configuration and gets undefined.
 */
export function configPlace(
  code: string,
  lang: string,
  meta: string | null | undefined,
  page?: string,
): ConfigPlace | undefined {
  const place = configFragmentPlace(meta);
  const reason = noConfigReason(meta);
  if (metaFlag(meta, 'noconfig') || /(?:^|\s)noconfig=""/.test(meta ?? ''))
    return { kind: 'invalid', reason: 'noconfig needs a reason: noconfig="why it cannot be completed"' };
  if (/(?:^|\s)config(?:\s|$|="")/.test(meta ?? ''))
    return { kind: 'invalid', reason: 'config needs a place, such as config="module.rules[]" or config="."' };
  if (place !== undefined && reason !== undefined)
    return { kind: 'invalid', reason: 'a fence has config or noconfig, not both' };
  if (reason !== undefined) return { kind: 'noconfig', reason };
  const found = fragmentForm(code, lang);
  if (place !== undefined) {
    if (!PLACE.test(place) && place !== '.')
      return { kind: 'invalid', reason: `config="${place}" is not a place such as "module.rules[]" or "."` };
    if (!found)
      return {
        kind: 'invalid',
        reason: `config="${place}" on a fence that is not an expression or object members`,
      };
    return { kind: 'config', place: place === '.' ? '' : place, form: found.form };
  }
  const object = found?.node.type === 'ObjectExpression' ? found.node : exportedObject(code, lang);
  const keys = object?.properties.map(keyName) ?? [];
  if (object && keys.length > 0 && keys.every((key) => key !== undefined && TOP_LEVEL_KEYS.has(key)))
    return { kind: 'config', place: '', form: found?.node === object ? found.form : 'file' };
  // The `options: { … }` of a loader page's own loader belongs to a rule that uses that loader.
  const loader = page === undefined ? undefined : /(?:^|\/)loaders\/([\w-]+-loader)\.mdx$/.exec(page)?.[1];
  if (loader && found?.form === 'members' && keys.length === 1 && keys[0] === 'options')
    return { kind: 'config', place: 'module.rules[]', form: 'members', loader };
  if (constructsPlugins(code, lang)) return { kind: 'config', place: '', form: 'constructions' };
  // Any other object, or object members, on the page of a loader or a plugin package: options of
  // that package when its schema knows one of the keys, so a misspelt key next to it still fails.
  const options = found && object === found.node ? packageOptions(page, keys) : undefined;
  if (found && options) return { kind: 'config', place: '', form: found.form, options };
  return undefined;
}

/** The page's path as PACKAGE_PAGES names it: `loaders/css-loader` for `content/loaders/css-loader.mdx`. */
const pageKey = (page: string): string => page.replace(/^(?:.*\/)?content\//, '').replace(/\.mdx$/, '');

/** webpack's own exports, to find where each of its plugins is exposed. */
const webpackExports = requireFromRepo('webpack') as Record<string, unknown>;

/**
 * The schemas of what `page` documents, each with the owner of the options: a loader or plugin
 * package (a package with a plugin and a loader schema offers its plugin's), or webpack's own
 * plugins, by their path in `require('webpack')` (`optimize.LimitChunkCountPlugin`).
 */
function documentedSchemas(
  page: string,
): { kind: PackageOptions['kind']; name: string; schema: SchemaNode }[] {
  const documented = PACKAGE_PAGES[page];
  if (documented) {
    const schema = (documented.schemas.options ?? documented.schemas.plugin)?.();
    const kind = page.startsWith('loaders/') ? 'loader' : 'plugin';
    return schema ? [{ kind, name: documented.package, schema }] : [];
  }
  return Object.entries(SCHEMA_PAGES)
    .filter(([, slug]) => `plugins/${slug}` === page)
    .map(([path]) => {
      const name = pluginName(path);
      const namespace = path.includes('/') ? path.slice(0, path.indexOf('/')) : undefined;
      const inNamespace =
        namespace && (webpackExports[namespace] as Record<string, unknown> | undefined)?.[name];
      return {
        kind: 'webpack-plugin' as const,
        name: inNamespace ? `${namespace}.${name}` : name,
        schema: installedJson<SchemaNode>(`webpack/schemas/plugins/${path}.json`),
      };
    });
}

/**
 * Whether `keys` are options of what `page` documents, and where they sit: the object shape of
 * its schemas that has the most of them, the shallowest of those.
 */
function packageOptions(page: string | undefined, keys: (string | undefined)[]): PackageOptions | undefined {
  if (page === undefined || keys.length === 0 || keys.some((name) => name === undefined)) return undefined;
  let found: (PackageOptions & { matched: number }) | undefined;
  for (const { kind, name, schema } of documentedSchemas(pageKey(page))) {
    const best = bestShape(schema, schema, keys as string[], [], new Set());
    if (best && best.matched > (found?.matched ?? 0)) found = { kind, name, ...best };
  }
  return found && { kind: found.kind, name: found.name, path: found.path };
}

/**
 * The object shape below `node` whose properties include the most of `keys` (the shallowest
 * on a tie), through `$ref`s, unions, properties and array items; `path` leads to `node`.
 */
function bestShape(
  schema: SchemaNode,
  node: SchemaNode | undefined,
  keys: string[],
  path: string[],
  seen: Set<SchemaNode>,
): { path: string[]; matched: number } | undefined {
  const resolved = deref(schema, node);
  if (!resolved || typeof resolved !== 'object' || seen.has(resolved)) return undefined;
  seen.add(resolved);
  const properties = resolved.properties ?? {};
  const here = { path, matched: keys.filter((key) => key in properties).length };
  const below = [
    ...[...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])].map((option) =>
      bestShape(schema, option, keys, path, seen),
    ),
    ...Object.entries(properties).map(([name, child]) =>
      bestShape(schema, child, keys, [...path, name], seen),
    ),
    resolved.items && !Array.isArray(resolved.items)
      ? bestShape(schema, resolved.items, keys, [...path, '[]'], seen)
      : undefined,
  ];
  return below.reduce<{ path: string[]; matched: number }>((best, candidate) => {
    if (!candidate) return best;
    if (candidate.matched > best.matched) return candidate;
    return candidate.matched === best.matched && candidate.path.length < best.path.length ? candidate : best;
  }, here);
}

/** A configuration that gives the options a fragment is part of to their loader or plugin. */
function optionsConfig(code: string, form: 'members' | 'expression', options: PackageOptions): string {
  const object = optionsObject(code, form, options.path);
  if (options.kind === 'loader')
    return `module.exports = ${configObject(`loader: '${options.name}',\noptions: ${object},`, 'module.rules[]', 'members')};\n`;
  const plugin =
    options.kind === 'webpack-plugin'
      ? `require('webpack').${options.name}`
      : // A package that is an ES module, or compiled from one, has its class as the default export.
        `((loaded) => loaded.default ?? loaded)(require('${options.name}'))`;
  return [
    `const DocumentedPlugin = ${plugin};`,
    `module.exports = { mode: 'production', plugins: [new DocumentedPlugin(${object})] };`,
    '',
  ].join('\n');
}

/** The options object a fragment at `path` in a package's options belongs to. */
function optionsObject(code: string, form: 'members' | 'expression', path: string[]): string {
  let value = form === 'members' ? `{\n${code}\n}` : `(\n${code}\n)`;
  for (const segment of [...path].reverse())
    value = segment === '[]' ? `[${value}]` : `{ ${segment}: ${value} }`;
  return value;
}

/**
 * Whether a fragment is statements that construct plugins: declarations, then at least one
 * `new Name(…)` statement, and nothing else (no hook taps or other code that would need to run).
 */
function constructsPlugins(code: string, lang: string): boolean {
  let body: t.Statement[];
  try {
    body = parse(code, { sourceType: 'script', plugins: pluginsFor(lang) }).program.body;
  } catch {
    return false;
  }
  const isConstruction = (statement: t.Statement) =>
    statement.type === 'ExpressionStatement' &&
    statement.expression.type === 'NewExpression' &&
    t.isIdentifier(statement.expression.callee) &&
    /^[A-Z]/.test(statement.expression.callee.name);
  return (
    body.some(isConstruction) &&
    body.every(
      (statement) =>
        isConstruction(statement) ||
        statement.type === 'VariableDeclaration' ||
        statement.type === 'FunctionDeclaration',
    )
  );
}

/** The fragment set at `place` inside a configuration whose mode is production. */
function configObject(code: string, place: string, form: 'members' | 'expression'): string {
  let value = form === 'members' ? `{\n${code}\n}` : `(\n${code}\n)`;
  if (place === '') return `{\n  mode: 'production',\n  ...${value},\n}`;
  const segments = place.split('.').reverse();
  for (const [index, segment] of segments.entries()) {
    const key = segment.replace(/\[\]$/, '');
    const inner = segment.endsWith('[]') ? `[${value}]` : value;
    value =
      index === segments.length - 1
        ? `{\n  mode: 'production',\n  ${key}: ${inner},\n}`
        : `{ ${key}: ${inner} }`;
  }
  return value;
}

/** Names a CommonJS configuration file can use without declaring them. */
const MODULE_NAMES = new Set(['require', 'module', 'exports', '__dirname', '__filename']);

/** The package a plugin class comes from, by its usual import name; undefined when none is installed. */
function pluginPackage(name: string): string | undefined {
  const kebab = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  const candidates = [
    kebab,
    kebab.replace(/-plugin$/, '-webpack-plugin'),
    kebab.replace(/-webpack-plugin$/, '-plugin'),
  ];
  return candidates.find((candidate) => {
    if (isBuiltin(candidate)) return false;
    try {
      requireFromRepo.resolve(candidate);
      return true;
    } catch {
      return false;
    }
  });
}

/** A declaration for a name the fragment uses but does not declare: the real module, else a named stand-in. */
function declaration(name: string): string {
  if (name === 'webpack') return `const webpack = require('webpack');`;
  if (['path', 'fs', 'url', 'os'].includes(name)) return `const ${name} = require('node:${name}');`;
  // An installed package comes first: `CopyPlugin` on its page is copy-webpack-plugin's class,
  // not webpack's own CopyPlugin of the same name.
  const pkg = /^[A-Z]/.test(name) ? pluginPackage(name) : undefined;
  // A package that is an ES module, or compiled from one, has its class as the default export.
  if (pkg) return `const ${name} = ((loaded) => loaded.default ?? loaded)(require('${pkg}'));`;
  const webpackExports = requireFromRepo('webpack') as Record<string, unknown>;
  if (/^[A-Z]/.test(name) && typeof webpackExports[name] === 'function')
    return `const { ${name} } = require('webpack');`;
  // Not a package: a class stands in for a plugin, a string for any other value. A stand-in
  // given options notes itself: the validator reports options it has no schema for.
  if (/^[A-Z]/.test(name))
    return [
      `const ${name} = class StandInFor${name} {`,
      `  constructor(options) {`,
      `    if (options !== undefined) (globalThis.standIns ??= []).push('${name}');`,
      `  }`,
      `  apply() {}`,
      `};`,
    ].join('\n');
  return `const ${name} = 'stand-in for ${name}';`;
}

/** Names `source` uses without declaring them, other than globals and CommonJS's own. */
function undeclaredNames(source: string, lang: string): string[] {
  const ast = parse(source, { sourceType: 'script', plugins: pluginsFor(lang) });
  const names = new Set<string>();
  traverse(ast, {
    Program(path) {
      for (const name of Object.keys((path.scope as unknown as { globals: Record<string, unknown> }).globals))
        if (!(name in globalThis) && !MODULE_NAMES.has(name)) names.add(name);
    },
  });
  return [...names].sort();
}

/** A whole configuration file made of the fragment at its place, with declarations for what it uses. */
export function completeFragment(
  code: string,
  lang: string,
  place: string,
  form: FragmentForm,
  loader?: string,
  options?: PackageOptions,
): string {
  // A file keeps its own statements; its export gains a mode unless it sets one. Statements that
  // construct plugins run before an export of just a mode: the plugins' options are what is checked.
  let body: string;
  if (form === 'file') body = `${code}\nmodule.exports = { mode: 'production', ...module.exports };\n`;
  else if (form === 'constructions') body = `${code}\nmodule.exports = { mode: 'production' };\n`;
  else if (options) body = optionsConfig(code, form, options);
  else {
    const members = loader === undefined ? code : `loader: '${loader}',\n${code}`;
    body = `module.exports = ${configObject(members, place, form)};\n`;
  }
  const declarations = undeclaredNames(body, lang).map(declaration);
  return [...declarations, body].join('\n');
}
