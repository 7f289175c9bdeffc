import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from './files';

// What the client code is built from. content/ is left out on purpose: Next embeds the build id
// in every page, so a content-only deploy must keep it for unchanged pages to stay
// byte-identical (and not be downloaded again by the service worker).
const CODE_FILES = ['package-lock.json', 'next.config.ts', 'tsconfig.json'];
const CODE_FOLDERS = ['app', 'components', 'lib', 'public'];

/** A short sha256 of the code files under `root` (sorted paths and contents), for Next's `generateBuildId`. */
export function codeBuildId(root: string): string {
  const hash = createHash('sha256');
  const paths = [
    ...CODE_FILES,
    ...CODE_FOLDERS.flatMap((folder) => filesUnder(join(root, folder)).map((path) => `${folder}/${path}`)),
  ].sort();
  for (const path of paths) {
    const content = createHash('sha256')
      .update(readFileSync(join(root, path)))
      .digest('hex');
    hash.update(`${path}\0${content}\n`);
  }
  return hash.digest('hex').slice(0, 20);
}
