import type { NextConfig } from 'next';

// A fully static site: every route is exported to out/ as `route/index.html`.
const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
