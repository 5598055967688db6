import 'server-only';
import { badRequest } from '@/lib/server/api/errors';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { SEARCH_PROPERTY_KEYS, searchPropertyQuantity, type SearchPropertyKey } from '@/lib/materials/contract';
import { DEFAULT_UNITS, toBaseUnit, type UnitChoice } from '@/lib/materials/units';
import { ELEMENT_ORDER } from '@/lib/elements';

export interface Range {
  key: string;
  min: number | null;
  max: number | null;
}

/** Element symbols accepted in searches (those the data sets report). */
export const SEARCH_ELEMENTS = ELEMENT_ORDER;

function toNumber(v: number | string | null | undefined): number | null | 'bad' {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : 'bad';
  const t = v.trim();
  if (t === '') return null;
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : 'bad';
}

/**
 * Checks range conditions (spec section 5): numbers only, maximum not below minimum.
 * Throws an ApiError whose message names the field in the caller's language. Property ranges
 * entered in the reader's units (ksi) come back in the stored base units (MPa).
 */
export function checkRanges(
  items: { key: string; min?: number | string | null; max?: number | string | null }[],
  kind: 'elements' | 'properties',
  locale: Locale,
  units: UnitChoice = DEFAULT_UNITS,
): Range[] {
  const out: Range[] = [];
  for (const item of items) {
    const known =
      kind === 'elements'
        ? (SEARCH_ELEMENTS as readonly string[]).includes(item.key)
        : (SEARCH_PROPERTY_KEYS as readonly string[]).includes(item.key);
    if (!known) throw badRequest(kind === 'elements' ? 'Materials.unknownElement' : 'Materials.unknownProperty', { field: item.key });
    const field = translate(locale, kind === 'elements' ? `Materials.elements.${item.key}` : `Materials.properties.${item.key}`);
    const label = kind === 'elements' ? `${item.key} ${field}` : field;
    const min = toNumber(item.min);
    const max = toNumber(item.max);
    if (min === 'bad' || max === 'bad') throw badRequest('Materials.numericOnly', { field: label });
    if (min !== null && max !== null && max < min) throw badRequest('Materials.maxLessThanMin', { field: label });
    if (min === null && max === null) continue;
    if (kind === 'elements') {
      out.push({ key: item.key, min, max });
      continue;
    }
    const quantity = searchPropertyQuantity(item.key);
    const base = (v: number | null) => (v === null ? null : toBaseUnit(v, quantity, units));
    out.push({ key: item.key as SearchPropertyKey, min: base(min), max: base(max) });
  }
  return out;
}
