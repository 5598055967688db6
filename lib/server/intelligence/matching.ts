import 'server-only';
import { badRequest, notFound, notFoundId } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { normalizeGrade } from '@/lib/materials/grade-names';
import { findCounterparts } from '@/lib/intelligence/match-class';
import { rankSimilar } from '@/lib/intelligence/similarity';
import { recommendConsumables } from '@/lib/intelligence/welding';
import type { WeldChoice, WeldProcess } from '@/lib/intelligence/welding-types';
import type { Translate } from '@/lib/server/api/types';
import type { ImpactClass } from '@/lib/intelligence/match-class';
import type { IntelData, IntelRecord } from './records';
import { bandedPool, summarise, summaryIn } from './summary';
import { consumablesOf, loadMatchingRows, loadSelectionRules, toBaseMetal } from './welding-data';

function recordOf(data: IntelData, id: string): IntelRecord {
  const r = data.byId.get(id);
  if (!r) throw notFoundId();
  return r;
}

/** Similar materials of one record (issue 5, item 2), optionally in one standard system. */
export function similarMaterials(data: IntelData, input: { id: string; system?: string; limit: number; useProperties: boolean }) {
  const ref = recordOf(data, input.id);
  const ranked = rankSimilar(ref, data.records, { system: input.system, limit: input.limit, useProperties: input.useProperties, vectors: data.prepared });
  return {
    reference: summarise(ref),
    list: ranked.map(({ record, result }) => ({ record: summarise(record as IntelRecord), ...result })),
  };
}

/** Resolves a grade typed by the user ("Q355B", "A572 Gr.50", "SUS304") to a record. */
export function findByGrade(data: IntelData, grade: string, type: IntelRecord['type'] = 'steel'): IntelRecord | null {
  const want = normalizeGrade(grade);
  const pool = data.records.filter((r) => r.type === type && r.system);
  // The same grade under several editions: the edition in force first (docs/DATA.md "Editions").
  const exact = pool.filter((r) => normalizeGrade(r.grade) === want);
  return exact.find((r) => !r.superseded) ?? exact[0] ?? pool.find((r) => r.aliases.some((a) => normalizeGrade(a) === want)) ?? null;
}

/** Steel-grade matching (issue 5, item 3): listed and computed counterparts with per-limit verdicts. */
/** "Same quality class: both impact-tested at +20 °C" and the like, in the caller's language. */
function impactNote(c: ImpactClass, ref: string, cand: string, t: Translate): string {
  const temp = (x: number) => (x > 0 ? `+${x}` : String(x));
  return t(`Intelligence.matching.impactClass.${c.verdict}`, { reference: ref, candidate: cand, refTemp: temp(c.reference), candTemp: temp(c.candidate) });
}

export function gradeMatching(data: IntelData, input: { id?: string; grade?: string; system?: string; limit: number; thickness?: number }, t: Translate) {
  const found = input.id ? recordOf(data, input.id) : findByGrade(data, input.grade!);
  if (!found) throw notFound('Errors.noMatchingData');
  // Reference and candidates as they apply at the thickness asked for (or their thinnest band).
  const thickness = input.thickness ?? null;
  const pool = bandedPool(data.records, thickness);
  const ref = pool.records.find((r) => r.id === found.id)!;
  const list = findCounterparts(ref, pool.records, data.crossReferences, { system: input.system, limit: input.limit, vectors: data.prepared });
  return {
    thickness,
    reference: summaryIn(pool.summaries, ref),
    counterparts: list.map((c) => ({
      record: summaryIn(pool.summaries, c.record as IntelRecord),
      matchClass: c.matchClass,
      crossReference: c.crossReference ?? null,
      score: c.score,
      compositionScore: c.similarity.compositionScore,
      propertyScore: c.similarity.propertyScore,
      elements: c.elements,
      properties: c.properties,
      elementDistances: c.similarity.elements,
      impactClass: c.impactClass ? { ...c.impactClass, note: impactNote(c.impactClass, ref.grade, c.record.grade, t) } : null,
    })),
  };
}

const choiceOut = (data: IntelData) => (c: WeldChoice) => {
  const rec = data.byId.get(c.consumable.id)!;
  return {
    record: summarise(rec),
    classification: c.consumable.classification,
    standard: c.consumable.standard,
    cnBrand: c.consumable.cnBrand ?? null,
    equivalents: c.consumable.equivalents ?? null,
    tensileMin: c.consumable.tensileMin,
    rule: c.rule,
    values: c.values,
    sources: c.sources,
    confidence: c.consumable.confidence,
    listed: c.listed ?? null,
    selectedBy: c.selectedBy ?? null,
    checks: c.checks ?? [],
  };
};

/** Welding-grade matching (issue 5, item 4). */
export async function weldingMatching(
  db: Db,
  data: IntelData,
  input: { baseIds: string[]; baseGrades: string[]; family: 'steel' | 'alloy'; process: WeldProcess; pressureVessel?: boolean; thick?: boolean },
) {
  // A grade typed without picking a suggestion is resolved as grade matching resolves it.
  const typed = input.baseGrades.map((grade) => findByGrade(data, grade, input.family) ?? findByGrade(data, grade, input.family === 'steel' ? 'alloy' : 'steel'));
  const missing = input.baseGrades.find((_, i) => !typed[i]);
  if (missing !== undefined) throw notFound('Intelligence.welding.gradeNotFound', { grade: missing });
  const bases = [...input.baseIds.map((id) => recordOf(data, id)), ...(typed as IntelRecord[])];
  if (bases.some((b) => b.type === 'welding')) throw badRequest('Intelligence.welding.baseNotConsumable');
  const advice = recommendConsumables(bases.map(toBaseMetal), input.process, consumablesOf(data), await loadMatchingRows(db), await loadSelectionRules(db), {
    pressureVessel: input.pressureVessel,
    thick: input.thick,
  });
  const out = choiceOut(data);
  return {
    bases: bases.map((b) => summarise(b)),
    process: advice.process,
    joint: advice.joint,
    classes: advice.classes,
    rule: advice.rule,
    recommended: advice.recommended.map(out),
    alternatives: advice.alternatives.map(out),
    avoid: advice.avoid.map(out),
    warnings: advice.warnings,
    notes: advice.notes,
    selection: advice.selection,
  };
}
