import 'server-only';
import { and, asc, count, eq, inArray, min, type SQL } from 'drizzle-orm';
import type { CatalogueItem, ListItemsInput } from '@/lib/cloud/contract';
import type { ItemCategory, ItemKind, ItemParam, ItemUnit } from '@/lib/cloud/types';
import type { Locale } from '@/lib/i18n/routing';
import type { DbExecutor } from '@/lib/server/db/client';
import { cloudItems, cloudLaboratories, cloudOfferings } from '@/lib/server/db/schema';

export type ItemRow = typeof cloudItems.$inferSelect;


export function itemName(row: Pick<ItemRow, 'nameZh' | 'nameEn'>, locale: Locale): string {
  return locale === 'zh' ? row.nameZh : row.nameEn;
}

/** Items by id (those that exist). */
export async function itemsById(db: DbExecutor, ids: readonly number[]): Promise<Map<number, ItemRow>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(cloudItems).where(inArray(cloudItems.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Offerings of active laboratories per item: how many, lowest price, shortest cycle. */
export async function offerStats(db: DbExecutor, itemIds?: readonly number[]) {
  const where: SQL[] = [eq(cloudLaboratories.status, 'active')];
  if (itemIds) where.push(inArray(cloudOfferings.itemId, [...itemIds]));
  const rows = await db
    .select({ itemId: cloudOfferings.itemId, labs: count(), minPrice: min(cloudOfferings.priceFen), minCycle: min(cloudOfferings.cycleDays) })
    .from(cloudOfferings)
    .innerJoin(cloudLaboratories, eq(cloudLaboratories.id, cloudOfferings.labId))
    .where(and(...where))
    .groupBy(cloudOfferings.itemId);
  return new Map(rows.map((r) => [r.itemId, r]));
}

export function toCatalogueItem(row: ItemRow, stats: { labs: number; minPrice: number | null; minCycle: number | null } | undefined, locale: Locale): CatalogueItem {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as ItemKind,
    category: row.category as ItemCategory,
    name: itemName(row, locale),
    standards: row.standards,
    sample: locale === 'zh' ? row.sampleZh : row.sampleEn,
    params: row.params as ItemParam[],
    unit: row.unit as ItemUnit,
    labCount: stats?.labs ?? 0,
    minPriceFen: stats?.minPrice ?? null,
    minCycleDays: stats?.minCycle ?? null,
  };
}

/** The catalogue (detection items and preparation services), in catalogue order, with who offers them. */
export async function listItems(db: DbExecutor, input: ListItemsInput, locale: Locale): Promise<CatalogueItem[]> {
  const where: SQL[] = [];
  if (input.kind) where.push(eq(cloudItems.kind, input.kind));
  if (input.category) where.push(eq(cloudItems.category, input.category));
  const rows = await db
    .select()
    .from(cloudItems)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(cloudItems.sort), asc(cloudItems.id));
  const stats = await offerStats(db);
  return rows.map((r) => toCatalogueItem(r, stats.get(r.id), locale));
}
