// Which top-level fields of the stats JSON the Stats Data page documents, checked against a
// real build with the installed webpack. A field heading is a heading made of one inline code
// span inside the page's "Top-level fields" section (`### \`assetsByChunkName\``). Reports the
// fields a build returns that have no heading there, and the headings that name no field.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { readPage } from '../../lib/content/read-page.ts';
import { filesUnder } from '../../lib/files.ts';
import { codeSpanName } from '../../lib/mdx/heading-ids.ts';
import { CHECK_OPTIONS } from './command-line.mjs';
import { commandLine, isMain } from '../shared/main.mjs';

const USAGE = 'node --import tsx scripts/checks/stats-coverage.mjs [--content dir] [--json]';

const require = createRequire(import.meta.url);
const webpack = require('webpack');

const REPO = new URL('../..', import.meta.url).pathname;
const PROJECT = join(REPO, 'samples', 'project');
const PAGE = join('api', 'stats.mdx');
/** The id of the `##` section whose field headings are checked; other sections may use code headings freely. */
export const SECTION_ID = 'top-level-fields';
/** The named presets `toJson()` accepts: some fields (`logging`, `filteredErrorDetailsCount`) only appear with one of them. */
export const PRESETS = [
  'none',
  'summary',
  'errors-only',
  'errors-warnings',
  'minimal',
  'normal',
  'detailed',
  'verbose',
];

/**
 * Builds samples/project and collects the top-level keys `toJson()` returns, with the stats
 * options that produced each. The build is named (a `name` field) and asks for one additional
 * pass, so the stats of its first pass carry `needAdditionalPass`.
 */
export async function collectFields() {
  mkdirSync(join(REPO, '.cache'), { recursive: true });
  const output = mkdtempSync(join(REPO, '.cache', 'stats-coverage-'));
  /** @type {Map<string, string[]>} */
  const fields = new Map();
  /**
   * @param {object} json
   * @param {string} from
   */
  const record = (json, from) => {
    // Object.keys, not JSON.stringify: `filteredAssets` and `env` are keys whose value may be undefined.
    for (const key of Object.keys(json)) {
      let sources = fields.get(key);
      if (!sources) {
        sources = [];
        fields.set(key, sources);
      }
      sources.push(from);
    }
  };
  let passes = 0;
  const compiler = webpack({
    name: 'stats-coverage',
    mode: 'production',
    context: PROJECT,
    entry: './src/index.js',
    output: { path: output, filename: '[name].js', chunkFilename: '[name].js' },
    optimization: { chunkIds: 'named' },
    infrastructureLogging: { level: 'none' },
    plugins: [
      (compiler) => {
        compiler.hooks.thisCompilation.tap('StatsCoverage', (compilation) => {
          compilation.hooks.needAdditionalPass.tap('StatsCoverage', () => passes++ === 0);
        });
        compiler.hooks.done.tap('StatsCoverage', (stats) => {
          if (stats.compilation.needAdditionalPass) record(stats.toJson({ all: true }), 'additional pass');
        });
      },
    ],
  });
  try {
    const stats = await new Promise((resolve, reject) => {
      compiler.run((err, result) => (err ? reject(err) : resolve(result)));
    });
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    record(stats.toJson({ all: true }), 'all: true');
    record(stats.toJson(), 'default');
    for (const preset of PRESETS) record(stats.toJson(preset), preset);
  } finally {
    await new Promise((resolve) => compiler.close(resolve));
    rmSync(output, { recursive: true, force: true });
  }
  return [...fields].map(([key, from]) => ({ key, from })).sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * `collectFields()`, kept in `.cache/stats-fields/` under a hash of what the fields depend on:
 * this script, samples/project, the locked packages and Node.js. The stats test asks for them on
 * three content folders a run, and each build costs seconds of CPU.
 * @returns {Promise<{ key: string, from: string[] }[]>}
 */
export async function buildFields() {
  const digest = createHash('sha256');
  const inputs = [
    readFileSync(new URL(import.meta.url)),
    readFileSync(join(REPO, 'package-lock.json')),
    process.version,
    ...filesUnder(PROJECT).flatMap((file) => [file, readFileSync(join(PROJECT, file))]),
  ];
  for (const input of inputs) digest.update(input).update('\0');
  const dir = join(REPO, '.cache', 'stats-fields');
  const file = join(dir, `${digest.digest('hex').slice(0, 32)}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const fields = await collectFields();
  mkdirSync(dir, { recursive: true });
  // Written whole, then renamed: a check running beside this one never reads half a file.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(fields));
  renameSync(partial, file);
  return fields;
}

/**
 * Field headings of the page's top-level section, or `undefined` when the page or the section is missing.
 * @param {string} contentDir
 */
export function fieldHeadings(contentDir) {
  if (!existsSync(join(contentDir, PAGE))) return undefined;
  const { body } = readPage(contentDir, PAGE);
  const start = body.headings.findIndex(({ node, id }) => node.depth === 2 && id === SECTION_ID);
  if (start === -1) return undefined;
  const headings = [];
  for (const { node } of body.headings.slice(start + 1)) {
    if (node.depth <= 2) break;
    const key = codeSpanName(node);
    if (key !== undefined)
      headings.push({ key, line: (node.position?.start.line ?? 0) + body.place.lineOffset });
  }
  return headings;
}

/**
 * Coverage of `content/api/stats.mdx` under `contentDir` against the fields of a real build.
 * @param {string} contentDir
 */
export async function coverage(contentDir) {
  const fields = await buildFields();
  const headings = fieldHeadings(contentDir);
  const documented = headings ?? [];
  const keys = new Set(fields.map((field) => field.key));
  return {
    page: `content/${PAGE}`,
    sectionMissing: headings === undefined,
    fields,
    covered: fields.filter((field) => documented.some((heading) => heading.key === field.key)).length,
    missing: fields
      .filter((field) => !documented.some((heading) => heading.key === field.key))
      .map((field) => field.key),
    unknown: documented.filter((heading) => !keys.has(heading.key)),
  };
}

if (isMain(import.meta.url)) {
  const { values } = commandLine(import.meta.url, USAGE, { options: CHECK_OPTIONS });
  const report = await coverage(values.content);
  if (values.json) {
    process.stdout.write(JSON.stringify(report));
  } else {
    if (report.sectionMissing)
      console.log(`${report.page}: no "## Top-level fields" section (id #${SECTION_ID})`);
    console.log(`${report.covered} of ${report.fields.length} top-level stats fields documented`);
    for (const key of report.missing) console.log(`missing  ${report.page}: \`${key}\``);
    for (const { key, line } of report.unknown)
      console.log(`unknown  ${report.page} line ${line}: \`${key}\` is not a field of toJson()`);
  }
  process.exitCode = report.sectionMissing || report.missing.length + report.unknown.length > 0 ? 1 : 0;
}
