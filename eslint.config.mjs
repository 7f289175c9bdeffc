import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([
    '.next/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    '.cache/**',
    'reports/**',
    'examples/**',
    '__tests__/fixtures/**',
    'scripts/lighthouse-reference/.next/**',
    'scripts/lighthouse-reference/out/**',
  ]),
]);
