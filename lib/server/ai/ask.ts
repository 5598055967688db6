import 'server-only';
import type { AskAnswer, AskInput, StreamEvent } from '@/lib/ai/contract';
import type { HandlerContext } from '@/lib/server/api/types';
import { logger } from '@/lib/server/log';
import { answerBuiltin, type EngineAnswer } from './engine';
import { prepareTurn, storeTurn, turnOut, type TurnValues } from './conversations';

/** Pieces the answer text is streamed in (the built-in engine composes it at once). */
const PIECE = 24;

type Ctx = HandlerContext<AskInput>;

/** The engine's answer as a turn, or the failed turn (spec §7: an AI failure is an answer the screen shows with retry). */
async function runEngine(ctx: Ctx, signal?: AbortSignal): Promise<TurnValues> {
  const { question } = ctx.input;
  try {
    const a: EngineAnswer = await answerBuiltin(question, { db: ctx.db, user: ctx.user, locale: ctx.locale, t: ctx.t, signal });
    return { question, answer: a.text, status: 'answered', engine: 'builtin', intent: a.intent, citations: a.citations, chart: a.chart, suggestions: a.suggestions };
  } catch (error) {
    if (signal?.aborted) throw error;
    logger.write('error', 'ai_engine_failed', { who: ctx.user?.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    return { question, answer: ctx.t('Ai.failed'), status: 'failed', engine: 'builtin', intent: 'unknown', citations: [], chart: null, suggestions: [] };
  }
}

/** ai/conversationDetailSave: the question answered and stored as one turn. */
export async function askOnce(ctx: Ctx): Promise<AskAnswer> {
  const { conversation, replaces } = await prepareTurn(ctx.db, ctx.user!.id, ctx.input, ctx.request.at);
  const values = await runEngine(ctx);
  return storeTurn(ctx.db, conversation, replaces, values, ctx.request.at);
}

/**
 * ai/stream: the same question as server-sent events: the conversation, the answer's text in pieces,
 * then the stored turn. A client that disconnects aborts `ctx.signal`: the work stops and nothing is
 * stored for the question (the conversation, if it was just created, stays, empty).
 */
export async function* askStream(ctx: Ctx): AsyncGenerator<StreamEvent> {
  const signal = ctx.signal;
  const { conversation, replaces } = await prepareTurn(ctx.db, ctx.user!.id, ctx.input, ctx.request.at);
  yield { type: 'conversation', conversation: { id: conversation.id, title: conversation.title, turns: 0, createdAt: conversation.createdAt.toISOString(), updatedAt: conversation.updatedAt.toISOString() } };
  const values = await runEngine(ctx, signal);
  const chars = [...values.answer];
  for (let i = 0; i < chars.length; i += PIECE) {
    if (signal?.aborted) return;
    yield { type: 'delta', text: chars.slice(i, i + PIECE).join('') };
  }
  if (signal?.aborted) return;
  const stored = await storeTurn(ctx.db, conversation, replaces, values, ctx.request.at);
  yield { type: 'done', turn: stored.turn };
}

export { turnOut };
