import 'server-only';
import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import type { ContentCard, ContentEditorItem, ContentListInput, ContentView, SaveContentInput } from '@/lib/content/contract';
import { ATTACHMENT_FIELD, CONTENT_OWNER_KIND, COVER_FIELD, type ContentKind, type ContentState } from '@/lib/content/rules';
import type { Locale } from '@/lib/i18n/routing';
import { sanitizeRichText } from '@/lib/security/rich-text';
import { notFound } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { contentItems } from '@/lib/server/db/schema';
import { detachFiles, listFiles, listFilesOfOwners, replaceFiles, type DbOrTx } from '@/lib/server/files/service';
import { chinaDayEnd, chinaDayStart } from '@/lib/time';
import { touchContent } from './revision';
import { inLanguage } from '@/lib/i18n/in-language';
import { containing } from '@/lib/server/db/like';

type Row = typeof contentItems.$inferSelect;


/** Readers see an item once it is published and its publish time has come. */
const readable = (at: Date) => and(eq(contentItems.published, true), lte(contentItems.publishAt, at))!;

function listFilters(input: ContentListInput): SQL[] {
  const where: SQL[] = [];
  if (input.keyword) {
    const like = containing(input.keyword);
    where.push(or(ilike(contentItems.titleZh, like), ilike(contentItems.titleEn, like), ilike(contentItems.summaryZh, like), ilike(contentItems.summaryEn, like))!);
  }
  if (input.from) where.push(gte(contentItems.publishAt, chinaDayStart(input.from)));
  if (input.to) where.push(lte(contentItems.publishAt, chinaDayEnd(input.to)));
  return where;
}

function toCard(row: Row, locale: Locale, cover: ContentCard['cover']): ContentCard {
  return {
    id: row.id,
    kind: row.kind as ContentKind,
    title: inLanguage(locale, row.titleZh, row.titleEn),
    summary: inLanguage(locale, row.summaryZh, row.summaryEn),
    publishedAt: (row.publishAt ?? row.updatedAt).toISOString(),
    cover,
    demo: row.demo,
  };
}

/** Cards of rows, with their covers read at once. */
export async function cardsOf(db: Db, rows: Row[], locale: Locale): Promise<ContentCard[]> {
  const covers = await listFilesOfOwners(db, CONTENT_OWNER_KIND, rows.map((r) => r.id), COVER_FIELD);
  return rows.map((r) => toCard(r, locale, covers.get(r.id)?.[0] ?? null));
}

/** A reader's list of one kind (help/page, help/recordList, solution/page, cover/page, dm/getList): newest first. */
export async function listPublished(db: Db, kind: ContentKind, input: ContentListInput, locale: Locale, at: Date): Promise<Paged<ContentCard>> {
  const where = and(eq(contentItems.kind, kind), readable(at), ...listFilters(input));
  const [{ n }] = await db.select({ n: count() }).from(contentItems).where(where);
  const rows = await db
    .select()
    .from(contentItems)
    .where(where)
    .orderBy(desc(contentItems.publishAt), desc(contentItems.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { list: await cardsOf(db, rows, locale), total: Number(n), page: input.page, pageSize: input.pageSize };
}

/** The newest readable items of a kind (the home page's blocks). */
export async function latestPublished(db: Db, kind: ContentKind, limit: number, locale: Locale, at: Date): Promise<ContentCard[]> {
  const rows = await db.select().from(contentItems).where(and(eq(contentItems.kind, kind), readable(at))).orderBy(desc(contentItems.publishAt), desc(contentItems.id)).limit(limit);
  return cardsOf(db, rows, locale);
}

/** One readable item of a kind (help/get, solution/get, cover/get, dm/getDetail); unknown, another kind or unpublished: 404. */
export async function getPublished(db: Db, kind: ContentKind | readonly ContentKind[], id: number, locale: Locale, at: Date): Promise<ContentView> {
  const kinds = typeof kind === 'string' ? [kind] : kind;
  const [row] = await db.select().from(contentItems).where(and(eq(contentItems.id, id), readable(at)));
  if (!row || !kinds.includes(row.kind as ContentKind)) throw notFound('Content.notFound');
  const [cover] = await listFiles(db, CONTENT_OWNER_KIND, id, COVER_FIELD);
  return {
    ...toCard(row, locale, cover ?? null),
    body: sanitizeRichText(inLanguage(locale, row.bodyZh, row.bodyEn)),
    attachments: await listFiles(db, CONTENT_OWNER_KIND, id, ATTACHMENT_FIELD),
  };
}

type Files = { cover: ContentEditorItem['cover']; attachments: ContentEditorItem['attachments'] };

async function editorItem(db: DbOrTx, row: Row): Promise<ContentEditorItem> {
  return editorView(row, { cover: await listFiles(db, CONTENT_OWNER_KIND, row.id, COVER_FIELD), attachments: await listFiles(db, CONTENT_OWNER_KIND, row.id, ATTACHMENT_FIELD) });
}

function editorView(row: Row, files: Files): ContentEditorItem {
  return {
    id: row.id,
    kind: row.kind as ContentKind,
    state: (row.published ? 'published' : 'draft') as ContentState,
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    summaryZh: row.summaryZh,
    summaryEn: row.summaryEn,
    bodyZh: sanitizeRichText(row.bodyZh),
    bodyEn: sanitizeRichText(row.bodyEn),
    publishAt: row.publishAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    demo: row.demo,
    ...files,
  };
}

/** The editors' list: every state, newest change first, by kind and state. */
export async function listForEditors(db: Db, input: ContentListInput & { kind?: ContentKind; state?: ContentState }): Promise<Paged<ContentEditorItem>> {
  const where = and(
    ...listFilters(input),
    ...(input.kind ? [eq(contentItems.kind, input.kind)] : []),
    ...(input.state ? [eq(contentItems.published, input.state === 'published')] : []),
  );
  const [{ n }] = await db.select({ n: count() }).from(contentItems).where(where);
  const rows = await db.select().from(contentItems).where(where).orderBy(desc(contentItems.updatedAt), desc(contentItems.id)).limit(input.pageSize).offset((input.page - 1) * input.pageSize);
  const ids = rows.map((r) => r.id);
  const [covers, attachments] = await Promise.all([listFilesOfOwners(db, CONTENT_OWNER_KIND, ids, COVER_FIELD), listFilesOfOwners(db, CONTENT_OWNER_KIND, ids, ATTACHMENT_FIELD)]);
  const list = rows.map((r) => editorView(r, { cover: covers.get(r.id) ?? [], attachments: attachments.get(r.id) ?? [] }));
  return { list, total: Number(n), page: input.page, pageSize: input.pageSize };
}

async function rowOf(db: DbOrTx, id: number): Promise<Row> {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  if (!row) throw notFound('Content.notFound');
  return row;
}

export async function getForEditors(db: Db, id: number): Promise<ContentEditorItem> {
  return editorItem(db, await rowOf(db, id));
}

/** Saves an item in both languages (bodies cleaned), with its cover and attachments; a published item's change reaches readers. */
export async function saveContent(db: Db, userId: number, input: SaveContentInput, at: Date): Promise<ContentEditorItem> {
  return db.transaction(async (tx) => {
    const values = {
      kind: input.kind,
      titleZh: input.titleZh,
      titleEn: input.titleEn,
      summaryZh: input.summaryZh,
      summaryEn: input.summaryEn,
      bodyZh: sanitizeRichText(input.bodyZh),
      bodyEn: sanitizeRichText(input.bodyEn),
      demo: input.demo,
      updatedAt: at,
      ...(input.publishAt ? { publishAt: new Date(input.publishAt) } : {}),
    };
    let row: Row;
    if (input.id) {
      await rowOf(tx, input.id);
      [row] = await tx.update(contentItems).set(values).where(eq(contentItems.id, input.id)).returning();
    } else {
      [row] = await tx.insert(contentItems).values({ ...values, createdBy: userId, createdAt: at }).returning();
    }
    const owner = { userId, ownerKind: CONTENT_OWNER_KIND, ownerId: row.id };
    await replaceFiles(tx, { ...owner, field: COVER_FIELD, fileIds: input.coverFileIds });
    await replaceFiles(tx, { ...owner, field: ATTACHMENT_FIELD, fileIds: input.attachmentFileIds });
    if (row.published) await touchContent(tx, at);
    return editorItem(tx, row);
  });
}

/** Publishes (publish time: the one set, else now) or takes an item back to draft; readers see the change at once. */
export async function setPublished(db: Db, id: number, published: boolean, at: Date): Promise<ContentEditorItem> {
  return db.transaction(async (tx) => {
    const current = await rowOf(tx, id);
    const [row] = await tx
      .update(contentItems)
      .set({ published, updatedAt: at, ...(published && !current.publishAt ? { publishAt: at } : {}) })
      .where(eq(contentItems.id, id))
      .returning();
    await touchContent(tx, at);
    return editorItem(tx, row);
  });
}

/** Deletes an item, its files' links and its place in any position. */
export async function deleteContent(db: Db, id: number, at: Date): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const row = await rowOf(tx, id);
    await detachFiles(tx, { ownerKind: CONTENT_OWNER_KIND, ownerId: id });
    await tx.delete(contentItems).where(eq(contentItems.id, id));
    if (row.published) await touchContent(tx, at);
    return { id };
  });
}
