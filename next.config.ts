import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time;
  // exceljs (the comparison's .xlsx export) is a large CommonJS tree that Node loads as it is.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ioredis', 'exceljs', 'pdfjs-dist', 'mammoth'],
  poweredByHeader: false,
  // `npm test` runs `tsc --noEmit` (npm run checks) before it builds and sets ATSTEEL_TYPES_CHECKED=1 (scripts/test.mjs):
  // the build then skips its own check of the same files (docs/TESTING.md). Every other build checks the types.
  typescript: { ignoreBuildErrors: process.env.ATSTEEL_TYPES_CHECKED === '1' },
  reactStrictMode: true,
  // Cached pages get a Content-Security-Policy with the hashes of their inline scripts
  // (docs/SECURITY.md); pages rendered per request get a nonce from proxy.ts.
  cacheHandler: path.resolve('lib/security/cache-handler.mjs'),
  // The portal uses no next/image: the optimizer answers 400 to every address, including
  // off-site, protocol-relative and backslash ones. List the local paths here when images come.
  images: { localPatterns: [], remotePatterns: [] },
  // The provenance key set at its well-known address (Next does not route dot-folders; docs/PROVENANCE.md).
  async rewrites() {
    return [{ source: '/.well-known/atsteel-provenance-keys.json', destination: '/atsteel/provenance-keys' }];
  },
  // Headers that never depend on the request; the policy and HSTS do (proxy.ts, cache-handler.mjs).
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          {
            key: 'Permissions-Policy',
            value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), interest-cohort=(), browsing-topics=()',
          },
        ],
      },
    ];
  },
  experimental: {
    optimizePackageImports: ['antd', '@ant-design/icons', 'echarts'],
    // Turbopack keeps its build cache in .next for the next build (on by default in 16.4). CI builds once in a fresh clone,
    // where writing it only costs time (90 s measured on 2026-12-02): off when CI is set (docs/TESTING.md).
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // The portal's server loads every page's modules itself once instrumentation.ts has run, and is ready when that
    // is over (lib/next-warm-up.mjs); Next's own preload would load them a second time at the same moment.
    preloadEntriesOnStart: false,
  },
};

/**
 * `npm run analyze` (ANALYZE=true, a webpack build) writes treemaps of every bundle to
 * .next/analyze/; the default Turbopack build has its own analyzer, `npx next analyze`
 * (docs/PERFORMANCE.md). The plugin is a development dependency, loaded only then.
 */
export default async function config(): Promise<NextConfig> {
  const withIntl = withNextIntl(nextConfig);
  if (process.env.ANALYZE !== 'true') return withIntl;
  const { default: bundleAnalyzer } = await import('@next/bundle-analyzer');
  return bundleAnalyzer({ enabled: true, openAnalyzer: false })(withIntl);
}
