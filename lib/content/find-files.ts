import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { checkFile, ContentError, ContentErrors } from '../mdx/errors';

export const PAGE_EXTENSION = '.mdx';

/**
 * Lists every page file under the content folder as a posix path relative to it, sorted.
 * Any other file is an error rather than something silently left out of the site: each goes to
 * `strays` when given, so the pages are still read, else all are thrown together.
 */
export function findContentFiles(contentDir: string, strays?: ContentError[]): string[] {
  const files: string[] = [];
  const found: ContentError[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      const rel = relative(contentDir, full).split(sep).join('/');
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(PAGE_EXTENSION)) files.push(rel);
      else found.push(new ContentError(rel, `only ${PAGE_EXTENSION} pages belong in the content folder`));
    }
  };
  walk(contentDir);
  if (strays) strays.push(...found);
  else if (found.length > 0) throw new ContentErrors(found);
  return files.sort();
}

/** The url of a page file: `concepts/index.mdx` is `/concepts/`, `concepts/output.mdx` is `/concepts/output/`. */
export function urlForFile(relPath: string): string {
  const parts = relPath.slice(0, -PAGE_EXTENSION.length).split('/');
  if (parts.at(-1) === 'index') parts.pop();
  checkFile(relPath, (report) => {
    for (const part of parts) {
      if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(part)) {
        report(`"${part}" cannot be part of a url: use letters, digits, dots and dashes`);
      }
    }
  });
  return parts.length === 0 ? '/' : `/${parts.join('/')}/`;
}
