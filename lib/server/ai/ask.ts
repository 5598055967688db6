import 'server-only';
import type { AiStreamChunk, AskAnswer, AskInput } from '@/lib/ai/contract';
import type { HandlerContext } from '@/lib/server/api/types';
import { logger } from '@/lib/server/log';
import { answerBuiltin, type EngineContext } from './engine';
import { answerExternal } from './external';
import { prepareTurn, previousQuestions, storeTurn, type TurnValues } from './conversations';

/** Pieces the built-in engine's text is streamed in (it composes the whole answer at once). */
const PIECE = 24;

type Ctx = HandlerContext<AskInput>;
/** A piece of the answer's text, or `reset`: the text so far is dropped (the external model failed). */
type Piece = { type: 'delta'; text: string } | { type: 'reset' };

function* pieces(text: string): Generator<Piece> {
  const chars = [...text];
  for (let i = 0; i < chars.length; i += PIECE) yield { type: 'delta', text: chars.slice(i, i + PIECE).join('') };
}

const errorText = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

/**
 * One answer, streamed: the external model when one is configured (services.aiModel()), the built-in
 * engine otherwise or when the model fails or times out (then the text so far is reset and the answer
 * says so). An unexpected failure of the built-in engine is the failed turn (spec §7: shown with retry).
 */
async function* runAnswer(ctx: Ctx, previous: string[]): AsyncGenerator<Piece, TurnValues> {
  const { question } = ctx.input;
  const ectx: EngineContext = { db: ctx.db, user: ctx.user, locale: ctx.locale, t: ctx.t, signal: ctx.signal, previous };
  const model = ctx.services.aiModel();
  let note = '';
  if (model) {
    let started = false;
    try {
      for await (const part of answerExternal(model, question, ectx)) {
        if (part.type === 'delta') {
          started = true;
          yield part;
        } else {
          return { question, answer: part.text, status: 'answered', engine: 'external', intent: 'model', citations: part.citations, chart: part.chart, suggestions: [] };
        }
      }
    } catch (error) {
      if (ctx.signal?.aborted) throw error;
      logger.write('warn', 'ai_external_failed', { who: ctx.user?.id, error: errorText(error) });
      if (started) yield { type: 'reset' };
      note = `${ctx.t('Ai.answer.fallback')}\n`;
    }
  }
  try {
    const a = await answerBuiltin(question, ectx);
    const answer = note + a.text;
    yield* pieces(answer);
    return { question, answer, status: 'answered', engine: 'builtin', intent: a.intent, citations: a.citations, chart: a.chart, suggestions: a.suggestions };
  } catch (error) {
    if (ctx.signal?.aborted) throw error;
    logger.write('error', 'ai_engine_failed', { who: ctx.user?.id, error: errorText(error) });
    const answer = ctx.t('Ai.failed');
    yield* pieces(answer);
    return { question, answer, status: 'failed', engine: 'builtin', intent: 'unknown', citations: [], chart: null, suggestions: [] };
  }
}

/** ai/conversationDetailSave: the question answered and stored as one turn. */
export async function askOnce(ctx: Ctx): Promise<AskAnswer> {
  const { conversation, replaces } = await prepareTurn(ctx.db, ctx.user!.id, ctx.input, ctx.request.at);
  const run = runAnswer(ctx, await previousQuestions(ctx.db, conversation.id, replaces));
  let step = await run.next();
  while (!step.done) step = await run.next();
  return storeTurn(ctx.db, conversation, replaces, step.value, ctx.request.at);
}

/**
 * ai/stream: the same question as the chunks of the AI SDK's UI message stream (the dispatcher sends
 * them with createUIMessageStreamResponse): `start`, the conversation (a transient `data-conversation`),
 * the answer's text as a text part in pieces (a `reset` of the external model ends that part and the
 * built-in answer comes as a new one), then the stored turn (`data-turn`) and `finish`. A client that
 * disconnects aborts `ctx.signal`: the work stops and nothing is stored for the question (a
 * conversation created for it stays, empty).
 */
export async function* askStream(ctx: Ctx): AsyncGenerator<AiStreamChunk> {
  const { conversation, replaces } = await prepareTurn(ctx.db, ctx.user!.id, ctx.input, ctx.request.at);
  yield { type: 'start' };
  yield { type: 'data-conversation', transient: true, data: { id: conversation.id, title: conversation.title, turns: 0, createdAt: conversation.createdAt.toISOString(), updatedAt: conversation.updatedAt.toISOString() } };
  const run = runAnswer(ctx, await previousQuestions(ctx.db, conversation.id, replaces));
  let part = 0;
  let open = false;
  let step = await run.next();
  while (!step.done) {
    if (ctx.signal?.aborted) return;
    if (step.value.type === 'delta') {
      if (!open) yield { type: 'text-start', id: `text-${part}` };
      open = true;
      yield { type: 'text-delta', id: `text-${part}`, delta: step.value.text };
    } else if (open) {
      yield { type: 'text-end', id: `text-${part}` };
      part += 1;
      open = false;
    }
    step = await run.next();
  }
  if (open) yield { type: 'text-end', id: `text-${part}` };
  if (ctx.signal?.aborted) return;
  const stored = await storeTurn(ctx.db, conversation, replaces, step.value, ctx.request.at);
  yield { type: 'data-turn', id: 'turn', data: stored.turn };
  yield { type: 'finish', finishReason: 'stop' };
}
