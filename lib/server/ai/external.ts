import 'server-only';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { stepCountIs, streamText, tool } from 'ai';
import { z } from 'zod';
import { ApiError } from '@/lib/server/api/errors';
import type { AiModelSettings } from '@/lib/server/ports';
import type { Citation } from '@/lib/ai/contract';
import { normalizeGrade } from '@/lib/materials/grade-names';
import { normaliseSystem } from '@/lib/intelligence/similarity';
import { getIntelData, type IntelRecord } from '@/lib/server/intelligence/records';
import { gradeMatching, weldingMatching } from '@/lib/server/intelligence/matching';
import { propertyValue } from '@/lib/server/intelligence/summary';
import type { EngineContext } from './engine';
import { gradeIndex, materialCitation, researchDataFor, uniqueCitations } from './tools';

/** What the external engine streams: pieces of its text, then its answer with the records its tools used. */
export type ExternalPart = { type: 'delta'; text: string } | { type: 'done'; text: string; citations: Citation[] };

const SYSTEM = {
  zh: '你是钢铁材料门户的助手。只根据工具返回的数据回答，不要编造数值；工具说数据库中没有时，就说数据库中没有。用中文简洁回答，提到的牌号写出其标准。',
  en: "You are the steel materials portal's assistant. Answer only from what the tools return and never invent a value; when a tool says a grade is not in the database, say so. Answer briefly in English and name each grade's standard.",
} as const;

const recordFacts = (r: IntelRecord) => ({
  grade: r.grade,
  system: r.system,
  standard: r.standard ?? null,
  family: r.family ?? null,
  composition: r.rawElements,
  properties: { yield: propertyValue(r, 'yield'), tensile: propertyValue(r, 'tensile'), elongation: propertyValue(r, 'elongation'), impact: r.impact ?? null },
});

/**
 * The external engine (issue 36, behaviour 2): an OpenAI-compatible model through the AI SDK with the
 * built-in engine's tools — the portal's own functions. A tool refused by its function (400/404) answers
 * "I could not look that up" to the model, never a crash. Throws on the model's error or time-out
 * (the caller falls back to the built-in engine); `ctx.signal` (the client went away) aborts it too.
 */
export async function* answerExternal(settings: AiModelSettings, question: string, ctx: EngineContext): AsyncGenerator<ExternalPart> {
  const data = await getIntelData(ctx.db);
  const index = gradeIndex(data);
  const cited: Citation[] = [];
  const find = (grade: string) => index.get(normalizeGrade(grade)) ?? null;
  const notFound = (grade: string) => ({ error: ctx.t('Ai.answer.notInDatabase', { grades: grade }) });
  const guarded = async <T>(run: () => Promise<T> | T): Promise<T | { error: string }> => {
    try {
      return await run();
    } catch (error) {
      if (ApiError.is(error) && error.status < 500) return { error: ctx.t('Ai.answer.couldNotLookUp', { reason: ctx.t(error.messageKey, error.values) }) };
      throw error;
    }
  };

  const tools = {
    lookupGrade: tool({
      description: 'The record of a grade: standard, composition as printed in the source, guaranteed minimum properties (MPa, %, J).',
      inputSchema: z.object({ grade: z.string().min(1).max(120) }),
      execute: ({ grade }) =>
        guarded(async () => {
          const r = find(grade);
          if (!r) return notFound(grade);
          cited.push(materialCitation(r));
          return { ...recordFacts(r), researchData: (await researchDataFor(ctx.db, r.grade, ctx.user)).map((c) => c.title) };
        }),
    }),
    equivalentGrades: tool({
      description: 'Counterparts of a grade in another standard system (GB, ASTM, EN, JIS), listed by cross-references or computed.',
      inputSchema: z.object({ grade: z.string().min(1).max(120), system: z.string().max(20).optional() }),
      execute: ({ grade, system }) =>
        guarded(() => {
          const r = find(grade);
          if (!r) return notFound(grade);
          const result = gradeMatching(data, { id: r.id, system: system ? normaliseSystem(system) : undefined, limit: 5 }, ctx.t);
          cited.push(materialCitation(r), ...result.counterparts.map((c) => materialCitation(data.byId.get(c.record.id)!)));
          return result.counterparts.map((c) => ({ grade: c.record.grade, standard: c.record.standard, matchClass: c.matchClass, score: c.score }));
        }),
    }),
    weldingFiller: tool({
      description: 'Welding consumables for one base metal or a dissimilar joint of two, with the rule that decided them.',
      inputSchema: z.object({ baseGrades: z.array(z.string().min(1).max(120)).min(1).max(2), process: z.enum(['SMAW', 'GMAW', 'GTAW', 'FCAW', 'SAW']).optional() }),
      execute: ({ baseGrades, process }) =>
        guarded(async () => {
          const bases = baseGrades.map(find);
          const missing = baseGrades.find((_, i) => !bases[i]);
          if (missing) return notFound(missing);
          const advice = await weldingMatching(ctx.db, data, { baseIds: bases.map((b) => b!.id), baseGrades: [], family: 'steel', process: process ?? 'SMAW' });
          cited.push(...bases.map((b) => materialCitation(b!)), ...advice.recommended.slice(0, 3).map((c) => materialCitation(data.byId.get(c.record.id)!)));
          return {
            rule: ctx.t(`Intelligence.welding.rules.${advice.rule}`, advice.recommended[0]?.values ?? {}),
            recommended: advice.recommended.slice(0, 3).map((c) => ({ classification: c.classification, standard: c.standard })),
          };
        }),
    }),
  };

  const provider = createOpenAICompatible({ name: 'portal-ai', baseURL: settings.baseUrl, apiKey: settings.apiKey });
  const signal = ctx.signal ? AbortSignal.any([ctx.signal, AbortSignal.timeout(settings.timeoutMs)]) : AbortSignal.timeout(settings.timeoutMs);
  const result = streamText({
    model: provider(settings.model),
    system: SYSTEM[ctx.locale],
    prompt: question,
    tools,
    stopWhen: stepCountIs(4),
    abortSignal: signal,
    maxRetries: 0,
    // Failures come through the stream (below) and are logged by the caller, which falls back.
    onError: () => undefined,
  });
  let text = '';
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta') {
      text += part.text;
      yield { type: 'delta', text: part.text };
    } else if (part.type === 'error') {
      throw part.error instanceof Error ? part.error : new Error(String(part.error));
    } else if (part.type === 'abort') {
      throw new Error('the external model was aborted (time-out or the client went away)');
    }
  }
  if (!text.trim()) throw new Error('the external model answered nothing');
  yield { type: 'done', text, citations: uniqueCitations(cited) };
}
