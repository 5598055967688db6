import { bandText, type BandChoice } from './thickness';
import { isCarbonEquivalent } from './requirements';
import { formatLimit } from '@/lib/materials/units';
import type { Cell } from '@/lib/export/table';
import type { Limit } from './types';
import { withUnit } from '@/lib/units';

/** The part of a comparison answer an export reads (steelComparison and its siblings). */
export interface ExportableComparison {
  records: { grade: string; system: string; standard: string | null; band?: BandChoice | null }[];
  composition: { element: string; cells: { raw: string | null; limit: Limit | null }[] }[];
  properties: { key: string; unit: string; cells: { limit: Limit | null }[] }[];
  cev: (number | null)[];
}

/** Row labels in the reader's language. */
export interface ComparisonLabels {
  item: string;
  system: string;
  standard: string;
  element: (el: string) => string;
  property: (key: string) => string;
  cev: string;
  /** The text of the composition's unit in the reader's language (`Common.units.massPercent`: 质量分数 %, wt %). */
  massPercent: string;
  /** Label of the thickness-band row (only written when a record has bands). */
  band?: string;
  /** Label of the sources row (only written when sources are given). */
  source?: string;
}

/**
 * The comparison as rows for CSV and Excel: grade header, system, standard, composition (as printed
 * in the source), properties with units, CEV when computed, and the sources of each record when given.
 */
export function comparisonRows(table: ExportableComparison, label: ComparisonLabels, locale: string, sources?: string[][]): Cell[][] {
  const rows: Cell[][] = [[label.item, ...table.records.map((r) => r.grade)]];
  rows.push([label.system, ...table.records.map((r) => r.system)]);
  rows.push([label.standard, ...table.records.map((r) => r.standard ?? '')]);
  if (label.band && table.records.some((r) => r.band)) rows.push([label.band, ...table.records.map((r) => (r.band && !r.band.outside ? bandText(r.band, locale) : ''))]);
  // CEV has no unit: it has its own row below, never a "(wt%)" composition row (issue 29, item 10).
  // Units through the one rule of lib/units.ts (full-width brackets in Chinese).
  for (const c of table.composition.filter((x) => !isCarbonEquivalent(x.element))) rows.push([withUnit(label.element(c.element), label.massPercent, locale), ...c.cells.map((cell) => cell.raw ?? formatLimit(cell.limit, locale))]);
  for (const p of table.properties) rows.push([withUnit(label.property(p.key), p.unit, locale), ...p.cells.map((cell) => formatLimit(cell.limit, locale))]);
  if (table.cev.some((v) => v !== null)) rows.push([label.cev, ...table.cev.map((v) => v ?? '')]);
  if (sources && label.source) rows.push([label.source, ...sources.map((s) => s.join('\n'))]);
  return rows;
}

/** `comparison-Q235B_Q355B` (without extension): the grades, with characters file systems refuse replaced. */
export function comparisonFileName(grades: readonly string[]): string {
  return `comparison-${grades.join('_')}`.replace(/[\\/:*?"<>|\u0000-\u001F]/g, '_').slice(0, 150);
}
