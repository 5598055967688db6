import 'server-only';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import { fileDownloadPath } from '@/lib/files/contract';
import type { Locale } from '@/lib/i18n/routing';
import { SAMPLE_ROWS, type DataFormat, type ProductSeller, type DataSetView, type DatasetOrigin, type GeneratedFileView, type GenerationState, type ProductCard, type ProductDetail, type ProductExpense, type ProductPageInput, type Redistribution } from '@/lib/market/contract';
import { notFound } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import type { ProcessMemory } from '@/lib/server/ports';
import { containing } from '@/lib/server/db/like';
import { catalogueItems, files, marketDatasetRows, marketDatasets, marketFiles, marketProducts } from '@/lib/server/db/schema';
import type { SessionUser } from '@/lib/session/permissions';
import { entitlementOf, fileEntitlement, findProduct, pendingOrderOf, type MarketFileRow, type ProductRow } from './access';
import { isOwnRdProduct, rdTexts, sellerOfDataSet, sellersOf, unlistUnpublishedRd } from './rd-offers';
import { sourcesOf } from './sources';
import { customerTable } from '@/lib/market/customer-table';
import { translate } from '@/lib/i18n/messages';
import { unitKey, type MessageOf } from '@/lib/units';

type DatasetRow = typeof marketDatasets.$inferSelect;

const pickLang = (locale: Locale, zh: string, en: string) => (locale === 'en' ? en : zh);

function cardOf(p: ProductRow, d: DatasetRow, priceFen: number | null, locale: Locale, seller: ProductSeller | null): ProductCard {
  return {
    id: p.id,
    code: p.code,
    title: pickLang(locale, p.titleZh, p.titleEn),
    summary: pickLang(locale, p.summaryZh, p.summaryEn),
    origin: d.origin as DatasetOrigin,
    expense: p.expense as ProductExpense,
    priceFen: p.expense === 'paid' ? (priceFen ?? 0) : 0,
    formats: p.formats as DataFormat[],
    redistribution: d.redistribution as Redistribution,
    datasetId: d.id,
    rowCount: d.rowCount,
    fieldCount: d.fields.length,
    traded: p.traded,
    demo: p.demo,
    seller,
  };
}

/** zhj/product/page: published products, keyword in titles and summaries (both languages), expense and origin filters. */
export async function pageProducts(db: Db, input: ProductPageInput, locale: Locale): Promise<Paged<ProductCard>> {
  await unlistUnpublishedRd(db);
  const where: SQL[] = [eq(marketProducts.status, 'published')];
  if (input.keyword) {
    const k = containing(input.keyword);
    where.push(or(ilike(marketProducts.titleZh, k), ilike(marketProducts.titleEn, k), ilike(marketProducts.summaryZh, k), ilike(marketProducts.summaryEn, k), ilike(marketDatasets.titleZh, k), ilike(marketDatasets.titleEn, k))!);
  }
  if (input.expense) where.push(eq(marketProducts.expense, input.expense));
  if (input.origin) where.push(eq(marketDatasets.origin, input.origin));
  const base = db.select({ n: count() }).from(marketProducts).innerJoin(marketDatasets, eq(marketDatasets.id, marketProducts.datasetId)).where(and(...where));
  const [{ n }] = await base;
  const rows = await db
    .select({ p: marketProducts, d: marketDatasets, priceFen: catalogueItems.priceFen })
    .from(marketProducts)
    .innerJoin(marketDatasets, eq(marketDatasets.id, marketProducts.datasetId))
    .leftJoin(catalogueItems, eq(catalogueItems.id, marketProducts.catalogueItemId))
    .where(and(...where))
    .orderBy(asc(marketProducts.sort), asc(marketProducts.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const sellers = await sellersOf(db, rows.filter((r) => r.d.origin === 'research').map((r) => r.p.id));
  return { list: rows.map((r) => cardOf(r.p, r.d, r.priceFen, locale, sellers.get(r.p.id) ?? null)), total: n, page: input.page, pageSize: input.pageSize };
}

async function dataSetView(db: Db, d: DatasetRow, locale: Locale, memory: ProcessMemory): Promise<DataSetView> {
  const stored = d.redistribution === 'allowed'
    ? (await db.select({ cells: marketDatasetRows.cells }).from(marketDatasetRows).where(eq(marketDatasetRows.datasetId, d.id)).orderBy(asc(marketDatasetRows.rowNo)).limit(SAMPLE_ROWS)).map((r) => r.cells)
    : [];
  // The page shows the columns and first rows as the files have them (sources and notes out of the values, units declared).
  const m: MessageOf = (key, values) => translate(locale, key, values);
  const table = customerTable(d.fields.map((f) => f.name), stored, new Set(d.origin === 'research' ? [] : sourcesOf(d.code, memory).map((x) => x.id)), m);
  const products = await db
    .select({ id: marketProducts.id, titleZh: marketProducts.titleZh, titleEn: marketProducts.titleEn })
    .from(marketProducts)
    .where(and(eq(marketProducts.datasetId, d.id), eq(marketProducts.status, 'published')))
    .orderBy(asc(marketProducts.id));
  const seller = await sellerOfDataSet(db, d);
  const title = pickLang(locale, d.titleZh, d.titleEn);
  return {
    id: d.id,
    code: d.code,
    title,
    description: pickLang(locale, d.descriptionZh, d.descriptionEn),
    origin: d.origin as DatasetOrigin,
    fields: table.columns.map((c) => ({ name: c.key, label: m(c.label, c.labelValues), unit: c.unit ? m(unitKey(c.unit)) : null })),
    rowCount: d.rowCount,
    sample: table.rows,
    licence: d.licence,
    citation: d.citation,
    sourceUrl: d.sourceUrl,
    redistribution: d.redistribution as Redistribution,
    products: products.map((p) => ({ id: p.id, title: pickLang(locale, p.titleZh, p.titleEn) })),
    seller,
    // An R&D data set stores its licence and citation in both languages (for the files); the page reads its own.
    ...(seller ? rdTexts(locale, seller, title) : {}),
  };
}

/** zhj/product/dataSet: the data set behind a product (fields, row count, first rows, licence, citation). */
export async function getDataSet(db: Db, id: number, locale: Locale, memory: ProcessMemory): Promise<DataSetView> {
  await unlistUnpublishedRd(db, { datasetId: id });
  const [d] = await db.select().from(marketDatasets).where(eq(marketDatasets.id, id));
  if (!d) throw notFound('Market.noSuchDataSet');
  return dataSetView(db, d, locale, memory);
}

/** A generated file as the screens see it (the file's facts once it is ready). */
export function generatedView(row: MarketFileRow, file: typeof files.$inferSelect | null): GeneratedFileView {
  const ready = row.state === 'ready' && file;
  return {
    id: row.id,
    format: row.format as DataFormat,
    state: row.state as GenerationState,
    fileId: ready ? file.id : null,
    name: ready ? file.originalName : null,
    size: ready ? file.size : null,
    sha256: ready ? file.sha256 : null,
    url: ready ? fileDownloadPath(file.id) : null,
  };
}

export async function generatedViews(db: Db, rows: MarketFileRow[]): Promise<GeneratedFileView[]> {
  const ids = rows.flatMap((r) => (r.fileId ? [r.fileId] : []));
  const byId = new Map((ids.length ? await db.select().from(files).where(inArray(files.id, ids)) : []).map((f) => [f.id, f]));
  return rows.map((r) => generatedView(r, r.fileId ? (byId.get(r.fileId) ?? null) : null));
}

/** zhj/product/get: one published product with its data set and, signed in, what the caller may do. */
export async function getProduct(db: Db, id: number, locale: Locale, user: SessionUser | null, memory: ProcessMemory): Promise<ProductDetail> {
  await unlistUnpublishedRd(db, { productId: id });
  const product = await findProduct(db, id);
  const [d] = await db.select().from(marketDatasets).where(eq(marketDatasets.id, product.datasetId));
  const [price] = product.catalogueItemId ? await db.select({ priceFen: catalogueItems.priceFen }).from(catalogueItems).where(eq(catalogueItems.id, product.catalogueItemId)) : [];
  let access: ProductDetail['access'] = null;
  if (user) {
    const entitlement = await entitlementOf(db, user, product);
    // The caller's files in the page's language (a file's entitlement carries its language, lib/server/market/generate.ts).
    const own = entitlement.key ? await db.select().from(marketFiles).where(eq(marketFiles.entitlement, fileEntitlement(entitlement.key, locale))).orderBy(asc(marketFiles.format)) : [];
    const ownOffer = d.origin === 'research' && (await isOwnRdProduct(db, product.id, user.id));
    access = { entitled: !!entitlement.key, ownOffer, pendingOrderNo: entitlement.key || ownOffer ? null : await pendingOrderOf(db, user, product), files: await generatedViews(db, own) };
  }
  const sellers = d.origin === 'research' ? await sellersOf(db, [product.id]) : new Map<number, ProductSeller>();
  return { ...cardOf(product, d, price?.priceFen ?? null, locale, sellers.get(product.id) ?? null), catalogueItemId: product.catalogueItemId, dataSet: await dataSetView(db, d, locale, memory), access };
}
