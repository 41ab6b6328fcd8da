/** @type {import('next').NextConfig} */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'same-origin' },
];
// Pages get a nonce-based policy from proxy.ts (lib/csp.ts). What the handlers outside its matcher
// answer (JSON, files, the captcha image, the bench routes) is never a page: nothing in it may load
// or run.
const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const nonPages = ['/api/:path*', '/auth/:path*', '/views/:path*', '/bench/:path*', '/healthz', '/readyz', '/icon.svg', '/favicon.ico'];

const nextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // SOURCE_MAPS=1 maps every browser chunk back to its modules (scripts/bench/js-sources.ts).
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
  reactStrictMode: true,
  // The reference upstream and the test tree are not part of the console bundle.
  outputFileTracingExcludes: { '*': ['upstream/**', 'tests/**', '.data/**', 'bench/**'] },
  // Browsers ask /favicon.ico of a page whose icon link they have not seen yet (the icon link comes
  // with the streamed metadata): answered with the console's icon, not a 404 in the console.
  async rewrites() {
    return [{ source: '/favicon.ico', destination: '/icon.svg' }];
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      ...nonPages.map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_POLICY }] })),
    ];
  },
};

export default nextConfig;
