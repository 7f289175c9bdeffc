// The defaults that depend on `mode` (and on the target being web or node), computed by the
// installed webpack itself through lib/reference/mode-defaults.ts (webpack's own normalization
// and defaults on a minimal configuration for each mode, the values the pages' `<ModeDefaults>`
// tables show), compared option path by option path. With `--check`, every mode-dependent option
// must be shown by a `<ModeDefaults>` table instead of values typed by hand, and the other
// "Default:" lines that name a mode and the optimization page's table of defaults by mode are
// compared with them; the grammar of a Default line is described in default-line.mjs.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { toString } from 'mdast-util-to-string';
import { readPage } from '../../lib/content/read-page.ts';
import { codeSpanName } from '../../lib/mdx/heading-ids.ts';
import { CHECK_OPTIONS } from './command-line.mjs';
import JSON5 from 'json5';
import {
  MODES,
  defaultsOf,
  flatten,
  isPlainObject,
  optionValues,
  printValue,
  PROBES,
  withValue,
} from '../../lib/reference/mode-defaults.ts';
import { webpack } from './installed-webpack.mjs';
import { parseDefaultLine, statedCanonical } from './default-line.mjs';
import { commandLine, isMain } from '../shared/main.mjs';

const USAGE = 'node --import tsx scripts/checks/mode-defaults.mjs [--check] [--content dir] [--json]';

/** @typedef {import('../../lib/reference/mode-defaults.ts').Mode} Mode */
/** @typedef {import('./default-line.mjs').Piece} Piece */
/** @typedef {import('../../lib/reference/mode-defaults.ts').OptionValues} OptionValues */
/** @typedef {Record<Mode, string>} PerMode a printed value for each mode */
/**
 * What the check found wrong, at a page's line.
 * @typedef {{ page: string, line: number, option: string, reason: string, mode?: Mode, stated?: string, computed?: string }} Problem
 */

/**
 * Option headings whose Default line this check does not read, each with the reason.
 * @type {Record<string, string>}
 */
export const EXCEPTIONS = {
  'cache.cacheLocation':
    "an absolute path under the machine's own node_modules/.cache/webpack, ending in the cache name, which the page explains through `cache.name`",
};

/**
 * The paths whose printed values differ between `variants`, outermost first: a path that is an
 * object in every variant stands for its properties, and a differing path hides its own.
 * `mode` itself is left out.
 * @param {OptionValues[]} variants
 */
function differingPaths(variants) {
  const paths = [...new Set(variants.flatMap((values) => [...values.keys()]))].sort();
  /** @type {string[]} */
  const differing = [];
  for (const path of paths) {
    // A probed option's properties come from its own configuration, so it hides none of them.
    const hidden = differing.some((outer) => !(outer in PROBES) && path.startsWith(`${outer}.`));
    if (path === 'mode' || hidden) continue;
    const found = variants.map((values) => values.get(path));
    if (found.every(isPlainObject)) continue;
    if (new Set(found.map((value) => printValue(value, true))).size > 1) differing.push(path);
  }
  return differing;
}

/**
 * The printed value of `path` in each mode.
 * @param {Record<Mode, OptionValues>} byMode
 * @param {string} path
 * @returns {PerMode}
 */
function perMode(byMode, path) {
  return {
    development: printValue(byMode.development.get(path)),
    production: printValue(byMode.production.get(path)),
    none: printValue(byMode.none.get(path)),
  };
}

/** The option values of each mode for each target. */
function allValues() {
  /** @param {'web' | 'node'} target */
  const byMode = (target) => ({
    development: optionValues('development', target),
    production: optionValues('production', target),
    none: optionValues('none', target),
  });
  return { web: byMode('web'), node: byMode('node') };
}

/**
 * The options whose default depends on the mode (for the default target, web, or for node),
 * with the value in each mode for web, and those whose default differs between the web and the
 * node target in some mode, with both.
 */
export function modeDefaults() {
  const { web, node } = allValues();
  const modePaths = [
    ...new Set([
      ...differingPaths([web.development, web.production, web.none]),
      ...differingPaths([node.development, node.production, node.none]),
    ]),
  ].sort();
  const targetPaths = [...new Set(MODES.flatMap((mode) => differingPaths([web[mode], node[mode]])))].sort();
  return {
    webpack: /** @type {string} */ (webpack.version),
    modes: modePaths.map((path) => ({ path, values: perMode(web, path) })),
    targets: targetPaths.map((path) => ({ path, web: perMode(web, path), node: perMode(node, path) })),
  };
}

/**
 * An option heading of a configuration page with the pieces of its Default line, if it has one,
 * and the options of the `<ModeDefaults>` tables in its section.
 * @typedef {{ page: string, option: string, line: number, defaultLine: { pieces: Piece[], line: number, text: string } | null, tables: Set<string> }} OptionSection
 */

/**
 * Inline code and text of a paragraph's phrasing, in order; links and emphasis give their content.
 * @param {import('mdast').PhrasingContent[]} nodes
 * @returns {Piece[]}
 */
function piecesOf(nodes) {
  return nodes.flatMap((node) => {
    if (node.type === 'inlineCode') return [{ code: node.value }];
    if (node.type === 'text') return [{ text: node.value }];
    return 'children' in node
      ? piecesOf(/** @type {import('mdast').PhrasingContent[]} */ (node.children))
      : [];
  });
}

/**
 * The option headings of the configuration pages under `contentDir`, each with the "Default:"
 * item of the first list in its section and the options its `<ModeDefaults>` tables show, and
 * the optimization page's parsed body.
 * @param {string} contentDir
 */
function optionSections(contentDir) {
  /** @type {OptionSection[]} */
  const sections = [];
  /** @type {Map<string, ReturnType<typeof readPage>['body']>} */
  const bodies = new Map();
  const files = readdirSync(join(contentDir, 'configuration')).filter((name) => name.endsWith('.mdx'));
  for (const name of files.sort()) {
    const page = `content/configuration/${name}`;
    const { body } = readPage(contentDir, `configuration/${name}`);
    bodies.set(name, body);
    /** @type {OptionSection | null} */
    let current = null;
    // Only the first list after a heading holds its Type and Default lines.
    let listSeen = false;
    for (const node of body.tree.children) {
      if (node.type === 'mdxJsxFlowElement' && node.name === 'ModeDefaults') {
        const option = node.attributes.find(
          (prop) => prop.type === 'mdxJsxAttribute' && prop.name === 'option',
        );
        if (current && typeof option?.value === 'string') current.tables.add(option.value);
        continue;
      }
      if (node.type === 'heading') {
        const option = codeSpanName(node);
        listSeen = false;
        current =
          option === undefined
            ? null
            : {
                page,
                option,
                line: (node.position?.start.line ?? 0) + body.place.lineOffset,
                defaultLine: null,
                tables: new Set(),
              };
        if (current) sections.push(current);
        continue;
      }
      if (!current || listSeen || node.type !== 'list') continue;
      listSeen = true;
      for (const item of node.children) {
        const [paragraph] = item.children;
        if (paragraph?.type !== 'paragraph') continue;
        const pieces = piecesOf(paragraph.children);
        const [first] = pieces;
        if (!first || !('text' in first) || !first.text.startsWith('Default:')) continue;
        pieces[0] = { text: first.text.slice('Default:'.length) };
        current.defaultLine = {
          pieces,
          line: (item.position?.start.line ?? 0) + body.place.lineOffset,
          text: toString(paragraph),
        };
      }
    }
  }
  return { sections, optimization: bodies.get('optimization.mdx') };
}

// A Default line that states values per mode, whether or not the option needs it to.
// `none` alone is not looked for: it is also a stats preset.
const NAMES_A_MODE = /\bin `?(development|production)\b/;

/**
 * True when setting the stated object at `path` in the minimal configuration for `mode` makes
 * webpack compute `computed` there: a page may write `{ type: 'memory' }` for the object webpack
 * completes with that type's defaults.
 * @param {Mode} mode
 * @param {string} path
 * @param {Record<string, unknown>} stated
 * @param {unknown} computed
 */
function completesTo(mode, path, stated, computed) {
  const made = flatten(defaultsOf(withValue({ mode }, path, stated))).get(path);
  return printValue(made, true) === printValue(computed, true);
}

/**
 * The stated value against the computed one in `mode`, as a problem when they differ or the
 * stated one is no literal.
 * @param {Omit<Problem, 'reason' | 'mode' | 'computed'> & { mode: Mode, stated: string, computed: unknown }} at
 * @returns {Problem | null}
 */
function compare(at) {
  const computed = printValue(at.computed);
  try {
    if (statedCanonical(at.stated) === printValue(at.computed, true)) return null;
    const stated = at.stated.trim().startsWith('{') ? JSON5.parse(at.stated) : undefined;
    if (isPlainObject(stated) && completesTo(at.mode, at.option, stated, at.computed)) return null;
    return { ...at, computed, reason: 'the page states another value than webpack computes' };
  } catch (error) {
    return { ...at, computed, reason: /** @type {Error} */ (error).message };
  }
}

/**
 * The rows of the optimization page's table of defaults by mode, compared with webpack's.
 * @param {ReturnType<typeof optionSections>['optimization']} body
 * @param {Record<Mode, OptionValues>} byMode
 * @param {Set<string>} dependent
 */
function checkTable(body, byMode, dependent) {
  const page = 'content/configuration/optimization.mdx';
  /** @type {Problem[]} */
  const problems = [];
  /** @type {Set<string>} */
  const rows = new Set();
  const table = body?.tree.children.find(
    (node) =>
      node.type === 'table' &&
      MODES.every((mode) => node.children[0]?.children.some((cell) => toString(cell) === mode)),
  );
  if (!body || !table || table.type !== 'table')
    return {
      rows: 0,
      problems: [
        {
          page,
          line: 0,
          option: 'optimization',
          reason: 'no table with the columns production, development and none',
        },
      ],
    };
  const [header, ...lines] = table.children;
  const columns = MODES.map((mode) => ({
    mode,
    index: header?.children.findIndex((cell) => toString(cell) === mode) ?? -1,
  }));
  for (const row of lines) {
    const [nameCell] = row.children;
    const [name] = nameCell?.children ?? [];
    const line = (row.position?.start.line ?? 0) + body.place.lineOffset;
    if (name?.type !== 'inlineCode') {
      problems.push({
        page,
        line,
        option: 'optimization',
        reason: 'a row that does not start with an option in code',
      });
      continue;
    }
    const option = `optimization.${name.value}`;
    rows.add(option);
    for (const { mode, index } of columns) {
      const cell = row.children[index]?.children ?? [];
      const [only] = cell;
      if (cell.length === 1 && only?.type === 'inlineCode') {
        const problem = compare({
          page,
          line,
          option,
          mode,
          stated: only.value,
          computed: byMode[mode].get(option),
        });
        if (problem) problems.push(problem);
      } else if (dependent.has(option)) {
        problems.push({
          page,
          line,
          option,
          mode,
          reason: `the ${mode} cell is not one value in code, and the default depends on the mode`,
        });
      }
    }
  }
  for (const option of dependent) {
    const direct = /^optimization\.[^.]+$/.test(option);
    const primitive = MODES.every((mode) => {
      const value = byMode[mode].get(option);
      return !isPlainObject(value) && !Array.isArray(value);
    });
    if (direct && primitive && !rows.has(option))
      problems.push({
        page,
        line: (table.position?.start.line ?? 0) + body.place.lineOffset,
        option,
        reason: 'the table of defaults by mode has no row for it',
      });
  }
  return { rows: rows.size, problems };
}

/**
 * Compares the configuration pages under `contentDir` with the mode defaults webpack computes:
 * every mode-dependent option must be shown by a `<ModeDefaults>` table in its heading's section
 * and its Default line may not state values per mode, every other Default line that names a mode
 * is compared, and so is the optimization page's table.
 * @param {string} contentDir
 */
export function checkPages(contentDir) {
  const { web } = allValues();
  const dependent = differingPaths([web.development, web.production, web.none]);
  const { sections, optimization } = optionSections(contentDir);
  const headings = new Map(sections.map((section) => [section.option, section]));
  /** @type {Problem[]} */
  const problems = [];
  // The heading that documents each mode-dependent path: its own, or its nearest ancestor's.
  /** @type {Map<string, Set<string>>} */
  const owed = new Map();
  for (const path of dependent) {
    const segments = path.split('.');
    let owner;
    for (let length = segments.length; length > 0 && !owner; length -= 1)
      owner = headings.get(segments.slice(0, length).join('.'));
    if (!owner) {
      problems.push({
        page: '',
        line: 0,
        option: path,
        reason: 'no configuration page has a heading for this mode-dependent option',
      });
      continue;
    }
    const subpath = path === owner.option ? '' : path.slice(owner.option.length + 1);
    owed.set(owner.option, (owed.get(owner.option) ?? new Set()).add(subpath));
  }
  let checked = 0;
  let tabled = 0;
  for (const section of sections) {
    const { page, option, defaultLine } = section;
    if (EXCEPTIONS[option] !== undefined) continue;
    const needed = [...(owed.get(option) ?? [])].map((subpath) =>
      subpath ? `${option}.${subpath}` : option,
    );
    // A mode-dependent default is shown by webpack's own values in a table, never typed by hand.
    for (const path of needed) {
      if (section.tables.has(path)) tabled += 1;
      else
        problems.push({
          page,
          line: section.line,
          option: path,
          reason: `its default depends on the mode: show it with <ModeDefaults option="${path}" /> after the option's Type line`,
        });
    }
    if (!defaultLine || !NAMES_A_MODE.test(defaultLine.text)) continue;
    const { line } = defaultLine;
    if (needed.length > 0) {
      problems.push({
        page,
        line,
        option,
        reason:
          'the Default line states values per mode by hand; the <ModeDefaults> table shows them, so say only what it cannot',
      });
      continue;
    }
    checked += 1;
    let parsed;
    try {
      parsed = parseDefaultLine(defaultLine.pieces);
    } catch (error) {
      problems.push({
        page,
        line,
        option,
        reason: `the Default line does not parse: ${/** @type {Error} */ (error).message}`,
      });
      continue;
    }
    for (const { subpath, perMode: stated } of parsed) {
      if (!stated) continue;
      const path = subpath ? `${option}.${subpath}` : option;
      for (const mode of MODES) {
        const problem = compare({
          page,
          line,
          option: path,
          mode,
          stated: stated[mode] ?? '',
          computed: web[mode].get(path),
        });
        if (problem) problems.push(problem);
      }
    }
  }
  const table = checkTable(optimization, web, new Set(dependent));
  return {
    modeDependent: dependent.length,
    checked,
    tabled,
    tableRows: table.rows,
    exceptions: Object.entries(EXCEPTIONS).map(([option, reason]) => ({ option, reason })),
    problems: [...problems, ...table.problems],
  };
}

if (isMain(import.meta.url)) {
  const { values } = commandLine(import.meta.url, USAGE, {
    options: { ...CHECK_OPTIONS, check: { type: 'boolean', default: false } },
  });
  if (values.check) {
    const report = checkPages(values.content);
    if (values.json) process.stdout.write(JSON.stringify(report));
    else {
      console.log(
        `${report.modeDependent} mode-dependent defaults, ${report.tabled} shown by <ModeDefaults>, ${report.checked} Default lines and ${report.tableRows} table rows checked`,
      );
      for (const problem of report.problems) {
        const values =
          problem.stated === undefined
            ? ''
            : `: states ${problem.stated}, webpack computes ${problem.computed}`;
        const mode = problem.mode ? ` (${problem.mode})` : '';
        console.log(
          `${problem.page}:${problem.line}: \`${problem.option}\`${mode} ${problem.reason}${values}`,
        );
      }
    }
    process.exitCode = report.problems.length > 0 ? 1 : 0;
  } else {
    const report = modeDefaults();
    if (values.json) process.stdout.write(JSON.stringify(report));
    else {
      console.log(`webpack ${report.webpack}: development | production | none`);
      for (const { path, values: byMode } of report.modes)
        console.log(`${path}: ${MODES.map((mode) => byMode[mode]).join(' | ')}`);
      console.log('\nweb | node, per mode');
      for (const { path, web, node } of report.targets)
        console.log(`${path}: ${MODES.map((mode) => `${web[mode]} | ${node[mode]}`).join(' ; ')}`);
    }
  }
}
