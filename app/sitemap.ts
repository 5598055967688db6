import type { MetadataRoute } from 'next';
import { asc } from 'drizzle-orm';
import { buildSitemap, type SitemapMaterial } from '@/lib/materials-ui/sitemap-entries';
import { ROUTES } from '@/lib/routes';
import { siteUrl } from '@/lib/seo';
import { getDb } from '@/lib/server/db';
import { materials } from '@/lib/server/db/schema';

// Built per request from the database (the material set changes with each import).
export const dynamic = 'force-dynamic';

/** sitemap.xml: every built public route and every material detail page, in Chinese and English. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  let rows: SitemapMaterial[] = [];
  try {
    const db = await getDb();
    rows = await db
      .select({ id: materials.id, family: materials.family, updatedAt: materials.updatedAt })
      .from(materials)
      .orderBy(asc(materials.id));
  } catch (error) {
    // Without a database the sitemap still lists the screens.
    console.error('[sitemap] materials unavailable:', error);
  }
  return buildSitemap(siteUrl(), ROUTES, rows);
}
