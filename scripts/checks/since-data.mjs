// The first webpack 5 minor release that has each configuration option, plugin option, hook
// and export the reference pages document, written to data/since.json. Every 5.N.0 up to the
// installed minor is fetched once with `npm pack` and only the files read here are kept in
// .cache/since/, so a second run asks the registry nothing. Each release is read the way the
// coverage checks read the installed webpack: the option paths of config-coverage, the plugin
// schemas of plugin-options-coverage, the hooked classes of hook-coverage (from the typings,
// since an old release cannot be run), and the getters of `lib/index.js`. The installed
// package is read last, for what arrived in a patch release.
//
// The same releases date what pages say below those names: every property path below an option
// or plugin option (`output.environment.asyncFunction`), every form of an option path with more
// than one (an `enum` member, an `anyOf` branch: `optimization.concatenateModules` as `object`),
// and the tapable class of each hook (when `NormalModule.processResult` became an
// `AsyncSeriesWaterfallHook`).
//
// `--check` instead compares data/since.json with the installed webpack, without the network:
// hooks from a real compiler (hook-coverage) and exports from `require('webpack')` itself.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { nodesAt, propertiesOf } from '../../lib/reference/schema-shapes.ts';
import { webpackOptions } from './config-coverage.mjs';
import { pluginSchemas } from './plugin-options-coverage.mjs';
import { HOOK_PAGES, requiredHooks } from './hook-coverage.mjs';
import { webpack } from './installed-webpack.mjs';
import { hookSignatures, readTypings } from '../../lib/reference/typings.ts';
import {
  compareVersions,
  deprecatedOptions,
  exportPaths,
  firstReleases,
  formsOf,
  propertyPaths,
  versionNumbers,
} from './since-parse.mjs';
import { commandLine, isMain } from '../shared/main.mjs';

const USAGE =
  'node --import tsx scripts/checks/since-data.mjs [--cache dir] [--out file] | --check [--data file] [--json]';
const ROOT = join(import.meta.dirname, '..', '..');
const DATA_FILE = join(ROOT, 'data', 'since.json');
const GENERATED_BY = 'node --import tsx scripts/checks/since-data.mjs';
/** The members of a release's tarball this script reads; nothing else is extracted. */
const MEMBERS = ['package/schemas', 'package/types.d.ts', 'package/lib/index.js'];

const require = createRequire(import.meta.url);
const INSTALLED = dirname(require.resolve('webpack/package.json'));

/** @typedef {import('./config-coverage.mjs').WebpackSchema} WebpackSchema */
/** @typedef {import('./since-parse.mjs').Deprecation} Deprecation */
/** @typedef {import('../../lib/reference/schema-shapes.ts').SchemaNode} SchemaNode */
/**
 * What one release has, by the sections of data/since.json. A form is `path\tform` and a hook's
 * class `hook\tclass`; plugin options, their properties and forms start with the plugin's name
 * (`DllPlugin.path`), as releases moved plugin schemas between folders.
 * @typedef {object} Names
 * @property {Set<string>} options
 * @property {Set<string>} pluginOptions
 * @property {Set<string>} hooks
 * @property {Set<string>} exports
 * @property {Set<string>} properties
 * @property {Set<string>} forms
 * @property {Set<string>} hookClasses
 */
/**
 * @typedef {object} SinceData data/since.json
 * @property {string} webpack
 * @property {string} generatedBy
 * @property {string} method
 * @property {string[]} missingReleases
 * @property {{ [option: string]: string }} options
 * @property {{ [schemaOption: string]: string }} pluginOptions
 * @property {{ [hook: string]: string }} hooks
 * @property {{ [path: string]: string }} exports
 * @property {{ [path: string]: string }} properties
 * @property {{ [path: string]: { [form: string]: string } }} forms
 * @property {{ [hook: string]: { class: string, since: string } }} hookClasses
 * @property {{ options: { [option: string]: Deprecation } }} deprecated
 */

/** The sections of data/since.json that date names, in the file's order. */
const KINDS = /** @type {const} */ ([
  'options',
  'pluginOptions',
  'hooks',
  'exports',
  'properties',
  'forms',
  'hookClasses',
]);
/** Separates a path from its form and a hook from its class in the names of a release. */
const TAB = '\t';

/**
 * A JSON file's value; the error names the file and why it could not be read.
 * @param {string} file
 * @returns {unknown}
 */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * A WebpackOptions schema, checked for the two keys the option paths start from.
 * @param {string} file
 * @returns {WebpackSchema}
 */
function readWebpackSchema(file) {
  const schema = /** @type {Partial<WebpackSchema>} */ (readJson(file));
  if (typeof schema?.properties !== 'object' || typeof schema.definitions?.RuleSetRule !== 'object')
    throw new Error(`${file}: not a WebpackOptions schema (no properties or no definitions.RuleSetRule)`);
  return /** @type {WebpackSchema} */ (schema);
}

/**
 * The `package/` folder of webpack `version` in `cacheDir`, fetched and extracted the first
 * time; null when the registry has no such version (remembered, so it is not asked again).
 * @param {string} cacheDir
 * @param {string} version
 * @returns {string | null}
 */
export function releaseFiles(cacheDir, version) {
  const dir = join(cacheDir, version);
  const missing = join(cacheDir, `${version}.missing`);
  if (existsSync(dir)) return join(dir, 'package');
  if (existsSync(missing)) return null;
  mkdirSync(cacheDir, { recursive: true });
  console.error(`fetching webpack@${version}`);
  const packed = spawnSync(
    'npm',
    ['pack', `webpack@${version}`, '--pack-destination', cacheDir, '--json', '--silent'],
    { encoding: 'utf8', timeout: 180_000 },
  );
  if (packed.status !== 0) {
    if (/\b(ETARGET|E404)\b/.test(`${packed.stdout}${packed.stderr}`)) {
      writeFileSync(missing, `${packed.stdout}${packed.stderr}`);
      return null;
    }
    throw new Error(`npm pack webpack@${version} failed (exit ${packed.status}): ${packed.stderr.trim()}`);
  }
  const [pack] = /** @type {{ filename: string }[]} */ (JSON.parse(packed.stdout));
  if (!pack) throw new Error(`npm pack webpack@${version} named no tarball: ${packed.stdout}`);
  const tarball = join(cacheDir, pack.filename);
  // Extracted beside the final folder and renamed at the end: an interrupted run leaves no
  // half release that a later run would take as complete.
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial);
  execFileSync('tar', ['-xzf', tarball, '-C', partial, ...MEMBERS]);
  rmSync(tarball);
  renameSync(partial, dir);
  return join(dir, 'package');
}

/**
 * The property paths below `roots` in `schema`, named by `name`, into `properties`; the forms of
 * the roots and of those paths into `forms`.
 * @param {SchemaNode} schema
 * @param {{ path: string, nodes: SchemaNode[] }[]} roots
 * @param {(path: string) => string} name the release's name of a path
 * @param {{ properties: Set<string>, forms: Set<string> }} into
 */
function addPaths(schema, roots, name, into) {
  const below = propertyPaths(schema, roots);
  for (const path of below.keys()) into.properties.add(name(path));
  for (const [path, nodes] of [
    ...roots.map(({ path, nodes }) => /** @type {const} */ ([path, nodes])),
    ...below,
  ]) {
    for (const form of formsOf(schema, nodes)) into.forms.add(`${name(path)}${TAB}${form}`);
  }
}

/**
 * The plugin options of a release as `PluginName.option`, the property paths below them and the
 * forms of the plugins, options and paths (`PluginName`, `PluginName.option.x`), and each
 * plugin's schema path. Plugins are matched by name because releases moved schemas between
 * folders (`DllPlugin.json` became `dll/DllPlugin.json`); the error names a folder where two
 * schemas share a name.
 * @param {string} pluginsDir
 */
function pluginNames(pluginsDir) {
  /** @type {Map<string, string>} */
  const schemaOf = new Map();
  /** @type {Set<string>} */
  const names = new Set();
  /** @type {{ properties: Set<string>, forms: Set<string> }} */
  const paths = { properties: new Set(), forms: new Set() };
  for (const path of pluginSchemas(pluginsDir)) {
    const plugin = basename(path);
    const other = schemaOf.get(plugin);
    if (other) throw new Error(`${pluginsDir}: ${other}.json and ${path}.json are both ${plugin}`);
    schemaOf.set(plugin, path);
    const schema = /** @type {SchemaNode} */ (readJson(join(pluginsDir, `${path}.json`)));
    const options = propertiesOf(schema, schema);
    for (const option of options) names.add(`${plugin}.${option}`);
    const roots = [
      { path: '', nodes: [schema] },
      ...options.map((option) => ({ path: option, nodes: nodesAt(schema, schema, [option]) })),
    ];
    addPaths(schema, roots, (option) => (option ? `${plugin}.${option}` : plugin), paths);
  }
  return { names, schemaOf, ...paths };
}

/**
 * The configuration options of a WebpackOptions schema, the property paths below them and the
 * forms of both. `Rule` stands for a module rule, whose properties are options themselves.
 * @param {WebpackSchema} schema
 */
function optionNames(schema) {
  const top = { properties: schema.properties };
  const options = webpackOptions(schema).map(({ option }) => option);
  const roots = ['Rule', ...options].map((path) => {
    const [first = '', ...rest] = path.split('.');
    const nodes =
      first === 'Rule'
        ? nodesAt(schema, schema.definitions.RuleSetRule, rest)
        : nodesAt(schema, top, [first, ...rest]);
    return { path, nodes };
  });
  /** @type {{ properties: Set<string>, forms: Set<string> }} */
  const paths = { properties: new Set(), forms: new Set() };
  addPaths(schema, roots, (path) => path, paths);
  return { options: new Set(options), ...paths };
}

/**
 * Each hook of the typings, as typedHooks finds them, with its tapable class where its type is a
 * tapable hook (`Compiler.done\tAsyncSeriesHook`).
 * @param {string} typingsFile
 */
function hookNames(typingsFile) {
  const signatures = hookSignatures(readTypings(typingsFile), Object.keys(HOOK_PAGES));
  return {
    hooks: new Set(signatures.keys()),
    hookClasses: new Set(
      [...signatures].flatMap(([hook, { signature }]) =>
        signature ? [`${hook}${TAB}${signature.tapable}`] : [],
      ),
    ),
  };
}

/**
 * Everything this file dates in one release's `package/` folder.
 * @param {string} packageDir
 * @returns {Names}
 */
function releaseNames(packageDir) {
  const options = optionNames(readWebpackSchema(join(packageDir, 'schemas', 'WebpackOptions.json')));
  const plugins = pluginNames(join(packageDir, 'schemas', 'plugins'));
  const { hooks, hookClasses } = hookNames(join(packageDir, 'types.d.ts'));
  const indexFile = join(packageDir, 'lib', 'index.js');
  return {
    options: options.options,
    pluginOptions: plugins.names,
    hooks,
    exports: new Set(exportPaths(indexFile, readFileSync(indexFile, 'utf8'))),
    properties: new Set([...options.properties, ...plugins.properties].sort()),
    forms: new Set([...options.forms, ...plugins.forms].sort()),
    hookClasses,
  };
}

/**
 * A name of a release as data/since.json keys it: a plugin's name at its start becomes the
 * installed schema's path (`DllPlugin.path` is `dll/DllPlugin.path`); other names stay.
 * @param {Map<string, string>} schemaOf the installed schema path of each plugin
 * @param {string} name
 */
function installedKey(schemaOf, name) {
  const plugin = /^[^.\t]+/.exec(name)?.[0] ?? '';
  const schema = schemaOf.get(plugin);
  return schema ? `${schema}${name.slice(plugin.length)}` : name;
}

/**
 * The forms of the paths that have more than one: a path of one form is dated by the path.
 * Every release's forms are read, so that a form counts from before its path had a second one.
 * @param {Set<string>} forms `path\tform` names
 * @returns {Set<string>}
 */
function choices(forms) {
  /** @type {Map<string, number>} */
  const count = new Map();
  for (const name of forms) {
    const path = name.slice(0, name.indexOf(TAB));
    count.set(path, (count.get(path) ?? 0) + 1);
  }
  return new Set([...forms].filter((name) => (count.get(name.slice(0, name.indexOf(TAB))) ?? 0) > 1));
}

/** The installed webpack's version, from its package.json. */
function installedVersion() {
  const { version } = /** @type {{ version: string }} */ (readJson(join(INSTALLED, 'package.json')));
  versionNumbers(version);
  return version;
}

/**
 * Reads every 5.N.0 release up to the installed minor (fetching what the cache lacks) and the
 * installed package, and returns the contents of data/since.json.
 * @param {string} cacheDir
 * @returns {SinceData}
 */
export function sinceData(cacheDir) {
  const installed = installedVersion();
  const [major, minor] = versionNumbers(installed);
  /** @type {{ version: string, names: Names }[]} */
  const releases = [];
  /** @type {string[]} */
  const missingReleases = [];
  for (let n = 0; n <= minor; n += 1) {
    const version = `${major}.${n}.0`;
    if (version === installed) continue;
    const packageDir = releaseFiles(cacheDir, version);
    if (packageDir) releases.push({ version, names: releaseNames(packageDir) });
    else missingReleases.push(version);
  }
  const current = releaseNames(INSTALLED);
  releases.push({ version: installed, names: current });
  const { schemaOf } = pluginNames(join(INSTALLED, 'schemas', 'plugins'));
  // Every name is dated: the installed package, whose names these are, is the last release read.
  /**
   * @param {keyof Names} kind
   * @param {Set<string>} [wanted] the names to date, all the installed package's by default
   * @returns {[string, string][]}
   */
  const dated = (kind, wanted = current[kind]) =>
    Object.entries(
      firstReleases(
        releases.map(({ version, names }) => ({ version, names: names[kind] })),
        wanted,
      ).since,
    );
  /** @param {string} name */
  const keyOf = (name) => installedKey(schemaOf, name);
  /** @param {[string, string][]} entries */
  const sorted = (entries) => Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
  /** @type {{ [path: string]: { [form: string]: string } }} */
  const forms = {};
  const formEntries = dated('forms', choices(current.forms)).map(([name, version]) => [keyOf(name), version]);
  for (const [name = '', version = ''] of formEntries.sort(([a = ''], [b = '']) => (a < b ? -1 : 1))) {
    const [path = '', form = ''] = name.split(TAB);
    forms[path] = { ...forms[path], [form]: version };
  }
  /** @type {{ [hook: string]: { class: string, since: string } }} */
  const hookClasses = {};
  for (const [name, since] of dated('hookClasses')) {
    const [hook = '', tapable = ''] = name.split(TAB);
    hookClasses[hook] = { class: tapable, since };
  }
  const first = releases[0]?.version ?? installed;
  return {
    webpack: installed,
    generatedBy: GENERATED_BY,
    method:
      `For every release ${first} to ${major}.${minor}.0 from the npm registry (npm pack) and the ` +
      `installed ${installed}: the option paths of schemas/WebpackOptions.json as config-coverage ` +
      "derives them (not devServer.*, which are webpack-dev-server's), the top-level options of each " +
      'schemas/plugins/**/*Plugin.json (plugins matched by name, as schemas moved between folders), ' +
      "the `hooks` of hook-coverage's classes and what each class's getCompilationHooks returns, read " +
      'from types.d.ts, and the getters and namespaces of lib/index.js; each name gets the first of ' +
      "these releases that has it (a class's hooks count from the first typings that declare the " +
      'class). `properties` dates every property path below those options and plugin options, to any ' +
      "depth, through $refs, unions, array items and map values (a node that is another option's is " +
      'dated under that option only). `forms` dates each form of an option, plugin, plugin option or ' +
      'property path that has more than one: each enum member and const (as JSON), instanceof, type ' +
      '(a string with absolutePath set says which), object shape, and the forms of array items after ' +
      '"array of ", through every anyOf, oneOf and allOf branch. `hookClasses` gives each hook\'s ' +
      'tapable class in the installed typings and the first release whose typings give it that class. ' +
      'Deprecations are the options the installed WebpackOptions.json marks "deprecated": true, with ' +
      'the replacement their description names.',
    missingReleases,
    options: sorted(dated('options')),
    pluginOptions: sorted(dated('pluginOptions').map(([name, version]) => [keyOf(name), version])),
    hooks: sorted(dated('hooks')),
    exports: sorted(dated('exports')),
    properties: sorted(dated('properties').map(([name, version]) => [keyOf(name), version])),
    forms,
    hookClasses,
    deprecated: {
      options: deprecatedOptions(readWebpackSchema(join(INSTALLED, 'schemas', 'WebpackOptions.json'))),
    },
  };
}

/**
 * Every export path of the running `require('webpack')`: its enumerable getters and
 * namespaces, read as property descriptors so that no deprecated getter runs.
 * @returns {Set<string>}
 */
function runtimeExports() {
  /** @type {Set<string>} */
  const paths = new Set();
  /**
   * @param {object} namespace
   * @param {string} prefix
   */
  const walk = (namespace, prefix) => {
    for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(namespace))) {
      if (!descriptor.enumerable) continue;
      paths.add(`${prefix}${key}`);
      if (descriptor.value !== null && typeof descriptor.value === 'object')
        walk(descriptor.value, `${prefix}${key}.`);
    }
  };
  walk(webpack, '');
  return paths;
}

/**
 * A form or a hook's class as the check reports it and the content tests name it:
 * `optimization.concatenateModules (object)`, `NormalModule.processResult (AsyncSeriesWaterfallHook)`.
 * @param {string} name
 * @param {string} value
 */
const pairName = (name, value) => `${name} (${value})`;

/**
 * What the coverage checks find in the installed webpack, by the keys of data/since.json; forms
 * and hook classes as `pairName` writes them.
 * @returns {{ [kind in keyof Names]: Set<string> }}
 */
function installedNames() {
  /** @type {Set<string>} */
  const hooks = new Set();
  for (const page of Object.values(requiredHooks()))
    for (const [heading, { object }] of page)
      hooks.add(heading.includes('.') ? heading : `${object}.${heading}`);
  const pluginsDir = join(INSTALLED, 'schemas', 'plugins');
  const pluginOptions = new Set(
    pluginSchemas(pluginsDir).flatMap((path) => {
      const schema = /** @type {SchemaNode} */ (readJson(join(pluginsDir, `${path}.json`)));
      return propertiesOf(schema, schema).map((option) => `${path}.${option}`);
    }),
  );
  const schema = readWebpackSchema(join(INSTALLED, 'schemas', 'WebpackOptions.json'));
  // Properties, forms and classes as since-data reads every release, keyed like the file.
  const { schemaOf } = pluginNames(pluginsDir);
  const release = releaseNames(INSTALLED);
  /**
   * @param {Set<string>} names
   * @param {(name: string) => string} key
   */
  const paired = (names, key) =>
    new Set(
      [...names].map((name) => {
        const [path = '', value = ''] = key(name).split(TAB);
        return pairName(path, value);
      }),
    );
  /** @param {string} name */
  const keyOf = (name) => installedKey(schemaOf, name);
  return {
    options: new Set(webpackOptions(schema).map(({ option }) => option)),
    pluginOptions,
    hooks,
    exports: runtimeExports(),
    properties: new Set([...release.properties].map(keyOf)),
    forms: paired(choices(release.forms), keyOf),
    hookClasses: paired(release.hookClasses, (name) => name),
  };
}

/**
 * The entries of one section of a since file as name → release; forms and hook classes flattened
 * to `pairName`s. A section that is not an object has no entries.
 * @param {Partial<SinceData>} data
 * @param {keyof Names} kind
 * @returns {[string, unknown][]}
 */
function entriesOf(data, kind) {
  const section = data[kind];
  if (typeof section !== 'object' || section === null) return [];
  /** @type {(name: string, version: unknown) => [string, unknown]} */
  const entry = (name, version) => [name, version];
  if (kind === 'forms')
    return Object.entries(section).flatMap(([path, forms]) =>
      Object.entries(forms ?? {}).map(([form, version]) => entry(pairName(path, form), version)),
    );
  if (kind === 'hookClasses')
    return Object.entries(section).map(([hook, value]) => entry(pairName(hook, value?.class), value?.since));
  return Object.entries(section);
}

/**
 * Compares a since file with the installed webpack: names it lacks, names the installed
 * webpack does not have, versions that are not releases up to the installed one.
 * @param {string} file
 */
export function checkSinceFile(file) {
  const data = /** @type {Partial<SinceData>} */ (readJson(file));
  const installed = installedVersion();
  const names = installedNames();
  /** @type {{ kind: string, name: string }[]} */
  const missing = [];
  /** @type {{ kind: string, name: string }[]} */
  const unknown = [];
  /** @type {{ kind: string, name: string, version: string }[]} */
  const badVersion = [];
  for (const kind of KINDS) {
    const entries = new Map(entriesOf(data, kind));
    for (const name of names[kind]) if (!entries.has(name)) missing.push({ kind, name });
    for (const [name, version] of entries) {
      if (!names[kind].has(name)) unknown.push({ kind, name });
      const valid = typeof version === 'string' && /^\d+\.\d+\.\d+$/.test(version);
      if (
        !valid ||
        compareVersions(version, installed) > 0 ||
        versionNumbers(version)[0] !== versionNumbers(installed)[0]
      )
        badVersion.push({ kind, name, version: String(version) });
    }
  }
  return { file, webpack: data.webpack ?? null, installed, missing, unknown, badVersion };
}

if (isMain(import.meta.url)) {
  const { values } = commandLine(import.meta.url, USAGE, {
    options: {
      cache: { type: 'string', default: join(ROOT, '.cache', 'since') },
      out: { type: 'string', default: DATA_FILE },
      check: { type: 'boolean', default: false },
      data: { type: 'string', default: DATA_FILE },
      json: { type: 'boolean', default: false },
    },
  });
  if (values.check) {
    const report = checkSinceFile(values.data);
    if (values.json) process.stdout.write(JSON.stringify(report));
    else {
      if (report.webpack !== report.installed)
        console.log(`${report.file} is for webpack ${report.webpack}; ${report.installed} is installed`);
      for (const m of report.missing) console.log(`missing  ${m.kind} ${m.name}`);
      for (const u of report.unknown)
        console.log(`unknown  ${u.kind} ${u.name}: the installed webpack has no such name`);
      for (const b of report.badVersion)
        console.log(`version  ${b.kind} ${b.name}: ${b.version} is no release up to ${report.installed}`);
    }
    const failed =
      report.webpack !== report.installed ||
      report.missing.length + report.unknown.length + report.badVersion.length > 0;
    process.exitCode = failed ? 1 : 0;
  } else {
    const data = sinceData(values.cache);
    writeFileSync(values.out, `${JSON.stringify(data, null, 2)}\n`);
    for (const kind of KINDS) {
      const versions = entriesOf(data, kind).map(([, version]) => version);
      const later = versions.filter((version) => version !== '5.0.0').length;
      console.log(`${kind}: ${versions.length} dated, ${later} after 5.0.0`);
    }
    console.log(`deprecated options: ${Object.keys(data.deprecated.options).length}`);
    if (data.missingReleases.length > 0)
      console.log(`not on the registry: ${data.missingReleases.join(', ')}`);
    console.log(`wrote ${values.out}`);
  }
}
