// The reference page of `npm run budget`: exported like the site, into its own out/.
/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  poweredByHeader: false,
  // The project's `npm run typecheck` covers these files; checking them again costs every budget run seconds.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
