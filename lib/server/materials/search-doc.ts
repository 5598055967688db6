import 'server-only';
import { catalogue, translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import type { ImportEquivalent, ImportProperty, ImportRecord } from './import/types';
import { normalizeGrade, searchTokens } from '@/lib/materials/text';

export interface SearchDocValues {
  gradeNorm: string;
  terms: string;
  names: string;
  tokens: string;
  tensileMin: number | null;
  tensileMax: number | null;
  yieldMin: number | null;
  elongationMin: number | null;
  reductionMin: number | null;
  hardness: number | null;
  impactEnergy: number | null;
  fatigueStrength: number | null;
}

/** The property row that stands for the record in lists: room temperature (or no temperature), first. */
export function primaryProperty(rows: ImportProperty[]): ImportProperty | null {
  let best: ImportProperty | null = null;
  for (const row of rows) {
    const t = row.testTemperature ?? -Infinity;
    const bt = best ? (best.testTemperature ?? -Infinity) : Infinity;
    if (!best || t < bt) best = row;
  }
  return best;
}

/** The row a search column takes its value from: the primary row, else the first room-temperature row that has one. */
function firstRow(rows: ImportProperty[], primary: ImportProperty | null, pick: (r: ImportProperty) => number | null | undefined): ImportProperty | null {
  const has = (r: ImportProperty) => pick(r) !== null && pick(r) !== undefined;
  if (primary && has(primary)) return primary;
  return rows.find((r) => (r.testTemperature ?? 0) <= 30 && has(r)) ?? null;
}

function firstValue(rows: ImportProperty[], primary: ImportProperty | null, pick: (r: ImportProperty) => number | null | undefined) {
  const row = firstRow(rows, primary, pick);
  return row ? (pick(row) ?? null) : null;
}

/** Equivalence groups keyed by normalised designation. */
export function indexEquivalents(rows: ImportEquivalent[]): Map<string, ImportEquivalent[]> {
  const groups = new Map<string, ImportEquivalent[]>();
  for (const r of rows) groups.set(r.groupCode, [...(groups.get(r.groupCode) ?? []), r]);
  const byNorm = new Map<string, ImportEquivalent[]>();
  for (const r of rows) {
    const norm = normalizeGrade(r.designation);
    const list = byNorm.get(norm) ?? [];
    for (const member of groups.get(r.groupCode)!) if (!list.includes(member)) list.push(member);
    byNorm.set(norm, list);
  }
  return byNorm;
}

const label = (locale: Locale, key: string | null | undefined, ns: string) => (key ? translate(locale, `Materials.${ns}.${key}`) : null);

/** The words people type for a category besides its label (镀锌板, 锅炉管, line pipe…): Materials.categoryWords. */
const categoryWords = (locale: Locale, category: string | null | undefined): string | null =>
  category ? ((catalogue[locale].Materials.categoryWords as Record<string, string>)[category] ?? null) : null;

/**
 * Denormalised search values of one record: normalised grade, the trigram term string
 * (grade, aliases, equivalent designations, standard) and Chinese/English word tokens.
 */
export function buildSearchDoc(record: ImportRecord, equivalents: Map<string, ImportEquivalent[]>, standardCode: string | null): SearchDocValues {
  const gradeNorm = normalizeGrade(record.grade);
  const names = [record.grade, ...record.aliases];
  const nameNorms = [...new Set(names.map(normalizeGrade).filter(Boolean))];
  const terms = new Set(nameNorms);
  const equivalentNames: string[] = [];
  for (const name of [...terms]) {
    for (const eq of equivalents.get(name) ?? []) {
      terms.add(normalizeGrade(eq.designation));
      equivalentNames.push(eq.designation);
    }
  }
  if (standardCode) terms.add(normalizeGrade(standardCode));
  const words = searchTokens([
    ...names,
    ...equivalentNames,
    standardCode,
    record.categoryText,
    record.description,
    record.heatTreatment,
    record.deliveryText,
    ...(['zh', 'en'] as const).flatMap((l) => [
      label(l, record.family, 'families'),
      label(l, record.family, 'familySingle'),
      label(l, record.category, 'categories'),
      categoryWords(l, record.category),
      label(l, record.deliveryState, 'deliveryStates'),
      label(l, record.standardSystem, 'systems'),
    ]),
  ]);
  const rows = record.properties;
  const p = primaryProperty(rows);
  // The tensile range comes from one row: the maximum of the row whose minimum is shown (a band row when the
  // main row has none, e.g. Q355B's 470–630 on its <=100 mm row); a typical or measured value is its own maximum.
  const tensileRow = firstRow(rows, p, (r) => r.tensileMin) ?? p;
  const single = tensileRow && tensileRow.valueType !== 'specified';
  return {
    gradeNorm,
    terms: ` ${[...terms].join(' ')} `,
    names: nameNorms.join(' '),
    tokens: words.join(' '),
    tensileMin: tensileRow?.tensileMin ?? null,
    tensileMax: tensileRow?.tensileMax ?? (single ? (tensileRow?.tensileMin ?? null) : null),
    yieldMin: firstValue(rows, p, (r) => r.yieldMin),
    elongationMin: firstValue(rows, p, (r) => r.elongationMin),
    reductionMin: firstValue(rows, p, (r) => r.reductionMin),
    hardness: firstValue(rows, p, (r) => r.hardnessValue),
    impactEnergy: firstValue(rows, p, (r) => r.impactEnergy),
    fatigueStrength: firstValue(rows, p, (r) => r.fatigueStrength),
  };
}
