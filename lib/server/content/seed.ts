import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import type { SeedStep } from '@/lib/server/ports/seed';
import { contentItems, contentPositions } from '@/lib/server/db/schema';
import { readSeedData } from '@/lib/server/db/seed-data';
import { sanitizeRichText } from '@/lib/security/rich-text';

interface SeedItem {
  kind: string;
  publishAt: string;
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  bodyZh: string;
  bodyEn: string;
}

/**
 * The demo content (seed-data/content/items.json): news, a cover story, two solutions, help articles and update records,
 * all published and labelled demo in both languages, written about the portal itself (its update records follow its
 * git history); the banner shows the cover story, featured news the two newest news items.
 */
export async function seedContent(db: Db): Promise<string> {
  const items = readSeedData<SeedItem[]>('content/items.json');
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(contentItems)
      .values(items.map((i) => ({ ...i, bodyZh: sanitizeRichText(i.bodyZh), bodyEn: sanitizeRichText(i.bodyEn), publishAt: new Date(i.publishAt), published: true, demo: true })))
      .returning({ id: contentItems.id, kind: contentItems.kind });
    const cover = rows.find((r) => r.kind === 'cover');
    const news = rows.filter((r) => r.kind === 'news').slice(0, 2);
    await tx.delete(contentPositions).where(inArray(contentPositions.position, ['banner', 'featuredNews']));
    await tx.insert(contentPositions).values([
      ...(cover ? [{ position: 'banner', slot: 0, itemId: cover.id }] : []),
      ...news.map((n, slot) => ({ position: 'featuredNews', slot, itemId: n.id })),
    ]);
    return `${rows.length} demo content items`;
  });
}

export const contentSeedStep: SeedStep = { name: 'content-demo-v1', run: (db) => seedContent(db) };
