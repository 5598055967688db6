import { namesIn } from '@/lib/materials/grade-names';
import { parseImpact, parseLimit } from '@/lib/materials/values';
import type { CrossReference } from './match-class';
import type { Limit, SpecRecord } from './types';
import type { Consumable, MatchingRow, SelectionRule } from './welding-types';

/**
 * Adapters from the rows of the compiled reference tables (reference-data/compiled_*) to the
 * rule shapes. The server uses them for the consumable-to-base-metal and cross-reference
 * tables; tests use them to check the rules on known pairs.
 */
const STEEL_ELEMENTS = ['C', 'Si', 'Mn', 'P', 'S', 'Cr', 'Ni', 'Mo', 'Cu', 'V', 'Nb', 'Ti', 'Al', 'N'];
const WELD_ELEMENTS = ['C', 'Mn', 'Si', 'P', 'S', 'Ni', 'Cr', 'Mo', 'V', 'Cu'];

const split = (s: string | undefined) => (s ?? '').split(/[;,]/).map((x) => x.trim()).filter(Boolean);

function composition(row: Record<string, string>, elements: string[]): Record<string, Limit> {
  const out: Record<string, Limit> = {};
  for (const el of elements) {
    const l = parseLimit(row[el]);
    if (l) out[el] = l;
  }
  return out;
}

export function steelRecordFromRow(row: Record<string, string>): SpecRecord & { aliases: string[] } {
  const props: SpecRecord['properties'] = {};
  const set = (k: keyof SpecRecord['properties'], v?: string) => {
    const l = parseLimit(v);
    if (l) props[k] = l;
  };
  set('tensile', row.Rm_MPa);
  set('yield', row.yield_MPa);
  set('elongation', row.A_pct);
  set('reductionOfArea', row.Z_pct);
  set('hardness', row.hardness);
  const cev = parseLimit(row.CEV_max);
  return {
    id: row.record_id,
    type: 'steel',
    grade: row.grade,
    aliases: namesIn(row.alias_or_old_grade),
    system: row.standard_body,
    standard: row.standard,
    family: row.family,
    composition: composition(row, STEEL_ELEMENTS),
    properties: props,
    impact: impactSpec(row.impact),
    cevMax: cev?.max ?? null,
  };
}

export function consumableFromRow(row: Record<string, string>): Consumable {
  const comp = composition(row, WELD_ELEMENTS);
  const mg = (row.other_elements ?? '').match(/Mg\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)/);
  if (mg) comp.Mg = { min: Number(mg[1]), max: Number(mg[2]) };
  return {
    id: row.record_id,
    classification: row.classification,
    standard: row.standard,
    cnBrand: row.cn_brand_or_alias ? row.cn_brand_or_alias.replace(/\s*\(.*$/, '').trim() || null : null,
    consumableType: row.consumable_type,
    coating: row.coating_or_shielding || null,
    composition: comp,
    tensileMin: parseLimit(row.Rm_MPa)?.min ?? null,
    yieldMin: parseLimit(row.yield_MPa)?.min ?? null,
    equivalents: row.equivalent_classifications || null,
    sources: split(row.source_ids),
    confidence: row.confidence,
    impact: impactSpec(row.impact),
  };
}

/** A row of weld_selection_rules.csv (sources as ids; the database holds their URLs). */
export function selectionRuleFromRow(row: Record<string, string>): SelectionRule {
  return {
    id: row.rule_id,
    rule: row.rule,
    baseClass: row.base_class,
    condition: row.condition ?? '',
    recommended: row.recommended ?? '',
    alternatives: row.alternatives ?? '',
    avoid: row.avoid ?? '',
    avoidRule: row.avoid_rule ?? '',
    sources: split(row.source_ids),
    confidence: row.confidence,
    notes: row.notes || null,
  };
}

export function matchingRowFromRow(row: Record<string, string>): MatchingRow {
  return {
    id: row.match_id,
    baseMetal: row.base_metal,
    family: row.base_metal_family,
    process: row.process,
    recommended: row.recommended_consumables,
    alternatives: row.alternatives,
    avoid: row.avoid,
    sources: split(row.source_ids),
    confidence: row.confidence,
    notes: row.notes || null,
  };
}

const SYSTEM_COLUMNS: Record<string, string> = { GB: 'GB', ASTM_AISI_SAE: 'ASTM', UNS: 'UNS', EN_name: 'EN', EN_number: 'EN', JIS: 'JIS', ISO: 'ISO', GOST: 'GOST', BS: 'BS', NF: 'NF', DIN_old: 'DIN' };

export function crossReferenceFromRow(row: Record<string, string>): CrossReference {
  const names: Record<string, string> = {};
  for (const [col, system] of Object.entries(SYSTEM_COLUMNS)) {
    if (row[col]) names[system] = names[system] ? `${names[system]}; ${row[col]}` : row[col];
  }
  return { id: row.equiv_id, names, relation: row.relation, sources: split(row.source_ids), confidence: row.confidence, notes: row.notes || null };
}

function impactSpec(text: string | null | undefined): { joules: number; tempC: number | null } | null {
  const impact = parseImpact(text);
  return impact?.energy != null ? { joules: impact.energy, tempC: impact.temperature } : null;
}
