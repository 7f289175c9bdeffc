import type { NextConfig } from 'next';
import { codeBuildId } from './lib/build-id';

// A fully static site: every route is exported to out/ as `route/index.html`.
const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Next's default build id is random and is written into every page, so every deploy would
  // change every file the service worker precaches. `next build` runs in the project root.
  generateBuildId: () => codeBuildId(process.cwd()),
};

export default nextConfig;
