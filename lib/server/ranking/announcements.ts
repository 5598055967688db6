import 'server-only';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import type { Locale } from '@/lib/i18n/routing';
import { inLanguage } from '@/lib/i18n/in-language';
import type { AnnouncementDetail, AnnouncementKind, AnnouncementSummary, SaveAnnouncementInput } from '@/lib/ranking/contract';
import { sanitizeRichText } from '@/lib/security/rich-text';
import { notFoundId } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { containing } from '@/lib/server/db/like';
import { rankingAnnouncements, type RankingAnnouncementRow } from '@/lib/server/db/schema';
import { listFiles, listFilesOfOwners, replaceFiles } from '@/lib/server/files/service';
import { ANNOUNCEMENT_FILES_FIELD, ANNOUNCEMENT_OWNER_KIND } from './files';

const summary = (row: RankingAnnouncementRow, locale: Locale, files: number): AnnouncementSummary => ({
  id: row.id,
  kind: row.kind as AnnouncementKind,
  title: inLanguage(locale, row.titleZh, row.titleEn),
  publishedAt: row.publishedAt.toISOString(),
  files,
  demo: row.demo,
});

/** `qc/announcementPage`: announcements and news, newest first, by kind, keyword (either language's title) and with files only. */
export async function announcementPage(
  db: DbExecutor,
  locale: Locale,
  input: { kind?: AnnouncementKind; keyword?: string; withFiles?: '1'; page: number; pageSize: number },
): Promise<Paged<AnnouncementSummary>> {
  const rows = await db
    .select()
    .from(rankingAnnouncements)
    .where(
      and(
        input.kind ? eq(rankingAnnouncements.kind, input.kind) : undefined,
        input.keyword ? or(ilike(rankingAnnouncements.titleZh, containing(input.keyword)), ilike(rankingAnnouncements.titleEn, containing(input.keyword))) : undefined,
      ),
    )
    .orderBy(desc(rankingAnnouncements.publishedAt), desc(rankingAnnouncements.id));
  const files = await listFilesOfOwners(db, ANNOUNCEMENT_OWNER_KIND, rows.map((r) => r.id), ANNOUNCEMENT_FILES_FIELD);
  const kept = rows.filter((r) => !input.withFiles || (files.get(r.id)?.length ?? 0) > 0);
  return {
    list: kept.slice((input.page - 1) * input.pageSize, input.page * input.pageSize).map((r) => summary(r, locale, files.get(r.id)?.length ?? 0)),
    total: kept.length,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** `qc/announcementGet`: one announcement with its sanitised body, its files and its neighbours of the same kind. */
export async function announcementGet(db: DbExecutor, locale: Locale, id: number): Promise<AnnouncementDetail> {
  const [row] = await db.select().from(rankingAnnouncements).where(eq(rankingAnnouncements.id, id));
  if (!row) throw notFoundId();
  const attachments = await listFiles(db, ANNOUNCEMENT_OWNER_KIND, id, ANNOUNCEMENT_FILES_FIELD);
  const same = await db
    .select({ id: rankingAnnouncements.id, titleZh: rankingAnnouncements.titleZh, titleEn: rankingAnnouncements.titleEn })
    .from(rankingAnnouncements)
    .where(eq(rankingAnnouncements.kind, row.kind))
    .orderBy(desc(rankingAnnouncements.publishedAt), desc(rankingAnnouncements.id));
  const at = same.findIndex((r) => r.id === id);
  const link = (r: (typeof same)[number] | undefined) => (r ? { id: r.id, title: inLanguage(locale, r.titleZh, r.titleEn) } : null);
  return {
    ...summary(row, locale, attachments.length),
    body: sanitizeRichText(inLanguage(locale, row.bodyZh, row.bodyEn)),
    attachments: attachments.map((f) => ({ id: f.id, name: f.name, size: f.size, url: f.url })),
    previous: link(same[at + 1]),
    next: link(same[at - 1]),
  };
}

/** `qc/saveAnnouncement` (administrators): a new or changed announcement with its attachments, bodies sanitised. */
export async function saveAnnouncement(db: Db, input: SaveAnnouncementInput, userId: number, at: Date): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const values = { kind: input.kind, titleZh: input.titleZh, titleEn: input.titleEn, bodyZh: sanitizeRichText(input.bodyZh), bodyEn: sanitizeRichText(input.bodyEn) };
    let id = input.id;
    if (id) {
      const [row] = await tx.update(rankingAnnouncements).set(values).where(eq(rankingAnnouncements.id, id)).returning({ id: rankingAnnouncements.id });
      if (!row) throw notFoundId();
    } else {
      [{ id }] = await tx.insert(rankingAnnouncements).values({ ...values, publishedAt: at, createdBy: userId }).returning({ id: rankingAnnouncements.id });
    }
    if (input.fileIds) await replaceFiles(tx, { ownerKind: ANNOUNCEMENT_OWNER_KIND, ownerId: id!, field: ANNOUNCEMENT_FILES_FIELD, userId, fileIds: input.fileIds });
    return { id: id! };
  });
}
