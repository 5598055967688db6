import 'server-only';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import type { Locale } from '@/lib/i18n/routing';
import { PART_CATALOGUES, type PartCatalogue, type PartCategory, type PartDetail, type PartDirectory, type PartHit, type PartSearchInput, type PartSizeView } from '@/lib/market/contract';
import { notFound } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { containing } from '@/lib/server/db/like';
import { parts, partSizes } from '@/lib/server/db/schema';

type PartRow = typeof parts.$inferSelect;
type SizeRow = typeof partSizes.$inferSelect;

/** The number a size filter names: 12 for M12 or 12. */
export const sizeKeyOf = (size: string) => Number(size.replace(/^M/i, ''));

const sizeView = (s: SizeRow): PartSizeView => ({ id: s.id, size: s.size, cells: s.cells, sourceUrl: s.sourceUrl, citation: s.citation, demo: s.demo });

function hitOf(p: PartRow, sizes: SizeRow[], locale: Locale): PartHit {
  return {
    id: p.id,
    code: p.code,
    catalogue: p.catalogue as PartCatalogue,
    category: p.category as PartCategory,
    standard: p.standard,
    intlStandard: p.intlStandard,
    title: locale === 'en' ? p.titleEn : p.titleZh,
    fields: p.dimFields.map((f) => ({ name: f.name, unit: f.unit ?? null })),
    classes: p.classes,
    sizes: sizes.map(sizeView),
  };
}

/** tui/search: parts by keyword, catalogue, category, standard, size (M12) and property class (8.8), with their matching sizes. */
export async function searchParts(db: Db, input: PartSearchInput, locale: Locale): Promise<Paged<PartHit>> {
  const where: SQL[] = [];
  if (input.catalogue) where.push(eq(parts.catalogue, input.catalogue));
  if (input.category) where.push(eq(parts.category, input.category));
  if (input.standard) where.push(or(ilike(parts.standard, containing(input.standard)), ilike(parts.intlStandard, containing(input.standard)))!);
  if (input.keyword) {
    const k = containing(input.keyword);
    where.push(or(ilike(parts.titleZh, k), ilike(parts.titleEn, k), ilike(parts.standard, k), ilike(parts.intlStandard, k), inArray(parts.id, db.select({ id: partSizes.partId }).from(partSizes).where(ilike(partSizes.size, k))))!);
  }
  if (input.class) where.push(sql`${parts.classes} @> ${JSON.stringify([input.class])}::jsonb`);
  const key = input.size ? sizeKeyOf(input.size) : null;
  if (key !== null) where.push(inArray(parts.id, db.select({ id: partSizes.partId }).from(partSizes).where(eq(partSizes.sizeKey, key))));
  const [{ n }] = await db.select({ n: count() }).from(parts).where(and(...where));
  const rows = await db.select().from(parts).where(and(...where)).orderBy(asc(parts.sort), asc(parts.id)).limit(input.pageSize).offset((input.page - 1) * input.pageSize);
  const sizes = rows.length
    ? await db
        .select()
        .from(partSizes)
        .where(and(inArray(partSizes.partId, rows.map((r) => r.id)), key !== null ? eq(partSizes.sizeKey, key) : undefined))
        .orderBy(asc(partSizes.sort))
    : [];
  return { list: rows.map((p) => hitOf(p, sizes.filter((s) => s.partId === p.id), locale)), total: n, page: input.page, pageSize: input.pageSize };
}

/** tui/dir: the catalogues and their categories with part counts. */
export async function partDirectory(db: Db): Promise<PartDirectory[]> {
  const rows = await db.select({ catalogue: parts.catalogue, category: parts.category, n: count() }).from(parts).groupBy(parts.catalogue, parts.category).orderBy(asc(parts.catalogue), asc(parts.category));
  return PART_CATALOGUES.map((catalogue) => ({ catalogue, categories: rows.filter((r) => r.catalogue === catalogue).map((r) => ({ code: r.category as PartCategory, count: r.n })) }));
}

export async function findPart(db: Db, id: number): Promise<PartRow> {
  const [row] = await db.select().from(parts).where(eq(parts.id, id));
  if (!row) throw notFound('Market.noSuchPart');
  return row;
}

/** tui/produceDetail: a part with its whole dimension table, the sources per row, classes and materials. */
export async function getPart(db: Db, id: number, locale: Locale): Promise<PartDetail> {
  const p = await findPart(db, id);
  const sizes = await db.select().from(partSizes).where(eq(partSizes.partId, id)).orderBy(asc(partSizes.sort));
  return { ...hitOf(p, sizes, locale), description: locale === 'en' ? p.descriptionEn : p.descriptionZh, classesSource: p.classesSource, materials: p.materials };
}
