import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { materialFavorites, materials, materialSearchHistory, materialStandards } from '@/lib/server/db/schema';
import type { Locale } from '@/lib/i18n/routing';
import { translate } from '@/lib/i18n/messages';
import type { FavoriteList, HistoryScope, MaterialFamily, SearchHistoryRow } from '@/lib/materials/contract';
import { notFound } from '@/lib/server/api/errors';

const HISTORY_KEEP = 50;

const historyRow = (r: typeof materialSearchHistory.$inferSelect): SearchHistoryRow => ({
  id: r.id, scope: r.scope === 'ai' ? 'ai' : 'material', family: r.family as MaterialFamily, keyword: r.keyword, query: r.query, createdAt: r.createdAt.toISOString(),
});

/** Saves a search (or, scope `ai`, a question) of the user; the same keyword moves to the top instead of repeating. Each scope keeps its newest 50. */
export async function saveHistory(db: Db, userId: number, family: MaterialFamily, keyword: string, query?: string, scope: HistoryScope = 'material'): Promise<SearchHistoryRow> {
  const mine = and(eq(materialSearchHistory.userId, userId), eq(materialSearchHistory.scope, scope));
  await db.delete(materialSearchHistory).where(and(mine, eq(materialSearchHistory.family, family), eq(materialSearchHistory.keyword, keyword)));
  const [row] = await db.insert(materialSearchHistory).values({ userId, family, keyword, query: query ?? null, scope }).returning();
  const old = await db
    .select({ id: materialSearchHistory.id })
    .from(materialSearchHistory)
    .where(mine)
    .orderBy(desc(materialSearchHistory.createdAt), desc(materialSearchHistory.id))
    .offset(HISTORY_KEEP);
  for (const o of old) await db.delete(materialSearchHistory).where(eq(materialSearchHistory.id, o.id));
  return historyRow(row);
}

export async function listHistory(db: Db, userId: number, family: MaterialFamily | undefined, limit: number, scope: HistoryScope = 'material'): Promise<SearchHistoryRow[]> {
  const rows = await db
    .select()
    .from(materialSearchHistory)
    .where(and(eq(materialSearchHistory.userId, userId), eq(materialSearchHistory.scope, scope), family ? eq(materialSearchHistory.family, family) : undefined))
    .orderBy(desc(materialSearchHistory.createdAt), desc(materialSearchHistory.id))
    .limit(limit);
  return rows.map(historyRow);
}

/** Deletes one record of the user (unknown id: "no corresponding id") or the whole history. */
export async function deleteHistory(db: Db, userId: number, id?: number, family?: MaterialFamily, scope: HistoryScope = 'material'): Promise<{ deleted: number }> {
  if (id !== undefined) {
    const rows = await db.delete(materialSearchHistory).where(and(eq(materialSearchHistory.id, id), eq(materialSearchHistory.userId, userId))).returning({ id: materialSearchHistory.id });
    if (!rows.length) throw notFound('Materials.noCorrespondingId');
    return { deleted: 1 };
  }
  const rows = await db
    .delete(materialSearchHistory)
    .where(and(eq(materialSearchHistory.userId, userId), eq(materialSearchHistory.scope, scope), family ? eq(materialSearchHistory.family, family) : undefined))
    .returning({ id: materialSearchHistory.id });
  return { deleted: rows.length };
}

async function assertMaterial(db: Db, materialId: number) {
  if (materialId > 2147483647) throw notFound('Materials.noCorrespondingId');
  const [m] = await db.select({ id: materials.id }).from(materials).where(eq(materials.id, materialId)).limit(1);
  if (!m) throw notFound('Materials.noCorrespondingId');
}

export async function addFavorite(db: Db, userId: number, materialId: number) {
  await assertMaterial(db, materialId);
  await db.insert(materialFavorites).values({ userId, materialId }).onConflictDoNothing();
  return { materialId, isFavorite: true as const };
}

export async function removeFavorite(db: Db, userId: number, materialId: number) {
  await assertMaterial(db, materialId);
  await db.delete(materialFavorites).where(and(eq(materialFavorites.userId, userId), eq(materialFavorites.materialId, materialId)));
  return { materialId, isFavorite: false as const };
}

export async function listFavorites(db: Db, userId: number, family: MaterialFamily | undefined, page: number, pageSize: number, locale: Locale): Promise<FavoriteList> {
  const where = and(eq(materialFavorites.userId, userId), family ? eq(materials.family, family) : undefined);
  const [{ n }] = await db.select({ n: count() }).from(materialFavorites).innerJoin(materials, eq(materials.id, materialFavorites.materialId)).where(where);
  const rows = await db
    .select({ f: materialFavorites, m: materials, code: materialStandards.code })
    .from(materialFavorites)
    .innerJoin(materials, eq(materials.id, materialFavorites.materialId))
    .leftJoin(materialStandards, eq(materialStandards.id, materials.standardId))
    .where(where)
    .orderBy(desc(materialFavorites.createdAt), desc(materialFavorites.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    total: n,
    page,
    pageSize,
    list: rows.map(({ f, m, code }) => ({
      materialId: m.id,
      slug: m.slug,
      family: m.family,
      grade: m.grade,
      standardCode: code,
      categoryLabel: m.category ? translate(locale, `Materials.categories.${m.category}`) : null,
      createdAt: f.createdAt.toISOString(),
    })),
  };
}
