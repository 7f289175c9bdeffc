// Which options and commands of the installed webpack-cli the CLI page documents. The page is
// checked against what `webpack --help` prints: every option and every command needs a heading
// made of one inline code span (`--config`, `build`), a ```bash fence in its section that uses
// it, and its short alias or command aliases named in inline code in that section. A flag
// heading must name a flag that the installed CLI knows (`--help=verbose` of every command).
import { visit } from 'unist-util-visit';
import { readPage } from '../../lib/content/read-page.ts';
import { codeSpanName } from '../../lib/mdx/heading-ids.ts';
import { helpInventory, helpSections, parseOptionTerm, runCli } from '../../lib/reference/cli-help.ts';
import { CHECK_OPTIONS } from './command-line.mjs';
import { commandLine, isMain } from '../shared/main.mjs';

const USAGE = 'node --import tsx scripts/checks/cli-coverage.mjs [--content dir] [--json]';

const PAGE = 'api/cli.mdx';

/**
 * Every flag, long or short, that the installed CLI accepts for any of `commands`.
 * @param {{ name: string }[]} commands
 */
export function knownFlags(commands) {
  const screens = [runCli(['--help=verbose'])];
  for (const { name } of commands) {
    try {
      screens.push(runCli([name, '--help=verbose']));
    } catch {
      // `webpack complete …` is a completion request whatever follows, and fails without
      // `@bomb.sh/tab`; `help complete` prints its screen all the same.
      screens.push(runCli(['help', name]));
    }
  }
  /** @type {Set<string>} */
  const flags = new Set();
  for (const screen of screens) {
    for (const [section, terms] of helpSections(screen)) {
      if (!/options$/i.test(section)) continue;
      for (const term of terms) {
        const { flag, short } = parseOptionTerm(term);
        if (flag) flags.add(flag);
        if (short) flags.add(short);
      }
    }
  }
  return flags;
}

/**
 * The page's headings made of one inline code span, each with the bash fences and inline code
 * of its section: everything up to the next heading of the same or a higher level.
 * @param {string} contentDir
 */
export function pageSections(contentDir) {
  const { body } = readPage(contentDir, PAGE);
  const nodes = body.tree.children;
  /** @type {{ heading: string, line: number, fences: string[], inlineCode: string[] }[]} */
  const sections = [];
  nodes.forEach((node, index) => {
    if (node.type !== 'heading') return;
    const heading = codeSpanName(node);
    if (heading === undefined) return;
    /** @type {string[]} */
    const fences = [];
    /** @type {string[]} */
    const inlineCode = [];
    for (const next of nodes.slice(index + 1)) {
      if (next.type === 'heading' && next.depth <= node.depth) break;
      visit(next, (child) => {
        if (child.type === 'code' && child.lang === 'bash') fences.push(child.value);
        if (child.type === 'inlineCode') inlineCode.push(child.value);
      });
    }
    sections.push({
      heading,
      line: (node.position?.start.line ?? 0) + body.place.lineOffset,
      fences,
      inlineCode,
    });
  });
  return sections;
}

const tokensOf = (/** @type {string} */ line) => line.trim().split(/\s+/);

/**
 * True when a line of a bash fence passes `flag` (`--env foo`, `--help=verbose`, `-c ./a.js`).
 * @param {string} fence
 * @param {string} flag
 */
export function usesFlag(fence, flag) {
  return fence
    .split('\n')
    .some((line) => tokensOf(line).some((token) => token === flag || token.startsWith(`${flag}=`)));
}

/**
 * True when a line of a bash fence runs the command under one of `names` (`npx webpack b`).
 * @param {string} fence
 * @param {string[]} names
 */
export function usesCommand(fence, names) {
  return fence.split('\n').some((line) => {
    const tokens = tokensOf(line);
    const bin = tokens.findIndex((token) => /(^|\/)webpack(-cli)?$/.test(token));
    if (bin === -1) return false;
    const command = tokens.slice(bin + 1).find((token) => !token.startsWith('-'));
    return command !== undefined && names.includes(command);
  });
}

/**
 * @param {{ inlineCode: string[] }} section
 * @param {string} alias
 */
const namesAlias = (section, alias) =>
  section.inlineCode.some((code) => code === alias || code.startsWith(`${alias} `));

/**
 * Coverage of `api/cli.mdx` in `contentDir` against the installed CLI.
 * @param {string} contentDir
 */
export function coverage(contentDir) {
  const inventory = helpInventory(runCli(['--help']));
  const known = knownFlags(inventory.commands);
  const sections = pageSections(contentDir);
  const byHeading = new Map(sections.map((section) => [section.heading, section]));
  /** @type {{ kind: 'option' | 'command', name: string }[]} */
  const missing = [];
  /** @type {{ kind: 'option' | 'command', name: string, line: number }[]} */
  const noExample = [];
  /** @type {{ kind: 'option' | 'command', name: string, alias: string, line: number }[]} */
  const missingAlias = [];
  for (const { flag, short } of inventory.options) {
    if (!flag) continue;
    const section = byHeading.get(flag);
    if (!section) {
      missing.push({ kind: 'option', name: flag });
      continue;
    }
    const flags = short ? [flag, short] : [flag];
    if (!section.fences.some((fence) => flags.some((f) => usesFlag(fence, f))))
      noExample.push({ kind: 'option', name: flag, line: section.line });
    if (short && !namesAlias(section, short))
      missingAlias.push({ kind: 'option', name: flag, alias: short, line: section.line });
  }
  for (const { name, aliases } of inventory.commands) {
    const section = byHeading.get(name);
    if (!section) {
      missing.push({ kind: 'command', name });
      continue;
    }
    if (!section.fences.some((fence) => usesCommand(fence, [name, ...aliases])))
      noExample.push({ kind: 'command', name, line: section.line });
    for (const alias of aliases) {
      if (!namesAlias(section, alias))
        missingAlias.push({ kind: 'command', name, alias, line: section.line });
    }
  }
  const commandNames = new Set(inventory.commands.map((command) => command.name));
  // A code heading on this page names a flag or a command; anything else is reported.
  const unknown = sections
    .filter(({ heading }) => (heading.startsWith('-') ? !known.has(heading) : !commandNames.has(heading)))
    .map(({ heading, line }) => ({ heading, line }));
  return {
    options: inventory.options.length,
    commands: inventory.commands.length,
    knownFlags: known.size,
    missing,
    noExample,
    missingAlias,
    unknown,
  };
}

if (isMain(import.meta.url)) {
  const { values } = commandLine(import.meta.url, USAGE, { options: CHECK_OPTIONS });
  const contentDir = values.content;
  const report = coverage(contentDir);
  if (values.json) {
    process.stdout.write(JSON.stringify(report));
  } else {
    console.log(`${report.options} options and ${report.commands} commands in webpack --help`);
    for (const m of report.missing)
      console.log(`missing     content/${PAGE}: ${m.kind} \`${m.name}\` has no heading`);
    for (const n of report.noExample)
      console.log(
        `no example  content/${PAGE} line ${n.line}: no \`\`\`bash fence in the section uses ${n.kind} \`${n.name}\``,
      );
    for (const a of report.missingAlias)
      console.log(
        `no alias    content/${PAGE} line ${a.line}: the section of \`${a.name}\` does not name \`${a.alias}\``,
      );
    for (const u of report.unknown)
      console.log(
        `unknown     content/${PAGE} line ${u.line}: \`${u.heading}\` is not a flag or command of the installed CLI`,
      );
  }
  const problems =
    report.missing.length + report.noExample.length + report.missingAlias.length + report.unknown.length;
  process.exitCode = problems > 0 ? 1 : 0;
}
