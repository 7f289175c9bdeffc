// The reference page of `npm run budget`: exported like the site, into its own out/.
/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  poweredByHeader: false,
};

export default nextConfig;
