import 'server-only';
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import { fileDownloadPath } from '@/lib/files/contract';
import { ownerHref } from '@/lib/market/file-links';
import type { FileManagePageInput, ManagedFile } from '@/lib/market/contract';
import { notFound } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { containing } from '@/lib/server/db/like';
import { files, marketFiles, orderLines, orders } from '@/lib/server/db/schema';
import type { SessionUser } from '@/lib/session/permissions';
import { DATA_PRODUCT_OWNER_KIND } from './files';

type FileRow = typeof files.$inferSelect;

/** The generation rows that are the caller's: made by them, or made for an order line of their own order. */
function ownGenerations(db: Db, user: SessionUser) {
  return db
    .select({ id: marketFiles.id })
    .from(marketFiles)
    .leftJoin(orderLines, eq(orderLines.id, marketFiles.orderLineId))
    .leftJoin(orders, eq(orders.id, orderLines.orderId))
    .where(or(eq(marketFiles.userId, user.id), eq(orders.userId, user.id)));
}

/** The caller's files: their uploads (`files.uploader_id`) and the files the portal generated for them. */
function ownFiles(db: Db, user: SessionUser): SQL {
  return or(eq(files.uploaderId, user.id), and(eq(files.ownerKind, DATA_PRODUCT_OWNER_KIND), inArray(files.ownerId, ownGenerations(db, user))))!;
}

async function viewsOf(db: Db, user: SessionUser, rows: FileRow[]): Promise<ManagedFile[]> {
  const generationIds = rows.filter((r) => r.ownerKind === DATA_PRODUCT_OWNER_KIND && r.ownerId).map((r) => r.ownerId!);
  const products = new Map(
    (generationIds.length ? await db.select({ id: marketFiles.id, productId: marketFiles.productId }).from(marketFiles).where(inArray(marketFiles.id, generationIds)) : []).map((g) => [g.id, g.productId]),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.originalName,
    size: r.size,
    mime: r.mime,
    sha256: r.sha256,
    createdAt: r.createdAt.toISOString(),
    origin: r.uploaderId === user.id ? 'upload' : 'generated',
    usedBy: r.ownerKind && r.ownerId !== null ? { ownerKind: r.ownerKind, ownerId: r.ownerId, field: r.field ?? '', href: ownerHref(r.ownerKind, r.ownerId, products.get(r.ownerId) ?? null) } : null,
    deletable: r.uploaderId === user.id && !r.ownerKind,
    url: fileDownloadPath(r.id),
  }));
}

/** fileManage/page: the caller's uploads and generated files, newest first; filter by origin, name keyword. */
export async function pageOwnFiles(db: Db, user: SessionUser, input: FileManagePageInput): Promise<Paged<ManagedFile>> {
  const where: SQL[] = [ownFiles(db, user)];
  if (input.origin === 'upload') where.push(eq(files.uploaderId, user.id));
  if (input.origin === 'generated') where.push(eq(files.ownerKind, DATA_PRODUCT_OWNER_KIND), isNull(files.uploaderId));
  if (input.keyword) where.push(ilike(files.originalName, containing(input.keyword)));
  const [{ n }] = await db.select({ n: count() }).from(files).where(and(...where));
  const rows = await db.select().from(files).where(and(...where)).orderBy(desc(files.createdAt), desc(files.id)).limit(input.pageSize).offset((input.page - 1) * input.pageSize);
  return { list: await viewsOf(db, user, rows), total: n, page: input.page, pageSize: input.pageSize };
}

/** fileManage/get: one of the caller's files (anyone else's: not found). */
export async function getOwnFile(db: Db, user: SessionUser, id: string): Promise<ManagedFile> {
  const [row] = await db.select().from(files).where(and(eq(files.id, id), ownFiles(db, user)));
  if (!row) throw notFound('Files.noSuchFile');
  const [view] = await viewsOf(db, user, [row]);
  return view;
}
