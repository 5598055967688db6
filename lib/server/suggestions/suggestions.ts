import 'server-only';
import { aliasedTable, and, count, desc, eq, gt, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import type { StoredFile } from '@/lib/files/contract';
import { excerpt } from '@/lib/messages/kinds';
import type { ReplySuggestionInput, SaveSuggestionInput, SuggestionAdminRow, SuggestionPageInput, SuggestionRow } from '@/lib/suggestions/contract';
import { conflict, notFound, tooMany } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { suggestions, users } from '@/lib/server/db/schema';
import { listFilesOfOwners, replaceFiles, type FileOwner } from '@/lib/server/files/service';
import { notify } from '@/lib/server/messages/notify';
import { PERMISSIONS, roleHasPermission } from '@/lib/session/permissions';
import { addDays } from '@/lib/time';

/** Suggestions one user may write in 24 hours: enough for anyone with something to say, not a flood. */
export const SUGGESTIONS_PER_DAY = 10;

/**
 * The optional attachment of a suggestion, kept by the shared file service (docs/FILES.md): one
 * attachment per suggestion; its writer and customer service (who read every suggestion) may download it.
 */
export const suggestionFileOwner: FileOwner = {
  ownerKind: 'suggestion',
  fields: { attachment: { kind: 'attachment', max: 1 } },
  canDownload: async (db, viewer, ownerId) => {
    if (!viewer) return false;
    if (roleHasPermission(viewer.role, PERMISSIONS.suggestionReply)) return true;
    const [row] = await db.select({ userId: suggestions.userId }).from(suggestions).where(eq(suggestions.id, ownerId));
    return row?.userId === viewer.id;
  },
};

const writers = aliasedTable(users, 'writers');
const respondents = aliasedTable(users, 'respondents');

const columns = {
  id: suggestions.id,
  content: suggestions.content,
  reply: suggestions.reply,
  respondent: respondents.userName,
  repliedAt: suggestions.repliedAt,
  createdAt: suggestions.createdAt,
  userName: writers.userName,
};

type Joined = { id: number; content: string; reply: string | null; respondent: string | null; repliedAt: Date | null; createdAt: Date; userName: string };

function toRow(r: Joined, attachment: StoredFile | null): SuggestionAdminRow {
  return {
    id: r.id,
    content: r.content,
    state: r.reply === null ? 'noReply' : 'replied',
    reply: r.reply,
    respondent: r.reply === null ? null : r.respondent,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    userName: r.userName,
    attachment,
  };
}

/** Rows with their attachments, in one query for the whole page. */
async function withAttachments(db: Db, rows: Joined[]): Promise<SuggestionAdminRow[]> {
  const attached = await listFilesOfOwners(db, 'suggestion', rows.map((r) => r.id), 'attachment');
  return rows.map((r) => toRow(r, attached.get(r.id)?.[0] ?? null));
}

function own({ userName: _writer, ...row }: SuggestionAdminRow): SuggestionRow {
  return row;
}

async function page(db: Db, where: SQL[], input: SuggestionPageInput): Promise<Paged<SuggestionAdminRow>> {
  if (input.state === 'noReply') where.push(isNull(suggestions.reply));
  if (input.state === 'replied') where.push(isNotNull(suggestions.reply));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(suggestions)
      .innerJoin(writers, eq(writers.id, suggestions.userId))
      .leftJoin(respondents, eq(respondents.id, suggestions.repliedBy))
      .where(filter)
      .orderBy(desc(suggestions.createdAt), desc(suggestions.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(suggestions).where(filter),
  ]);
  return { list: await withAttachments(db, rows), total: Number(total?.n ?? 0), page: input.page, pageSize: input.pageSize };
}

async function one(db: Db, id: number): Promise<SuggestionAdminRow> {
  const [row] = await db
    .select(columns)
    .from(suggestions)
    .innerJoin(writers, eq(writers.id, suggestions.userId))
    .leftJoin(respondents, eq(respondents.id, suggestions.repliedBy))
    .where(eq(suggestions.id, id));
  if (!row) throw notFound('Errors.noCorrespondingId');
  return (await withAttachments(db, [row]))[0];
}

/**
 * A user writes a suggestion (no reply yet), with at most one of their own pending uploads attached in
 * the same transaction: another user's file (403) or a file of another kind (400) saves nothing.
 */
export async function saveSuggestion(db: Db, userId: number, input: SaveSuggestionInput): Promise<SuggestionRow> {
  const since = addDays(new Date(), -1);
  const [{ n }] = await db.select({ n: count() }).from(suggestions).where(and(eq(suggestions.userId, userId), gt(suggestions.createdAt, since)));
  if (Number(n) >= SUGGESTIONS_PER_DAY) throw tooMany('Suggestions.tooMany', { max: SUGGESTIONS_PER_DAY });
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(suggestions).values({ userId, content: input.content }).returning({ id: suggestions.id });
    if (input.attachmentId) await replaceFiles(tx, { userId, ownerKind: 'suggestion', ownerId: row.id, field: 'attachment', fileIds: [input.attachmentId] });
    return row.id;
  });
  return own(await one(db, id));
}

/** The caller's own suggestions, newest first. */
export async function listOwnSuggestions(db: Db, userId: number, input: SuggestionPageInput): Promise<Paged<SuggestionRow>> {
  const result = await page(db, [eq(suggestions.userId, userId)], input);
  return { ...result, list: result.list.map(own) };
}

/** Every suggestion, for customer service. */
export function listAllSuggestions(db: Db, input: SuggestionPageInput): Promise<Paged<SuggestionAdminRow>> {
  return page(db, [], input);
}

/**
 * Customer service replies once; the writer's message is written in the same transaction, so a reply
 * never exists without its message nor a message without its reply. A second reply is refused.
 */
export async function replySuggestion(db: Db, respondentId: number, input: ReplySuggestionInput): Promise<SuggestionAdminRow> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ userId: suggestions.userId, content: suggestions.content, reply: suggestions.reply }).from(suggestions).where(eq(suggestions.id, input.id)).for('update');
    if (!row) throw notFound('Errors.noCorrespondingId');
    if (row.reply !== null) throw conflict('Suggestions.alreadyReplied');
    await tx.update(suggestions).set({ reply: input.reply, repliedBy: respondentId, repliedAt: new Date() }).where(and(eq(suggestions.id, input.id), isNull(suggestions.reply)));
    await notify(tx, row.userId, 'suggestionReplied', { excerpt: excerpt(row.content) }, { link: '/my/suggestion' });
  });
  return one(db, input.id);
}
