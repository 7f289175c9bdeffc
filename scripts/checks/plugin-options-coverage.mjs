// Which options of webpack's built-in plugins the plugin pages document, checked against the
// plugin schemas webpack ships in `schemas/plugins/`. An option heading is a `###` or `####`
// heading made of one inline code span: `banner`, or a nested path such as `shared.singleton`.
// A page that documents two plugins qualifies each heading with the plugin's name
// (`DllReferencePlugin.manifest`). Reports top-level options with no heading, headings that
// name no option, option sections that do not open with their type and default, plugin schemas
// that no page is assigned and no reason is given for, and assigned schemas webpack dropped.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pluginName, SCHEMA_PAGES } from '../../lib/reference/pages.ts';
import { referenceHeadings } from './reference-headings.mjs';
import { checkOptionHeadings } from './option-headings.mjs';
import { CHECK_OPTIONS } from './command-line.mjs';
import { commandLine, isMain } from '../shared/main.mjs';

const USAGE =
  'node --import tsx scripts/checks/plugin-options-coverage.mjs [--content dir] [--schemas dir] [--page slug] [--json]';

const require = createRequire(import.meta.url);
const SCHEMAS = join(dirname(require.resolve('webpack/package.json')), 'schemas', 'plugins');

// The page of each plugin schema is lib/reference/pages.ts's, shared with the since marks.
export { SCHEMA_PAGES };

/**
 * Plugin schemas with no page of their own, and why. The site's list of plugin pages is fixed
 * (docs/CONTENT.md); these plugins are reached through a configuration option or another plugin,
 * and /plugins/internal-plugins/ names them.
 */
export const SCHEMAS_WITHOUT_PAGE = {
  LoaderOptionsPlugin:
    'an old bridge for loaders that read options from the configuration; loaders take their own options now',
  ManifestPlugin: 'set up by its own options object; listed with the internal plugins',
  SSRManifestPlugin: 'set up by its own options object; listed with the internal plugins',
  'container/ContainerPlugin': 'applied by ModuleFederationPlugin from its exposes option',
  'container/ContainerReferencePlugin': 'applied by ModuleFederationPlugin from its remotes option',
  'ids/OccurrenceChunkIdsPlugin': 'applied by optimization.chunkIds: "size"',
  'ids/OccurrenceModuleIdsPlugin': 'applied by optimization.moduleIds: "size"',
  'optimize/AggressiveSplittingPlugin': 'an experimental plugin that records-based builds opt into',
  'optimize/MergeDuplicateChunksPlugin': 'applied by optimization.mergeDuplicateChunks',
  'schemes/HttpUriPlugin': 'applied by experiments.buildHttp',
  'schemes/VirtualUrlPlugin': 'a plugin for virtual: modules, listed with the internal plugins',
  'sharing/ConsumeSharedPlugin': 'applied by ModuleFederationPlugin from its shared option',
  'sharing/ProvideSharedPlugin': 'applied by ModuleFederationPlugin from its shared option',
  'sharing/SharePlugin': 'applied by ModuleFederationPlugin from its shared option',
};

/** @typedef {import('./option-headings.mjs').OptionRef} OptionRef */
/** @typedef {import('./option-headings.mjs').OptionAt} OptionAt */

/**
 * Every `*Plugin.json` schema webpack ships, as a path below `schemas/plugins/` without `.json`.
 * @param {string} [dir]
 */
export function pluginSchemas(dir = SCHEMAS) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /Plugin\.json$/.test(file))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

/**
 * Coverage of the plugin pages in `contentDir` (the folder holding `plugins/`).
 * @param {string} contentDir
 * @param {string} [schemaDir]
 */
export function coverage(contentDir, schemaDir = SCHEMAS) {
  const shipped = pluginSchemas(schemaDir);
  const unassigned = shipped.filter((path) => !(path in SCHEMA_PAGES) && !(path in SCHEMAS_WITHOUT_PAGE));
  // A schema this script assigns that webpack no longer ships: its page or reason is out of date.
  const vanished = [...Object.keys(SCHEMA_PAGES), ...Object.keys(SCHEMAS_WITHOUT_PAGE)].filter(
    (path) => !shipped.includes(path),
  );
  /** @type {Map<string, string[]>} */
  const byPage = new Map();
  for (const [path, page] of Object.entries(SCHEMA_PAGES)) {
    if (vanished.includes(path)) continue;
    byPage.set(page, [...(byPage.get(page) ?? []), path]);
  }
  /** @type {OptionRef[]} */
  const required = [];
  /** @type {OptionRef[]} */
  const missing = [];
  /** @type {OptionAt[]} */
  const unknown = [];
  /** @type {string[]} */
  const absentPages = [];
  /** @type {OptionAt[]} */
  const untyped = [];
  for (const [page, paths] of byPage) {
    const file = `plugins/${page}.mdx`;
    const headings = referenceHeadings(contentDir, file);
    if (headings === null) {
      absentPages.push(page);
      continue;
    }
    const schemas = paths.map((path) => ({
      name: pluginName(path),
      schema: /** @type {import('../../lib/reference/schema-shapes.ts').SchemaNode} */ (
        require(join(schemaDir, `${path}.json`))
      ),
    }));
    const checked = checkOptionHeadings(page, headings, schemas);
    required.push(...checked.required);
    missing.push(...checked.missing);
    unknown.push(...checked.unknown);
    untyped.push(...checked.untyped);
  }
  return {
    required: required.length,
    covered: required.length - missing.length,
    missing,
    unknown,
    untyped,
    absentPages,
    unassigned,
    vanished,
  };
}

if (isMain(import.meta.url)) {
  const { values } = commandLine(import.meta.url, USAGE, {
    options: { ...CHECK_OPTIONS, schemas: { type: 'string' }, page: { type: 'string' } },
  });
  const contentDir = values.content;
  const result = coverage(contentDir, values.schemas ?? SCHEMAS);
  const page = values.page;
  /** @param {{ page: string }} entry */
  const onPage = (entry) => !page || entry.page === page;
  const report = {
    ...result,
    missing: result.missing.filter(onPage),
    unknown: result.unknown.filter(onPage),
    untyped: result.untyped.filter(onPage),
    absentPages: result.absentPages.filter((absent) => !page || absent === page),
  };
  if (values.json) process.stdout.write(JSON.stringify(report));
  else {
    console.log(`${report.covered} of ${report.required} plugin options documented`);
    for (const p of report.absentPages) console.log(`absent   content/plugins/${p}.mdx`);
    for (const m of report.missing) console.log(`missing  content/plugins/${m.page}.mdx: \`${m.option}\``);
    for (const u of report.unknown)
      console.log(`unknown  content/plugins/${u.page}.mdx line ${u.line}: \`${u.option}\` is not an option`);
    for (const t of report.untyped)
      console.log(
        `untyped  content/plugins/${t.page}.mdx line ${t.line}: \`${t.option}\` needs a "Type: … · Default: …" line first`,
      );
    for (const s of report.unassigned)
      console.log(`unassigned  ${s}.json: no plugin page is assigned this schema and no reason is given`);
    for (const s of report.vanished) console.log(`vanished  ${s}.json: webpack no longer ships this schema`);
  }
  const failed =
    report.missing.length +
      report.unknown.length +
      report.untyped.length +
      report.absentPages.length +
      report.unassigned.length +
      report.vanished.length >
    0;
  process.exitCode = failed ? 1 : 0;
}
