import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { getContentTree } from '@/lib/content';

const NODE_MODULES = join(process.cwd(), 'node_modules');

interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readManifest = (file: string): Manifest => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

/**
 * The package.json of the copy of `name` that code in `fromDir` loads: Node.js resolution from
 * that folder, so a copy nested under the package wins over the one at the top of node_modules.
 * A package whose `exports` hides its package.json is found from its entry point instead.
 */
function resolvedManifest(name: string, fromDir: string): Manifest | undefined {
  try {
    return readManifest(require.resolve(`${name}/package.json`, { paths: [fromDir] }));
  } catch {
    let entry: string;
    try {
      entry = require.resolve(name, { paths: [fromDir] });
    } catch {
      return undefined;
    }
    for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
      const file = join(dir, 'package.json');
      if (existsSync(file) && readManifest(file).name === name) return readManifest(file);
    }
    return undefined;
  }
}

/** Packages a page names with a version that are not in its package's dependencies or peer dependencies. */
const EXTRA_PACKAGES: Record<string, string[]> = {
  '/loaders/babel-loader/': ['@babel/preset-env'],
};

/** Other spellings a page uses for a package: a compiler's own name, as in the header it writes. */
const SPELLINGS: Record<string, string[]> = {
  coffeescript: ['CoffeeScript'],
};

/** Version statements each page must make: the packages it names together with the version it describes. */
const STATED: Record<string, string[]> = {
  '/loaders/babel-loader/': ['@babel/core', '@babel/preset-env'],
  '/plugins/html-minimizer-webpack-plugin/': ['html-minifier-terser'],
  '/loaders/coffee-loader/': ['coffeescript'],
  '/loaders/less-loader/': ['less'],
  '/loaders/postcss-loader/': ['postcss'],
  '/loaders/remark-loader/': ['remark'],
  '/loaders/sass-loader/': ['sass'],
  '/loaders/stylus-loader/': ['stylus'],
  '/plugins/svg-chunk-webpack-plugin/': ['svgo'],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The versions a page gives for a package: its name (in backticks or not), maybe followed by
 * "package" or a parenthesised note, then a version (`less 4.9.1`, `svgo (3.3.5`,
 * `` `sass` package (Dart Sass) 1.108.2 ``). Ranges (`^4.0.0`) and requirements ("5.80.0 or
 * newer") are not statements of the version in use.
 */
function statedVersions(source: string, name: string): string[] {
  const pattern = new RegExp(
    `(?<![\\w@/.-])\`?${escape(name)}\`?(?: package)?(?: \\([A-Z][\\w ]*\\))? \\(?v?(\\d+\\.\\d+\\.\\d+)(?!\\.?\\d)(?! or (?:newer|later))`,
    'g',
  );
  return [...source.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** Each third-party page with the folder of its installed package and what it depends on. */
function thirdPartyPages() {
  return [...getContentTree().pages.values()]
    .filter((page) => page.thirdParty)
    .map((page) => {
      const packageName = basename(page.path, '.mdx');
      const packageDir = join(NODE_MODULES, packageName);
      const manifest = existsSync(join(packageDir, 'package.json'))
        ? readManifest(join(packageDir, 'package.json'))
        : undefined;
      const dependencies = new Set([
        ...Object.keys(manifest?.dependencies ?? {}),
        ...Object.keys(manifest?.peerDependencies ?? {}),
        ...(EXTRA_PACKAGES[page.url] ?? []),
      ]);
      // webpack's version is the site's own subject; the pages name it only as a requirement.
      dependencies.delete('webpack');
      return { page, packageDir, dependencies, source: readFileSync(join(process.cwd(), page.path), 'utf8') };
    });
}

describe('the dependency versions third-party pages state, against the copy each package resolves', () => {
  const pages = thirdPartyPages();

  it('finds the packages of the pages', () => {
    expect(pages.length).toBeGreaterThan(25);
    for (const url of Object.keys(STATED)) expect(pages.map(({ page }) => page.url)).toContain(url);
  });

  it('gives every dependency the version resolved from the package that loads it', () => {
    const wrong: string[] = [];
    for (const { page, packageDir, dependencies, source } of pages)
      for (const dependency of dependencies) {
        const stated = [dependency, ...(SPELLINGS[dependency] ?? [])].flatMap((name) =>
          statedVersions(source, name),
        );
        if (stated.length === 0) continue;
        const resolved = resolvedManifest(dependency, packageDir)?.version ?? 'not installed';
        for (const version of stated)
          if (version !== resolved)
            wrong.push(`${page.path}: ${dependency} ${version}, resolved ${resolved}`);
      }
    expect(wrong).toEqual([]);
  });

  it.each(Object.entries(STATED).flatMap(([url, names]) => names.map((name) => [url, name])))(
    '%s names the version of %s that its package resolves',
    (url, name) => {
      const entry = pages.find(({ page }) => page.url === url);
      const resolved = entry && resolvedManifest(name, entry.packageDir)?.version;
      expect(resolved).toMatch(/^\d+\.\d+\.\d+$/);
      expect(entry && statedVersions(entry.source, name)).toContain(resolved);
    },
  );
});
