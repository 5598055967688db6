import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/seo';

/** Crawlers may read every public page; the API, the personal centre and payment pages stay out. */
export default function robots(): MetadataRoute.Robots {
  const base = siteUrl();
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/atsteel/', '/my/', '/en/my/', '/zfbPay', '/en/zfbPay', '/subscribePay', '/en/subscribePay'],
      },
    ],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
