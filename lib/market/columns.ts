import type { FieldDef, UnitCode } from '@/lib/units';

/**
 * The columns of the data products (issue 48 items 4 and 9), each named as the reference data names it, with its label
 * (`Market.columns.<id>`) and its unit as the data set's SOURCES.md states it: composition in wt % (compiled steel,
 * welding and aluminium tables, the NIMS specimens), strengths in MPa, elongation and reduction of area in %, the NIMS
 * heat-treatment temperatures in °C. A column whose text carries its own unit (impact "27 J at 0 C", hardness "131 HBW")
 * or whose source states none (the NIMS hardness, CEV, ratios) has none. The files' headers, the product pages' field
 * lists and first rows are made from these; tests/unit/unit-rule.test.ts holds every column of every data set to it.
 */

/** What a column holds: a value, the row's sources, or the compiler's notes (each kept out of the value cells). */
export type ColumnRole = 'value' | 'sources' | 'notes';

export interface DataColumn extends FieldDef {
  /** The column's name in the data (`Rm_MPa`). */
  key: string;
  role: ColumnRole;
}

const NAMED: Record<string, { id: string; unit: UnitCode | null }> = {
  "record_id": { id: 'recordId', unit: null },
  "alloy_id": { id: 'recordId', unit: null },
  "equiv_id": { id: 'recordId', unit: null },
  "grade": { id: 'grade', unit: null },
  "alias_or_old_grade": { id: 'aliasOrOldGrade', unit: null },
  "family": { id: 'family', unit: null },
  "family_zh": { id: 'familyZh', unit: null },
  "standard": { id: 'standard', unit: null },
  "standard_body": { id: 'standardBody', unit: null },
  "table_ref": { id: 'tableRef', unit: null },
  "delivery_condition": { id: 'deliveryCondition', unit: null },
  "section_spec": { id: 'sectionSpec', unit: null },
  "other_elements": { id: 'otherElements', unit: null },
  "CEV_max": { id: 'cevMax', unit: null },
  "Rm_MPa": { id: 'tensile', unit: 'MPa' },
  "yield_MPa": { id: 'yield', unit: 'MPa' },
  "yield_type": { id: 'yieldType', unit: null },
  "yield_by_thickness_MPa": { id: 'yieldByThickness', unit: 'MPa' },
  "Rm_by_thickness_MPa": { id: 'tensileByThickness', unit: 'MPa' },
  "A_by_thickness_pct": { id: 'elongationByThickness', unit: 'percent' },
  "A_pct": { id: 'elongation', unit: 'percent' },
  "Z_pct": { id: 'reductionOfArea', unit: 'percent' },
  "impact": { id: 'impact', unit: null },
  "hardness": { id: 'hardness', unit: null },
  "heat_treatment": { id: 'heatTreatment', unit: null },
  "UNS": { id: 'uns', unit: null },
  "uns": { id: 'uns', unit: null },
  "werkstoff": { id: 'werkstoff', unit: null },
  "confidence": { id: 'confidence', unit: null },
  "classification": { id: 'classification', unit: null },
  "cn_brand_or_alias": { id: 'cnBrand', unit: null },
  "consumable_type": { id: 'consumableType', unit: null },
  "coating_or_shielding": { id: 'coating', unit: null },
  "current_polarity": { id: 'polarity', unit: null },
  "composition_basis": { id: 'compositionBasis', unit: null },
  "condition": { id: 'condition', unit: null },
  "equivalent_classifications": { id: 'equivalentClassifications', unit: null },
  "typical_base_metals": { id: 'typicalBaseMetals', unit: null },
  "alloy": { id: 'alloy', unit: null },
  "series": { id: 'series', unit: null },
  "gb_designation": { id: 'gbDesignation', unit: null },
  "gb_old_designation": { id: 'gbOldDesignation', unit: null },
  "en_aw": { id: 'enAw', unit: null },
  "iso_chemical": { id: 'isoChemical', unit: null },
  "jis": { id: 'jis', unit: null },
  "JIS": { id: 'jis', unit: null },
  "others_each": { id: 'othersEach', unit: 'massPercent' },
  "others_total": { id: 'othersTotal', unit: 'massPercent' },
  "composition_standard": { id: 'compositionStandard', unit: null },
  "Normalized Temperature": { id: 'normalizingTemperature', unit: 'celsius' },
  "Quenching Temperature": { id: 'quenchingTemperature', unit: 'celsius' },
  "Temperaing Temperature": { id: 'temperingTemperature', unit: 'celsius' },
  "RR": { id: 'reductionRatio', unit: null },
  "dA": { id: 'inclusionA', unit: null },
  "dB": { id: 'inclusionB', unit: null },
  "dC": { id: 'inclusionC', unit: null },
  "Fatigue Strength (10E7 Cycles)": { id: 'fatigueStrength', unit: 'MPa' },
  "Tensile Strength": { id: 'tensileStrength', unit: 'MPa' },
  "Fracture Strength": { id: 'fractureStrength', unit: 'MPa' },
  "Hardness": { id: 'hardnessUnstated', unit: null },
  "source_file": { id: 'sourceFile', unit: null },
  "ASTM_AISI_SAE": { id: 'astmAisiSae', unit: null },
  "EN_name": { id: 'enName', unit: null },
  "relation": { id: 'relation', unit: null },
  "section": { id: 'section', unit: null },
  "item": { id: 'item', unit: null },
  "value": { id: 'value', unit: null },
  "min": { id: 'min', unit: null },
  "max": { id: 'max', unit: null },
  "unit": { id: 'unit', unit: null },
  "source_ids": { id: 'sources', unit: null },
  "notes": { id: 'notes', unit: null },
  "size": { id: 'size', unit: null },
  "source": { id: 'source', unit: null },
  "demo": { id: 'demo', unit: null },
};

/** Element columns: the symbol is the label in both languages, the unit wt %. */
export const ELEMENTS = ['C', 'Si', 'Mn', 'P', 'S', 'Cr', 'Ni', 'Mo', 'Cu', 'V', 'Nb', 'Ti', 'Al', 'N', 'Fe', 'Mg', 'Zn', 'Zr'] as const;

const ROLES: Record<string, ColumnRole> = { sources: 'sources', notes: 'notes' };

/** The definition of a data column by its name, or null for a column no data product is known to have. */
export function dataColumn(name: string): DataColumn | null {
  if ((ELEMENTS as readonly string[]).includes(name)) return { key: name, label: 'Market.columns.element', labelValues: { symbol: name }, unit: 'massPercent', role: 'value' };
  const named = NAMED[name];
  if (!named) return null;
  return { key: name, label: `Market.columns.${named.id}`, unit: named.unit, role: ROLES[named.id] ?? 'value' };
}

/**
 * Columns of numbers that have no unit, each with the reason (the unit rule's test asks every other column of numbers
 * for its unit): designations that are numbers, and quantities whose source states no unit or that have none.
 */
export const UNITLESS_NUMBERS: Record<string, string> = {
  CEV_max: 'a carbon equivalent, which the standards print without a unit',
  werkstoff: 'a material number (1.0038), a designation',
  alloy: 'an alloy designation (6061)',
  gb_designation: 'an alloy designation (6061)',
  RR: 'a reduction ratio, a pure number',
  dA: 'an inclusion area fraction; the source (Xiong et al. 2020) states no unit',
  dB: 'an inclusion area fraction; the source states no unit',
  dC: 'an inclusion area fraction; the source states no unit',
  Hardness: 'the source states no hardness scale (SOURCES.md: unit not stated)',
};

/** Every column name the catalogue knows (the unit rule's test reads the data sets' columns against it). */
export const KNOWN_COLUMNS: readonly string[] = [...ELEMENTS, ...Object.keys(NAMED)];

/** A column of a stored data set: its definition, or a plain value column labelled by its name (never a unit invented). */
export function columnOf(name: string): DataColumn {
  return dataColumn(name) ?? { key: name, label: 'Market.columns.named', labelValues: { name }, unit: null, role: 'value' };
}
