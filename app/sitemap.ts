import type { MetadataRoute } from 'next';
import { buildSitemap, type SitemapMaterial } from '@/lib/materials/sitemap-entries';
import { ROUTES } from '@/lib/routes';
import { siteUrl } from '@/lib/seo';
import { services } from '@/lib/server/services';
import { listMaterialSitemapEntries } from '@/lib/server/materials/catalog';

// Built per request from the database (the material set changes with each import).
export const dynamic = 'force-dynamic';

/** sitemap.xml: every built public route and every material detail page, in Chinese and English. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  let rows: SitemapMaterial[] = [];
  try {
    rows = await listMaterialSitemapEntries(await services().db());
  } catch (error) {
    // Without a database the sitemap still lists the screens.
    console.error('[sitemap] materials unavailable:', error);
  }
  return buildSitemap(siteUrl(), ROUTES, rows);
}
