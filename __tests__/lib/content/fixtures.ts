import { join } from 'node:path';
import { buildContentTree } from '@/lib/content/build-tree';

/** Folder of a content fixture, named after the behaviour it pins down. */
export function fixture(name: string): string {
  return join(__dirname, '..', '..', 'fixtures', 'content', name);
}

/** Builds a fixture's tree the way the site builds `content/`, with fixture folders for `public/` and `examples/`. */
export function buildFixture(name: string, publicFixture?: string, examplesFixture?: string) {
  return buildContentTree(fixture(name), {
    ...(publicFixture ? { publicDir: fixture(publicFixture) } : {}),
    ...(examplesFixture ? { examplesDir: fixture(examplesFixture) } : {}),
  });
}
