import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    // Internal links are plain <a> elements that one delegated listener routes client-side
    // (components/layout/ClientNavigation.tsx): a next/link per link costs hydration and
    // prefetches every link in view. See docs/ARCHITECTURE.md.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // lib/mdx is the bottom layer (docs/ARCHITECTURE.md): the content model, search and the
    // Markdown writer build on it, so it imports only itself, lib/site.ts and packages.
    files: ['lib/mdx/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./(?!site$)|@/(?!lib/site$))',
              message: 'lib/mdx imports nothing above it: only lib/mdx, lib/site.ts and packages.',
            },
          ],
        },
      ],
    },
  },
  {
    // Components stay small named pieces (the code-health issue): a longer one is split.
    files: ['components/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 60 }] },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    '.cache/**',
    'reports/**',
    'examples/**',
    '__tests__/fixtures/**',
    'scripts/budget/lighthouse-reference/.next/**',
    'scripts/budget/lighthouse-reference/out/**',
  ]),
]);
