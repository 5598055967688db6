import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import type { Translate } from '@/lib/server/api/types';
import { formatLimit, formatNumber } from '@/lib/materials/units';
import type { IntelRecord } from '@/lib/server/intelligence/records';
import { bandText as plainBand } from '@/lib/intelligence/thickness';

/** Pieces the built-in engine's answers share: values as the records state them, labels from the messages. */

export const LOOKUP_ELEMENTS = ['C', 'Si', 'Mn', 'P', 'S', 'Cr', 'Ni', 'Mo', 'Cu', 'V', 'Nb', 'Ti', 'N'];
export const SHOWN_PROPERTIES = ['yield', 'tensile', 'elongation', 'impact', 'hardness'] as const;
export type ShownProperty = (typeof SHOWN_PROPERTIES)[number];
export const UNIT: Record<string, string> = { yield: 'MPa', tensile: 'MPa', elongation: '%', impact: 'J', hardness: 'HB' };

/** A thickness band as the standard prints it ("<=16" → "≤ 16 mm", ">16-40" → "> 16–40 mm"). */
export function bandText(raw: string | null, min: number | null, max: number | null): string {
  const text = plainBand({ raw, min, max }, 'en').replace(/<=/g, '≤ ').replace(/>=/g, '≥ ').replace(/^([<>≤≥])(?=\d)/, '$1 ').replace(/(\d)-(\d)/g, '$1–$2');
  return `${text} mm`;
}

/**
 * A property as the record states it; where the standard prints it per thickness band (issue 47: Q355B's yield is
 * not "≥ 355 MPa" for every plate), the band it is the value of is said beside it (the record's main row, its
 * thinnest band). `t` gives the words; without it the bare value.
 */
export const limitText = (r: IntelRecord, key: ShownProperty, locale: Locale, t?: Translate): string | null => {
  if (key === 'impact') {
    if (!r.impact) return null;
    const temp = r.impact.tempC === null ? '' : ` @ ${r.impact.tempC} °C`;
    return `≥ ${formatNumber(r.impact.joules, locale)} J${temp}`;
  }
  const limit = r.properties[key] ?? null;
  const text = formatLimit(limit, locale);
  if (!text) return null;
  const value = `${text} ${UNIT[key]}`;
  const bk = key === 'yield' || key === 'tensile' || key === 'elongation' ? key : null;
  const withBands = bk ? (r.bands ?? []).filter((b) => b.properties[bk]) : [];
  const band = bk && withBands.length > 1 && limit ? withBands.find((b) => b.properties[bk]!.min === limit.min && b.properties[bk]!.max === limit.max) : undefined;
  return band && t ? `${value}${t('Ai.answer.bandNote', { band: bandText(band.raw, band.min, band.max) })}` : value;
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
