import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// The unified/remark ecosystem and Shiki ship ES modules only, so jest must transform them too.
const esmPackages = [
  'unified',
  'bail',
  'devlop',
  'is-plain-obj',
  'trough',
  'vfile',
  'vfile-message',
  'unist-.*',
  'mdast-.*',
  'micromark.*',
  'decode-named-character-reference',
  'character-entities.*',
  'remark-.*',
  'github-slugger',
  'ccount',
  'escape-string-regexp',
  'markdown-table',
  'longest-streak',
  'zwitch',
  'estree-util-.*',
  'acorn-jsx',
  'trim-lines',
  'property-information',
  'hast-.*',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-void-elements',
  'web-namespaces',
  'stringify-entities',
  'character-reference-invalid',
  'is-.*',
  'parse-entities',
  'collapse-white-space',
  'shiki',
  '@shikijs/.*',
  'oniguruma-.*',
  'regex',
  'regex-.*',
];

/** Unit, component and content tests: everything that runs without a build. */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // One worker per core: jest's default leaves one core idle, and most of these files wait on
  // child processes (webpack builds, the checking scripts) rather than on jest itself.
  maxWorkers: '100%',
  // A timeout only stops a hung test; it must never fail a slow one. Tests that start node
  // (the scripts, npm run) took over jest's default 5 s on a loaded 2-core machine, so the
  // limit is far above any run seen, and what a test asserts never depends on time.
  testTimeout: 10 * 60 * 1000,
};

/** next/jest's config with the ESM packages transformed. */
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];
  return resolved;
}
