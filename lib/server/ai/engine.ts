import 'server-only';
import { ApiError } from '@/lib/server/api/errors';
import type { Translate } from '@/lib/server/api/types';
import type { Db } from '@/lib/server/db/client';
import type { Locale } from '@/lib/i18n/routing';
import type { SessionUser } from '@/lib/session/permissions';
import type { ChartAnswer, Citation, Intent } from '@/lib/ai/contract';
import { parseQuestion, readProcess, type ParsedQuestion, type PropertyFilter } from '@/lib/ai/intent';
import { formatNumber } from '@/lib/materials/units';
import { normalizeGrade } from '@/lib/materials/grade-names';
import { detailHref } from '@/lib/materials/paths';
import { normaliseSystem } from '@/lib/intelligence/similarity';
import { getIntelData, type IntelData, type IntelRecord } from '@/lib/server/intelligence/records';
import { weldingMatching } from '@/lib/server/intelligence/matching';
import { propertyValue } from '@/lib/server/intelligence/summary';
import { visualizationPoints } from '@/lib/server/intelligence/visualization';
import { gradeIndex, materialCitation, researchDataFor, uniqueCitations } from './tools';
import { LOOKUP_ELEMENTS, SHOWN_PROPERTIES, UNIT, categoryLabel, limitText, rawElement } from './compose';
import { unsupportedAnswer, valueAnswer } from './value';
import { equivalentAnswer } from './equivalent';
import { followUp } from './follow-up';

/** What an engine answers: text composed in the reader's language, and the records it used. */
export interface EngineAnswer {
  intent: Intent;
  text: string;
  citations: Citation[];
  chart: ChartAnswer | null;
  suggestions: string[];
}

export interface EngineContext {
  db: Db;
  user: SessionUser | null;
  locale: Locale;
  t: Translate;
  signal?: AbortSignal;
  /** The conversation's earlier questions, oldest first: a follow-up ("Compare it with Q235B") keeps their grade. */
  previous?: string[];
}

/**
 * The built-in engine (issue 36, behaviour 2): reads the question (lib/ai/intent.ts), runs the
 * portal's functions and composes the answer from the message templates (Ai.answer.*). Every number
 * comes from a record it cites; a tool that refuses (400/404) becomes "I could not look that up".
 */
export async function answerBuiltin(question: string, ctx: EngineContext): Promise<EngineAnswer> {
  const data = await getIntelData(ctx.db);
  const index = gradeIndex(data);
  const resolve = (candidate: string) => index.get(normalizeGrade(candidate))?.grade ?? null;
  const parsed = followUp(parseQuestion(question, resolve), question, resolve, ctx.previous ?? []);
  const rec = (grade: string) => index.get(normalizeGrade(grade))!;
  try {
    switch (parsed.intent) {
      case 'equivalent':
        return equivalentAnswer(data, rec(parsed.grades[0]), parsed, ctx);
      case 'value':
        return await valueAnswer(rec(parsed.grades[0]), parsed, ctx);
      case 'unsupported':
        return await unsupportedAnswer(parsed.grades[0] ? rec(parsed.grades[0]) : null, parsed, ctx);
      case 'welding':
        return await welding(data, parsed.grades.slice(0, 2).map(rec), question, ctx);
      case 'comparison':
        return comparison(parsed.grades.slice(0, 6).map(rec), ctx);
      case 'lookup':
        return await lookup(rec(parsed.grades[0]), ctx);
      case 'filter':
        return filter(data, parsed, ctx);
      case 'explain':
        return explain(parsed, parsed.grades[0] ? rec(parsed.grades[0]) : null, ctx);
      case 'chart':
        return chart(data, parsed, ctx);
      default:
        return unknown(parsed, ctx);
    }
  } catch (error) {
    if (ApiError.is(error) && error.status < 500) {
      return { intent: parsed.intent, text: ctx.t('Ai.answer.couldNotLookUp', { reason: ctx.t(error.messageKey, error.values) }), citations: [], chart: null, suggestions: starters(ctx.t) };
    }
    throw error;
  }
}

/** The questions offered on an empty conversation and after an answer the engine could not give. */
export function starters(t: Translate): string[] {
  return ['equivalent', 'welding', 'chart', 'filter'].map((k) => t(`Ai.starters.${k}`));
}

function propertyLines(r: IntelRecord, ctx: EngineContext): string[] {
  return SHOWN_PROPERTIES.flatMap((k) => {
    const v = limitText(r, k, ctx.locale);
    return v ? [`• ${ctx.t(`Intelligence.properties.${k}`)}: ${v}`] : [];
  });
}

function compositionLine(r: IntelRecord, ctx: EngineContext): string | null {
  const parts = LOOKUP_ELEMENTS.filter((e) => r.rawElements[e]).map((e) => `${e} ${rawElement(r, e)}`);
  return parts.length ? ctx.t('Ai.answer.composition', { list: parts.join(', ') }) : null;
}

async function welding(data: IntelData, bases: IntelRecord[], question: string, ctx: EngineContext): Promise<EngineAnswer> {
  const process = readProcess(question);
  const family = bases.every((b) => b.type === 'alloy') ? 'alloy' : 'steel';
  const advice = await weldingMatching(ctx.db, data, { baseIds: bases.map((b) => b.id), baseGrades: [], family, process });
  const rule = (c: { rule: string; values: Record<string, string | number> }) => ctx.t(`Intelligence.welding.rules.${c.rule}`, c.values);
  const head = ctx.t('Ai.answer.weldingHead', { bases: bases.map((b) => b.grade).join(' + '), process: ctx.t(`Intelligence.welding.processes.${process}`) });
  if (!advice.recommended.length) {
    return { intent: 'welding', text: [head, ctx.t('Intelligence.welding.noneFound')].join('\n'), citations: bases.map(materialCitation), chart: null, suggestions: [] };
  }
  const lines = advice.recommended.slice(0, 3).map((c) => `• ${c.classification} (${c.standard})${c.cnBrand ? ` / ${c.cnBrand}` : ''}: ${rule(c)}`);
  const alternatives = advice.alternatives.slice(0, 3).map((c) => c.classification);
  const warnings = advice.warnings.map((w) => `⚠ ${ctx.t(w)}`);
  const used = [...bases, ...advice.recommended.slice(0, 3).map((c) => data.byId.get(c.record.id)!)];
  return {
    intent: 'welding',
    text: [
      head,
      ctx.t('Ai.answer.weldingRule', { rule: ctx.t(`Intelligence.welding.rules.${advice.rule}`, advice.recommended[0].values) }),
      ...lines,
      ...(alternatives.length ? [ctx.t('Ai.answer.alternatives', { list: alternatives.join(', ') })] : []),
      ...warnings,
      ctx.t('Ai.answer.verify'),
    ].join('\n'),
    citations: uniqueCitations(used.map(materialCitation)),
    chart: null,
    suggestions: [ctx.t('Ai.suggest.properties', { grade: advice.recommended[0].classification })],
  };
}

function comparison(records: IntelRecord[], ctx: EngineContext): EngineAnswer {
  const lines = SHOWN_PROPERTIES.flatMap((k) => {
    const values = records.map((r) => `${r.grade} ${limitText(r, k, ctx.locale) ?? '—'}`);
    return records.some((r) => limitText(r, k, ctx.locale)) ? [`• ${ctx.t(`Intelligence.properties.${k}`)}: ${values.join('; ')}`] : [];
  });
  const elements = LOOKUP_ELEMENTS.filter((e) => records.some((r) => r.rawElements[e])).slice(0, 8);
  const comp = elements.map((e) => `• ${e}: ${records.map((r) => `${r.grade} ${rawElement(r, e) ?? '—'}`).join('; ')}`);
  return {
    intent: 'comparison',
    text: [ctx.t('Ai.answer.comparisonHead', { grades: records.map((r) => r.grade).join(', ') }), ...lines, ctx.t('Ai.answer.compositionHead'), ...comp].join('\n'),
    citations: uniqueCitations(records.map(materialCitation)),
    chart: null,
    suggestions: records.length >= 2 ? [ctx.t('Ai.suggest.weld', { a: records[0].grade, b: records[1].grade })] : [],
  };
}

async function lookup(r: IntelRecord, ctx: EngineContext): Promise<EngineAnswer> {
  const rd = await researchDataFor(ctx.db, r.grade, ctx.user);
  const comp = compositionLine(r, ctx);
  const lines = [
    categoryLabel(r, ctx.t)
      ? ctx.t('Ai.answer.lookupHead', { grade: r.grade, standard: r.standard ?? r.system, family: categoryLabel(r, ctx.t) })
      : ctx.t('Ai.answer.lookupHeadPlain', { grade: r.grade, standard: r.standard ?? r.system }),
    ...propertyLines(r, ctx),
    ...(comp ? [comp] : []),
    ...(rd.length ? [ctx.t('Ai.answer.researchData', { count: rd.length })] : []),
  ];
  return {
    intent: 'lookup',
    text: lines.join('\n'),
    citations: uniqueCitations([materialCitation(r), ...rd]),
    chart: null,
    suggestions: [ctx.t('Ai.suggest.equivalent', { grade: r.grade }), ctx.t('Ai.suggest.weldSelf', { grade: r.grade })],
  };
}

const passes = (r: IntelRecord, f: PropertyFilter) => {
  const v = propertyValue(r, f.property);
  return v !== null && (f.op === 'gte' ? v >= f.value : v <= f.value);
};

function filter(data: IntelData, parsed: ParsedQuestion, ctx: EngineContext): EngineAnswer {
  const wanted = parsed.system ? normaliseSystem(parsed.system) : null;
  const pool = data.records.filter((r) => r.type === 'steel' && (!wanted || normaliseSystem(r.system) === wanted));
  const hits = pool.filter((r) => parsed.filters.every((f) => passes(r, f)));
  const f0 = parsed.filters[0];
  hits.sort((a, b) => (propertyValue(b, f0.property) ?? 0) - (propertyValue(a, f0.property) ?? 0) || a.grade.localeCompare(b.grade));
  const shown = hits.slice(0, 10);
  const conditions = parsed.filters
    .map((f) => `${ctx.t(`Intelligence.properties.${f.property}`)} ${f.op === 'gte' ? '≥' : '≤'} ${formatNumber(f.value, ctx.locale)} ${UNIT[f.property]}`)
    .join(', ');
  const head = ctx.t('Ai.answer.filterHead', { count: hits.length, conditions, system: parsed.system ?? '', scope: parsed.system ? 'system' : 'all' });
  const lines = shown.map((r) => `• ${r.grade} (${r.standard ?? r.system}): ${parsed.filters.map((f) => limitText(r, f.property as 'yield', ctx.locale)).join(', ')}`);
  return {
    intent: 'filter',
    text: [head, ...lines, ...(hits.length > shown.length ? [ctx.t('Ai.answer.more', { count: hits.length - shown.length })] : [])].join('\n'),
    citations: uniqueCitations(shown.map(materialCitation)),
    chart: null,
    suggestions: shown[0] ? [ctx.t('Ai.suggest.properties', { grade: shown[0].grade })] : [],
  };
}

function explain(parsed: ParsedQuestion, r: IntelRecord | null, ctx: EngineContext): EngineAnswer {
  const term = parsed.term!;
  const lines = [ctx.t(`Ai.terms.${term}`)];
  const citations: Citation[] = [];
  if (r) {
    const key = term === 'reh' || term === 'rp02' ? 'yield' : term;
    const value = (SHOWN_PROPERTIES as readonly string[]).includes(key) ? limitText(r, key as 'yield', ctx.locale) : term === 'cev' && r.cevMax ? `≤ ${formatNumber(r.cevMax, ctx.locale)}` : null;
    lines.push(value ? ctx.t('Ai.answer.valueOf', { grade: r.grade, value, standard: r.standard ?? r.system }) : ctx.t('Ai.answer.noValue', { grade: r.grade }));
    citations.push(materialCitation(r));
  }
  return { intent: 'explain', text: lines.join('\n'), citations, chart: null, suggestions: r ? [ctx.t('Ai.suggest.properties', { grade: r.grade })] : [] };
}

function axisLabel(axis: string, ctx: EngineContext): { key: string; label: string; unit: string } {
  if (axis.startsWith('el:')) return { key: axis, label: ctx.t('Ai.chart.element', { element: axis.slice(3) }), unit: 'wt%' };
  return { key: axis, label: ctx.t(`Intelligence.properties.${axis}`), unit: UNIT[axis] ?? '' };
}

function chart(data: IntelData, parsed: ParsedQuestion, ctx: EngineContext): EngineAnswer {
  const { x, y } = parsed.axes!;
  const result = visualizationPoints(data, { type: 'steel', x, y, colorBy: 'system', system: parsed.system ?? undefined });
  const answer: ChartAnswer = {
    kind: 'scatter',
    x: axisLabel(x, ctx),
    y: axisLabel(y, ctx),
    points: result.points.map((p) => ({ id: p.id, name: p.name, x: p.x, y: p.y, group: p.group, href: detailHref('steel', p.id) })),
  };
  const datasets = [...new Set(result.points.map((p) => data.byId.get(p.id)?.datasetCode).filter((d): d is string => !!d))];
  return {
    intent: 'chart',
    text: ctx.t('Ai.answer.chartHead', { plotted: result.plotted, total: result.total, x: answer.x.label, y: answer.y.label, system: parsed.system ?? '', scope: parsed.system ? 'system' : 'all' }),
    citations: datasets.map((d) => ({ kind: 'dataset', title: d, href: null, detail: ctx.t('Ai.answer.chartDataset', { count: result.plotted }), dataset: d, sourceUrl: null })),
    chart: answer,
    suggestions: [],
  };
}

function unknown(parsed: ParsedQuestion, ctx: EngineContext): EngineAnswer {
  const text = parsed.unknownGrades.length ? ctx.t('Ai.answer.notInDatabase', { grades: parsed.unknownGrades.join(', ') }) : ctx.t('Ai.answer.cannot');
  return { intent: 'unknown', text, citations: [], chart: null, suggestions: starters(ctx.t) };
}
