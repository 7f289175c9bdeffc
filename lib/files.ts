import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Paths of the files under `folder` at any depth, relative to it, with forward slashes, sorted. */
export function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}
