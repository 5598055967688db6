import 'server-only';
import { and, count, desc, eq, asc, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { aiConversations, aiTurns } from '@/lib/server/db/schema';
import { conflict, notFound } from '@/lib/server/api/errors';
import { CONVERSATION_CAP, TITLE_MAX, TURNS_PER_CONVERSATION, type ChartAnswer, type Citation, type Conversation, type ConversationList, type Engine, type Intent, type Turn, type TurnStatus } from '@/lib/ai/contract';

type ConversationRow = typeof aiConversations.$inferSelect;
type TurnRow = typeof aiTurns.$inferSelect;

const conversationOut = (r: ConversationRow, turns: number): Conversation => ({
  id: r.id,
  title: r.title,
  turns,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const turnOut = (r: TurnRow): Turn => ({
  id: r.id,
  conversationId: r.conversationId,
  question: r.question,
  answer: r.answer,
  status: r.status as TurnStatus,
  engine: r.engine as Engine,
  intent: r.intent as Intent,
  citations: r.citations,
  chart: r.chart ?? null,
  suggestions: r.suggestions,
  createdAt: r.createdAt.toISOString(),
});

/** The title of a conversation started by a question: its first line, cut to TITLE_MAX characters. */
export function titleOf(question: string): string {
  const line = question.split('\n')[0].trim();
  return [...line].length > TITLE_MAX ? `${[...line].slice(0, TITLE_MAX - 1).join('')}…` : line;
}

async function turnCount(db: Db, conversationId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(aiTurns).where(eq(aiTurns.conversationId, conversationId));
  return row?.n ?? 0;
}

/** The caller's conversation, or 404 (unknown, or someone else's: the same answer). */
export async function ownConversation(db: Db, userId: number, id: number): Promise<ConversationRow> {
  const [row] = await db.select().from(aiConversations).where(and(eq(aiConversations.id, id), eq(aiConversations.userId, userId))).limit(1);
  if (!row) throw notFound('Ai.noConversation');
  return row;
}

export async function listConversations(db: Db, userId: number, page: number, pageSize: number): Promise<ConversationList> {
  const mine = eq(aiConversations.userId, userId);
  const [{ total }] = await db.select({ total: count() }).from(aiConversations).where(mine);
  const rows = await db
    .select({ conversation: aiConversations, turns: sql<number>`(select count(*) from ${aiTurns} where ${aiTurns.conversationId} = ${aiConversations.id})`.mapWith(Number) })
    .from(aiConversations)
    .where(mine)
    .orderBy(desc(aiConversations.updatedAt), desc(aiConversations.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { list: rows.map((r) => conversationOut(r.conversation, r.turns)), total, page, pageSize, cap: CONVERSATION_CAP };
}

export async function conversationDetail(db: Db, userId: number, id: number): Promise<{ conversation: Conversation; turns: Turn[] }> {
  const row = await ownConversation(db, userId, id);
  const turns = await db.select().from(aiTurns).where(eq(aiTurns.conversationId, id)).orderBy(asc(aiTurns.id));
  return { conversation: conversationOut(row, turns.length), turns: turns.map(turnOut) };
}

/** Creates a conversation (refused with 409 at CONVERSATION_CAP) or renames one of the caller's. */
export async function saveConversation(db: Db, userId: number, input: { conversationId?: number; title: string }, at: Date): Promise<Conversation> {
  if (input.conversationId !== undefined) {
    await ownConversation(db, userId, input.conversationId);
    const [row] = await db.update(aiConversations).set({ title: input.title, updatedAt: at }).where(eq(aiConversations.id, input.conversationId)).returning();
    return conversationOut(row, await turnCount(db, row.id));
  }
  return conversationOut(await createConversation(db, userId, input.title, at), 0);
}

export async function createConversation(db: Db, userId: number, title: string, at: Date): Promise<ConversationRow> {
  const [{ n }] = await db.select({ n: count() }).from(aiConversations).where(eq(aiConversations.userId, userId));
  if (n >= CONVERSATION_CAP) throw conflict('Ai.conversationCap', { max: CONVERSATION_CAP });
  const [row] = await db.insert(aiConversations).values({ userId, title, createdAt: at, updatedAt: at }).returning();
  return row;
}

export async function deleteConversation(db: Db, userId: number, id: number): Promise<{ deleted: number }> {
  await ownConversation(db, userId, id);
  await db.delete(aiConversations).where(eq(aiConversations.id, id));
  return { deleted: 1 };
}

/**
 * Where a question goes: the caller's conversation (or a new one titled after the question), with
 * room for another turn, and the turn a regeneration replaces (it must be in that conversation).
 */
export async function prepareTurn(db: Db, userId: number, input: { conversationId?: number; question: string; regenerateTurnId?: number }, at: Date): Promise<{ conversation: ConversationRow; replaces: number | null }> {
  if (input.conversationId === undefined) {
    if (input.regenerateTurnId !== undefined) throw notFound('Ai.noTurn');
    return { conversation: await createConversation(db, userId, titleOf(input.question), at), replaces: null };
  }
  const conversation = await ownConversation(db, userId, input.conversationId);
  if (input.regenerateTurnId !== undefined) {
    const [turn] = await db.select({ id: aiTurns.id }).from(aiTurns).where(and(eq(aiTurns.id, input.regenerateTurnId), eq(aiTurns.conversationId, conversation.id))).limit(1);
    if (!turn) throw notFound('Ai.noTurn');
    return { conversation, replaces: turn.id };
  }
  if ((await turnCount(db, conversation.id)) >= TURNS_PER_CONVERSATION) throw conflict('Ai.turnCap', { max: TURNS_PER_CONVERSATION });
  return { conversation, replaces: null };
}

/**
 * The conversation's earlier questions, oldest first (at most the last `max`), for a follow-up to keep
 * their grade; a regenerated turn sees only the questions before it.
 */
export async function previousQuestions(db: Db, conversationId: number, before: number | null, max = 6): Promise<string[]> {
  const rows = await db
    .select({ question: aiTurns.question })
    .from(aiTurns)
    .where(before === null ? eq(aiTurns.conversationId, conversationId) : and(eq(aiTurns.conversationId, conversationId), lt(aiTurns.id, before)))
    .orderBy(desc(aiTurns.id))
    .limit(max);
  return rows.map((r) => r.question).reverse();
}

export interface TurnValues {
  question: string;
  answer: string;
  status: TurnStatus;
  engine: Engine;
  intent: Intent;
  citations: Citation[];
  chart: ChartAnswer | null;
  suggestions: string[];
}

/** Stores the answered (or failed) turn, replacing the regenerated one, and moves the conversation to the top. */
export async function storeTurn(db: Db, conversation: ConversationRow, replaces: number | null, values: TurnValues, at: Date): Promise<{ conversation: Conversation; turn: Turn }> {
  return db.transaction(async (tx) => {
    const [row] =
      replaces !== null
        ? await tx.update(aiTurns).set({ ...values, createdAt: at }).where(eq(aiTurns.id, replaces)).returning()
        : await tx.insert(aiTurns).values({ ...values, conversationId: conversation.id, createdAt: at }).returning();
    const [conv] = await tx.update(aiConversations).set({ updatedAt: at }).where(eq(aiConversations.id, conversation.id)).returning();
    const [{ n }] = await tx.select({ n: count() }).from(aiTurns).where(eq(aiTurns.conversationId, conversation.id));
    return { conversation: conversationOut(conv, n), turn: turnOut(row) };
  });
}

/** ai/chartExport: a chart answer of the caller's as a workbook (one row per plotted record). */
export async function chartRows(db: Db, userId: number, turnId: number, t: (key: string) => string): Promise<{ rows: (string | number)[][]; name: string }> {
  const [row] = await db
    .select({ chart: aiTurns.chart })
    .from(aiTurns)
    .innerJoin(aiConversations, eq(aiConversations.id, aiTurns.conversationId))
    .where(and(eq(aiTurns.id, turnId), eq(aiConversations.userId, userId)))
    .limit(1);
  if (!row?.chart) throw notFound('Ai.noTurn');
  const { x, y, points } = row.chart;
  const head = (a: { label: string; unit: string }) => (a.unit ? `${a.label} (${a.unit})` : a.label);
  return {
    rows: [[t('Ai.chart.grade'), t('Ai.chart.group'), head(x), head(y)], ...points.map((p) => [p.name, p.group, p.x, p.y])],
    name: `${y.label} - ${x.label}`,
  };
}
