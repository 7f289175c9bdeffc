// Whether the Devtool page lists every `devtool` value the installed webpack accepts, and only
// those. The accepted strings are derived from the schema: the pattern of `RawDevTool` is
// expanded into every string it matches, and each one is passed through `webpack.validate`.
// The page's list is the inline code in the columns headed "Value" or "Also accepted as" of
// the tables under the `## Every accepted value` heading (`false` there stands for the boolean).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { toString } from 'mdast-util-to-string';
import { readPage } from '../../lib/content/read-page.ts';
import { CHECK_OPTIONS } from './command-line.mjs';
import { commandLine, isMain } from '../shared/main.mjs';

const USAGE = 'node --import tsx scripts/checks/devtool-values.mjs [--content dir] [--json]';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
// Named by a constant: tsc would otherwise resolve the literal to webpack's own typing of the JSON.
const WEBPACK_SCHEMA = 'webpack/schemas/WebpackOptions.json';
/** @type {{ definitions: { RawDevTool: { anyOf: { enum?: string[], pattern?: string }[] } } }} */
const schema = require(WEBPACK_SCHEMA);

export const PAGE = join('configuration', 'devtool.mdx');
export const SECTION = 'Every accepted value';
const VALUE_COLUMNS = new Set(['Value', 'Also accepted as']);

/**
 * Every string matched by an anchored pattern built only from literal characters, groups,
 * `|` and the `?` quantifier, which is the shape of the devtool pattern. Anything else throws,
 * so a schema change that makes the language infinite or harder to expand is noticed.
 * @param {string} pattern
 * @returns {string[]}
 */
export function expandPattern(pattern) {
  if (!pattern.startsWith('^') || !pattern.endsWith('$'))
    throw new Error(`devtool pattern is not anchored: ${pattern}`);
  const source = pattern.slice(1, -1);
  let at = 0;
  // alternatives := sequence ('|' sequence)*
  /** @returns {string[]} */
  const alternatives = () => {
    const result = [...sequence()];
    while (source[at] === '|') {
      at += 1;
      result.push(...sequence());
    }
    return result;
  };
  // sequence := (atom '?'?)*, where atom is a literal character or a group
  const sequence = () => {
    let strings = [''];
    while (at < source.length && source[at] !== '|' && source[at] !== ')') {
      /** @type {string[]} */
      let options;
      // `at` is inside `source` here, so this is the character there.
      const char = source.charAt(at);
      if (char === '(') {
        at += 1;
        if (source.startsWith('?:', at)) at += 2;
        options = alternatives();
        if (source[at] !== ')') throw new Error(`unclosed group in devtool pattern: ${pattern}`);
        at += 1;
      } else if ('\\[]{}.*+^$'.includes(char)) {
        throw new Error(`devtool pattern uses '${char}', which this check cannot expand: ${pattern}`);
      } else {
        options = [char];
        at += 1;
      }
      if (source[at] === '?') {
        options = ['', ...options];
        at += 1;
      }
      strings = strings.flatMap((prefix) => options.map((option) => prefix + option));
    }
    return strings;
  };
  const strings = alternatives();
  if (at !== source.length) throw new Error(`unexpected ')' in devtool pattern: ${pattern}`);
  return [...new Set(strings)];
}

/**
 * True when the installed webpack accepts `devtool: value`.
 * @param {string | false} value
 */
export function accepts(value) {
  try {
    webpack.validate({ devtool: value });
    return true;
  } catch {
    return false;
  }
}

/** The values webpack's schema allows for one `devtool` string or `use`, each confirmed by `webpack.validate`. */
export function acceptedValues() {
  const raw = schema.definitions.RawDevTool.anyOf;
  const fixed = raw.flatMap((branch) => branch.enum ?? []);
  const patterns = raw.flatMap((branch) => (branch.pattern ? [branch.pattern] : []));
  const values = [...fixed, ...patterns.flatMap(expandPattern)];
  const refused = values.filter((value) => !accepts(value));
  if (refused.length > 0)
    throw new Error(`webpack.validate refuses values its own schema allows: ${refused.join(', ')}`);
  return values;
}

/**
 * Inline code in the value columns of the tables in the section, with the line of each.
 * @param {string} contentDir
 */
function listedValues(contentDir) {
  const { body } = readPage(contentDir, PAGE);
  /** @type {{ value: string | false, line: number }[]} */
  const listed = [];
  let inSection = false;
  let found = false;
  for (const node of body.tree.children) {
    if (node.type === 'heading' && node.depth <= 2) {
      inSection = toString(node).trim() === SECTION;
      found ||= inSection;
      continue;
    }
    if (!inSection || node.type !== 'table') continue;
    const [header, ...rows] = node.children;
    // A Markdown table always has its header row.
    if (!header) throw new Error(`${PAGE}: a table without a header row`);
    const columns = header.children
      .map((cell, index) => (VALUE_COLUMNS.has(toString(cell).trim()) ? index : -1))
      .filter((index) => index >= 0);
    for (const row of rows) {
      for (const index of columns) {
        for (const child of row.children[index]?.children ?? []) {
          if (child.type !== 'inlineCode') continue;
          listed.push({
            value: child.value === 'false' ? false : child.value,
            line: (child.position?.start.line ?? 0) + body.place.lineOffset,
          });
        }
      }
    }
  }
  return { found, listed };
}

/**
 * Compares the page under `contentDir` with the values the installed webpack accepts.
 * @param {string} contentDir
 */
export function devtoolValues(contentDir) {
  const accepted = acceptedValues();
  const { found, listed } = listedValues(contentDir);
  const listedSet = new Set(listed.map((entry) => entry.value));
  return {
    page: `content/${PAGE}`,
    section: found,
    accepted: accepted.length,
    listed: listedSet.size,
    missing: accepted.filter((value) => !listedSet.has(value)),
    rejected: listed.filter((entry) => !accepts(entry.value)),
  };
}

if (isMain(import.meta.url)) {
  const { values } = commandLine(import.meta.url, USAGE, { options: CHECK_OPTIONS });
  const contentDir = values.content;
  const report = devtoolValues(contentDir);
  if (values.json) process.stdout.write(JSON.stringify(report));
  else {
    console.log(`${report.page}: ${report.listed} values listed, webpack accepts ${report.accepted}`);
    if (!report.section) console.log(`${report.page}: no "## ${SECTION}" section`);
    for (const value of report.missing)
      console.log(`${report.page}: webpack accepts ${JSON.stringify(value)}, the list lacks it`);
    for (const { value, line } of report.rejected)
      console.log(`${report.page}:${line}: ${JSON.stringify(value)} is listed, webpack rejects it`);
  }
  const failed = !report.section || report.missing.length > 0 || report.rejected.length > 0;
  process.exitCode = failed ? 1 : 0;
}
