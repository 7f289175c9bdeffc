// Which hooks the api pages document, checked against a real compiler, compilation, normal
// and context module factory and JavaScript parser made by the installed webpack, and the
// hooks that webpack's exported classes give through `getCompilationHooks(compilation)`.
// A hook heading is a `###` or `####` heading made of one inline code span: `done` names a
// hook of the page's own object, `JavascriptModulesPlugin.renderChunk` a hook of that class.
// The first tapable class named in code under the heading (`AsyncSeriesHook`,
// `HookMap<SyncBailHook>`) must be the hook's real class, and a hook that the installed
// typings mark `@deprecated` must say "deprecated" in its section.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { toString } from 'mdast-util-to-string';
import { TAPABLE_CLASS } from '../../lib/mdx/heading-ids.ts';
import { COMPILATION_HOOKS_PAGES, HOOK_PAGES, PLUGIN_HOOKS_PAGE } from '../../lib/reference/pages.ts';
import { freshCompilation, webpack } from './installed-webpack.mjs';
import { classHooks, deprecatedGetter, readTypings } from '../../lib/reference/typings.ts';
import { referenceHeadings } from './reference-headings.mjs';
import { CHECK_OPTIONS } from './command-line.mjs';
import { commandLine, isMain } from '../shared/main.mjs';

const USAGE = 'node --import tsx scripts/checks/hook-coverage.mjs [--content dir] [--json]';

const require = createRequire(import.meta.url);

/**
 * A tapable hook as this check reads it: its class is its constructor's name; a HookMap makes
 * hooks by key (`for`); a deprecated fake hook is marked `_fakeHook`.
 * @typedef {{ constructor: { name: string }, _fakeHook?: unknown, tapPromise?: unknown, for?: (key: string) => Hook }} Hook
 */
/** @typedef {{ [name: string]: Hook }} Hooks an object's `hooks` */
/** @typedef {{ name: string, getCompilationHooks: (compilation: unknown) => Hooks }} HooksClass */
/** @typedef {{ object: string, cls: string, deprecated: boolean }} RequiredHook */
/** @typedef {{ page: string, hook: string, line: number }} Where */
/**
 * @typedef {object} HookReport
 * @property {{ [object: string]: { page: string, hooks: number, covered: number } }} objects
 * @property {{ page: string, hook: string }[]} missing
 * @property {(Where & { stated: string | null, actual: string })[]} wrongClass
 * @property {Where[]} unknown
 * @property {Where[]} notDeprecated
 * @property {string[]} missingPages
 */

// The pages of the hooked objects are lib/reference/pages.ts's, shared with the since marks.
export { HOOK_PAGES };

/**
 * @param {Hook} hook
 * @returns {hook is Hook & { for: (key: string) => Hook }}
 */
const isHookMap = (hook) => hook?.constructor?.name === 'HookMap';

/**
 * The tapable class of a hook as pages write it: `SyncHook`, `HookMap<SyncBailHook>`. A
 * deprecated fake hook forwards taps to a real hook it does not reveal; it offers tapPromise
 * only when that hook is async, so its class is known only as `Async*` or `Sync*`.
 * @param {Hook} hook
 * @returns {string}
 */
function tapableClass(hook) {
  if (isHookMap(hook)) return `HookMap<${tapableClass(hook.for('hook-coverage'))}>`;
  if (hook._fakeHook) return typeof hook.tapPromise === 'function' ? 'Async*' : 'Sync*';
  return hook.constructor.name;
}

/** True for a fake hook, or a HookMap of them: webpack keeps those only for old plugins. */
const isFakeHook = (/** @type {Hook} */ hook) =>
  Boolean((isHookMap(hook) ? hook.for('hook-coverage') : hook)._fakeHook);

/**
 * True when the class a page states fits the real one; `Async*` fits any async class.
 * @param {string | null} stated
 * @param {string} actual
 */
export function classMatches(stated, actual) {
  if (!stated) return false;
  if (!actual.includes('*')) return stated === actual;
  // `<` and `>` are plain characters in a regular expression; only the `*` needs a pattern.
  return new RegExp(`^${actual.replace('*', '[A-Za-z]*Hook')}$`).test(stated);
}

/** Real objects from the installed webpack: compiler, compilation, both factories and a parser. */
function realHookedObjects() {
  const { compiler, params, compilation } = freshCompilation();
  const parser = params.normalModuleFactory.getParser('javascript/auto');
  return {
    compilation,
    /** @type {{ [object: string]: Hooks }} */
    objects: {
      Compiler: compiler.hooks,
      Compilation: compilation.hooks,
      NormalModuleFactory: params.normalModuleFactory.hooks,
      ContextModuleFactory: params.contextModuleFactory.hooks,
      JavascriptParser: parser.hooks,
    },
  };
}

/**
 * Every class webpack exports (namespaces included) that has a static `getCompilationHooks`.
 * @returns {Map<string, HooksClass>}
 */
function classesWithCompilationHooks() {
  /** @type {Map<string, HooksClass>} */
  const found = new Map();
  /**
   * @param {object} namespace
   * @param {number} depth
   */
  const visit = (namespace, depth) => {
    for (const key of Object.keys(namespace)) {
      const value = /** @type {{ [key: string]: unknown }} */ (namespace)[key];
      if (
        typeof value === 'function' &&
        'getCompilationHooks' in value &&
        typeof value.getCompilationHooks === 'function'
      )
        found.set(value.name, /** @type {HooksClass} */ (value));
      else if (depth === 0 && value && typeof value === 'object' && /^[a-z]/.test(key)) visit(value, 1);
    }
  };
  visit(webpack, 0);
  return found;
}

const typings = readTypings(require.resolve('webpack/types.d.ts'));

/**
 * Hook names the typings mark `@deprecated` in a class's `hooks` object.
 * @param {string} className
 */
function deprecatedHooks(className) {
  return new Set(
    [...classHooks(typings, className)].flatMap(([name, deprecated]) => (deprecated ? [name] : [])),
  );
}

/** Required hooks per page: `{ page: Map(qualifiedName → { cls, deprecated, object }) }`. */
export function requiredHooks() {
  const { compilation, objects } = realHookedObjects();
  /** @type {{ [page: string]: Map<string, RequiredHook> }} */
  const pages = {};
  /**
   * @param {string} page
   * @param {string} heading
   * @param {RequiredHook} entry
   */
  const add = (page, heading, entry) => (pages[page] ??= new Map()).set(heading, entry);
  for (const [object, hooks] of Object.entries(objects)) {
    const deprecated = deprecatedHooks(object);
    const page = HOOK_PAGES[object];
    if (!page) throw new Error(`HOOK_PAGES has no api page for the hooks of ${object}`);
    for (const [name, hook] of Object.entries(hooks)) {
      add(page, name, {
        object,
        cls: tapableClass(hook),
        deprecated: deprecated.has(name) || isFakeHook(hook),
      });
    }
  }
  for (const [name, Class] of classesWithCompilationHooks()) {
    if (deprecatedGetter(typings, name)) continue;
    const hooks = Class.getCompilationHooks(compilation);
    const page = COMPILATION_HOOKS_PAGES[name] ?? PLUGIN_HOOKS_PAGE;
    for (const [hook, real] of Object.entries(hooks)) {
      add(page, `${name}.${hook}`, {
        object: name,
        cls: tapableClass(real),
        deprecated: isFakeHook(real),
      });
    }
  }
  return pages;
}

/**
 * The first tapable class named in code among `nodes`, or null.
 * @param {import('mdast').Nodes[]} nodes
 */
function statedClass(nodes) {
  /** @type {string | null} */
  let stated = null;
  /** @param {import('mdast').Nodes} node */
  const find = (node) => {
    if (stated) return;
    if (node.type === 'inlineCode' && TAPABLE_CLASS.test(node.value)) stated = node.value;
    for (const child of 'children' in node ? node.children : []) find(child);
  };
  nodes.forEach(find);
  return stated;
}

/**
 * Hook headings of one page with the class stated under each and the text of its section.
 * @param {string} contentDir
 * @param {string} page
 */
function hookHeadings(contentDir, page) {
  return (
    referenceHeadings(contentDir, join('api', `${page}.mdx`))?.map((heading) => ({
      name: heading.name,
      line: heading.line,
      stated: statedClass(heading.nodes),
      text: heading.nodes.map((node) => toString(node)).join('\n'),
    })) ?? null
  );
}

/**
 * Compares the pages under `contentDir` with the real hooks.
 * @param {string} contentDir
 */
export function hookCoverage(contentDir) {
  const required = requiredHooks();
  /** @type {HookReport} */
  const report = {
    objects: {},
    missing: [],
    wrongClass: [],
    unknown: [],
    notDeprecated: [],
    missingPages: [],
  };
  for (const [page, hooks] of Object.entries(required)) {
    for (const { object } of hooks.values()) {
      const counts = (report.objects[object] ??= { page, hooks: 0, covered: 0 });
      counts.hooks += 1;
    }
    const headings = hookHeadings(contentDir, page);
    if (!headings) {
      report.missingPages.push(`content/api/${page}.mdx`);
      continue;
    }
    /** @type {Set<string>} */
    const seen = new Set();
    for (const heading of headings) {
      const hook = hooks.get(heading.name);
      const where = { page: `content/api/${page}.mdx`, hook: heading.name, line: heading.line };
      if (!hook) {
        report.unknown.push(where);
        continue;
      }
      seen.add(heading.name);
      const counts = report.objects[hook.object];
      if (!counts) throw new Error(`hook ${heading.name} of ${hook.object}, an object not counted`);
      counts.covered += 1;
      if (!classMatches(heading.stated, hook.cls))
        report.wrongClass.push({ ...where, stated: heading.stated, actual: hook.cls });
      if (hook.deprecated && !/deprecated/i.test(heading.text)) report.notDeprecated.push(where);
    }
    for (const name of hooks.keys())
      if (!seen.has(name)) report.missing.push({ page: `content/api/${page}.mdx`, hook: name });
  }
  return report;
}

if (isMain(import.meta.url)) {
  const { values } = commandLine(import.meta.url, USAGE, { options: CHECK_OPTIONS });
  const contentDir = values.content;
  const report = hookCoverage(contentDir);
  if (values.json) process.stdout.write(JSON.stringify(report));
  else {
    for (const [object, { page, hooks, covered }] of Object.entries(report.objects))
      console.log(`${object} (${page}): ${covered}/${hooks}`);
    for (const p of report.missingPages) console.log(`missing page ${p}`);
    for (const m of report.missing) console.log(`${m.page}: no heading for hook ${m.hook}`);
    for (const u of report.unknown)
      console.log(`${u.page}:${u.line}: ${u.hook} is not a hook of the installed webpack`);
    for (const w of report.wrongClass)
      console.log(`${w.page}:${w.line}: ${w.hook} is ${w.actual}, the page says ${w.stated}`);
    for (const d of report.notDeprecated)
      console.log(`${d.page}:${d.line}: ${d.hook} is deprecated; its section must say so`);
  }
  const failed = /** @type {const} */ ([
    'missing',
    'unknown',
    'wrongClass',
    'notDeprecated',
    'missingPages',
  ]).some((k) => report[k].length > 0);
  process.exitCode = failed ? 1 : 0;
}
