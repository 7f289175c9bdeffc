// The schema that the options of a plugin or a loader are checked against: for a third-party
// package, the JSON schema it ships (checked with the schema-utils the package itself depends
// on, as the package does); for one of webpack's own plugins, the schema its source file
// validates with. A package or webpack plugin with no schema is listed with the reason its
// options cannot be checked; anything else is unknown, and the caller reports it.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import querystring from 'node:querystring';

const NODE_MODULES = join(import.meta.dirname, '..', '..', 'node_modules');

/**
 * The JSON schemas the third-party packages ship, by package and by what they describe:
 * `options` for a package that is one plugin or one loader, `plugin` and `loader` for a plugin
 * package that also has a loader. One list, lib/reference/schema-files.json, which the pages'
 * coverage and the reference cards (lib/reference/package-schemas.ts) read too.
 * @type {{ [name: string]: { [qualifier: string]: string } }}
 */
export const SCHEMA_FILES = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'lib', 'reference', 'schema-files.json'), 'utf8'),
);

/** Third-party packages that ship no schema and validate nothing, with the reason. */
const UNCHECKED_PACKAGES = {
  'coffee-loader': 'ships no schema: every option it does not read itself goes to CoffeeScript',
  'csv-loader': 'ships no schema: its options go to Papa Parse unchecked',
  'val-loader': 'ships no schema: its options are handed to the executed module as they are',
  'thread-loader': 'ships no schema and reads its pool options without checking them',
  'html-webpack-plugin':
    'ships no schema and checks no option: its Options typings accept any property as template data',
};

/**
 * Packages that check their options with code of their own instead of a JSON schema: each
 * entry runs that check (or, where the package does not export it, the same rule read from its
 * source) for a class or loader of the package.
 * @type {{ [name: string]: (name: string, dir: string) => ((options: unknown) => void) | undefined }}
 */
const OWN_VALIDATION = {
  // ts-loader accepts only the names in its `validLoaderOptions` list, which it does not export.
  'ts-loader': (name, dir) => {
    const source = readFileSync(join(dir, 'dist', 'index.js'), 'utf8');
    const list = /const validLoaderOptions = \[([^\]]*)\]/.exec(source)?.[1];
    if (!list) throw new Error('ts-loader/dist/index.js has no validLoaderOptions list');
    const valid = new Set([...list.matchAll(/'(\w+)'/g)].map((match) => match[1]));
    return (options) => {
      const unexpected = Object.keys(/** @type {object} */ (options)).filter((key) => !valid.has(key));
      if (unexpected.length > 0)
        throw new Error(`ts-loader was supplied with an unexpected loader option: ${unexpected.join(', ')}`);
    };
  },
  // workbox-webpack-plugin validates with workbox-build's functions when the plugin runs.
  'workbox-webpack-plugin': (name, dir) => {
    const validators = createRequire(join(dir, 'package.json'))('workbox-build/build/lib/validate-options');
    const validate = validators[`validateWebpack${name}Options`];
    return typeof validate === 'function' ? (options) => void validate(options) : undefined;
  },
};

/** webpack's own plugins whose source validates no options object, with the reason. */
const UNCHECKED_WEBPACK_PLUGINS = {
  DefinePlugin: 'takes any object: each key is an expression to replace',
  ProvidePlugin: 'takes any object: each key is a free variable to provide',
  EnvironmentPlugin: 'takes any object of names and defaults',
  EvalSourceMapDevToolPlugin:
    'checks nothing: its options are typed as those of SourceMapDevToolPlugin but never validated',
};

/**
 * The package that holds `file`: the folder after its last `node_modules`, with its scope.
 * @param {string} file
 * @returns {string | undefined}
 */
function packageOf(file) {
  const parts = file.split(sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return undefined;
  const [first, second] = parts.slice(at + 1);
  if (!first) return undefined;
  return first.startsWith('@') && second ? `${first}/${second}` : first;
}

/**
 * The folder of `name` as loaded from `file` (a package's own nested copy when it has one).
 * @param {string} file
 * @param {string} name
 */
function packageDir(file, name) {
  const at = file.lastIndexOf(`${sep}node_modules${sep}${name.split('/').join(sep)}${sep}`);
  return at < 0 ? join(NODE_MODULES, name) : file.slice(0, at + `${sep}node_modules${sep}${name}`.length);
}

/**
 * Options given as a query string, read as loader-runner's getOptions reads them.
 * @param {unknown} options
 */
function optionsObject(options) {
  if (typeof options !== 'string') return options;
  return options.startsWith('{') ? JSON.parse(options) : { ...querystring.parse(options) };
}

/** @typedef {{ check: (options: unknown) => void, schema: string } | { reason: string } | { problem: string }} OptionsCheck */

/**
 * A check of `options` against `schemaPath`, with the schema-utils that `dir`'s package uses.
 * @param {string} dir
 * @param {string} schemaPath
 * @param {string} name
 * @returns {OptionsCheck}
 */
function schemaCheck(dir, schemaPath, name) {
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8'));
  const { validate } = createRequire(join(dir, 'package.json'))('schema-utils');
  return {
    schema: schemaPath.slice(schemaPath.lastIndexOf(`node_modules${sep}`) + 'node_modules/'.length),
    check: (options) =>
      validate(schema, /** @type {object} */ (optionsObject(options)), { name, baseDataPath: 'options' }),
  };
}

/**
 * How the options of a plugin class or a loader loaded from `file` are checked.
 * @param {'plugin' | 'loader'} kind
 * @param {string} file the module the class or the loader was loaded from
 * @param {string} name the class's name, or the loader as the configuration names it
 * @returns {OptionsCheck}
 */
export function optionsCheck(kind, file, name) {
  const pkg = packageOf(file);
  if (!pkg)
    return {
      problem: `${kind} ${name} (${file}) is not an installed package, so its options have no schema`,
    };
  const dir = packageDir(file, pkg);
  if (pkg === 'webpack') {
    // The schema webpack's own plugin validates its options with, named in its source file.
    const schema = /schemas\/plugins\/[\w/]+\.json/.exec(readFileSync(file, 'utf8'))?.[0];
    if (schema) return schemaCheck(dir, join(dir, schema), `webpack's ${name}`);
    const reason = /** @type {{ [name: string]: string }} */ (UNCHECKED_WEBPACK_PLUGINS)[name];
    if (reason) return { reason: `webpack's ${name} ${reason}` };
    return {
      problem: `webpack's ${name} validates no options and no reason is recorded in ${import.meta.filename}`,
    };
  }
  const own = OWN_VALIDATION[pkg]?.(name, dir);
  if (own) return { schema: `${pkg}'s own validation`, check: own };
  const files = SCHEMA_FILES[pkg];
  const relative = files?.[kind] ?? files?.options;
  if (relative) {
    const schemaPath = join(dir, relative);
    if (!existsSync(schemaPath)) return { problem: `${pkg} has no ${relative}` };
    return schemaCheck(dir, schemaPath, pkg);
  }
  const reason = /** @type {{ [name: string]: string }} */ (UNCHECKED_PACKAGES)[pkg];
  if (reason) return { reason: `${pkg} ${reason}` };
  return { problem: `${kind} ${name} from ${pkg} has no known schema (${dirname(file)})` };
}
