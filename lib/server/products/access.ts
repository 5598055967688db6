import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import { inLanguage } from '@/lib/i18n/in-language';
import type { MyProductRow, PriceUnit, ProductCard, ProductShape, ProductType, ProductUnit } from '@/lib/products/contract';
import type { ReviewState } from '@/lib/reviews/states';
import { notFound } from '@/lib/server/api/errors';
import type { DbExecutor } from '@/lib/server/db/client';
import { companies, recommendedProducts, users } from '@/lib/server/db/schema';
import { listFilesOfOwners } from '@/lib/server/files/service';
import { reviewState } from '@/lib/server/reviews/service';
import { managesCompanyObject, PERMISSIONS, roleHasPermission, type SessionUser } from '@/lib/session/permissions';

/**
 * Recommended products (issue 34, docs/CUSTOM.md): who may do what, and turning rows into answers.
 * Every rule reads the database: the product's owner and company, the caller's role and company.
 */

export const KIND = 'recommendedProduct' as const;
export const OWNER_KIND = 'recommendedProduct';
export const PICTURES = 'pictures';

export type ProductRow = typeof recommendedProducts.$inferSelect;

/** The member who published it while still in its company, or the administrator of its company (the one rule, issue 45 item 5). */
export const manages = (user: SessionUser | null, product: Pick<ProductRow, 'ownerId' | 'companyId'>): boolean => managesCompanyObject(user, product);

/** A reviewer of products (the public administrator) sees every state. */
export const isReviewer = (user: SessionUser | null) => !!user && roleHasPermission(user.role, PERMISSIONS.auditPublish);

export async function loadProduct(db: DbExecutor, id: number): Promise<ProductRow> {
  const [row] = await db.select().from(recommendedProducts).where(eq(recommendedProducts.id, id));
  if (!row) throw notFound('Products.noSuchProduct');
  return row;
}

/** Whether `viewer` may read product `id`: approved for everyone; any state for its managers and reviewers. */
export async function mayRead(db: DbExecutor, viewer: SessionUser | null, row: ProductRow): Promise<boolean> {
  if (manages(viewer, row) || isReviewer(viewer)) return true;
  return (await reviewState(db, { kind: KIND, id: row.id })) === 'approved';
}

export async function companyNames(db: DbExecutor, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function userNames(db: DbExecutor, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: users.id, name: users.userName }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export function toCard(locale: Locale, row: ProductRow, companyName: string, cover: string | null, publishedAt: Date | null): ProductCard {
  return {
    id: row.id,
    name: inLanguage(locale, row.name, row.nameEn),
    type: row.type as ProductType,
    shape: row.shape as ProductShape,
    specification: row.specification,
    priceFen: row.priceFen,
    unit: row.unit as ProductUnit,
    priceUnit: row.priceUnit as PriceUnit,
    companyId: row.companyId,
    companyName,
    cover,
    demo: row.demo,
    publishedAt: (publishedAt ?? row.updatedAt).toISOString(),
  };
}

/** Rows with their state, owner, company and pictures, for the owners' lists and the save answer. */
export async function myRows(db: DbExecutor, locale: Locale, rows: ProductRow[], states: Map<number, ReviewState>): Promise<MyProductRow[]> {
  const ids = rows.map((r) => r.id);
  const [pictures, names, owners] = await Promise.all([
    listFilesOfOwners(db, OWNER_KIND, ids, PICTURES),
    companyNames(db, [...new Set(rows.map((r) => r.companyId))]),
    userNames(db, [...new Set(rows.map((r) => r.ownerId))]),
  ]);
  return rows.map((r) => {
    const files = pictures.get(r.id) ?? [];
    return {
      ...toCard(locale, r, names.get(r.companyId) ?? '', files[0]?.url ?? null, null),
      state: states.get(r.id) ?? 'notSubmitted',
      ownerName: owners.get(r.ownerId) ?? '',
      updatedAt: r.updatedAt.toISOString(),
      pictures: files,
      introduction: inLanguage(locale, r.introduction, r.introductionEn),
    };
  });
}
