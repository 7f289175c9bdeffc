// Which options of each third-party loader and plugin its page documents, checked against the
// option schema the installed package ships (`dist/options.json` and the like). A package
// without a schema gets one derived from what it really reads: html-webpack-plugin from the
// `Options` interface of its typings, thread-loader from the options its worker pool reads.
// Reports options with no heading, headings that name no option, option sections that do not
// open with their type and default, and pages that do not exist yet.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { toString } from 'mdast-util-to-string';
import { readPage } from '../../lib/content/read-page.ts';
import { checkOptionHeadings } from './option-headings.mjs';
import { referenceHeadings } from './reference-headings.mjs';
import { CHECK_OPTIONS } from './command-line.mjs';
import { SCHEMA_FILES } from './option-schemas.mjs';
import { commandLine, isMain } from '../shared/main.mjs';

const USAGE =
  'node --import tsx scripts/checks/package-options-coverage.mjs [--content dir] [--page loaders/css-loader] [--json]';

// The packages are the project's own devDependencies, installed at the top of node_modules.
// (Several do not export their package.json, so `require.resolve` cannot find it.)
const NODE_MODULES = join(import.meta.dirname, '..', '..', 'node_modules');

/** @typedef {import('./schema-shapes.mjs').SchemaNode} SchemaNode */
/**
 * A third-party page: its package, and the schemas it documents by qualifier (`options`, or
 * `plugin` and `loader`), each loaded when the page is checked.
 * @typedef {{ package: string, schemas: { [qualifier: string]: () => SchemaNode } }} PackagePage
 */
/** @typedef {import('./option-headings.mjs').OptionRef} OptionRef */
/** @typedef {import('./option-headings.mjs').OptionAt} OptionAt */
/**
 * @typedef {object} PackageReport
 * @property {{ [name: string]: { page: string, version: string, options: number, covered: number } }} packages
 * @property {number} required
 * @property {number} covered
 * @property {OptionRef[]} missing
 * @property {OptionAt[]} unknown
 * @property {OptionAt[]} untyped
 * @property {{ page: string, version: string }[]} unversioned
 * @property {string[]} absentPages
 */

/** The folder of an installed package. */
const packageDir = (/** @type {string} */ name) => join(NODE_MODULES, name);

/**
 * A schema read from a JSON file the package ships.
 * @param {string} name
 * @param {string} file
 * @returns {() => SchemaNode}
 */
const shipped = (name, file) => () => JSON.parse(readFileSync(join(packageDir(name), file), 'utf8'));

/**
 * A page of one package whose schemas are the JSON files it ships, as listed in SCHEMA_FILES
 * (scripts/checks/option-schemas.mjs, which the configuration checks validate options with).
 * @param {string} name
 * @returns {PackagePage}
 */
const withSchema = (name) => {
  const files = SCHEMA_FILES[name];
  if (!files) throw new Error(`${name} has no entry in SCHEMA_FILES`);
  return {
    package: name,
    schemas: Object.fromEntries(
      Object.entries(files).map(([qualifier, file]) => [qualifier, shipped(name, file)]),
    ),
  };
};

/**
 * An object schema with the given property names, for packages that ship no schema.
 * @param {string[]} names
 * @returns {SchemaNode}
 */
const withProperties = (names) => ({
  type: 'object',
  properties: Object.fromEntries(names.map((n) => [n, {}])),
});

/**
 * Property names of an interface in a package's typings, read with the TypeScript parser.
 * @param {string} name
 * @param {string} file
 * @param {string} interfaceName
 */
function interfaceProperties(name, file, interfaceName) {
  const path = join(packageDir(name), file);
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  /** @type {string[]} */
  const names = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === interfaceName) {
      for (const member of node.members)
        if (member.name && ts.isIdentifier(member.name)) names.push(member.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (names.length === 0) throw new Error(`${name}/${file} has no interface ${interfaceName}`);
  return names;
}

/**
 * Options a loader with a free-form schema (`additionalProperties: true`, no properties) reads
 * itself, from its source: `options.x` reads (not `./options.json`) and `const { x } = options`. The rest of what it
 * is given passes through to the tool it wraps (CoffeeScript, the executed module).
 * @param {string} name
 * @param {string} file
 */
function optionsReadBy(name, file) {
  const source = readFileSync(join(packageDir(name), file), 'utf8');
  const names = new Set(captures(source, /(?<![\w/])options\.(\w+)/g));
  for (const list of captures(source, /const \{([^}]*)\} = options\b/g))
    for (const part of list.split(',')) {
      // `split` gives at least one string, so the default is never taken.
      const [option = ''] = part.trim().split(/[\s:=]/);
      if (part.trim()) names.add(option);
    }
  if (names.size === 0) throw new Error(`${name}/${file} reads no options`);
  return [...names];
}

/**
 * The first group of every match of `pattern` (global, its group always taking part) in `source`.
 * @param {string} source
 * @param {RegExp} pattern
 */
function captures(source, pattern) {
  return [...source.matchAll(pattern)].map((match) => {
    const group = match[1];
    if (group === undefined) throw new Error(`${pattern} matched without its group`);
    return group;
  });
}

/** Options thread-loader's worker pool reads (`options.x` in its `getPool`). */
function threadLoaderOptions() {
  const source = readFileSync(join(packageDir('thread-loader'), 'dist', 'workerPools.js'), 'utf8');
  const pool = /function getPool\(options\) \{([\s\S]*?)\n\}/.exec(source)?.[1];
  if (!pool) throw new Error('thread-loader/dist/workerPools.js has no getPool(options)');
  return [...new Set(captures(pool, /options\.(\w+)/g))];
}

/**
 * The page of each package and the schemas it documents. A page with two schemas (a plugin
 * and its loader) qualifies its headings with `plugin.` and `loader.`.
 * @type {{ [page: string]: PackagePage }}
 */
export const PACKAGE_PAGES = {
  'loaders/babel-loader': withSchema('babel-loader'),
  'loaders/coffee-loader': {
    package: 'coffee-loader',
    schemas: { options: () => withProperties(optionsReadBy('coffee-loader', 'dist/index.js')) },
  },
  'loaders/css-loader': withSchema('css-loader'),
  'loaders/exports-loader': withSchema('exports-loader'),
  'loaders/expose-loader': withSchema('expose-loader'),
  'loaders/html-loader': withSchema('html-loader'),
  'loaders/imports-loader': withSchema('imports-loader'),
  'loaders/less-loader': withSchema('less-loader'),
  'loaders/node-loader': withSchema('node-loader'),
  'loaders/postcss-loader': withSchema('postcss-loader'),
  'loaders/remark-loader': withSchema('remark-loader'),
  'loaders/sass-loader': withSchema('sass-loader'),
  'loaders/source-map-loader': withSchema('source-map-loader'),
  'loaders/style-loader': withSchema('style-loader'),
  'loaders/stylus-loader': withSchema('stylus-loader'),
  'loaders/thread-loader': {
    package: 'thread-loader',
    schemas: { options: () => withProperties(threadLoaderOptions()) },
  },
  'loaders/val-loader': {
    package: 'val-loader',
    schemas: { options: () => withProperties(optionsReadBy('val-loader', 'dist/index.js')) },
  },
  'plugins/chunks-webpack-plugin': withSchema('chunks-webpack-plugin'),
  'plugins/compression-webpack-plugin': withSchema('compression-webpack-plugin'),
  'plugins/copy-webpack-plugin': withSchema('copy-webpack-plugin'),
  'plugins/css-minimizer-webpack-plugin': withSchema('css-minimizer-webpack-plugin'),
  'plugins/eslint-webpack-plugin': withSchema('eslint-webpack-plugin'),
  'plugins/html-minimizer-webpack-plugin': withSchema('html-minimizer-webpack-plugin'),
  'plugins/html-webpack-plugin': {
    package: 'html-webpack-plugin',
    schemas: {
      options: () => withProperties(interfaceProperties('html-webpack-plugin', 'typings.d.ts', 'Options')),
    },
  },
  'plugins/image-minimizer-webpack-plugin': withSchema('image-minimizer-webpack-plugin'),
  'plugins/install-webpack-plugin': withSchema('install-webpack-plugin'),
  'plugins/json-minimizer-webpack-plugin': withSchema('json-minimizer-webpack-plugin'),
  'plugins/mini-css-extract-plugin': withSchema('mini-css-extract-plugin'),
  'plugins/stylelint-webpack-plugin': withSchema('stylelint-webpack-plugin'),
  'plugins/svg-chunk-webpack-plugin': withSchema('svg-chunk-webpack-plugin'),
  'plugins/terser-webpack-plugin': withSchema('terser-webpack-plugin'),
};

/**
 * The text of a page before its first `##`: where docs/CONTENT.md wants the version named.
 * @param {string} contentDir
 * @param {string} page
 */
function introduction(contentDir, page) {
  const { body } = readPage(contentDir, `${page}.mdx`);
  const end = body.tree.children.findIndex((node) => node.type === 'heading' && node.depth <= 2);
  return body.tree.children
    .slice(0, end < 0 ? undefined : end)
    .map((node) => toString(node))
    .join('\n');
}

/**
 * Coverage of the third-party pages in `contentDir` (the folder holding `loaders/` and `plugins/`).
 * @param {string} contentDir
 * @param {{ [page: string]: PackagePage }} pages
 */
export function coverage(contentDir, pages = PACKAGE_PAGES) {
  /** @type {PackageReport} */
  const report = {
    packages: {},
    required: 0,
    covered: 0,
    missing: [],
    unknown: [],
    untyped: [],
    unversioned: [],
    absentPages: [],
  };
  for (const [page, { package: name, schemas }] of Object.entries(pages)) {
    const headings = referenceHeadings(contentDir, `${page}.mdx`);
    if (headings === null) {
      report.absentPages.push(page);
      continue;
    }
    const list = Object.entries(schemas).map(([qualifier, load]) => ({ name: qualifier, schema: load() }));
    const checked = checkOptionHeadings(page, headings, list);
    const { version } = /** @type {{ version: string }} */ (
      JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8'))
    );
    // A page names the version it describes before its first section, so readers of a newer
    // release know at once; a dependency upgrade then fails here until the page is reread.
    if (!introduction(contentDir, page).includes(`${name} ${version}`))
      report.unversioned.push({ page, version });
    report.packages[name] = {
      page,
      version,
      options: checked.required.length,
      covered: checked.required.length - checked.missing.length,
    };
    report.required += checked.required.length;
    report.covered += checked.required.length - checked.missing.length;
    report.missing.push(...checked.missing);
    report.unknown.push(...checked.unknown);
    report.untyped.push(...checked.untyped);
  }
  return report;
}

if (isMain(import.meta.url)) {
  const { values } = commandLine(import.meta.url, USAGE, {
    options: { ...CHECK_OPTIONS, page: { type: 'string' } },
  });
  const contentDir = values.content;
  const only = values.page;
  const chosen = only ? PACKAGE_PAGES[only] : undefined;
  if (only && !chosen) throw new Error(`${only} is not a third-party page this script knows`);
  const pages = only && chosen ? { [only]: chosen } : PACKAGE_PAGES;
  const report = coverage(contentDir, pages);
  if (values.json) process.stdout.write(JSON.stringify(report));
  else {
    console.log(`${report.covered} of ${report.required} options documented`);
    for (const p of report.absentPages) console.log(`absent   content/${p}.mdx`);
    for (const m of report.missing) console.log(`missing  content/${m.page}.mdx: \`${m.option}\``);
    for (const u of report.unknown)
      console.log(`unknown  content/${u.page}.mdx line ${u.line}: \`${u.option}\` is not an option`);
    for (const v of report.unversioned)
      console.log(
        `version  content/${v.page}.mdx: its introduction does not name the installed version ${v.version}`,
      );
    for (const t of report.untyped)
      console.log(
        `untyped  content/${t.page}.mdx line ${t.line}: \`${t.option}\` needs a "Type: … · Default: …" line first`,
      );
  }
  process.exitCode =
    report.missing.length +
      report.unknown.length +
      report.untyped.length +
      report.unversioned.length +
      report.absentPages.length >
    0
      ? 1
      : 0;
}
