import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import type { LibraryItemDetail } from '@/lib/library/contract';
import type { Db } from '@/lib/server/db/client';
import { catalogueItems, files, libraryItems, materials } from '@/lib/server/db/schema';
import type { SessionUser } from '@/lib/session/permissions';
import { entitlementOf, findItem, pendingOrderOf } from './access';
import { toCard, typeNames } from './queries';

/** library/getTechnology: one item with its linked grades, file facts and the viewer's state. */
export async function getTechnology(db: Db, id: number, locale: Locale, user: SessionUser | null): Promise<LibraryItemDetail> {
  const item = await findItem(db, id);
  const [price, types, grades, file, replacing, related] = await Promise.all([
    item.catalogueItemId ? db.select({ p: catalogueItems.priceFen }).from(catalogueItems).where(eq(catalogueItems.id, item.catalogueItemId)) : Promise.resolve([]),
    typeNames(db, locale),
    item.standardId
      ? db.select({ id: materials.id, slug: materials.slug, grade: materials.grade, family: materials.family }).from(materials).where(eq(materials.standardId, item.standardId)).orderBy(asc(materials.grade)).limit(200)
      : Promise.resolve([]),
    item.fileId ? db.select({ name: files.originalName, size: files.size, mime: files.mime }).from(files).where(eq(files.id, item.fileId)) : Promise.resolve([]),
    item.replacedBy ? db.select({ id: libraryItems.id }).from(libraryItems).where(eq(libraryItems.code, `standard:${item.replacedBy}`)) : Promise.resolve([]),
    item.standardId
      ? db.select({ i: libraryItems, p: catalogueItems.priceFen }).from(libraryItems).leftJoin(catalogueItems, eq(catalogueItems.id, libraryItems.catalogueItemId)).where(and(eq(libraryItems.standardId, item.standardId), ne(libraryItems.id, item.id), eq(libraryItems.active, true))).limit(10)
      : Promise.resolve([]),
  ]);
  const card = toCard(item, price[0]?.p ?? null, types, locale);
  let viewer: LibraryItemDetail['viewer'] = null;
  if (user) {
    const e = await entitlementOf(db, user, item);
    viewer = { canDownload: e.allowed, orderNo: e.order?.orderNo ?? null, pendingOrderNo: e.allowed ? null : await pendingOrderOf(db, user, item) };
  }
  return {
    ...card,
    summary: (locale === 'en' ? (item.summaryEn ?? item.summaryZh) : (item.summaryZh ?? item.summaryEn)) ?? null,
    publishedAt: item.publishedAt,
    pages: item.pages,
    issuer: item.issuer,
    editionYear: item.editionYear,
    replacedBy: item.replacedBy,
    replacedById: replacing[0]?.id ?? null,
    grades: grades.map((g) => ({ ...g })),
    hasFile: !!file[0],
    fileName: file[0]?.name ?? null,
    fileSize: file[0]?.size ?? null,
    hasPreview: !!file[0] && file[0].mime === 'application/pdf',
    stock: item.stock,
    licence: item.licence,
    citation: item.citation,
    viewer,
    related: related.map((r) => toCard(r.i, r.p, types, locale)),
  };
}

