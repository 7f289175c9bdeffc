// The command line of the checking scripts: `--name value` options, bare flags such as
// `--json`, and the content folder they check.
import { join } from 'node:path';

const ARGS = process.argv.slice(2);

/** The value given after `--name`, or undefined. */
export function option(name) {
  const at = ARGS.indexOf(name);
  return at >= 0 ? ARGS[at + 1] : undefined;
}

/** True when the bare flag `--name` was given. */
export function flag(name) {
  return ARGS.includes(name);
}

/** The content folder to check: `--content dir`, else the project's own `content/`. */
export function contentOption() {
  return option('--content') ?? join(import.meta.dirname, '..', '..', 'content');
}
