import 'server-only';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { stepCountIs, streamText, tool } from 'ai';
import { z } from 'zod';
import { ApiError } from '@/lib/server/api/errors';
import type { AiModelSettings } from '@/lib/server/ports';
import type { ChartAnswer, Citation } from '@/lib/ai/contract';
import { PROPERTY_KEYS, UNSUPPORTED } from '@/lib/ai/intent';
import { WELD_PROCESSES } from '@/lib/intelligence/welding-types';
import { getIntelData } from '@/lib/server/intelligence/records';
import { NotInDatabase, portalFunctions, type EngineAnswer, type EngineContext } from './engine';
import { uniqueCitations } from './tools';

/** A chart axis: a property key or an element symbol (`el:C`). */
const AXIS = /^(?:yield|tensile|elongation|impact|hardness|el:[A-Z][a-z]?)$/;

/** What the external engine streams: pieces of its text, then its answer with the records its tools used (and a chart a tool drew). */
export type ExternalPart = { type: 'delta'; text: string } | { type: 'done'; text: string; citations: Citation[]; chart: ChartAnswer | null };

const SYSTEM = {
  zh: '你是钢铁材料门户的助手。每个问题都先调用工具，只根据工具返回的数据回答，不要编造数值，保留工具给出的数值、厚度分档、条件和规则编号；工具说数据库中没有时，就说数据库中没有。问题要的数据（疲劳、蠕变、腐蚀、特定环境、断裂韧性、物理性能、价格）没有记录时，调用 heldData，说明本站没有这类数据并说出本站有的数据。追问（“它”“和 Q235B 比较一下”）指前面问题里的牌号。用中文简洁回答。',
  en: "You are the steel materials portal's assistant. Call the tools for every question and answer only from what they return; never invent a value, and keep the tools' values, thickness bands, conditions and rule ids. When a tool says a grade is not in the database, say so. When the question asks for data no record holds (fatigue, creep, corrosion, an environment, fracture toughness, physical properties, prices), call heldData and say the portal holds no such data and what it does hold. A follow-up ('it', 'compare it with Q235B') means the grade of the earlier questions. Answer briefly in English.",
} as const;

const grade = z.string().min(1).max(120);
const systemName = z.string().max(20);

/**
 * The external engine (issue 36, behaviour 2; issue 47): an OpenAI-compatible model through the AI SDK, whose tools are
 * the built-in engine's own functions over the portal's records (`portalFunctions`): a model looks up values per
 * thickness band, counterparts in every system asked, fillers by the welding selection rules, comparisons, filters,
 * chart points and what a record holds through the same code, and the records those functions used are the answer's
 * citations. A grade the database does not hold answers "not in the database", a call the portal refuses (400/404)
 * "I could not look that up" — never a crash. The conversation's earlier questions go before the question, so a
 * follow-up keeps its grade. Throws on the model's error or time-out (the caller falls back to the built-in engine);
 * `ctx.signal` (the client went away) aborts it too.
 */
export async function* answerExternal(settings: AiModelSettings, question: string, ctx: EngineContext): AsyncGenerator<ExternalPart> {
  const data = await getIntelData(ctx.db);
  const portal = portalFunctions(data, ctx);
  const cited: Citation[] = [];
  let chart: ChartAnswer | null = null;
  /** A portal function's answer as the model sees it: the facts in the reader's language and the records they come from. */
  const call = async (run: () => Promise<EngineAnswer> | EngineAnswer) => {
    try {
      const a = await run();
      cited.push(...a.citations);
      if (a.chart) chart = a.chart;
      return { facts: a.text, records: a.citations.map((c) => c.title), ...(a.chart ? { plotted: a.chart.points.length } : {}) };
    } catch (error) {
      if (error instanceof NotInDatabase) return { error: ctx.t('Ai.answer.notInDatabase', { grades: error.grade }) };
      if (ApiError.is(error) && error.status < 500) return { error: ctx.t('Ai.answer.couldNotLookUp', { reason: ctx.t(error.messageKey, error.values) }) };
      throw error;
    }
  };

  const tools = {
    lookupGrade: tool({
      description: "A grade's record: its standard and category, its stated properties (with the thickness band they hold for) and composition as printed, and the R&D records the caller may read.",
      inputSchema: z.object({ grade }),
      execute: (input) => call(() => portal.lookupGrade(input)),
    }),
    gradeValue: tool({
      description: "One property of a grade as its record states it: one line per thickness band where the standard prints bands, the impact energy with its test temperature and direction, the delivery state.",
      inputSchema: z.object({ grade, property: z.enum(PROPERTY_KEYS) }),
      execute: (input) => call(() => portal.gradeValue(input)),
    }),
    equivalentGrades: tool({
      description: 'Counterparts of a grade in other standard systems (GB, ASTM, EN, JIS): those cross-references list, else the nearest computed ones of the same kind of product. Name every system asked.',
      inputSchema: z.object({ grade, systems: z.array(systemName).max(4).optional(), system: systemName.optional() }),
      execute: ({ grade: g, systems, system }) => call(() => portal.equivalentGrades({ grade: g, systems: systems ?? (system ? [system] : undefined) })),
    }),
    weldingFiller: tool({
      description: 'Welding consumables for one base metal or a dissimilar joint of two, chosen by the published selection rules (strength class, low hydrogen, toughness, Cr-Mo and stainless by chemistry, over-alloyed for carbon steel to stainless), each with the rule that chose it.',
      inputSchema: z.object({
        baseGrades: z.array(grade).min(1).max(2),
        process: z.enum(WELD_PROCESSES).optional(),
        pressureVessel: z.boolean().optional(),
        thick: z.boolean().optional(),
      }),
      execute: (input) => call(() => portal.weldingFiller(input)),
    }),
    compareGrades: tool({
      description: "Two to six grades side by side: their stated properties (with thickness bands) and composition limits.",
      inputSchema: z.object({ grades: z.array(grade).min(2).max(6) }),
      execute: (input) => call(() => portal.compareGrades(input)),
    }),
    findSteels: tool({
      description: "Steels whose standard-guaranteed minimum meets every bound (yield, tensile, elongation MPa/%; impact J; hardness), optionally of one standard system; nearest the bound first.",
      inputSchema: z.object({
        filters: z.array(z.object({ property: z.enum(PROPERTY_KEYS), op: z.enum(['gte', 'lte']), value: z.number().finite() })).min(1).max(3),
        system: systemName.optional(),
      }),
      execute: (input) => call(() => portal.findSteels(input)),
    }),
    chartPoints: tool({
      description: 'A scatter chart of steels: y against x, each a property key (yield, tensile, elongation, impact, hardness) or an element as el:<symbol> (el:C, el:Mn …), optionally of one standard system.',
      inputSchema: z.object({ x: z.string().regex(AXIS), y: z.string().regex(AXIS), system: systemName.optional() }),
      execute: (input) => call(() => portal.chartPoints(input)),
    }),
    heldData: tool({
      description: 'For data no record holds (fatigue, creep, corrosion, an environment, fracture toughness, physical properties, prices): what the portal holds instead, for a grade or in general.',
      inputSchema: z.object({ grade: grade.optional(), asked: z.array(z.enum(UNSUPPORTED)).min(1).max(4) }),
      execute: (input) => call(() => portal.heldData(input)),
    }),
  };

  const provider = createOpenAICompatible({ name: 'portal-ai', baseURL: settings.baseUrl, apiKey: settings.apiKey });
  const signal = ctx.signal ? AbortSignal.any([ctx.signal, AbortSignal.timeout(settings.timeoutMs)]) : AbortSignal.timeout(settings.timeoutMs);
  const messages = [...(ctx.previous ?? []).map((q) => ({ role: 'user' as const, content: q })), { role: 'user' as const, content: question }];
  const result = streamText({
    model: provider(settings.model),
    system: SYSTEM[ctx.locale],
    messages,
    tools,
    stopWhen: stepCountIs(5),
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
  yield { type: 'done', text, citations: uniqueCitations(cited), chart };
}
