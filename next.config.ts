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

export default withNextIntl(nextConfig);
