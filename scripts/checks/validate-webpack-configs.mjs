// Loads each configuration file named on the command line the way webpack-cli would and
// checks it with webpack's own `validate`, then checks the options it gives plugins and
// loaders against each package's own schema (scripts/checks/option-schemas.mjs). Prints one
// JSON result per file; used by the content tests, in a child process so configurations load
// as real CommonJS/ESM modules.
import { readFileSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import webpack from 'webpack';
import { commandLine } from '../shared/main.mjs';
import { optionsCheck } from './option-schemas.mjs';

const require = createRequire(import.meta.url);

/** A plugin constructed while a configuration loaded: its class, where it came from, its arguments. */
/** @typedef {{ name: string, file: string, args: unknown[] }} Construction */
/** @type {Construction[]} */
const constructions = [];
/** @type {WeakMap<object, object>} */
const wrapped = new WeakMap();

/**
 * Whether `value` is a plugin class: a function whose prototype has an `apply` method.
 * @param {unknown} value
 * @returns {value is (new (...args: unknown[]) => object)}
 */
const isPluginClass = (value) => typeof value === 'function' && typeof value.prototype?.apply === 'function';

/**
 * The plugin class `cls` loaded from `file`, wrapped so that each construction is recorded.
 * @param {new (...args: unknown[]) => object} cls
 * @param {string} file
 */
function recording(cls, file) {
  let proxy = wrapped.get(cls);
  if (!proxy) {
    proxy = new Proxy(cls, {
      construct(target, args, newTarget) {
        // Only what the configuration constructs: webpack and the plugins create plugins too.
        const caller = new Error().stack?.split('\n')[2] ?? '';
        if (!caller.includes('/node_modules/')) constructions.push({ name: target.name, file, args });
        return Reflect.construct(target, args, newTarget);
      },
    });
    wrapped.set(cls, proxy);
  }
  return proxy;
}

/**
 * A package's exports with its plugin classes wrapped: the export itself, or the members of an
 * exported object (an ES module compiled to CommonJS has its class as `default`).
 * @param {unknown} exported
 * @param {string} file
 * @param {boolean} bare whether the request named a package rather than a file
 */
function withRecording(exported, file, bare) {
  if (isPluginClass(exported)) return recording(exported, file);
  if (!bare || exported === null || typeof exported !== 'object') return exported;
  let proxy = wrapped.get(exported);
  if (!proxy) {
    proxy = new Proxy(exported, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        const own = Reflect.getOwnPropertyDescriptor(target, key);
        // A read-only, fixed property must read as itself (a Proxy invariant).
        if (own && !own.configurable && 'value' in own && !own.writable) return value;
        return isPluginClass(value) ? recording(value, file) : value;
      },
    });
    wrapped.set(exported, proxy);
  }
  return proxy;
}

// Every module loaded from node_modules hands out its plugin classes wrapped, so the options a
// configuration passes to `new XPlugin(...)` are seen, whatever the class is called there.
const moduleInternals = /** @type {{ _load: Function, _resolveFilename: Function }} */ (
  /** @type {unknown} */ (Module)
);
const load = moduleInternals._load;
moduleInternals._load = function loadRecording(
  /** @type {string} */ request,
  /** @type {unknown} */ parent,
  /** @type {boolean} */ isMain,
) {
  const exported = load.call(this, request, parent, isMain);
  if (!parent || request.startsWith('node:') || Module.isBuiltin(request)) return exported;
  /** @type {string} */
  let file;
  try {
    file = moduleInternals._resolveFilename(request, parent, isMain);
  } catch {
    return exported;
  }
  if (!file.includes('/node_modules/')) return exported;
  return withRecording(exported, file, !request.startsWith('.') && !isAbsolute(request));
};

/**
 * The module a configuration file exports, loaded as webpack-cli loads it.
 * @param {string} file
 * @returns {Promise<unknown>}
 */
async function loadConfig(file) {
  if (file.endsWith('.ts')) {
    // Like ts-node in webpack-cli: compile to CommonJS, then require the result.
    const output = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        esModuleInterop: true,
      },
    });
    const compiled = file.replace(/\.ts$/, '.compiled.cjs');
    writeFileSync(compiled, output.outputText);
    return require(compiled);
  }
  if (file.endsWith('.mjs')) return (await import(pathToFileURL(file).href)).default;
  return require(file);
}

/** @typedef {(env: object, argv: { mode: string }) => unknown} ConfigFunction */

/**
 * Resolves a configuration export: object, array, function of (env, argv) or promise.
 * @param {unknown} exported
 * @returns {Promise<unknown[]>}
 */
async function resolveExport(exported) {
  // Read as a compiled ES module's exports; any other value has no `__esModule` and is the export.
  const exports = /** @type {{ __esModule?: unknown, default?: unknown } | null | undefined} */ (exported);
  /** @type {unknown} */
  let config = exports && exports.__esModule ? exports.default : exported;
  if (typeof config === 'function')
    config = /** @type {ConfigFunction} */ (config)({}, { mode: 'production' });
  config = await config;
  return Array.isArray(config) ? config : [config];
}

/** @typedef {{ loader: unknown, options: unknown }} LoaderUse */

/** What webpack passes a `use` function: the module's resource, its issuer and the compiler. */
const SAMPLE_MODULE = {
  resource: '/project/src/index.js',
  realResource: '/project/src/index.js',
  resourceQuery: '',
  issuer: '',
  compiler: undefined,
};

/**
 * Every loader a list of rules names, with its options, nested rules and `oneOf` included.
 * @param {unknown} rules
 * @returns {LoaderUse[]}
 */
function loaderUses(rules) {
  if (!Array.isArray(rules)) return [];
  return rules.flatMap((rule) => {
    if (!rule || typeof rule !== 'object') return [];
    /** @type {LoaderUse[]} */
    const found = rule.loader ? [{ loader: rule.loader, options: rule.options }] : [];
    for (const item of [rule.use ?? []].flat()) {
      if (typeof item === 'string') found.push({ loader: item, options: undefined });
      else if (item && typeof item === 'object') found.push({ loader: item.loader, options: item.options });
      // A function computes its loaders per module: its result for a module of the rule is read.
      else if (typeof item === 'function') found.push(...loaderUses([{ use: item(SAMPLE_MODULE) }]));
    }
    return [...found, ...loaderUses(rule.rules), ...loaderUses(rule.oneOf)];
  });
}

/**
 * The module a loader request names, resolved as webpack would from the configuration's folder;
 * undefined when it cannot be found.
 * @param {string} loader
 * @param {string} configFile
 */
function loaderFile(loader, configFile) {
  const request = loader.split('?')[0] ?? loader;
  try {
    return createRequire(configFile).resolve(request, { paths: [dirname(configFile), process.cwd()] });
  } catch {
    return undefined;
  }
}

/**
 * Checks each options object the configurations of a file gave a plugin or a loader. Returns
 * the problems, the schemas used, and the reasons for the options that have none.
 * @param {unknown[]} configs
 * @param {Construction[]} made the plugins constructed while the file loaded
 * @param {string} configFile
 */
function checkOptions(configs, made, configFile) {
  /** @type {string[]} */
  const problems = [];
  /** @type {string[]} */
  const checked = [];
  /** @type {string[]} */
  const unchecked = [];
  /**
   * @param {'plugin' | 'loader'} kind
   * @param {string} file
   * @param {string} name
   * @param {unknown} options
   */
  const check = (kind, file, name, options) => {
    const how = optionsCheck(kind, file, name);
    if ('problem' in how) return void problems.push(how.problem);
    if ('reason' in how) return void unchecked.push(how.reason);
    try {
      how.check(options);
      checked.push(`${kind} ${name}: ${how.schema}`);
    } catch (error) {
      problems.push(String(/** @type {{ message?: unknown }} */ (error).message ?? error));
    }
  };
  for (const { name, file, args } of made) {
    // Positional arguments (a RegExp, a request) are not an options object.
    const [options] = args;
    if (options !== null && typeof options === 'object' && !(options instanceof RegExp))
      check('plugin', file, name, options);
  }
  for (const config of configs) {
    const rules = /** @type {{ module?: { rules?: unknown } } | null} */ (config)?.module?.rules;
    for (const { loader, options } of loaderUses(rules)) {
      if (options === undefined) continue;
      const name = String(loader);
      const file = typeof loader === 'string' ? loaderFile(loader, configFile) : undefined;
      // A loader named by its path outside node_modules is the project's own code, shown on its page.
      if (/^[./]/.test(name) && !(file ?? name).includes('/node_modules/'))
        unchecked.push(`loader ${name} is the project's own, with no schema`);
      else if (!file) problems.push(`loader ${name} cannot be resolved, so its options have no schema`);
      else check('loader', file, name, options);
    }
  }
  for (const standIn of /** @type {{ standIns?: string[] }} */ (globalThis).standIns?.splice(0) ?? [])
    problems.push(`${standIn} stands in for a plugin that is not installed, so its options have no schema`);
  return { problems, checked, unchecked };
}

const { positionals: files } = commandLine(
  import.meta.url,
  'node scripts/checks/validate-webpack-configs.mjs file ...',
  { options: {}, allowPositionals: true },
);
/** @typedef {{ file: string, ok: boolean, error?: string, checked?: string[], unchecked?: string[] }} Result */
/** @type {Result[]} */
const results = [];
for (const file of files) {
  constructions.length = 0;
  try {
    const configs = await resolveExport(await loadConfig(file));
    /** @type {unknown[]} */
    const resolvedConfigs = [];
    for (const config of configs) {
      const resolved =
        typeof config === 'function'
          ? await /** @type {ConfigFunction} */ (config)({}, { mode: 'production' })
          : config;
      // What the file exports is unknown until webpack's own validation has checked it.
      webpack.validate(/** @type {import('webpack').Configuration} */ (resolved));
      resolvedConfigs.push(resolved);
    }
    const { problems, checked, unchecked } = checkOptions(resolvedConfigs, constructions.splice(0), file);
    results.push({
      file,
      ok: problems.length === 0,
      error: problems.join('\n') || undefined,
      checked,
      unchecked,
    });
  } catch (error) {
    const { message } = /** @type {{ message?: unknown }} */ (error);
    results.push({ file, ok: false, error: String(message ?? error).slice(0, 2000) });
  }
}
process.stdout.write(JSON.stringify(results));
