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

/** Resolves a configuration export: object, array, function of (env, argv) or promise. */
async function resolveExport(exported) {
  let config = exported && exported.__esModule ? exported.default : exported;
  if (typeof config === 'function') config = config({}, { mode: 'production' });
  config = await config;
  return Array.isArray(config) ? config : [config];
}

const { positionals: files } = commandLine(
  import.meta.url,
  'node scripts/checks/validate-webpack-configs.mjs file ...',
  { options: {}, allowPositionals: true },
);
const results = [];
for (const file of files) {
  try {
    const configs = await resolveExport(await load(file));
    for (const config of configs) {
      const resolved = typeof config === 'function' ? await config({}, { mode: 'production' }) : config;
      webpack.validate(resolved);
    }
    results.push({ file, ok: true });
  } catch (error) {
    results.push({ file, ok: false, error: String(error.message ?? error).slice(0, 2000) });
  }
}
process.stdout.write(JSON.stringify(results));
