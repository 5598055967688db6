import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import type { AppCategory, AppEditorRow, AppEntry, appEditorListSchema, saveAppSchema } from '@/lib/directories/contract';
import type { StoredFile } from '@/lib/files/contract';
import type { Locale } from '@/lib/i18n/routing';
import type { z } from '@/lib/zod';
import { badRequest, notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { directoryApps } from '@/lib/server/db/schema';
import { detachFiles, listFilesOfOwners, replaceFiles, type FileOwner } from '@/lib/server/files/service';
import { sanitizeRichText } from '@/lib/security/rich-text';
import { iso, isEditor, keywordIn, listConditions, richFor } from './shared';
import { inLanguage } from '@/lib/i18n/in-language';

/** Industry apps (/industryApp, /industryAppList; `industrial/*`): name, vendor, category, description, link, screenshots. */

export const APP_OWNER_KIND = 'directoryApp';
export const APP_SCREENSHOTS = 'screenshots';

/**
 * Screenshots are images (JPG/PNG ≤ 500 KB, spec section 5), up to five per app, kept by the file service: anyone may
 * download those of a published app, editors those of a draft.
 */
export const appFileOwner: FileOwner = {
  ownerKind: APP_OWNER_KIND,
  fields: { [APP_SCREENSHOTS]: { kind: 'image', max: 5 } },
  canDownload: async (db, viewer, ownerId) => {
    const [row] = await db.select({ published: directoryApps.published }).from(directoryApps).where(eq(directoryApps.id, ownerId));
    return Boolean(row && (row.published || isEditor(viewer)));
  },
};

type Row = typeof directoryApps.$inferSelect;
type ListInput = z.output<typeof appEditorListSchema>;
type SaveInput = z.output<typeof saveAppSchema>;

function view(row: Row, screenshots: StoredFile[], locale: Locale): AppEntry {
  return {
    id: row.id,
    category: row.category as AppCategory,
    name: inLanguage(locale, row.nameZh, row.nameEn),
    vendor: inLanguage(locale, row.vendorZh, row.vendorEn),
    description: richFor(locale, row.descriptionZh, row.descriptionEn),
    link: row.link,
    screenshots,
    published: row.published,
    demo: row.demo,
    updatedAt: iso(row.updatedAt),
  };
}

const source = (row: Row, screenshots: StoredFile[]): AppEditorRow['source'] => ({
  nameZh: row.nameZh,
  nameEn: row.nameEn,
  vendorZh: row.vendorZh,
  vendorEn: row.vendorEn,
  category: row.category as AppCategory,
  descriptionZh: row.descriptionZh,
  descriptionEn: row.descriptionEn,
  link: row.link,
  screenshotIds: screenshots.map((f) => f.id),
  published: row.published,
});

async function page(db: DbExecutor, input: ListInput, readers: boolean) {
  const where = listConditions(directoryApps, input, readers, (k) => keywordIn(k, [directoryApps.nameZh, directoryApps.nameEn, directoryApps.vendorZh, directoryApps.vendorEn]));
  const [{ total }] = await db.select({ total: count() }).from(directoryApps).where(where);
  const rows = await db
    .select()
    .from(directoryApps)
    .where(where)
    .orderBy(desc(directoryApps.updatedAt), desc(directoryApps.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const files = await listFilesOfOwners(db, APP_OWNER_KIND, rows.map((r) => r.id), APP_SCREENSHOTS);
  return { rows, files, total };
}

/** `industrial/list`: published apps, newest first. */
export async function listApps(db: DbExecutor, input: ListInput, locale: Locale): Promise<Paged<AppEntry>> {
  const { rows, files, total } = await page(db, { ...input, state: undefined }, true);
  return { list: rows.map((r) => view(r, files.get(r.id) ?? [], locale)), total, page: input.page, pageSize: input.pageSize };
}

/** `industrial/getList` (editors): every app with its stored texts of both languages. */
export async function editorApps(db: DbExecutor, input: ListInput, locale: Locale): Promise<Paged<AppEditorRow>> {
  const { rows, files, total } = await page(db, input, false);
  const list = rows.map((r) => ({ ...view(r, files.get(r.id) ?? [], locale), source: source(r, files.get(r.id) ?? []) }));
  return { list, total, page: input.page, pageSize: input.pageSize };
}

/** `industrial/getDetail`: a draft is 404 to everyone but an editor. */
export async function appDetail(db: DbExecutor, id: number, locale: Locale, editor: boolean): Promise<AppEntry> {
  const [row] = await db.select().from(directoryApps).where(eq(directoryApps.id, id));
  if (!row || (!row.published && !editor)) throw notFound('Directories.errors.notFound');
  const files = await listFilesOfOwners(db, APP_OWNER_KIND, [row.id], APP_SCREENSHOTS);
  return view(row, files.get(row.id) ?? [], locale);
}

/** `industrial/save`: the app and its screenshots in one transaction (the editor's pending image uploads). */
export async function saveApp(db: Db, input: SaveInput, userId: number, at: Date): Promise<{ id: number }> {
  const descriptionZh = sanitizeRichText(input.descriptionZh);
  const descriptionEn = sanitizeRichText(input.descriptionEn);
  if (!descriptionZh.trim()) throw badRequest('Directories.errors.descriptionZhRequired');
  if (!descriptionEn.trim()) throw badRequest('Directories.errors.descriptionEnRequired');
  const values = {
    nameZh: input.nameZh,
    nameEn: input.nameEn,
    vendorZh: input.vendorZh,
    vendorEn: input.vendorEn,
    category: input.category,
    descriptionZh,
    descriptionEn,
    link: input.link,
    published: input.published,
    updatedAt: at,
  };
  return db.transaction(async (tx) => {
    const [row] = input.id
      ? await tx.update(directoryApps).set(values).where(eq(directoryApps.id, input.id)).returning({ id: directoryApps.id })
      : await tx.insert(directoryApps).values({ ...values, createdAt: at }).returning({ id: directoryApps.id });
    if (!row) throw notFound('Directories.errors.notFound');
    await replaceFiles(tx, { userId, ownerKind: APP_OWNER_KIND, ownerId: row.id, field: APP_SCREENSHOTS, fileIds: input.screenshotIds });
    return row;
  });
}

/** `industrial/delete`: the app goes, its screenshots are let go to the file service's clean-up. */
export async function deleteApp(db: Db, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(directoryApps).where(eq(directoryApps.id, id)).returning({ id: directoryApps.id });
    if (!row) throw notFound('Directories.errors.notFound');
    await detachFiles(tx, { ownerKind: APP_OWNER_KIND, ownerId: id });
    return row;
  });
}
