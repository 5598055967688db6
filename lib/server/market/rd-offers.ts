import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import type { DataSetView, ProductSeller, RdOfferInput, RdOfferView } from '@/lib/market/contract';
import { mayReview } from '@/lib/reviews/kinds';
import { conflict, notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import type { PaymentRefusal } from '@/lib/server/payments/fulfilment';
import { catalogueItems, marketDatasetRows, marketDatasets, marketProducts, marketRdOffers, users, type DataField } from '@/lib/server/db/schema';
import { recordPublishedNow as publishedNow, saleRecord, saleRecords, type SaleRecord as RecordRow } from '@/lib/server/research-data/sale';
import type { ReviewHooks } from '@/lib/server/reviews/hooks';
import { reviewState, submitForReview, withdrawReview } from '@/lib/server/reviews/service';
import type { SessionUser } from '@/lib/session/permissions';

/**
 * R&D data sets offered for sale by their owners (issue 37 behaviour 1, docs/MARKET.md "R&D data
 * sets"). The owner of a *published* record (saved, public, publication approved: the R&D area's own
 * `recordState`) states a price (integer fen, 0 = free) and optional descriptions; the offer is a review
 * of kind `dataProductOffer` whose subject is the record. Approval builds the data set from the record
 * and lists the product with the owner as seller; failing sends the owner the workflow's message with
 * the reason; withdrawing (or a reviewer's revocation) takes the product off sale: new buyers get 404,
 * files already bought stay readable (their paid order line is the entitlement).
 *
 * The data set holds only the offered record's own values (composition and properties): one record of
 * the seller, never another user's record, never the audiences, applications, files or versions.
 */

const KIND = 'dataProductOffer' as const;
type OfferRow = typeof marketRdOffers.$inferSelect;

/** The R&D data set's product code and data-set code: one per record. */
export const rdCode = (recordId: number) => `rd:${recordId}`;

/** The caller's own record (someone else's, a deleted or an unknown one: 404). */
async function ownRecord(db: DbExecutor, user: SessionUser, id: number): Promise<RecordRow> {
  const r = await saleRecord(db, id);
  if (!r || r.ownerId !== user.id) throw notFound('Market.noSuchRecord');
  return r;
}

async function viewOf(db: DbExecutor, r: RecordRow): Promise<RdOfferView> {
  const [offer] = await db.select().from(marketRdOffers).where(eq(marketRdOffers.recordId, r.id));
  const published = await publishedNow(db, r);
  if (!offer) return { researchDataId: r.id, published, offer: null };
  const [product] = offer.productId ? await db.select({ status: marketProducts.status }).from(marketProducts).where(eq(marketProducts.id, offer.productId)) : [];
  return {
    researchDataId: r.id,
    published,
    offer: {
      id: offer.id,
      priceFen: offer.priceFen,
      descriptionZh: offer.descriptionZh,
      descriptionEn: offer.descriptionEn,
      review: await reviewState(db, { kind: KIND, id: r.id }),
      productId: offer.productId,
      listed: product?.status === 'published',
    },
  };
}

/** zhj/product/rdOfferGet: the owner (or a reviewer of offers) reads a record's offer. */
export async function getRdOffer(db: Db, user: SessionUser, recordId: number): Promise<RdOfferView> {
  const r = await saleRecord(db, recordId);
  if (!r || (r.ownerId !== user.id && !mayReview(KIND, { role: user.role, companyId: user.companyId }, r.companyId))) throw notFound('Market.noSuchRecord');
  return viewOf(db, r);
}

/**
 * zhj/product/rdOffer: the owner offers a published record (else 409 `Market.rdNotPublished`) and the
 * offer goes to review; a listed product stays on sale on its approved terms until the new terms are approved.
 */
export async function offerRecord(db: Db, user: SessionUser, input: RdOfferInput, now: Date): Promise<RdOfferView> {
  return db.transaction(async (tx) => {
    const r = await ownRecord(tx, user, input.researchDataId);
    if (!(await publishedNow(tx, r))) throw conflict('Market.rdNotPublished');
    const terms = { priceFen: input.priceFen, descriptionZh: input.descriptionZh, descriptionEn: input.descriptionEn, updatedAt: now };
    await tx
      .insert(marketRdOffers)
      .values({ recordId: r.id, sellerId: user.id, ...terms, createdAt: now })
      .onConflictDoUpdate({ target: marketRdOffers.recordId, set: terms });
    await submitForReview(tx, { kind: KIND, id: r.id, userId: user.id, title: r.dataName });
    return viewOf(tx, r);
  });
}

/** zhj/product/rdWithdraw: a pending review is withdrawn, a listed product is taken off sale (buyers keep their files). */
export async function withdrawOffer(db: Db, user: SessionUser, recordId: number): Promise<RdOfferView> {
  return db.transaction(async (tx) => {
    const r = await ownRecord(tx, user, recordId);
    const [offer] = await tx.select().from(marketRdOffers).where(eq(marketRdOffers.recordId, r.id));
    if (!offer) throw notFound('Market.noSuchOffer');
    const review = await reviewState(tx, { kind: KIND, id: r.id });
    if (review === 'submitted' || review === 'underReview') await withdrawReview(tx, { kind: KIND, id: r.id, userId: user.id });
    await unlist(tx, offer);
    return viewOf(tx, r);
  });
}

/** Takes an offer's product off sale: withdrawn product (404 for new buyers), catalogue row inactive (no new order). */
async function unlist(tx: DbExecutor, offer: Pick<OfferRow, 'productId'>): Promise<void> {
  if (!offer.productId) return;
  const [p] = await tx.update(marketProducts).set({ status: 'withdrawn' }).where(eq(marketProducts.id, offer.productId)).returning();
  if (p?.catalogueItemId) await tx.update(catalogueItems).set({ active: false }).where(eq(catalogueItems.id, p.catalogueItemId));
}

/**
 * An R&D product is on sale only while its record is published. The R&D area does not call the
 * market, so a record unpublished, set private, moved to the recycle bin or deleted for good (which
 * removes its offer) after its product was listed is found here, each time the market reads its
 * products (list, product, data set, generation), and its product is taken off sale as a withdrawal
 * would: new buyers get 404, buyers keep their files. The list checks every listed R&D product; a product or
 * data set page only its own (`only`).
 */
export async function unlistUnpublishedRd(db: Db, only: { productId?: number; datasetId?: number } = {}): Promise<void> {
  const listed = await db
    .select({ productId: marketProducts.id, recordId: marketRdOffers.recordId })
    .from(marketProducts)
    .innerJoin(marketDatasets, eq(marketDatasets.id, marketProducts.datasetId))
    .leftJoin(marketRdOffers, eq(marketRdOffers.productId, marketProducts.id))
    .where(
      and(
        eq(marketDatasets.origin, 'research'),
        eq(marketProducts.status, 'published'),
        only.productId !== undefined ? eq(marketProducts.id, only.productId) : undefined,
        only.datasetId !== undefined ? eq(marketProducts.datasetId, only.datasetId) : undefined,
      ),
    );
  const records = await saleRecords(db, listed.flatMap((l) => (l.recordId === null ? [] : [l.recordId])));
  for (const { productId, recordId } of listed) {
    const record = recordId === null ? undefined : records.get(recordId);
    if (record && (await publishedNow(db, record))) continue;
    await db.transaction((tx) => unlist(tx, { productId }));
  }
}

/**
 * Whether an R&D data set may be sold to `buyerId` now (issue 45 item 4), decided in the order's transaction from
 * the record's current state, not from what the market last read: its record still published (saved, public,
 * publication approved; a record set private, unpublished or deleted since the product was listed is no longer for
 * sale: 409 `Market.notForSale`) and the buyer neither the record's owner nor the offer's seller (403
 * `Market.ownDataSet`). A product that is not an R&D data set answers null (nothing to decide here).
 */
export async function rdSaleRefusal(tx: DbExecutor, productId: number, buyerId: number): Promise<PaymentRefusal | null> {
  const [offer] = await tx.select().from(marketRdOffers).where(eq(marketRdOffers.productId, productId));
  if (!offer) return null;
  const record = await saleRecord(tx, offer.recordId);
  if (!record || !(await publishedNow(tx, record))) return { key: 'Market.notForSale', status: 409 };
  if (record.ownerId === buyerId || offer.sellerId === buyerId) return { key: 'Market.ownDataSet', status: 403 };
  return null;
}

/**
 * Whether `userId` offered this R&D data set (the record's owner or the offer's seller): the product page shows them
 * their own offer instead of a buy button (the order call refuses them anyway, `rdSaleRefusal`).
 */
export async function isOwnRdProduct(db: DbExecutor, productId: number, userId: number): Promise<boolean> {
  const [offer] = await db.select({ sellerId: marketRdOffers.sellerId, recordId: marketRdOffers.recordId }).from(marketRdOffers).where(eq(marketRdOffers.productId, productId));
  return !!offer && (offer.sellerId === userId || (await saleRecord(db, offer.recordId))?.ownerId === userId);
}

/** The data set's columns: one row per composition element and per property of the record. */
const RD_FIELDS: DataField[] = [{ name: 'section' }, { name: 'item' }, { name: 'value' }, { name: 'min' }, { name: 'max' }, { name: 'unit' }, { name: 'condition' }];

interface CompositionCell {
  element: string;
  value: number;
}
interface PerformanceCell {
  property: string;
  unit?: string;
  kind: 'typical' | 'range';
  value?: number;
  min?: number;
  max?: number;
  condition?: string;
}

const cell = (n: number | undefined) => (n === undefined || n === null ? '' : String(n));

/** The rows of the data set, read from the one offered record only. */
export function rowsOfRecord(r: Pick<RecordRow, 'composition' | 'performance'>): string[][] {
  const composition = (r.composition as CompositionCell[]).map((c) => ['composition', c.element, cell(c.value), '', '', 'wt %', '']);
  const performance = (r.performance as PerformanceCell[]).map((p) => ['property', p.property, p.kind === 'typical' ? cell(p.value) : '', p.kind === 'range' ? cell(p.min) : '', p.kind === 'range' ? cell(p.max) : '', p.unit ?? '', p.condition ?? '']);
  return [...composition, ...performance];
}

/** The seller's display name: full name, else user name. */
async function sellerName(db: DbExecutor, userId: number): Promise<string> {
  const [u] = await db.select({ fullName: users.fullName, userName: users.userName }).from(users).where(eq(users.id, userId));
  return u?.fullName || u?.userName || '';
}

const bothLanguages = (key: string, values: Record<string, string | number>) => `${translate('zh', key, values)} / ${translate('en', key, values)}`;

/**
 * Approval: (re)builds the data set from the record as it is now and lists the product on the
 * approved terms. A record no longer published cannot be approved (409 undoes the decision).
 */
async function listOffer(tx: DbExecutor, recordId: number): Promise<void> {
  const [offer] = await tx.select().from(marketRdOffers).where(eq(marketRdOffers.recordId, recordId));
  const r = await saleRecord(tx, recordId);
  if (!offer || !r) throw notFound('Market.noSuchOffer');
  if (!(await publishedNow(tx, r))) throw conflict('Market.rdNotPublished');
  const code = rdCode(r.id);
  const owner = await sellerName(tx, r.ownerId);
  const rows = rowsOfRecord(r);
  const dataset = {
    origin: 'research',
    titleZh: r.dataName,
    titleEn: r.dataName,
    descriptionZh: offer.descriptionZh || r.materialName,
    descriptionEn: offer.descriptionEn || r.materialName,
    fields: RD_FIELDS,
    rowCount: rows.length,
    licence: bothLanguages('Market.rd.licence', { owner }),
    citation: bothLanguages('Market.rd.citation', { owner, title: r.dataName, id: r.id }),
    sourceUrl: `/allServer/${r.id}`,
    redistribution: 'allowed',
  };
  const [set] = await tx.insert(marketDatasets).values({ code, ...dataset }).onConflictDoUpdate({ target: marketDatasets.code, set: dataset }).returning({ id: marketDatasets.id });
  await tx.delete(marketDatasetRows).where(eq(marketDatasetRows.datasetId, set.id));
  if (rows.length) await tx.insert(marketDatasetRows).values(rows.map((cells, i) => ({ datasetId: set.id, rowNo: i + 1, cells })));

  const paid = offer.priceFen > 0;
  let catalogueItemId: number | null = null;
  const item = { titleZh: r.dataName, titleEn: r.dataName, priceFen: offer.priceFen, active: paid, demo: r.demo };
  const [existing] = await tx.select({ id: catalogueItems.id }).from(catalogueItems).where(and(eq(catalogueItems.kind, 'dataProduct'), eq(catalogueItems.code, code)));
  if (existing) {
    await tx.update(catalogueItems).set(item).where(eq(catalogueItems.id, existing.id));
    catalogueItemId = existing.id;
  } else if (paid) {
    [{ id: catalogueItemId }] = await tx.insert(catalogueItems).values({ kind: 'dataProduct', code, ...item }).returning({ id: catalogueItems.id });
  }
  const product = {
    datasetId: set.id,
    titleZh: r.dataName,
    titleEn: r.dataName,
    summaryZh: offer.descriptionZh || r.materialName,
    summaryEn: offer.descriptionEn || r.materialName,
    expense: paid ? 'paid' : 'free',
    catalogueItemId,
    formats: ['csv', 'xlsx', 'json'],
    status: 'published',
    demo: r.demo,
  };
  const [p] = await tx.insert(marketProducts).values({ code, ...product }).onConflictDoUpdate({ target: marketProducts.code, set: product }).returning({ id: marketProducts.id });
  await tx.update(marketRdOffers).set({ productId: p.id }).where(eq(marketRdOffers.id, offer.id));
}

/** The decisions on the data-product offer reviews (`dataProductOffer`) this domain reacts to (its manifest hands them to the review workflow). */
export const rdOfferReviewHooks: ReviewHooks = {
  approve: (tx, { subjectId }) => listOffer(tx, subjectId),
  revoke: async (tx, { subjectId }) => {
    const [offer] = await tx.select().from(marketRdOffers).where(eq(marketRdOffers.recordId, subjectId));
    if (offer) await unlist(tx, offer);
  },
};

/** The sellers of products that are R&D data sets, by product id (product cards and pages). */
export async function sellersOf(db: DbExecutor, productIds: number[]): Promise<Map<number, ProductSeller>> {
  const out = new Map<number, ProductSeller>();
  if (!productIds.length) return out;
  const rows = await db
    .select({ productId: marketRdOffers.productId, recordId: marketRdOffers.recordId, fullName: users.fullName, userName: users.userName })
    .from(marketRdOffers)
    .innerJoin(users, eq(users.id, marketRdOffers.sellerId))
    .where(inArray(marketRdOffers.productId, productIds));
  for (const row of rows) if (row.productId) out.set(row.productId, { kind: 'researchData', name: row.fullName || row.userName, researchDataId: row.recordId });
  return out;
}

/** The seller of an R&D data set by data set (the data set page's origin and traceability link). */
export async function sellerOfDataSet(db: DbExecutor, d: { code: string; origin: string }): Promise<ProductSeller | null> {
  if (d.origin !== 'research') return null;
  const recordId = Number(d.code.slice(3));
  const [row] = await db
    .select({ fullName: users.fullName, userName: users.userName })
    .from(marketRdOffers)
    .innerJoin(users, eq(users.id, marketRdOffers.sellerId))
    .where(eq(marketRdOffers.recordId, recordId));
  return row ? { kind: 'researchData', name: row.fullName || row.userName, researchDataId: recordId } : null;
}

/** An R&D data set's licence and citation in the reader's language (stored in both for the generated files). */
export function rdTexts(locale: Locale, seller: ProductSeller, title: string): Pick<DataSetView, 'licence' | 'citation'> {
  return {
    licence: translate(locale, 'Market.rd.licence', { owner: seller.name }),
    citation: translate(locale, 'Market.rd.citation', { owner: seller.name, title, id: seller.researchDataId }),
  };
}
