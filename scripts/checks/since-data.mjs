// The first webpack 5 minor release that has each configuration option, plugin option, hook
// and export the reference pages document, written to data/since.json. Every 5.N.0 up to the
// installed minor is fetched once with `npm pack` and only the files read here are kept in
// .cache/since/, so a second run asks the registry nothing. Each release is read the way the
// coverage checks read the installed webpack: the option paths of config-coverage, the plugin
// schemas of plugin-options-coverage, the hooked classes of hook-coverage (from the typings,
// since an old release cannot be run), and the getters of `lib/index.js`. The installed
// package is read last, for what arrived in a patch release.
//
// `--check` instead compares data/since.json with the installed webpack, without the network:
// hooks from a real compiler (hook-coverage) and exports from `require('webpack')` itself.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { propertiesOf } from '../../lib/reference/schema-shapes.ts';
import { webpackOptions } from './config-coverage.mjs';
import { pluginSchemas } from './plugin-options-coverage.mjs';
import { HOOK_PAGES, requiredHooks } from './hook-coverage.mjs';
import { webpack } from './installed-webpack.mjs';
import { readTypings, typedHooks } from '../../lib/reference/typings.ts';
import {
  compareVersions,
  deprecatedOptions,
  exportPaths,
  firstReleases,
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
/** @typedef {{ options: Set<string>, pluginOptions: Set<string>, hooks: Set<string>, exports: Set<string> }} Names */
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
 * @property {{ options: { [option: string]: Deprecation } }} deprecated
 */

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
 * The plugin options of a release as `PluginName.option`, and each plugin's schema path. Plugins
 * are matched by name because releases moved schemas between folders (`DllPlugin.json` became
 * `dll/DllPlugin.json`); the error names a folder where two schemas share a name.
 * @param {string} pluginsDir
 */
function pluginOptionNames(pluginsDir) {
  /** @type {Map<string, string>} */
  const schemaOf = new Map();
  /** @type {Set<string>} */
  const names = new Set();
  for (const path of pluginSchemas(pluginsDir)) {
    const plugin = basename(path);
    const other = schemaOf.get(plugin);
    if (other) throw new Error(`${pluginsDir}: ${other}.json and ${path}.json are both ${plugin}`);
    schemaOf.set(plugin, path);
    const schema = /** @type {import('../../lib/reference/schema-shapes.ts').SchemaNode} */ (
      readJson(join(pluginsDir, `${path}.json`))
    );
    for (const option of propertiesOf(schema, schema)) names.add(`${plugin}.${option}`);
  }
  return { names, schemaOf };
}

/**
 * Everything this file dates in one release's `package/` folder.
 * @param {string} packageDir
 * @returns {Names}
 */
function releaseNames(packageDir) {
  const options = webpackOptions(readWebpackSchema(join(packageDir, 'schemas', 'WebpackOptions.json')));
  const indexFile = join(packageDir, 'lib', 'index.js');
  return {
    options: new Set(options.map(({ option }) => option)),
    pluginOptions: pluginOptionNames(join(packageDir, 'schemas', 'plugins')).names,
    hooks: new Set(typedHooks(readTypings(join(packageDir, 'types.d.ts')), Object.keys(HOOK_PAGES)).keys()),
    exports: new Set(exportPaths(indexFile, readFileSync(indexFile, 'utf8'))),
  };
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
  const { schemaOf } = pluginOptionNames(join(INSTALLED, 'schemas', 'plugins'));
  // Every name is dated: the installed package, whose names these are, is the last release read.
  /**
   * @param {keyof Names} kind
   * @returns {{ [name: string]: string }}
   */
  const dated = (kind) =>
    firstReleases(
      releases.map(({ version, names }) => ({ version, names: names[kind] })),
      current[kind],
    ).since;
  const pluginOptions = Object.fromEntries(
    Object.entries(dated('pluginOptions')).map(([name, version]) => {
      const plugin = name.slice(0, name.indexOf('.'));
      return [`${schemaOf.get(plugin)}${name.slice(plugin.length)}`, version];
    }),
  );
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
      'class). Deprecations are the options the installed WebpackOptions.json marks "deprecated": ' +
      'true, with the replacement their description names.',
    missingReleases,
    options: dated('options'),
    pluginOptions: Object.fromEntries(Object.entries(pluginOptions).sort(([a], [b]) => (a < b ? -1 : 1))),
    hooks: dated('hooks'),
    exports: dated('exports'),
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
 * What the coverage checks find in the installed webpack, by the keys of data/since.json.
 * @returns {Names}
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
      const schema = /** @type {import('../../lib/reference/schema-shapes.ts').SchemaNode} */ (
        readJson(join(pluginsDir, `${path}.json`))
      );
      return propertiesOf(schema, schema).map((option) => `${path}.${option}`);
    }),
  );
  const schema = readWebpackSchema(join(INSTALLED, 'schemas', 'WebpackOptions.json'));
  return {
    options: new Set(webpackOptions(schema).map(({ option }) => option)),
    pluginOptions,
    hooks,
    exports: runtimeExports(),
  };
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
  for (const kind of /** @type {(keyof Names)[]} */ (['options', 'pluginOptions', 'hooks', 'exports'])) {
    const entries = data[kind] ?? {};
    for (const name of names[kind]) if (!(name in entries)) missing.push({ kind, name });
    for (const [name, version] of Object.entries(entries)) {
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
    const later = (/** @type {{ [name: string]: string }} */ map) =>
      Object.values(map).filter((version) => version !== '5.0.0').length;
    for (const kind of /** @type {const} */ (['options', 'pluginOptions', 'hooks', 'exports'])) {
      const map = data[kind];
      console.log(`${kind}: ${Object.keys(map).length} dated, ${later(map)} after 5.0.0`);
    }
    console.log(`deprecated options: ${Object.keys(data.deprecated.options).length}`);
    if (data.missingReleases.length > 0)
      console.log(`not on the registry: ${data.missingReleases.join(', ')}`);
    console.log(`wrote ${values.out}`);
  }
}
