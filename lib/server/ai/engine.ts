import 'server-only';
import { ApiError } from '@/lib/server/api/errors';
import type { Translate } from '@/lib/server/api/types';
import type { Db } from '@/lib/server/db/client';
import type { Locale } from '@/lib/i18n/routing';
import type { SessionUser } from '@/lib/session/permissions';
import type { ChartAnswer, Citation, Intent } from '@/lib/ai/contract';
import { parseQuestion, readProcess, readWeldContext, type ParsedQuestion, type PropertyFilter, type PropertyKey, type Unsupported } from '@/lib/ai/intent';
import { formatNumber } from '@/lib/materials/units';
import { normalizeGrade } from '@/lib/materials/grade-names';
import { detailHref } from '@/lib/materials/paths';
import { normaliseSystem } from '@/lib/intelligence/similarity';
import { getIntelData, type IntelData, type IntelRecord } from '@/lib/server/intelligence/records';
import { weldingMatching } from '@/lib/server/intelligence/matching';
import type { WeldProcess } from '@/lib/intelligence/welding-types';
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
        return await welding(data, parsed.grades.slice(0, 2).map(rec), { process: readProcess(question), ...readWeldContext(question) }, ctx);
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
        return unknown(data, parsed, question, ctx);
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
    const v = limitText(r, k, ctx.locale, ctx.t);
    return v ? [`• ${ctx.t(`Intelligence.properties.${k}`)}: ${v}`] : [];
  });
}

function compositionLine(r: IntelRecord, ctx: EngineContext): string | null {
  const parts = LOOKUP_ELEMENTS.filter((e) => r.rawElements[e]).map((e) => `${e} ${rawElement(r, e)}`);
  return parts.length ? ctx.t('Ai.answer.composition', { list: parts.join(', ') }) : null;
}

type Advice = Awaited<ReturnType<typeof weldingMatching>>;
type AdviceChoice = Advice['recommended'][number] & { records: string[] };

/** One line per classification: a classification held under two standards (E308-16 of AWS A5.4 and GB/T 983) is one filler. */
function byClassification(list: Advice['recommended']): AdviceChoice[] {
  const out: AdviceChoice[] = [];
  for (const c of list) {
    const same = out.find((o) => o.classification === c.classification);
    if (same) {
      if (!same.standard.split('; ').includes(c.standard)) same.standard = `${same.standard}; ${c.standard}`;
      same.cnBrand ??= c.cnBrand;
      same.records.push(c.record.id);
    } else out.push({ ...c, records: [c.record.id] });
  }
  return out;
}

/** A selection rule as a citation: its row of the rule table, with its first source's address. */
export function ruleCitation(r: Advice['selection'][number], t: Translate): Citation {
  const http = r.sources.filter((u) => /^https?:\/\//.test(u));
  return {
    kind: 'rule',
    title: t('Ai.answer.ruleCitation', { id: r.id }),
    href: null,
    detail: [`${r.confidence}`, ...http.slice(1).map((u) => new URL(u).hostname)].join(' · '),
    dataset: 'compiled_welding_consumables',
    sourceUrl: http[0] ?? null,
  };
}

/**
 * Fillers for one base metal or a joint of two (issue 47): the portal's welding matching, which chooses by the
 * published selection rules (weld_selection_rules) with the pressure vessel and thick section the question names.
 * Every filler is shown with the rule that chose it and the checks it passed; the rule rows are cited with the
 * records shown.
 */
interface WeldAsk {
  process: WeldProcess;
  pressureVessel: boolean;
  thick: boolean;
}

async function welding(data: IntelData, bases: IntelRecord[], ask: WeldAsk, ctx: EngineContext): Promise<EngineAnswer> {
  const { process } = ask;
  const family = bases.every((b) => b.type === 'alloy') ? 'alloy' : 'steel';
  const advice = await weldingMatching(ctx.db, data, { baseIds: bases.map((b) => b.id), baseGrades: [], family, process, pressureVessel: ask.pressureVessel, thick: ask.thick });
  const t = ctx.t;
  const ruleText = (c: { rule: string; values: Record<string, string | number> }) => t(`Intelligence.welding.rules.${c.rule}`, c.values);
  const name = (c: AdviceChoice) => `${c.classification}${c.cnBrand ? ` / ${c.cnBrand}` : ''}`;
  const reason = (c: AdviceChoice) => [ruleText(c), ...c.checks.map(ruleText)].join('; ');
  const head = t('Ai.answer.weldingHead', { bases: bases.map((b) => b.grade).join(' + '), process: t(`Intelligence.welding.processes.${process}`) });
  const ruleLines = advice.selection.length
    ? advice.selection.map((r) => t('Ai.answer.weldingSelection', { id: r.id, text: t(`Intelligence.welding.selection.${r.id}`) }))
    : advice.recommended.length
      ? [t('Ai.answer.weldingComputed', { rule: ruleText({ rule: advice.rule, values: advice.recommended[0].values }) })]
      : [];
  const recommended = byClassification(advice.recommended).slice(0, 4);
  const alternatives = byClassification(advice.alternatives).filter((c) => !recommended.some((r) => r.classification === c.classification)).slice(0, recommended.length ? 2 : 4);
  const avoid = byClassification(advice.avoid).slice(0, 4);
  if (!recommended.length && !alternatives.length) {
    return { intent: 'welding', text: [head, ...ruleLines, t('Intelligence.welding.noneFound')].join('\n'), citations: uniqueCitations(bases.map(materialCitation)), chart: null, suggestions: [] };
  }
  const lines = [
    head,
    ...ruleLines,
    ...(recommended.length ? recommended.map((c) => `• ${c.classification} (${c.standard})${c.cnBrand ? ` / ${c.cnBrand}` : ''}: ${reason(c)}`) : [t('Ai.answer.weldingNoneRecommended')]),
    ...alternatives.map((c) => t('Ai.answer.weldingAlternative', { name: name(c), reason: reason(c) })),
    ...(avoid.length ? [t('Ai.answer.weldingAvoid', { list: avoid.map(name).join(ctx.locale === 'zh' ? '、' : ', ') })] : []),
    ...advice.warnings.map((w) => `⚠ ${t(w)}`),
    t('Ai.answer.verify'),
  ];
  const shown = [...recommended, ...alternatives, ...avoid].flatMap((c) => c.records).map((id) => data.byId.get(id)!);
  return {
    intent: 'welding',
    text: lines.join('\n'),
    citations: uniqueCitations([...bases.map(materialCitation), ...shown.map(materialCitation), ...advice.selection.map((r) => ruleCitation(r, t))]),
    chart: null,
    suggestions: (recommended[0] ?? alternatives[0]) ? [t('Ai.suggest.properties', { grade: (recommended[0] ?? alternatives[0]).classification })] : [],
  };
}

function comparison(records: IntelRecord[], ctx: EngineContext): EngineAnswer {
  const lines = SHOWN_PROPERTIES.flatMap((k) => {
    const values = records.map((r) => `${r.grade} ${limitText(r, k, ctx.locale, ctx.t) ?? ctx.t('Ai.answer.notInRecord')}`);
    return records.some((r) => limitText(r, k, ctx.locale)) ? [`• ${ctx.t(`Intelligence.properties.${k}`)}: ${values.join('; ')}`] : [];
  });
  const elements = LOOKUP_ELEMENTS.filter((e) => records.some((r) => r.rawElements[e])).slice(0, 8);
  const comp = elements.map((e) => `• ${e}: ${records.map((r) => `${r.grade} ${rawElement(r, e) ?? ctx.t('Ai.answer.notInRecord')}`).join('; ')}`);
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
/** A value a standard guarantees (a specified row), not a typical or measured one (issue 47: "minimum yield ≥ 460"). */
const specified = (r: IntelRecord, f: PropertyFilter) => (f.property === 'impact' ? true : r.valueTypes?.[f.property] === 'specified');

function filter(data: IntelData, parsed: ParsedQuestion, ctx: EngineContext): EngineAnswer {
  const wanted = parsed.system ? normaliseSystem(parsed.system) : null;
  const pool = data.records.filter((r) => r.type === 'steel' && (!wanted || normaliseSystem(r.system) === wanted));
  const all = pool.filter((r) => parsed.filters.every((f) => passes(r, f)));
  const hits = all.filter((r) => parsed.filters.every((f) => specified(r, f)));
  const leftOut = all.length - hits.length;
  const f0 = parsed.filters[0];
  // Nearest the bound first: "at least 460 MPa" lists the 460 MPa grades before the springs of 1,500 MPa.
  const dir = f0.op === 'gte' ? 1 : -1;
  hits.sort((a, b) => dir * ((propertyValue(a, f0.property) ?? 0) - (propertyValue(b, f0.property) ?? 0)) || a.grade.localeCompare(b.grade));
  const shown = hits.slice(0, 10);
  const conditions = parsed.filters
    .map((f) => `${ctx.t(`Intelligence.properties.${f.property}`)} ${f.op === 'gte' ? '≥' : '≤'} ${formatNumber(f.value, ctx.locale)} ${UNIT[f.property]}`)
    .join(', ');
  const head = ctx.t('Ai.answer.filterHead', { count: hits.length, conditions, system: parsed.system ?? '', scope: parsed.system ? 'system' : 'all' });
  const lines = shown.map((r) => `• ${r.grade} (${r.standard ?? r.system}): ${parsed.filters.map((f) => limitText(r, f.property as 'yield', ctx.locale, ctx.t)).join(', ')}`);
  return {
    intent: 'filter',
    text: [
      head,
      ...lines,
      ...(hits.length > shown.length ? [ctx.t('Ai.answer.more', { count: hits.length - shown.length })] : []),
      ...(leftOut ? [ctx.t('Ai.answer.filterTypicalLeftOut', { count: leftOut })] : []),
    ].join('\n'),
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
    const value = (SHOWN_PROPERTIES as readonly string[]).includes(key) ? limitText(r, key as 'yield', ctx.locale, ctx.t) : term === 'cev' && r.cevMax ? `≤ ${formatNumber(r.cevMax, ctx.locale)}` : null;
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

/**
 * Records whose name is the unknown grade plus a product-form suffix of one or two letters ("15CrMo" → 15CrMoR,
 * 15CrMoG): named as what the database does hold, never answered in its place.
 */
function nearNames(data: IntelData, grade: string): IntelRecord[] {
  const want = normalizeGrade(grade);
  if (want.length < 3) return [];
  const seen = new Set<string>();
  return data.records
    .filter((r) => r.type === 'steel')
    .filter((r) => {
      const n = normalizeGrade(r.grade);
      return n.startsWith(want) && /^[A-Z]{1,2}$/.test(n.slice(want.length));
    })
    .filter((r) => !seen.has(r.grade) && !!seen.add(r.grade))
    .slice(0, 4);
}

function unknown(data: IntelData, parsed: ParsedQuestion, question: string, ctx: EngineContext): EngineAnswer {
  if (!parsed.unknownGrades.length) return { intent: 'unknown', text: ctx.t('Ai.answer.cannot'), citations: [], chart: null, suggestions: starters(ctx.t) };
  const near = parsed.unknownGrades.flatMap((g) => nearNames(data, g));
  const lines = [ctx.t('Ai.answer.notInDatabase', { grades: parsed.unknownGrades.join(', ') })];
  if (near.length) lines.push(ctx.t('Ai.answer.nearNames', { list: near.map((r) => `${r.grade} (${r.standard ?? r.system})`).join(ctx.locale === 'zh' ? '、' : ', ') }));
  const welding = /焊|\bweld|\bfiller\b|\belectrode/i.test(question);
  return {
    intent: 'unknown',
    text: lines.join('\n'),
    citations: uniqueCitations(near.map(materialCitation)),
    chart: null,
    suggestions: near.length ? near.slice(0, 2).map((r) => ctx.t(welding ? 'Ai.suggest.weldSelf' : 'Ai.suggest.properties', { grade: r.grade })) : starters(ctx.t),
  };
}

/** A question read as the portal's functions take it, for a call that names its arguments (the external model's tools). */
function asked(part: Partial<ParsedQuestion>): ParsedQuestion {
  return { intent: 'unknown', grades: [], unknownGrades: [], system: null, systems: [], unsupported: [], property: null, filters: [], axes: null, term: null, ...part };
}

/** A grade the database does not hold, named in a call: answered "not in the database" to the caller. */
export class NotInDatabase extends Error {
  constructor(readonly grade: string) {
    super(`${grade}: not in the database`);
  }
}

/**
 * The built-in engine's functions over the portal's records, called with named arguments instead of a question
 * (issue 47): the external model's tools are these, so a model answers through the same records, rules and citations
 * as the built-in engine (lib/server/ai/external.ts). Each answers the engine's text and the records it used.
 */
export function portalFunctions(data: IntelData, ctx: EngineContext) {
  const index = gradeIndex(data);
  const need = (grade: string) => {
    const r = index.get(normalizeGrade(grade));
    if (!r) throw new NotInDatabase(grade);
    return r;
  };
  return {
    lookupGrade: ({ grade }: { grade: string }) => lookup(need(grade), ctx),
    gradeValue: ({ grade, property }: { grade: string; property: PropertyKey }) => valueAnswer(need(grade), asked({ intent: 'value', property }), ctx),
    equivalentGrades: ({ grade, systems }: { grade: string; systems?: string[] }) => equivalentAnswer(data, need(grade), asked({ intent: 'equivalent', systems: systems ?? [], system: systems?.[0] ?? null }), ctx),
    weldingFiller: ({ baseGrades, process, pressureVessel, thick }: { baseGrades: string[]; process?: WeldProcess; pressureVessel?: boolean; thick?: boolean }) =>
      welding(data, baseGrades.map(need), { process: process ?? 'SMAW', pressureVessel: !!pressureVessel, thick: !!thick }, ctx),
    compareGrades: ({ grades }: { grades: string[] }) => comparison(grades.map(need), ctx),
    findSteels: ({ filters, system }: { filters: PropertyFilter[]; system?: string }) => filter(data, asked({ intent: 'filter', filters, system: system ?? null }), ctx),
    chartPoints: ({ x, y, system }: { x: string; y: string; system?: string }) => chart(data, asked({ intent: 'chart', axes: { x, y }, system: system ?? null }), ctx),
    heldData: ({ grade, asked: what }: { grade?: string; asked: Unsupported[] }) => unsupportedAnswer(grade ? need(grade) : null, asked({ intent: 'unsupported', unsupported: what }), ctx),
  };
}
