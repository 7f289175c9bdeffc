// Loads each configuration file named on the command line the way webpack-cli would and
// checks it with webpack's own `validate`. Prints one JSON result per file; used by the
// content tests, in a child process so configurations load as real CommonJS/ESM modules.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import webpack from 'webpack';
import { commandLine } from '../shared/main.mjs';

const require = createRequire(import.meta.url);

/**
 * The module a configuration file exports, loaded as webpack-cli loads it.
 * @param {string} file
 * @returns {Promise<unknown>}
 */
async function load(file) {
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

const { positionals: files } = commandLine(
  import.meta.url,
  'node scripts/checks/validate-webpack-configs.mjs file ...',
  { options: {}, allowPositionals: true },
);
/** @type {{ file: string, ok: boolean, error?: string }[]} */
const results = [];
for (const file of files) {
  try {
    const configs = await resolveExport(await load(file));
    for (const config of configs) {
      const resolved =
        typeof config === 'function'
          ? await /** @type {ConfigFunction} */ (config)({}, { mode: 'production' })
          : config;
      // What the file exports is unknown until webpack's own validation has checked it.
      webpack.validate(/** @type {import('webpack').Configuration} */ (resolved));
    }
    results.push({ file, ok: true });
  } catch (error) {
    const { message } = /** @type {{ message?: unknown }} */ (error);
    results.push({ file, ok: false, error: String(message ?? error).slice(0, 2000) });
  }
}
process.stdout.write(JSON.stringify(results));
