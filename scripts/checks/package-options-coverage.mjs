// Which options of each third-party loader and plugin its page documents, checked against the
// option schema the installed package ships (`dist/options.json` and the like). A package
// without a schema gets one derived from what it really reads: html-webpack-plugin from the
// `Options` interface of its typings, thread-loader from the options its worker pool reads.
// Reports options with no heading, headings that name no option, option sections that do not
// open with their type and default, and pages that do not exist yet.
import { readFileSync } from 'node:fs';
import { toString } from 'mdast-util-to-string';
import { readPage } from '../../lib/content/read-page.ts';
import { installedFile } from '../../lib/reference/installed.ts';
import { PACKAGE_PAGES } from '../../lib/reference/package-schemas.ts';
import { checkOptionHeadings } from './option-headings.mjs';
import { referenceHeadings } from './reference-headings.mjs';
import { CHECK_OPTIONS } from './command-line.mjs';
import { commandLine, isMain } from '../shared/main.mjs';

const USAGE =
  'node --import tsx scripts/checks/package-options-coverage.mjs [--content dir] [--page loaders/css-loader] [--json]';

/** @typedef {import('../../lib/reference/package-schemas.ts').PackagePage} PackagePage */
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

// The page of each package is lib/reference/package-schemas.ts's, shared with the reference cards.
export { PACKAGE_PAGES };

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
      JSON.parse(readFileSync(installedFile(`${name}/package.json`), 'utf8'))
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
