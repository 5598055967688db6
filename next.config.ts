import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time;
  // exceljs (the comparison's .xlsx export) is a large CommonJS tree that Node loads as it is.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ioredis', 'exceljs'],
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    optimizePackageImports: ['antd', '@ant-design/icons', 'echarts'],
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
