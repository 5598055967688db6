/**
 * Thickness bands (issue 13, item 4): standards print yield, tensile and elongation minima per thickness
 * band (GB/T 1591, GB/T 700, EN 10025, JIS G3101, GB 713…). The import stores one property row per band;
 * grade matching, requirement matching and comparison use the band of the thickness the user gives, and
 * without one the thinnest band, which the screen says. A thickness outside every band drops the banded
 * values: they are never extrapolated. Pure rules, used by the server and the browser.
 */
import type { Limit, PropertyKey, SpecRecord } from './types';
import { formatNumber } from '@/lib/materials/units';

/** The properties a band row can carry. */
export const BANDED_PROPERTIES = ['yield', 'tensile', 'elongation'] as const satisfies readonly PropertyKey[];
export type BandedProperty = (typeof BANDED_PROPERTIES)[number];

/** The largest thickness (mm) a user can ask for. */
export const MAX_THICKNESS_MM = 1000;

export interface ThicknessBand {
  /** Lower bound in mm (exclusive as printed, `>16-40`), null for the first band (`<=16`). */
  min: number | null;
  /** Upper bound in mm (inclusive), null for the last band (`>150`). */
  max: number | null;
  /** The band as printed. */
  raw: string | null;
  properties: Partial<Record<BandedProperty, Limit>>;
}

/** Which band a record's values were taken from, as the answer reports it. */
export interface BandChoice {
  /** The thickness asked for (mm), null when none was given. */
  thickness: number | null;
  min: number | null;
  max: number | null;
  raw: string | null;
  /** No thickness was given: the thinnest band stands for the grade. */
  defaulted: boolean;
  /** The thickness lies outside every band: the banded values are left out. */
  outside: boolean;
}

const lower = (b: ThicknessBand) => b.min ?? -Infinity;
const upper = (b: ThicknessBand) => b.max ?? Infinity;

/** Bands from thinnest to thickest. */
export function sortBands(bands: ThicknessBand[]): ThicknessBand[] {
  return [...bands].sort((a, b) => lower(a) - lower(b) || upper(a) - upper(b));
}

/**
 * The band that holds thickness `t`: the one with the smallest upper bound not below `t` among those
 * whose lower bound is not above it (so 16 mm falls in `<=16`, not in `>16-40`).
 */
export function bandOf(bands: ThicknessBand[], t: number): ThicknessBand | null {
  const holding = bands.filter((b) => (b.min === null || t >= b.min) && (b.max === null || t <= b.max));
  return holding.sort((a, b) => upper(a) - upper(b))[0] ?? null;
}

/**
 * The record as it applies at thickness `t` (mm), or at its thinnest band when `t` is null, with the
 * band used. A property any band defines comes from the band of that property which holds `t` (a source
 * may band elongation differently from yield: GB/T 700 `<=40` against `<=16`, `>16-40`); the others stay
 * as they are. The band reported is the yield's (else the tensile's, else the elongation's).
 * Records without bands come back unchanged with `band: null`.
 */
export function atThickness<R extends SpecRecord>(record: R, bands: ThicknessBand[] | undefined, t: number | null): { record: R; band: BandChoice | null } {
  if (!bands?.length) return { record, band: null };
  const sorted = sortBands(bands);
  const properties = { ...record.properties };
  let reported: ThicknessBand | null | undefined;
  for (const key of BANDED_PROPERTIES) {
    const own = sorted.filter((b) => b.properties[key]);
    if (!own.length) continue;
    const chosen = t === null ? own[0] : bandOf(own, t);
    if (reported === undefined) reported = chosen;
    const value = chosen?.properties[key];
    if (value) properties[key] = value;
    else delete properties[key];
  }
  const chosen = reported === undefined ? (t === null ? sorted[0] : bandOf(sorted, t)) : reported;
  return {
    record: { ...record, properties },
    band: {
      thickness: t,
      min: chosen?.min ?? null,
      max: chosen?.max ?? null,
      raw: chosen?.raw ?? null,
      defaulted: t === null,
      outside: chosen === null,
    },
  };
}

/** "≤16", ">16–40", ">150" from a band's bounds (mm), or the band as printed. */
/** A band as a standard prints it ("<=16", ">16-40", "16 mm"): anything else in the raw text (a note) is not shown as the band. */
const PLAIN_BAND = /^\s*(?:[<>]=?|≤|≥)?\s*\d+(?:[.,]\d+)?(?:\s*[-–~]\s*\d+(?:[.,]\d+)?)?\s*(?:mm)?\s*$/i;

/**
 * The band's text without its unit (the caller adds "mm"): the source's own when it is a plain band, else its bounds
 * (issue 47: a raw "plate; C by thickness (t<=100 / t>100 mm)" or "<=100 mm" once printed "(<=100 mm mm)").
 */
export function bandText(band: Pick<BandChoice, 'min' | 'max' | 'raw'>, locale: string): string {
  if (band.raw && PLAIN_BAND.test(band.raw)) return band.raw.replace(/\s*mm\s*$/i, '').trim();
  const n = (v: number) => formatNumber(v, locale, 1);
  if (band.min === null && band.max !== null) return `≤${n(band.max)}`;
  if (band.min !== null && band.max === null) return `>${n(band.min)}`;
  if (band.min !== null && band.max !== null) return `>${n(band.min)}–${n(band.max)}`;
  return '';
}
