// What every script does before its own work: tell whether node was started with it (a script
// is also imported by others and by the tests, and then must not run), and read its command
// line with `util.parseArgs`, failing the same way everywhere on an argument it does not take.
import { realpathSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The script's path from the project root (`scripts/checks/…`), as its messages name it.
 * @param {string} moduleUrl
 */
function scriptName(moduleUrl) {
  return relative(ROOT, fileURLToPath(moduleUrl));
}

/**
 * True when the module at `moduleUrl` (its `import.meta.url`) is the script node was started
 * with. Compared as real paths: node resolves symlinks in the module's url, not in argv.
 * @param {string} moduleUrl
 * @returns {boolean}
 */
export function isMain(moduleUrl) {
  const started = process.argv[1];
  return started !== undefined && realpathSync(started) === fileURLToPath(moduleUrl);
}

/**
 * Prints `reason` after the script's name and its usage, and exits 2, as for a bad argument.
 * @param {string} moduleUrl
 * @param {string} usage
 * @param {string} reason
 * @returns {never}
 */
export function usageError(moduleUrl, usage, reason) {
  console.error(`${scriptName(moduleUrl)}: ${reason}\nusage: ${usage}`);
  process.exit(2);
}

/**
 * The script's command line (`process.argv` after the script) parsed strictly by `config`; an
 * unknown option, a missing value or a stray positional is a usage error.
 * @template {{ options: import('node:util').ParseArgsConfig['options'], allowPositionals?: boolean }} T
 * @param {string} moduleUrl the script's `import.meta.url`, whose name the error gives
 * @param {string} usage the script's synopsis, printed with the error
 * @param {T} config
 * @returns {ReturnType<typeof parseArgs<T & { args: string[], strict: true }>>}
 */
export function commandLine(moduleUrl, usage, config) {
  try {
    return parseArgs({ ...config, args: process.argv.slice(2), strict: true });
  } catch (error) {
    return usageError(moduleUrl, usage, error instanceof Error ? error.message : String(error));
  }
}
