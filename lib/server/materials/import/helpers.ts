import 'server-only';
import { hasNumber, isEmptyValue, parseCell, parseNumber, parseValue } from '@/lib/materials/values';
import { readCsv } from '../csv';
import type { ImportElement } from './types';

/**
 * Composition cells written as limits (`<=0.20`, `0.90-1.65`), banded (`to 20:<=0.25; 20-40:<=0.25`: the
 * thinnest band), as formula bounds (`5x(C+N) min; <=0.70`: a rule and its numeric maximum) or numbers;
 * empty stays absent. Only the cell's first entry gives numbers (parseCell); the text keeps every entry.
 */
export function specElements(values: Record<string, string>, columns: [string, string][]): ImportElement[] {
  const out: ImportElement[] = [];
  for (const [column, element] of columns) {
    const raw = values[column];
    if (isEmptyValue(raw)) continue;
    const first = parseCell(raw)[0];
    const v = first && (hasNumber(first) || first.rule) ? first : null;
    // A column that states a maximum (CEV_max) makes a bare number a maximum.
    const isMaxColumn = /_max$/i.test(column);
    const max = v?.max ?? (isMaxColumn ? (v?.typical ?? null) : null);
    const typical = isMaxColumn ? null : (v?.typical ?? null);
    out.push({ element, raw, min: v?.min ?? null, max, typical, rule: v?.rule ?? null });
  }
  return out;
}

/** Measured or nominal analyses: plain numbers; `skipZero` drops 0 (= element not present). */
export function measuredElements(
  values: Record<string, string>,
  columns: [string, string, ('wt%' | 'ppm')?][],
  skipZero = false,
): ImportElement[] {
  const out: ImportElement[] = [];
  for (const [column, element, unit] of columns) {
    const raw = values[column];
    if (isEmptyValue(raw)) continue;
    const n = parseNumber(raw);
    if (n === null) {
      // `<5`, `67tot33res`: keep the text and what it states.
      const v = parseValue(raw);
      out.push({ element, raw, min: v?.min ?? null, max: v?.max ?? null, typical: v?.typical ?? null, unit: unit ?? 'wt%' });
      continue;
    }
    if (skipZero && n === 0) continue;
    out.push({ element, raw, min: null, max: null, typical: n, unit: unit ?? 'wt%' });
  }
  return out;
}

/** source_id → URL of a compiled data set's sources.csv. */
export function readSourceUrls(folder: string, file = 'sources.csv'): { urls: Map<string, string>; rows: number } {
  const table = readCsv(folder, file);
  const urls = new Map<string, string>();
  for (const r of table.rows) urls.set(r.values.source_id, r.values.url_or_reference);
  return { urls, rows: table.rows.length };
}

export function urlsFor(ids: string | undefined, urls: Map<string, string>): string[] {
  if (!ids) return [];
  return ids
    .split(/[;,]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((id) => urls.get(id) ?? id);
}

/** Text or null. */
export function text(v: string | undefined | null): string | null {
  return v === undefined || v === null || v.trim() === '' ? null : v.trim();
}

export function pad(n: number, width = 4): string {
  return String(n).padStart(width, '0');
}
