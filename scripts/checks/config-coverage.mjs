// Which webpack options the configuration pages document, checked against the installed
// schemas. An option heading is a heading made of one inline code span naming an option
// path (`output.filename`, `Rule.test`, `devServer.port`). Reports options with no heading on
// their page, and option headings that name a path the schemas do not have.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readPage } from '../../lib/content/read-page.ts';
import { codeSpanName } from '../../lib/mdx/heading-ids.ts';
import { devServerSchema, optionNodes, webpackSchema } from '../../lib/reference/installed.ts';
import { propertiesOf } from '../../lib/reference/schema-shapes.ts';
import { CHECK_OPTIONS } from './command-line.mjs';
import { commandLine, isMain } from '../shared/main.mjs';

const USAGE = 'node --import tsx scripts/checks/config-coverage.mjs [--page output] [--content dir] [--json]';

/** @typedef {import('../../lib/reference/installed.ts').WebpackSchema} WebpackSchema */

/**
 * The page of each top-level option; a new webpack option without a page fails loudly.
 * @type {{ [page: string]: string[] }}
 */
const TOP_LEVEL_PAGES = {
  'entry-context': ['context', 'entry'],
  mode: ['mode'],
  output: ['output'],
  module: ['module'],
  resolve: ['resolve', 'resolveLoader'],
  optimization: ['optimization'],
  plugins: ['plugins'],
  'dev-server': ['devServer'],
  cache: ['cache'],
  devtool: ['devtool'],
  'extending-configurations': ['extends'],
  target: ['target'],
  watch: ['watch', 'watchOptions'],
  externals: ['externals', 'externalsType', 'externalsPresets'],
  performance: ['performance'],
  node: ['node'],
  stats: ['stats'],
  experiments: ['experiments'],
  infrastructureLogging: ['infrastructureLogging'],
  'other-options': [
    'amd',
    'bail',
    'dependencies',
    'dotenv',
    'ignoreWarnings',
    'loader',
    'name',
    'parallelism',
    'profile',
    'recordsInputPath',
    'recordsOutputPath',
    'recordsPath',
    'snapshot',
    'validate',
  ],
};

/** Options whose every property is documented too, and the page they are on. */
const PROPERTY_PAGES = {
  output: 'output',
  module: 'module',
  resolve: 'resolve',
  optimization: 'optimization',
  experiments: 'experiments',
  cache: 'cache',
  snapshot: 'other-options',
  stats: 'stats',
  watchOptions: 'watch',
  node: 'node',
  performance: 'performance',
  infrastructureLogging: 'infrastructureLogging',
  externalsPresets: 'externals',
};

/**
 * True when a dotted option path exists in the schemas.
 * @param {string} path
 */
export const optionExists = (path) => optionNodes(path).nodes.length > 0;

const PAGE_OF = new Map(
  Object.entries(TOP_LEVEL_PAGES).flatMap(([page, names]) => names.map((name) => [name, page])),
);

/**
 * The options a WebpackOptions schema (the installed one, or an older release's) gives the
 * configuration pages, with the page of each; a top-level option no page is assigned has none.
 * @param {WebpackSchema} schema
 * @returns {{ option: string, page: string | undefined }[]}
 */
export function webpackOptions(schema) {
  const options = Object.keys(schema.properties).map((name) => ({ option: name, page: PAGE_OF.get(name) }));
  for (const [name, page] of Object.entries(PROPERTY_PAGES)) {
    for (const prop of propertiesOf(schema, schema.properties[name]))
      options.push({ option: `${name}.${prop}`, page });
  }
  for (const prop of propertiesOf(schema, schema.definitions.RuleSetRule))
    options.push({ option: `Rule.${prop}`, page: 'module' });
  return options;
}

/** Every option path that must have a heading, with its page. */
export function requiredOptions() {
  const required = webpackOptions(webpackSchema).map(({ option, page }) => {
    if (!page)
      throw new Error(
        `webpack's schema has a top-level option "${option}" that no configuration page is assigned`,
      );
    return { option, page };
  });
  for (const prop of propertiesOf(devServerSchema, devServerSchema))
    required.push({ option: `devServer.${prop}`, page: 'dev-server' });
  return required;
}

/**
 * Option headings of one page: headings made of a single inline code span.
 * @param {string} contentDir
 * @param {string} relPath
 */
function optionHeadings(contentDir, relPath) {
  // The site's own reader: the same parse, the same checks, lines counted in the file.
  const { body } = readPage(contentDir, relPath);
  return body.headings.flatMap(({ node }) => {
    const option = codeSpanName(node);
    return option === undefined
      ? []
      : [{ option, line: (node.position?.start.line ?? 0) + body.place.lineOffset }];
  });
}

/**
 * Coverage of the configuration pages in `contentDir` (the folder holding `configuration/`).
 * @param {string} contentDir
 */
export function coverage(contentDir) {
  const dir = join(contentDir, 'configuration');
  const files = readdirSync(dir).filter((name) => name.endsWith('.mdx'));
  const documented = new Map(
    files.map((name) => [name.replace(/\.mdx$/, ''), optionHeadings(contentDir, `configuration/${name}`)]),
  );
  const required = requiredOptions();
  const missing = required.filter(
    ({ option, page }) => !(documented.get(page) ?? []).some((heading) => heading.option === option),
  );
  const unknown = [...documented].flatMap(([page, headings]) =>
    headings.filter((heading) => !optionExists(heading.option)).map((heading) => ({ page, ...heading })),
  );
  return { required: required.length, covered: required.length - missing.length, missing, unknown };
}

if (isMain(import.meta.url)) {
  const { values } = commandLine(import.meta.url, USAGE, {
    options: { ...CHECK_OPTIONS, page: { type: 'string' } },
  });
  const contentDir = values.content;
  const page = values.page;
  const result = coverage(contentDir);
  /** @param {{ page: string }} entry */
  const onPage = (entry) => !page || entry.page === page;
  const report = {
    ...result,
    missing: result.missing.filter(onPage),
    unknown: result.unknown.filter(onPage),
  };
  if (values.json) {
    process.stdout.write(JSON.stringify(report));
  } else {
    console.log(`${report.covered} of ${report.required} options documented`);
    for (const m of report.missing)
      console.log(`missing  content/configuration/${m.page}.mdx: \`${m.option}\``);
    for (const u of report.unknown)
      console.log(
        `unknown  content/configuration/${u.page}.mdx line ${u.line}: \`${u.option}\` is not an option`,
      );
  }
  process.exitCode = report.missing.length + report.unknown.length > 0 ? 1 : 0;
}
