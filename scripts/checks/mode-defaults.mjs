// The defaults that depend on `mode` (and on the target being web or node), computed by the
// installed webpack itself through lib/reference/mode-defaults.ts (webpack's own normalization
// and defaults on a minimal configuration for each mode, the values the pages' `<ModeDefaults>`
// tables show), compared option path by option path. With `--check`, every mode-dependent option
// and every option whose default depends on the target only must be shown by a `<ModeDefaults>`
// table instead of values typed by hand (a Default line of the latter may not name the web or
// node target), and the other
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
  differingPaths,
  flatten,
  isPlainObject,
  modeDependentPaths,
  printValue,
  targetDefaults,
  targetOnlyPaths,
  valuesByMode,
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

/**
 * The options whose default depends on the mode (for the default target, web, or for node),
 * with the value in each mode for web, and those whose default differs between the web and the
 * node target in some mode, with both.
 */
export function modeDefaults() {
  const web = valuesByMode('web');
  const node = valuesByMode('node');
  const targetPaths = [...new Set(MODES.flatMap((mode) => differingPaths([web[mode], node[mode]])))].sort();
  return {
    webpack: /** @type {string} */ (webpack.version),
    modes: modeDependentPaths().map((path) => ({ path, values: perMode(web, path) })),
    targets: targetPaths.map((path) => ({ path, web: perMode(web, path), node: perMode(node, path) })),
    targetOnly: targetOnlyPaths(),
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
 * The option heading of `headings` that documents each of `paths`: its own, or its nearest
 * ancestor's, with the paths it owes; `orphans` are the paths no heading documents.
 * @param {string[]} paths
 * @param {Map<string, OptionSection>} headings
 */
function owners(paths, headings) {
  /** @type {Map<string, string[]>} */
  const owed = new Map();
  /** @type {string[]} */
  const orphans = [];
  for (const path of paths) {
    const segments = path.split('.');
    let owner;
    for (let length = segments.length; length > 0 && !owner; length -= 1)
      owner = headings.get(segments.slice(0, length).join('.'));
    if (owner) owed.set(owner.option, [...(owed.get(owner.option) ?? []), path]);
    else orphans.push(path);
  }
  return { owed, orphans };
}

// A Default line that states values per mode, whether or not the option needs it to.
// `none` alone is not looked for: it is also a stats preset.
const NAMES_A_MODE = /\bin `?(development|production)\b/;

// Text of a Default line that names the web or the node target, whose defaults the table shows:
// "for web", "in browsers", "browser targets", "Node.js". Web workers, the browserslist target,
// Electron and the other targets that run in a browser are not these two, so a line may still say
// what they get.
const NAMES_WEB_OR_NODE = /\b(?:web(?![\s-]+workers?\b)|node(?:\.js)?|browsers|browser targets?)\b/i;

/**
 * True when a Default line names the web or the node target: in its text, or as a code span
 * holding just the target's name.
 * @param {Piece[]} pieces
 */
function namesWebOrNode(pieces) {
  return pieces.some((piece) =>
    'text' in piece ? NAMES_WEB_OR_NODE.test(piece.text) : /^['"]?(?:web|node)['"]?$/.test(piece.code.trim()),
  );
}

/**
 * Compares the configuration pages under `contentDir` with the defaults webpack computes: every
 * mode-dependent option and every option whose default depends on the target only must be shown
 * by a `<ModeDefaults>` table in its heading's section, and its Default line may not state those
 * values by hand; every other Default line that names a mode is compared, and so is the
 * optimization page's table.
 * @param {string} contentDir
 */
export function checkPages(contentDir) {
  const web = valuesByMode('web');
  const dependent = differingPaths([web.development, web.production, web.none]);
  const targetOnly = targetOnlyPaths();
  const { sections, optimization } = optionSections(contentDir);
  const headings = new Map(sections.map((section) => [section.option, section]));
  /** @type {Problem[]} */
  const problems = [];
  const byMode = owners(dependent, headings);
  const byTarget = owners(targetOnly, headings);
  for (const [orphans, kind] of /** @type {const} */ ([
    [byMode.orphans, 'mode-dependent'],
    [byTarget.orphans, 'target-dependent'],
  ]))
    for (const path of orphans)
      problems.push({
        page: '',
        line: 0,
        option: path,
        reason: `no configuration page has a heading for this ${kind} option`,
      });
  let checked = 0;
  let tabled = 0;
  let targetTabled = 0;
  for (const section of sections) {
    const { page, option, defaultLine } = section;
    if (EXCEPTIONS[option] !== undefined) continue;
    const needed = byMode.owed.get(option) ?? [];
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
    // So is one that depends on the target only, by a table of its own or of an object above it.
    const shown = new Set(
      [...section.tables].flatMap((table) =>
        targetDefaults(table).map(({ property }) => (property ? `${table}.${property}` : table)),
      ),
    );
    const neededByTarget = byTarget.owed.get(option) ?? [];
    for (const path of neededByTarget) {
      if (shown.has(path)) targetTabled += 1;
      else
        problems.push({
          page,
          line: section.line,
          option: path,
          reason: `its default depends on the target: show it with <ModeDefaults option="${path}" /> (or one for an object it is a property of) after the option's Type line`,
        });
    }
    if (!defaultLine) continue;
    const { line } = defaultLine;
    if (neededByTarget.length > 0 && namesWebOrNode(defaultLine.pieces))
      problems.push({
        page,
        line,
        option,
        reason:
          'the Default line states values for the web or node target by hand; the <ModeDefaults> table shows them, so say only what it cannot (other targets, other options that change it)',
      });
    if (!NAMES_A_MODE.test(defaultLine.text)) continue;
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
    targetDependent: targetOnly.length,
    checked,
    tabled,
    targetTabled,
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
        `${report.modeDependent} mode-dependent defaults, ${report.tabled} shown by <ModeDefaults>; ${report.targetDependent} target-dependent, ${report.targetTabled} shown; ${report.checked} Default lines and ${report.tableRows} table rows checked`,
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
