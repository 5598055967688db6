import 'server-only';
import { asc } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { weldMatchingRules, weldSelectionRules } from '@/lib/server/db/schema';
import { guaranteedMin } from '@/lib/intelligence/limits';
import type { BaseMetal, Consumable, MatchingRow, SelectionRule } from '@/lib/intelligence/welding-types';
import type { IntelData, IntelRecord } from './records';

/** Consumable classifications (not the measured weld-metal deposits of the Cambridge data set). */
export function consumablesOf(data: IntelData): Consumable[] {
  return data.records.filter((r) => r.type === 'welding' && !(r.category ?? '').startsWith('weldMetal')).map(toConsumable);
}

export function toConsumable(r: IntelRecord): Consumable {
  return {
    id: r.id,
    classification: r.grade,
    standard: r.standard ?? '',
    cnBrand: r.aliases.find((a) => /^[AJRH]\d{3}/.test(a)) ?? null,
    consumableType: String(r.process.consumableType ?? r.category ?? ''),
    coating: r.process.coatingOrShielding ? String(r.process.coatingOrShielding) : null,
    composition: r.composition,
    tensileMin: guaranteedMin(r.properties.tensile),
    yieldMin: guaranteedMin(r.properties.yield),
    equivalents: r.process.equivalentClassifications ? String(r.process.equivalentClassifications) : null,
    sources: r.sourceUrls,
    confidence: r.confidence ?? '',
    impact: r.impact ?? null,
  };
}

export function toBaseMetal(r: IntelRecord): BaseMetal {
  return { id: r.id, grade: r.grade, aliases: r.aliases, type: r.type === 'alloy' ? 'alloy' : 'steel', family: r.category, composition: r.composition, tensile: r.properties.tensile ?? null, impact: r.impact ?? null };
}

export async function loadMatchingRows(db: Db): Promise<MatchingRow[]> {
  const rows = await db.select().from(weldMatchingRules).orderBy(asc(weldMatchingRules.id));
  return rows.map((r) => ({
    id: r.id,
    baseMetal: r.baseMetal,
    family: r.baseMetalFamily,
    process: r.process,
    recommended: r.recommended,
    alternatives: r.alternatives,
    avoid: r.avoid,
    sources: r.sourceUrls.length ? r.sourceUrls : r.sourceIds,
    confidence: r.confidence,
    notes: r.notes,
  }));
}

/** The published selection rules (weld_selection_rules), in their table's order; sources as URLs. */
export async function loadSelectionRules(db: Db): Promise<SelectionRule[]> {
  const rows = await db.select().from(weldSelectionRules).orderBy(asc(weldSelectionRules.id));
  return rows.map((r) => ({
    id: r.id,
    rule: r.rule,
    baseClass: r.baseClass,
    condition: r.condition,
    recommended: r.recommended,
    alternatives: r.alternatives,
    avoid: r.avoid,
    avoidRule: r.avoidRule,
    sources: r.sourceUrls.length ? r.sourceUrls : r.sourceIds,
    confidence: r.confidence,
    notes: r.notes,
  }));
}
