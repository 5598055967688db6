import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ioredis'],
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    optimizePackageImports: ['antd', '@ant-design/icons', 'echarts'],
  },
};

export default withNextIntl(nextConfig);
