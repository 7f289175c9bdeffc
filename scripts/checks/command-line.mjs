// The options every page check takes: the content folder it checks, and `--json` for the
// report as JSON (what the tests read) instead of lines for a reader.
import { join } from 'node:path';

/** `--content dir` (the project's own content/ unless given) and `--json`, for `commandLine`. */
export const CHECK_OPTIONS = /** @type {const} */ ({
  content: { type: 'string', default: join(import.meta.dirname, '..', '..', 'content') },
  json: { type: 'boolean', default: false },
});
