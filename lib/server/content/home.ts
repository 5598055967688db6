import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { HomeHotData, HomeNews, PositionConfig, PositionEntry, UpdatePositionInput } from '@/lib/content/contract';
import { CONTENT_OWNER_KIND, COVER_FIELD, HOME_LATEST, POSITIONS, contentHref, type ContentKind } from '@/lib/content/rules';
import type { Locale } from '@/lib/i18n/routing';
import { badRequest } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import type { SharedAnswers } from '@/lib/server/cache/types';
import { contentItems, contentPositions } from '@/lib/server/db/schema';
import { listFilesOfOwners } from '@/lib/server/files/service';
import { listCommonGrades, listHotKeywords, listHotMaterials } from '@/lib/server/materials/activity';
import { latestPublished } from './content';
import { touchContent } from './revision';
import { inLanguage } from '@/lib/i18n/in-language';


/** homePage/getNews: the newest news items and solutions readers may open. */
export async function homeNews(db: Db, locale: Locale, at: Date): Promise<HomeNews> {
  const [news, solutions] = await Promise.all([latestPublished(db, 'news', HOME_LATEST, locale, at), latestPublished(db, 'solution', HOME_LATEST, locale, at)]);
  return { news, solutions };
}

/** homePage/getHotData: the hot block, composed of the materials' hot data (hot/data/listHotSteel, listHotKeywords, listCommonGrades). */
export async function homeHotData(db: Db, shared?: SharedAnswers | null): Promise<HomeHotData> {
  const [materials, keywords, commonGrades] = await Promise.all([listHotMaterials(db, undefined, 10), listHotKeywords(db, undefined, 10), listCommonGrades(db, undefined, 10, shared)]);
  return { materials, keywords, commonGrades };
}

/**
 * homePage/listLoactionConfig: every position's entries in order. An entry naming an item shows only while the item
 * is readable (published, its time come); its label and link are the item's.
 */
export async function listPositions(db: Db, locale: Locale, at: Date): Promise<PositionConfig> {
  const rows = await db.select().from(contentPositions).orderBy(asc(contentPositions.position), asc(contentPositions.slot));
  const ids = rows.flatMap((r) => (r.itemId ? [r.itemId] : []));
  const items = ids.length ? await db.select().from(contentItems).where(and(inArray(contentItems.id, ids), eq(contentItems.published, true))) : [];
  const byId = new Map(items.filter((i) => i.publishAt && i.publishAt <= at).map((i) => [i.id, i]));
  const covers = await listFilesOfOwners(db, CONTENT_OWNER_KIND, [...byId.keys()], COVER_FIELD);
  const config = Object.fromEntries(POSITIONS.map((p) => [p, [] as PositionEntry[]])) as PositionConfig;
  for (const r of rows) {
    const list = config[r.position as keyof PositionConfig];
    if (!list) continue;
    if (r.itemId) {
      const item = byId.get(r.itemId);
      if (item) list.push({ itemId: item.id, label: inLanguage(locale, item.titleZh, item.titleEn), href: contentHref(item.kind as ContentKind, item.id), cover: covers.get(item.id)?.[0] ?? null });
    } else if (r.href) {
      list.push({ itemId: null, label: inLanguage(locale, r.labelZh, r.labelEn), href: r.href, cover: null });
    }
  }
  return config;
}

/**
 * homePage/updateLoactionConfig: replaces a position's entries. Banner and featured news name existing items (featured
 * news: news items); featured products are labelled portal links (both labels and the path required).
 */
export async function updatePosition(db: Db, input: UpdatePositionInput, locale: Locale, at: Date): Promise<PositionConfig> {
  const byItem = input.position !== 'featuredProducts';
  for (const e of input.entries) {
    if (byItem && !e.itemId) throw badRequest('Content.itemRequired');
    if (!byItem && (!e.href || !e.labelZh || !e.labelEn)) throw badRequest(!e.href ? 'Content.badLink' : 'Content.labelRequired');
  }
  const ids = input.entries.flatMap((e) => (byItem && e.itemId ? [e.itemId] : []));
  if (ids.length) {
    const found = await db.select({ id: contentItems.id, kind: contentItems.kind }).from(contentItems).where(inArray(contentItems.id, ids));
    if (found.length !== new Set(ids).size) throw badRequest('Content.notFound');
    if (input.position === 'featuredNews' && found.some((f) => f.kind !== 'news')) throw badRequest('Content.notNews');
  }
  await db.transaction(async (tx) => {
    await tx.delete(contentPositions).where(eq(contentPositions.position, input.position));
    if (input.entries.length) {
      await tx.insert(contentPositions).values(
        input.entries.map((e, slot) =>
          byItem ? { position: input.position, slot, itemId: e.itemId! } : { position: input.position, slot, labelZh: e.labelZh, labelEn: e.labelEn, href: e.href! },
        ),
      );
    }
    await touchContent(tx, at);
  });
  return listPositions(db, locale, at);
}
