import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parse, type ParserPlugin } from '@babel/parser';
import { traverse, types as t } from '@babel/core';
import { configFragmentPlace, metaFlag, noConfigReason } from '@/lib/mdx/code-blocks';

const requireFromRepo = createRequire(join(process.cwd(), 'package.json'));

/** The keys of a whole configuration, read from the installed webpack's own schema. */
export const TOP_LEVEL_KEYS: ReadonlySet<string> = new Set(
  Object.keys(
    (requireFromRepo('webpack/schemas/WebpackOptions.json') as { properties: Record<string, unknown> })
      .properties,
  ),
);

/** Where a configuration fragment goes: `''` for the top level, else a path such as `module.rules[]`. */
export type ConfigPlace =
  | { kind: 'config'; place: string; form: FragmentForm }
  | { kind: 'noconfig'; reason: string }
  | { kind: 'invalid'; reason: string };

/** How a fragment is read: object members, one expression, or a CommonJS file that sets `module.exports`. */
export type FragmentForm = 'members' | 'expression' | 'file';

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
 * level. Anything else is not taken for configuration and gets undefined.
 */
export function configPlace(
  code: string,
  lang: string,
  meta: string | null | undefined,
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
  if (!object || object.properties.length === 0) return undefined;
  const keys = object.properties.map(keyName);
  if (!keys.every((key) => key !== undefined && TOP_LEVEL_KEYS.has(key))) return undefined;
  return { kind: 'config', place: '', form: found?.node === object ? found.form : 'file' };
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
  const webpackExports = requireFromRepo('webpack') as Record<string, unknown>;
  if (/^[A-Z]/.test(name) && typeof webpackExports[name] === 'function')
    return `const { ${name} } = require('webpack');`;
  const pkg = /^[A-Z]/.test(name) ? pluginPackage(name) : undefined;
  // A package that is an ES module, or compiled from one, has its class as the default export.
  if (pkg) return `const ${name} = ((loaded) => loaded.default ?? loaded)(require('${pkg}'));`;
  // Not a package: a class stands in for a plugin, a string for any other value.
  if (/^[A-Z]/.test(name)) return `const ${name} = class StandInFor${name} {\n  apply() {}\n};`;
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
export function completeFragment(code: string, lang: string, place: string, form: FragmentForm): string {
  // A file keeps its own statements; its export gains a mode unless it sets one.
  const body =
    form === 'file'
      ? `${code}\nmodule.exports = { mode: 'production', ...module.exports };\n`
      : `module.exports = ${configObject(code, place, form)};\n`;
  const declarations = undeclaredNames(body, lang).map(declaration);
  return [...declarations, body].join('\n');
}
