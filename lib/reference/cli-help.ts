// What the installed webpack-cli prints for `webpack --help`, read into its options and commands.
// scripts/checks/cli-coverage.mjs holds the CLI page to it; the reference cards of search show
// each flag's value as the help screen writes it.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installedFile } from './installed';

/** An option line of a help screen: `-c, --config <pathToConfigFile...>`. */
export interface OptionTerm {
  flag: string | undefined;
  short: string | undefined;
  /** The value as the screen writes it (`<value...>`, `[value]`), undefined for a switch. */
  value: string | undefined;
}

/**
 * Runs the installed `webpack` bin without colors and returns what it printed. Its stdout is a
 * file, not a pipe: the CLI calls `process.exit()` right after printing help, which cuts a long
 * screen written into a pipe short (`--help=verbose` is over 400 kB).
 */
export function runCli(args: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'cli-help-'));
  const file = join(dir, 'stdout.txt');
  const fd = openSync(file, 'w');
  try {
    execFileSync(process.execPath, [installedFile('webpack/bin/webpack.js'), ...args], {
      cwd: process.cwd(),
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', fd, 'pipe'],
    });
    return readFileSync(file, 'utf8');
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The item lines of each section of a help screen (`Options`, `Global options`, `Commands`). */
export function helpSections(text: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  const lines = text.split('\n');
  // The items of the section being read.
  let current: string[] | undefined;
  lines.forEach((line, index) => {
    // A section title is a line of its own, underlined by a divider.
    if (/^\S/.test(line) && lines[index + 1]?.startsWith('─')) {
      current = [];
      sections.set(line.trim(), current);
    } else if (current && /^ {2}\S/.test(line)) {
      // Two spaces of indent start an item: the term, then at least two spaces, then its description.
      // `split` gives at least one string, so the default is never taken.
      const [term = ''] = line.trim().split(/ {2,}/);
      current.push(term);
    }
  });
  return sections;
}

/** `-c, --config <pathToConfigFile...>` → `{ flag: '--config', short: '-c', value: '<pathToConfigFile...>' }`. */
export function parseOptionTerm(term: string): OptionTerm {
  const value = /\s+([<[].*)$/.exec(term)?.[1];
  const names = term
    .replace(/\s+[<[].*$/, '')
    .split(/,\s*/)
    .map((name) => name.trim());
  const flag = names.find((name) => name.startsWith('--'));
  const short = names.find((name) => /^-[^-]/.test(name));
  return { flag, short, value };
}

/** `build|bundle|b [entries...] [options]` → `{ name: 'build', aliases: ['bundle', 'b'] }`. */
export function parseCommandTerm(term: string): { name: string; aliases: string[] } {
  const [name = '', ...aliases] = (term.split(/\s+/)[0] ?? '').split('|');
  return { name, aliases };
}

/** The options and commands that a `webpack --help` screen prints, in its order. */
export function helpInventory(text: string) {
  const sections = helpSections(text);
  const options = ['Options', 'Global options'].flatMap((section) =>
    (sections.get(section) ?? []).map((term) => ({ ...parseOptionTerm(term), section })),
  );
  const commands = (sections.get('Commands') ?? []).map(parseCommandTerm);
  return { options, commands };
}
