import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import type { Translate } from '@/lib/server/api/types';
import { formatLimit, formatNumber } from '@/lib/materials/units';
import type { IntelRecord } from '@/lib/server/intelligence/records';

/** Pieces the built-in engine's answers share: values as the records state them, labels from the messages. */

export const LOOKUP_ELEMENTS = ['C', 'Si', 'Mn', 'P', 'S', 'Cr', 'Ni', 'Mo', 'Cu', 'V', 'Nb', 'Ti', 'N'];
export const SHOWN_PROPERTIES = ['yield', 'tensile', 'elongation', 'impact', 'hardness'] as const;
export type ShownProperty = (typeof SHOWN_PROPERTIES)[number];
export const UNIT: Record<string, string> = { yield: 'MPa', tensile: 'MPa', elongation: '%', impact: 'J', hardness: 'HB' };

export const limitText = (r: IntelRecord, key: ShownProperty, locale: Locale): string | null => {
  if (key === 'impact') {
    if (!r.impact) return null;
    const temp = r.impact.tempC === null ? '' : ` @ ${r.impact.tempC} °C`;
    return `≥ ${formatNumber(r.impact.joules, locale)} J${temp}`;
  }
  const text = formatLimit(r.properties[key] ?? null, locale);
  return text ? `${text} ${UNIT[key]}` : null;
};

/**
 * An element's composition as printed in the source, without the compiler's source codes in brackets
 * ("<=0.24 (cehe_q355b)" → "<=0.24"): those are internal keys, not part of the limit.
 */
export function rawElement(r: IntelRecord, element: string): string | undefined {
  const raw = r.rawElements[element];
  if (!raw) return raw;
  return raw.replace(/\s*\((?=[^)]*_)[a-z0-9_;,\s]+\)/gi, '').trim();
}

/** The record's category as the messages name it (never the code: `hsla` → "High-strength low-alloy…"). */
export function categoryLabel(r: IntelRecord, t: Translate): string {
  if (!r.category) return '';
  const key = `Materials.categories.${r.category}`;
  const label = t(key);
  return label === key ? '' : label;
}
