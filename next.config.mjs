/** @type {import('next').NextConfig} */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'same-origin' },
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'" },
];

const nextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // SOURCE_MAPS=1 maps every browser chunk back to its modules (scripts/bench/js-sources.ts).
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
  reactStrictMode: true,
  // The reference upstream and the test tree are not part of the console bundle.
  outputFileTracingExcludes: { '*': ['upstream/**', 'tests/**', '.data/**', 'bench/**'] },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
