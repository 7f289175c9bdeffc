// The option schemas of the third-party loaders and plugins the site documents, one page each:
// the schema the installed package ships (`dist/options.json` and the like), or for a package
// without one, a schema derived from what it really reads: html-webpack-plugin from the
// `Options` interface of its typings (each option typed as they type it), thread-loader from the
// options its worker pool reads. scripts/checks/package-options-coverage.mjs holds the pages to
// them; the reference cards of search show their types and defaults.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { installedFile, installedJson } from './installed';
import SCHEMA_FILES from './schema-files.json';
import type { SchemaNode } from './schema-shapes';

/**
 * A third-party page: its package, and the schemas it documents by qualifier (`options`, or
 * `plugin` and `loader`), each loaded when it is read.
 */
export interface PackagePage {
  package: string;
  schemas: { [qualifier: string]: () => SchemaNode };
}

/** A file of an installed package as text. */
const packageText = (name: string, file: string): string =>
  readFileSync(installedFile(`${name}/${file}`), 'utf8');

/** A schema read from a JSON file the package ships. */
const shipped =
  (name: string, file: string): (() => SchemaNode) =>
  () =>
    installedJson<SchemaNode>(`${name}/${file}`);

/**
 * A page of one package whose schemas are the JSON files it ships, as schema-files.json lists
 * them: the one list the configuration checks (scripts/checks/option-schemas.mjs) validate
 * options with.
 */
const withSchema = (name: string): PackagePage => {
  const files = (SCHEMA_FILES as { [name: string]: { [qualifier: string]: string } })[name];
  if (!files) throw new Error(`lib/reference/schema-files.json has no entry for ${name}`);
  return {
    package: name,
    schemas: Object.fromEntries(
      Object.entries(files).map(([qualifier, file]) => [qualifier, shipped(name, file)]),
    ),
  };
};

/** An object schema with the given properties, for packages that ship no schema. */
const withProperties = (properties: { [name: string]: SchemaNode }): SchemaNode => ({
  type: 'object',
  properties,
});

/** Property nodes of unknown type for each name: what a package reads, but types nowhere. */
const untyped = (names: readonly string[]): { [name: string]: SchemaNode } =>
  Object.fromEntries(names.map((name) => [name, {}]));

/**
 * The properties of an interface in a package's typings, read with the TypeScript parser, each
 * with its declared type as the schema keyword `tsType` (webpack's schemas use it the same way).
 */
function interfaceProperties(
  name: string,
  file: string,
  interfaceName: string,
): { [name: string]: SchemaNode } {
  const source = ts.createSourceFile(file, packageText(name, file), ts.ScriptTarget.Latest, true);
  const properties: { [name: string]: SchemaNode } = {};
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === interfaceName) {
      for (const member of node.members) {
        if (!member.name || !ts.isIdentifier(member.name)) continue;
        const type = ts.isPropertySignature(member) ? member.type : undefined;
        properties[member.name.text] = type ? { tsType: type.getText() } : {};
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (Object.keys(properties).length === 0)
    throw new Error(`${name}/${file} has no interface ${interfaceName}`);
  return properties;
}

/** The first group of every match of `pattern` (global, its group always taking part) in `source`. */
function captures(source: string, pattern: RegExp): string[] {
  return [...source.matchAll(pattern)].map((match) => {
    const group = match[1];
    if (group === undefined) throw new Error(`${pattern} matched without its group`);
    return group;
  });
}

/**
 * Options a loader with a free-form schema (`additionalProperties: true`, no properties) reads
 * itself, from its source: `options.x` reads (not `./options.json`) and `const { x } = options`. The rest of what it
 * is given passes through to the tool it wraps (CoffeeScript, the executed module).
 */
function optionsReadBy(name: string, file: string): string[] {
  const source = packageText(name, file);
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

/** Options thread-loader's worker pool reads (`options.x` in its `getPool`). */
function threadLoaderOptions(): string[] {
  const pool = /function getPool\(options\) \{([\s\S]*?)\n\}/.exec(
    packageText('thread-loader', 'dist/workerPools.js'),
  )?.[1];
  if (!pool) throw new Error('thread-loader/dist/workerPools.js has no getPool(options)');
  return [...new Set(captures(pool, /options\.(\w+)/g))];
}

/**
 * The page of each package and the schemas it documents. A page with two schemas (a plugin
 * and its loader) qualifies its headings with `plugin.` and `loader.`.
 */
export const PACKAGE_PAGES: { [page: string]: PackagePage } = {
  'loaders/babel-loader': withSchema('babel-loader'),
  'loaders/coffee-loader': {
    package: 'coffee-loader',
    schemas: { options: () => withProperties(untyped(optionsReadBy('coffee-loader', 'dist/index.js'))) },
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
    schemas: { options: () => withProperties(untyped(threadLoaderOptions())) },
  },
  'loaders/val-loader': {
    package: 'val-loader',
    schemas: { options: () => withProperties(untyped(optionsReadBy('val-loader', 'dist/index.js'))) },
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
