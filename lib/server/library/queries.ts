import 'server-only';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import type { ExpenseType, ItemFormat, ItemKind, ItemLanguage, LibraryCard, LibraryType, PageTechnologyInput, StandardStatus } from '@/lib/library/contract';
import type { Paged } from '@/lib/contract';
import { segmentWords } from '@/lib/materials/text';
import type { Db } from '@/lib/server/db/client';
import { catalogueItems, libraryItems, libraryTypes } from '@/lib/server/db/schema';
import { containing, escapeLike } from '@/lib/server/db/like';

export type ItemRow = typeof libraryItems.$inferSelect;
type TypeRow = typeof libraryTypes.$inferSelect;

/** A title in the caller's language, else the other language, else the standard's code. */
export function itemTitle(r: Pick<ItemRow, 'titleZh' | 'titleEn' | 'standardCode' | 'code'>, locale: Locale): string {
  const [first, second] = locale === 'en' ? [r.titleEn, r.titleZh] : [r.titleZh, r.titleEn];
  const title = first ?? second;
  if (r.standardCode) return title ? `${r.standardCode} ${title}` : r.standardCode;
  return title ?? r.code;
}

async function typeNames(db: Db, locale: Locale): Promise<Map<string, TypeRow & { name: string }>> {
  const rows = await db.select().from(libraryTypes);
  return new Map(rows.map((r) => [r.code, { ...r, name: locale === 'en' ? r.nameEn : r.nameZh }]));
}

export function toCard(r: ItemRow, priceFen: number | null, types: Map<string, { name: string }>, locale: Locale): LibraryCard {
  return {
    id: r.id,
    kind: r.kind as ItemKind,
    title: itemTitle(r, locale),
    primaryType: r.primaryType,
    primaryTypeName: types.get(r.primaryType)?.name ?? r.primaryType,
    secondaryType: r.secondaryType,
    secondaryTypeName: r.secondaryType ? (types.get(r.secondaryType)?.name ?? r.secondaryType) : null,
    format: r.format as ItemFormat,
    expense: r.expense as ExpenseType,
    priceFen: r.expense === 'paid' ? (priceFen ?? 0) : 0,
    year: r.year,
    language: r.language as ItemLanguage,
    source: r.source,
    standardCode: r.standardCode,
    standardStatus: r.standardStatus as StandardStatus | null,
    keywords: r.keywords,
    demo: r.demo,
    downloads: r.downloads,
  };
}

/** library/listLibraryTypes: primary types with their secondary types and item counts. */
export async function listLibraryTypes(db: Db, locale: Locale): Promise<LibraryType[]> {
  const [types, counts] = await Promise.all([
    db.select().from(libraryTypes).orderBy(asc(libraryTypes.sort), asc(libraryTypes.code)),
    db
      .select({ primary: libraryItems.primaryType, secondary: libraryItems.secondaryType, n: sql<number>`count(*)::int` })
      .from(libraryItems)
      .where(eq(libraryItems.active, true))
      .groupBy(libraryItems.primaryType, libraryItems.secondaryType),
  ]);
  const name = (t: TypeRow) => (locale === 'en' ? t.nameEn : t.nameZh);
  return types
    .filter((t) => !t.parentCode)
    .map((p) => ({
      code: p.code,
      name: name(p),
      count: counts.filter((c) => c.primary === p.code).reduce((n, c) => n + Number(c.n), 0),
      children: types
        .filter((c) => c.parentCode === p.code)
        .map((c) => ({ code: c.code, name: name(c), count: counts.filter((x) => x.secondary === c.code).reduce((n, x) => n + Number(x.n), 0), children: [] })),
    }));
}

/** `'a' & 'b'` for to_tsquery from Intl.Segmenter words, each quoted (input cannot inject syntax). */
function tsQueryText(keyword: string): string {
  return segmentWords(keyword)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .map((w) => `'${w}'`)
    .join(' & ');
}


/**
 * library/pageTechnology: keyword (substring of titles, number, keywords and grades, or all the
 * Intl.Segmenter words, like the material search), filters, sort and pagination. Ranking for a
 * keyword: the standard's number itself, then its code's start, then a title, then any text, then words.
 */
export async function pageTechnology(db: Db, input: PageTechnologyInput, locale: Locale): Promise<Paged<LibraryCard>> {
  const where: SQL[] = [sql`i.active`];
  if (input.primaryType) where.push(sql`i.primary_type = ${input.primaryType}`);
  if (input.secondaryType) where.push(sql`i.secondary_type = ${input.secondaryType}`);
  if (input.kind) where.push(sql`i.kind = ${input.kind}`);
  if (input.format) where.push(sql`i.format = ${input.format}`);
  if (input.expense) where.push(sql`i.expense = ${input.expense}`);
  if (input.yearFrom) where.push(sql`i.year >= ${input.yearFrom}`);
  if (input.yearTo) where.push(sql`i.year <= ${input.yearTo}`);
  let score: SQL = sql`0`;
  const keyword = (input.keyword ?? '').normalize('NFKC').toLowerCase().trim();
  if (keyword) {
    const pattern = containing(keyword);
    const tsq = tsQueryText(keyword);
    const match: SQL[] = [sql`i.search_text LIKE ${pattern} ESCAPE '\\'`];
    if (tsq) match.push(sql`i.tsv @@ to_tsquery('simple', ${tsq})`);
    where.push(sql`(${sql.join(match, sql` OR `)})`);
    score = sql`CASE
      WHEN i.number_key = ${keyword} OR lower(i.standard_code) = ${keyword} THEN 100
      WHEN lower(i.standard_code) LIKE ${`${escapeLike(keyword)}%`} ESCAPE '\\' THEN 90
      WHEN lower(coalesce(i.title_zh, '') || ' ' || coalesce(i.title_en, '')) LIKE ${pattern} ESCAPE '\\' THEN 80
      WHEN i.search_text LIKE ${pattern} ESCAPE '\\' THEN 60 ELSE 40 END`;
  }
  // A Map (own keys only): the contract's enum already refuses other names, and `constructor` must find nothing here either.
  const order = new Map<string, SQL>([
    ['relevance', sql`score DESC, (i.primary_type = 'standard') DESC, i.year DESC NULLS LAST, i.id`],
    ['newest', sql`i.year DESC NULLS LAST, i.created_at DESC, i.id DESC`],
    ['oldest', sql`i.year ASC NULLS LAST, i.id`],
    ['priceAsc', sql`coalesce(c.price_fen, 0) ASC, i.id`],
    ['priceDesc', sql`coalesce(c.price_fen, 0) DESC, i.id`],
    ['popular', sql`i.downloads DESC, i.id`],
  ]);
  const filter = sql.join(where, sql` AND `);
  const offset = (input.page - 1) * input.pageSize;
  const [rows, total, types] = await Promise.all([
    db.execute(sql`SELECT i.id, ${score} AS score, c.price_fen AS price FROM library_items i LEFT JOIN catalogue_items c ON c.id = i.catalogue_item_id
      WHERE ${filter} ORDER BY ${order.get(input.sort) ?? order.get('relevance')!} LIMIT ${input.pageSize} OFFSET ${offset}`),
    db.execute(sql`SELECT count(*)::int AS n FROM library_items i WHERE ${filter}`),
    typeNames(db, locale),
  ]);
  const ids = (rows.rows as { id: number; price: number | null }[]).map((r) => ({ id: Number(r.id), price: r.price === null ? null : Number(r.price) }));
  const items = ids.length ? await db.select().from(libraryItems).where(sql`${libraryItems.id} IN (${sql.join(ids.map((r) => sql`${r.id}`), sql`, `)})`) : [];
  const byId = new Map(items.map((r) => [r.id, r]));
  return {
    list: ids.filter((r) => byId.has(r.id)).map((r) => toCard(byId.get(r.id)!, r.price, types, locale)),
    total: Number((total.rows[0] as { n: number } | undefined)?.n ?? 0),
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** homePage/getTechnologyLibrary: the newest items (newest publication, then newest added). */
export async function newestItems(db: Db, locale: Locale, limit = 6): Promise<LibraryCard[]> {
  const [rows, types] = await Promise.all([
    db
      .select({ i: libraryItems, price: catalogueItems.priceFen })
      .from(libraryItems)
      .leftJoin(catalogueItems, eq(catalogueItems.id, libraryItems.catalogueItemId))
      .where(and(eq(libraryItems.active, true)))
      .orderBy(sql`${libraryItems.publishedAt} DESC NULLS LAST`, desc(libraryItems.createdAt), desc(libraryItems.id))
      .limit(limit),
    typeNames(db, locale),
  ]);
  return rows.map((r) => toCard(r.i, r.price, types, locale));
}

export { typeNames };
