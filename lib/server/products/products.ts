import 'server-only';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import type { Locale } from '@/lib/i18n/routing';
import { inLanguage } from '@/lib/i18n/in-language';
import type { MyProductRow, ProductCard, ProductDetail, ProductSaveParsed } from '@/lib/products/contract';
import type { productPageSchema, myProductPageSchema } from '@/lib/products/contract';
import { sanitizeRichText } from '@/lib/security/rich-text';
import { forbidden, notFound } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { containing } from '@/lib/server/db/like';
import { recommendedProducts, reviewItems } from '@/lib/server/db/schema';
import { detachFiles, listFiles, listFilesOfOwners, replaceFiles, type FileOwner } from '@/lib/server/files/service';
import { removeReview, reviewAfterEdit, reviewState, reviewStates, submitForReview } from '@/lib/server/reviews/service';
import type { SessionUser } from '@/lib/session/permissions';
import type { z } from '@/lib/zod';
import { currentAuthorWhere } from '@/lib/server/auth/company-objects';
import { companyNames, KIND, loadProduct, manages, mayRead, myRows, OWNER_KIND, PICTURES, toCard, type ProductRow } from './access';

/** Recommended products: publish, edit, delete, the public list and detail, the owners' lists (docs/CUSTOM.md). */

export const productFileOwner: FileOwner = {
  ownerKind: OWNER_KIND,
  fields: { [PICTURES]: { kind: 'image', max: 5 } },
  canDownload: async (db, viewer, id) => {
    const [row] = await db.select().from(recommendedProducts).where(eq(recommendedProducts.id, id));
    return !!row && mayRead(db, viewer, row);
  },
};

/**
 * Saves a product of the caller's company. Saving submits it to the public administrator: a new one
 * (or a failed or withdrawn one) is submitted, an approved or under-review one goes back to review
 * (`reviewAfterEdit`), so it leaves the public list until approved again. An individual without a
 * company may not publish (403); another company's product is not found (404).
 */
export async function saveProduct(db: Db, locale: Locale, user: SessionUser, input: ProductSaveParsed): Promise<MyProductRow> {
  const { id, pictureIds, price: _price, ...fields } = input;
  const values = { ...fields, introduction: sanitizeRichText(fields.introduction) };
  const saved = await db.transaction(async (tx) => {
    let row: ProductRow;
    if (id === undefined) {
      if (user.companyId === null) throw forbidden('Products.companyOnly');
      [row] = await tx.insert(recommendedProducts).values({ ...values, ownerId: user.id, companyId: user.companyId }).returning();
    } else {
      const found = await loadProduct(tx, id);
      if (!manages(user, found)) throw notFound('Products.noSuchProduct');
      [row] = await tx
        .update(recommendedProducts)
        .set({ ...values, nameEn: null, introductionEn: null, updatedAt: new Date() })
        .where(eq(recommendedProducts.id, id))
        .returning();
    }
    await replaceFiles(tx, { userId: user.id, ownerKind: OWNER_KIND, ownerId: row.id, field: PICTURES, fileIds: pictureIds });
    // The review's owner side is the publishing member; the company administrator's edit resubmits on the member's behalf.
    const reviewUser = user.id === row.ownerId ? user.id : row.ownerId;
    const state = id === undefined ? 'notSubmitted' : await reviewAfterEdit(tx, { kind: KIND, id: row.id, userId: reviewUser, title: row.name });
    if (state === 'notSubmitted' || state === 'failed') await submitForReview(tx, { kind: KIND, id: row.id, userId: reviewUser, ownerId: row.ownerId, title: row.name });
    return row;
  });
  const states = await reviewStates(db, KIND, [saved.id]);
  return (await myRows(db, locale, [saved], states))[0];
}

/** Deletes a product with its pictures and review (its owner or the company's administrator). */
export async function deleteProduct(db: Db, user: SessionUser, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await loadProduct(tx, id);
    if (!manages(user, row)) throw notFound('Products.noSuchProduct');
    await detachFiles(tx, { ownerKind: OWNER_KIND, ownerId: id });
    await removeReview(tx, { kind: KIND, id });
    await tx.delete(recommendedProducts).where(eq(recommendedProducts.id, id));
  });
  return null;
}

/** Approved products for everyone, newest approval first (or by price), with keyword, type and shape filters. */
export async function pageProducts(db: Db, locale: Locale, input: z.output<typeof productPageSchema>): Promise<Paged<ProductCard>> {
  const conditions: SQL[] = [eq(reviewItems.kind, KIND), eq(reviewItems.state, 'approved')];
  if (input.keyword) {
    const like = containing(input.keyword);
    conditions.push(or(ilike(recommendedProducts.name, like), ilike(recommendedProducts.nameEn, like), ilike(recommendedProducts.specification, like))!);
  }
  if (input.type) conditions.push(eq(recommendedProducts.type, input.type));
  if (input.shape) conditions.push(eq(recommendedProducts.shape, input.shape));
  const where = and(...conditions);
  const joined = and(eq(reviewItems.subjectId, recommendedProducts.id), eq(reviewItems.kind, KIND));
  const [{ n }] = await db.select({ n: count() }).from(recommendedProducts).innerJoin(reviewItems, joined).where(where);
  const order =
    input.sort === 'priceAsc'
      ? [asc(recommendedProducts.priceFen), desc(recommendedProducts.id)]
      : input.sort === 'priceDesc'
        ? [desc(recommendedProducts.priceFen), desc(recommendedProducts.id)]
        : [desc(reviewItems.decidedAt), desc(recommendedProducts.id)];
  const rows = await db
    .select({ p: recommendedProducts, decidedAt: reviewItems.decidedAt })
    .from(recommendedProducts)
    .innerJoin(reviewItems, joined)
    .where(where)
    .orderBy(...order)
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const ids = rows.map((r) => r.p.id);
  const [pictures, names] = await Promise.all([listFilesOfOwners(db, OWNER_KIND, ids, PICTURES), companyNames(db, [...new Set(rows.map((r) => r.p.companyId))])]);
  return {
    list: rows.map((r) => toCard(locale, r.p, names.get(r.p.companyId) ?? '', pictures.get(r.p.id)?.[0]?.url ?? null, r.decidedAt)),
    total: Number(n),
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** One product: approved ones for everyone; any state for its managers and the public administrator; otherwise 404. */
export async function getProduct(db: Db, locale: Locale, user: SessionUser | null, id: number): Promise<ProductDetail> {
  const row = await loadProduct(db, id);
  if (!(await mayRead(db, user, row))) throw notFound('Products.noSuchProduct');
  const [state, pictures, names, decided] = await Promise.all([
    reviewState(db, { kind: KIND, id }),
    listFiles(db, OWNER_KIND, id, PICTURES),
    companyNames(db, [row.companyId]),
    db.select({ at: reviewItems.decidedAt }).from(reviewItems).where(and(eq(reviewItems.kind, KIND), eq(reviewItems.subjectId, id))),
  ]);
  return {
    ...toCard(locale, row, names.get(row.companyId) ?? '', pictures[0]?.url ?? null, state === 'approved' ? (decided[0]?.at ?? null) : null),
    pictures,
    introduction: sanitizeRichText(inLanguage(locale, row.introduction, row.introductionEn)),
    state,
    canEdit: manages(user, row),
  };
}

/** The caller's own products (`mine`), or every product of the caller's company (`company`: its administrator only). */
export async function pageMyProducts(db: Db, locale: Locale, user: SessionUser, input: z.output<typeof myProductPageSchema>): Promise<Paged<MyProductRow>> {
  let scope: SQL;
  if (input.scope === 'company') {
    if (user.role !== 'company_admin' || user.companyId === null) throw forbidden();
    scope = eq(recommendedProducts.companyId, user.companyId);
  } else {
    // The caller's products of their current company: a member removed from a company no longer lists its products.
    scope = currentAuthorWhere(user, recommendedProducts);
  }
  const where = input.keyword ? and(scope, or(ilike(recommendedProducts.name, containing(input.keyword)), ilike(recommendedProducts.specification, containing(input.keyword)))) : scope;
  const [{ n }] = await db.select({ n: count() }).from(recommendedProducts).where(where);
  const rows = await db
    .select()
    .from(recommendedProducts)
    .where(where)
    .orderBy(desc(recommendedProducts.updatedAt), desc(recommendedProducts.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const states = await reviewStates(db, KIND, rows.map((r) => r.id));
  return { list: await myRows(db, locale, rows, states), total: Number(n), page: input.page, pageSize: input.pageSize };
}

