import 'server-only';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import type { MessagePageInput, MessageRow } from '@/lib/messages/contract';
import { messageValues, type MessageKind, type MessageParams, type MessageType } from '@/lib/messages/kinds';
import type { Db } from '@/lib/server/db/client';
import { messages } from '@/lib/server/db/schema';

type Stored = { id: number; type: string; kind: string; params: MessageParams; link: string | null; readAt: Date | null; createdAt: Date };

/** A stored message in the reader's language: the kind's title and content formatted with its parameters. */
export function renderMessage(locale: Locale, row: Stored): MessageRow {
  const values = messageValues(row.params ?? {}, (key) => translate(locale, key), locale);
  return {
    id: row.id,
    type: row.type as MessageType,
    kind: row.kind as MessageKind,
    title: translate(locale, `Messages.kinds.${row.kind}.title`, values),
    content: translate(locale, `Messages.kinds.${row.kind}.content`, values),
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return Number(row?.n ?? 0);
}

/** The caller's messages, newest first, filtered by read state and type, plus the unread count. */
export async function listMessages(db: Db, userId: number, locale: Locale, input: MessagePageInput): Promise<Paged<MessageRow> & { unread: number }> {
  const where: SQL[] = [eq(messages.userId, userId)];
  if (input.readState === 'unread') where.push(isNull(messages.readAt));
  if (input.readState === 'read') where.push(isNotNull(messages.readAt));
  if (input.type) where.push(eq(messages.type, input.type));
  const filter = and(...where);
  const [rows, [total], unread] = await Promise.all([
    db
      .select({ id: messages.id, type: messages.type, kind: messages.kind, params: messages.params, link: messages.link, readAt: messages.readAt, createdAt: messages.createdAt })
      .from(messages)
      .where(filter)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(messages).where(filter),
    unreadCount(db, userId),
  ]);
  return { list: rows.map((r) => renderMessage(locale, r)), total: Number(total?.n ?? 0), page: input.page, pageSize: input.pageSize, unread };
}

/** Marks the caller's own messages among `ids` read; others' ids change nothing. */
export async function markRead(db: Db, userId: number, ids: number[]): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(eq(messages.userId, userId), inArray(messages.id, ids), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return rows.length;
}

export async function markAllRead(db: Db, userId: number): Promise<number> {
  const rows = await db.update(messages).set({ readAt: new Date() }).where(and(eq(messages.userId, userId), isNull(messages.readAt))).returning({ id: messages.id });
  return rows.length;
}

/** Deletes the caller's own messages among `ids`. */
export async function deleteMessages(db: Db, userId: number, ids: number[]): Promise<number> {
  const rows = await db.delete(messages).where(and(eq(messages.userId, userId), inArray(messages.id, ids))).returning({ id: messages.id });
  return rows.length;
}
