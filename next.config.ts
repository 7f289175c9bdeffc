import type { NextConfig } from 'next';
import { codeBuildId } from './lib/build-id';

// A fully static site: every route is exported to out/ as `route/index.html`.
const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run typecheck` checks every file, the scripts' and tests' included; checking the app's
  // files again in every build (three a test run) cost 12 to 14 s each.
  typescript: { ignoreBuildErrors: true },

  // Always defined, empty when unset: Next then inlines them as constants, so a build without
  // DocSearch folds `if (process.env.NEXT_PUBLIC_DOCSEARCH_APP_ID)` away and leaves DocSearch out.
  env: {
    NEXT_PUBLIC_DOCSEARCH_APP_ID: process.env.NEXT_PUBLIC_DOCSEARCH_APP_ID ?? '',
    NEXT_PUBLIC_DOCSEARCH_API_KEY: process.env.NEXT_PUBLIC_DOCSEARCH_API_KEY ?? '',
    NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: process.env.NEXT_PUBLIC_DOCSEARCH_INDEX_NAME ?? '',
  },
  // Next's default build id is random and is written into every page, so every deploy would
  // change every file the service worker precaches. `next build` runs in the project root.
  generateBuildId: () => codeBuildId(process.cwd()),
};

export default nextConfig;
