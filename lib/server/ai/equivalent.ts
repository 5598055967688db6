import 'server-only';
import type { Citation } from '@/lib/ai/contract';
import type { ParsedQuestion } from '@/lib/ai/intent';
import { listingsOf } from '@/lib/intelligence/match-class';
import { normaliseSystem } from '@/lib/intelligence/similarity';
import { namesIn, normalizeGrade } from '@/lib/materials/grade-names';
import { formatNumber } from '@/lib/materials/units';
import { relationCode } from '@/lib/materials/data-labels';
import type { IntelData, IntelRecord } from '@/lib/server/intelligence/records';
import { gradeMatching } from '@/lib/server/intelligence/matching';
import type { EngineAnswer, EngineContext } from './engine';
import { materialCitation, uniqueCitations } from './tools';

/**
 * Categories of one kind of product: a computed counterpart (no cross-reference lists it) is offered only
 * within the reference's kind, so a structural steel is never answered with reinforcing bars (HPB300, HRB400)
 * or tool steels because their composition is near.
 */
const STRUCTURAL = new Set(['carbonStructural', 'hsla', 'structural', 'weldedStructure', 'lowAlloy', 'carbon', 'qualityCarbon', 'alloyStructural', 'hotRolledSheet']);
const sameKind = (a: IntelRecord, b: IntelRecord) => a.category === b.category || (!!a.category && !!b.category && STRUCTURAL.has(a.category) && STRUCTURAL.has(b.category));

/** A cross-reference's relation in the reader's words (the material pages' labels); one they do not know as printed. */
function relationText(relation: string | undefined, t: EngineContext['t']): string {
  if (!relation) return '—';
  const code = relationCode(relation);
  return code ? t(`Materials.dataLabels.relations.${code}`) : relation;
}

interface SystemAnswer {
  system: string;
  lines: string[];
  best: string | null;
  used: Citation[];
}

/**
 * Counterparts of a grade in every system the question names ("美标、欧标和日标", issue 47), each from the
 * stored equivalence rows first: the listed records, and the designations a cross-reference row names
 * without a record of their own (X5CrNi18-10 / 1.4301). Only where no row lists one, the nearest computed
 * counterparts of the same kind of product. Without a system named: every system the rows list. Cited:
 * the reference, the records shown and the rows whose names are shown; nothing the answer does not show.
 */
export function equivalentAnswer(data: IntelData, ref: IntelRecord, parsed: ParsedQuestion, ctx: EngineContext): EngineAnswer {
  const own = normaliseSystem(ref.system);
  const listings = listingsOf(ref, data.crossReferences);
  const asked = [...new Set(parsed.systems.map(normaliseSystem))].filter((s) => s !== own);
  const listedSystems = [...new Set(listings.flatMap((l) => Object.keys(l.row.names)).map(normaliseSystem))].filter((s) => s !== own);
  const systems = asked.length ? asked : listedSystems;
  const parts = systems.length ? systems.map((s) => forSystem(data, ref, s, listings, ctx)) : [forSystem(data, ref, null, listings, ctx)];
  const single = parts.length === 1;
  const found = parts.filter((p) => p.best);
  const head = single && asked.length ? ctx.t('Ai.answer.equivalentHead', { grade: ref.grade, standard: ref.standard ?? ref.system, system: parts[0].system }) : ctx.t('Ai.answer.equivalentHeadAll', { grade: ref.grade, standard: ref.standard ?? ref.system });
  if (!found.length) {
    return { intent: 'equivalent', text: ctx.t('Ai.answer.noEquivalent', { grade: ref.grade, system: systems.join(', ') }), citations: [materialCitation(ref)], chart: null, suggestions: [ctx.t('Ai.suggest.properties', { grade: ref.grade })] };
  }
  const body = parts.flatMap((p) => (single ? p.lines : [ctx.t('Ai.answer.inSystem', { system: p.system }), ...p.lines]));
  const best = found[0].best!;
  return {
    intent: 'equivalent',
    text: [head, ...body, ...(single ? [ctx.t('Ai.answer.equivalentBest', { grade: best })] : []), ctx.t('Ai.answer.verify')].join('\n'),
    citations: uniqueCitations([materialCitation(ref), ...parts.flatMap((p) => p.used)]),
    chart: null,
    suggestions: [ctx.t('Ai.suggest.compare', { a: ref.grade, b: best }), ctx.t('Ai.suggest.properties', { grade: best })],
  };
}

function forSystem(data: IntelData, ref: IntelRecord, system: string | null, listings: ReturnType<typeof listingsOf>, ctx: EngineContext): SystemAnswer {
  const result = gradeMatching(data, { id: ref.id, system: system ?? undefined, limit: 10 }, ctx.t);
  const listed = result.counterparts.filter((c) => c.matchClass === 'listed');
  const recordOf = (id: string) => data.byId.get(id)!;
  const lines: string[] = listed.map((c) => `• ${c.record.grade}${c.record.standard ? ` (${c.record.standard})` : ''}: ${ctx.t('Ai.answer.listedBy', { relation: relationText(c.crossReference?.relation, ctx.t) })}`);
  const used: Citation[] = listed.map((c) => materialCitation(recordOf(c.record.id)));
  const shownNorms = new Set(listed.flatMap((c) => [c.record.grade, ...recordOf(c.record.id).aliases].map(normalizeGrade)));
  // Designations the rows name in this system that no listed record carries.
  if (system) {
    for (const { row } of listings) {
      const names = Object.entries(row.names).filter(([s]) => normaliseSystem(s) === system).flatMap(([, n]) => namesIn(n));
      const fresh = names.filter((n) => !shownNorms.has(normalizeGrade(n)));
      if (!fresh.length) continue;
      for (const n of fresh) shownNorms.add(normalizeGrade(n));
      lines.push(`• ${fresh.join(' / ')}: ${ctx.t('Ai.answer.listedRow', { id: row.id, relation: relationText(row.relation, ctx.t) })}`);
      used.push({ kind: 'dataset', title: ctx.t('Ai.answer.crossReferenceTitle', { id: row.id }), href: null, detail: row.relation || null, dataset: null, sourceUrl: row.sources.find((u) => /^https?:\/\//.test(u)) ?? null });
    }
  }
  let best = listed[0]?.record.grade ?? (lines.length ? lines[0].slice(2).split(/ \/ |: /)[0] : null);
  if (!lines.length) {
    const computed = result.counterparts.filter((c) => c.matchClass === 'computed' && sameKind(ref, recordOf(c.record.id))).slice(0, 3);
    for (const c of computed) {
      lines.push(`• ${c.record.grade}${c.record.standard ? ` (${c.record.standard})` : ''}: ${ctx.t('Ai.answer.computedScore', { score: formatNumber(c.score, ctx.locale, 2) })}`);
      used.push(materialCitation(recordOf(c.record.id)));
    }
    best = computed[0]?.record.grade ?? null;
    if (!computed.length) lines.push(`• ${ctx.t('Ai.answer.noneInSystem', { system: system ?? '' })}`);
  }
  return { system: system ?? '', lines, best, used };
}
