import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { fileDownloadPath, type StoredFile } from '@/lib/files/contract';
import type { FileKind } from '@/lib/files/kinds';
import { ApiError } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { files } from '@/lib/server/db/schema';
import { RESPONSE_CODE } from '@/lib/session/constants';
import { fileFieldRule } from './owners';

/** The database or a transaction of it: areas attach files inside their own save transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface OwnerField {
  ownerKind: string;
  ownerId: number;
  field: string;
}

export interface AttachInput extends OwnerField {
  /** The signed-in user saving the record: only their own pending uploads can be attached. */
  userId: number;
  fileIds: readonly string[];
}

const fail = (key: string, status: number, values?: Record<string, string | number>) => new ApiError(key, RESPONSE_CODE.failure, status, values);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toStoredFile(row: typeof files.$inferSelect): StoredFile {
  return {
    id: row.id,
    kind: row.kind as FileKind,
    name: row.originalName,
    size: row.size,
    mime: row.mime,
    sha256: row.sha256,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
    url: fileDownloadPath(row.id),
  };
}

const ownerIs = ({ ownerKind, ownerId, field }: OwnerField) => and(eq(files.ownerKind, ownerKind), eq(files.ownerId, ownerId), eq(files.field, field));

/** The files of a record, in their order (one field, or every field of the record). */
export async function listFiles(db: DbOrTx, ownerKind: string, ownerId: number, field?: string): Promise<StoredFile[]> {
  const where = field ? ownerIs({ ownerKind, ownerId, field }) : and(eq(files.ownerKind, ownerKind), eq(files.ownerId, ownerId));
  const rows = await db.select().from(files).where(where).orderBy(asc(files.field), asc(files.position), asc(files.createdAt));
  return rows.map(toStoredFile);
}

/** The files of many records of one kind at once (a list page), by owner id, each in its order. */
export async function listFilesOfOwners(db: DbOrTx, ownerKind: string, ownerIds: readonly number[], field?: string): Promise<Map<number, StoredFile[]>> {
  const byOwner = new Map<number, StoredFile[]>();
  if (ownerIds.length === 0) return byOwner;
  const where = [eq(files.ownerKind, ownerKind), inArray(files.ownerId, [...ownerIds])];
  if (field) where.push(eq(files.field, field));
  const rows = await db.select().from(files).where(and(...where)).orderBy(asc(files.field), asc(files.position), asc(files.createdAt));
  for (const row of rows) {
    const list = byOwner.get(row.ownerId!) ?? [];
    list.push(toStoredFile(row));
    byOwner.set(row.ownerId!, list);
  }
  return byOwner;
}

/**
 * Attaches the caller's pending uploads to a field of a record, after the files already there.
 * Refuses a file that is not the caller's pending upload (403), of another kind than the field's
 * (400), or one file more than the field holds (400: five attachments, one where the field says
 * one). Files already in this field are left as they are. Call it inside the record's save
 * transaction, so the record and its files are saved together or not at all.
 */
export async function attachFiles(tx: DbOrTx, input: AttachInput): Promise<StoredFile[]> {
  const rule = fileFieldRule(input.ownerKind, input.field);
  const ids = [...new Set(input.fileIds)];
  if (ids.some((id) => !UUID.test(id))) throw fail('Files.noSuchFile', 404);
  const current = await tx.select({ id: files.id }).from(files).where(ownerIs(input)).for('update');
  const here = new Set(current.map((r) => r.id));
  const fresh = ids.filter((id) => !here.has(id));
  if (current.length + fresh.length > rule.max) throw fail('Files.tooManyFiles', 400, { max: rule.max });
  if (fresh.length === 0) return listFiles(tx, input.ownerKind, input.ownerId, input.field);
  const rows = await tx.select().from(files).where(inArray(files.id, fresh)).for('update');
  const now = new Date();
  for (const id of fresh) {
    const row = rows.find((r) => r.id === id);
    if (!row) throw fail('Files.noSuchFile', 404);
    if (row.ownerKind !== null || row.uploaderId !== input.userId || !row.expiresAt || row.expiresAt <= now) throw fail('Files.notYourUpload', 403);
    if (row.kind !== rule.kind) throw fail('Files.wrongKind', 400);
  }
  for (const [i, id] of fresh.entries()) {
    await tx
      .update(files)
      .set({ ownerKind: input.ownerKind, ownerId: input.ownerId, field: input.field, position: current.length + i, attachedAt: now, expiresAt: null })
      .where(and(eq(files.id, id), isNull(files.ownerKind)));
  }
  return listFiles(tx, input.ownerKind, input.ownerId, input.field);
}

/**
 * Makes a field hold exactly `fileIds`, in that order (the usual "save the form" case): files no
 * longer listed are detached (and removed by the clean-up), new ones attached as attachFiles does.
 */
export async function replaceFiles(tx: DbOrTx, input: AttachInput): Promise<StoredFile[]> {
  const rule = fileFieldRule(input.ownerKind, input.field);
  const ids = [...new Set(input.fileIds)];
  if (ids.length > rule.max) throw fail('Files.tooManyFiles', 400, { max: rule.max });
  const current = await tx.select({ id: files.id }).from(files).where(ownerIs(input)).for('update');
  const dropped = current.map((r) => r.id).filter((id) => !ids.includes(id));
  if (dropped.length) await detachFiles(tx, { ...input, fileIds: dropped });
  await attachFiles(tx, { ...input, fileIds: ids });
  for (const [position, id] of ids.entries()) await tx.update(files).set({ position }).where(and(eq(files.id, id), ownerIs(input)));
  return listFiles(tx, input.ownerKind, input.ownerId, input.field);
}

/**
 * Detaches files from a record (all of its files, one field's, or the listed ones), e.g. when the
 * record is deleted. The rows expire at once; the clean-up deletes them and then their bytes.
 */
export async function detachFiles(tx: DbOrTx, target: { ownerKind: string; ownerId: number; field?: string; fileIds?: readonly string[] }): Promise<number> {
  const conditions = [eq(files.ownerKind, target.ownerKind), eq(files.ownerId, target.ownerId)];
  if (target.field) conditions.push(eq(files.field, target.field));
  if (target.fileIds) conditions.push(inArray(files.id, [...target.fileIds]));
  const rows = await tx
    .update(files)
    .set({ ownerKind: null, ownerId: null, field: null, attachedAt: null, expiresAt: new Date() })
    .where(and(...conditions))
    .returning({ id: files.id });
  return rows.length;
}
