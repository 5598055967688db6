/**
 * Unit switching of the material screens (issue 4, point 5; issue 29, item 10): strengths are stored
 * in MPa, temperatures in °C, impact energies in J and thicknesses in mm; the reader may show them in
 * ksi, °F, ft·lbf and inch. The US customary units of energy and length follow the strength switch
 * (ksi): a reader who asks for ksi reads an American table, where Charpy energy is ft·lbf and
 * thickness inch. Pure functions, no React.
 */

/** 1 ksi = 6.894757 MPa (1000 lbf/in²). */
export const MPA_PER_KSI = 6.894757;
/** 1 ft·lbf = 1.3558179 J (exact: 0.3048 m × 4.4482216152605 N). */
export const J_PER_FT_LBF = 1.3558179483314004;
/** 1 in = 25.4 mm (exact). */
export const MM_PER_INCH = 25.4;

export type StrengthUnit = 'MPa' | 'ksi';
export type TemperatureUnit = 'C' | 'F';

export interface UnitChoice {
  strength: StrengthUnit;
  temperature: TemperatureUnit;
}

export const DEFAULT_UNITS: UnitChoice = { strength: 'MPa', temperature: 'C' };

/** What a number measures, so the switch knows whether it converts it (energy and length follow `strength`). */
export type Quantity = 'strength' | 'temperature' | 'energy' | 'length' | 'other';

/** Whether the reader chose US customary units (ksi), which also turns J into ft·lbf and mm into inch. */
const usCustomary = (units: UnitChoice) => units.strength === 'ksi';

export function mpaToKsi(mpa: number): number {
  return mpa / MPA_PER_KSI;
}

export function ksiToMpa(ksi: number): number {
  return ksi * MPA_PER_KSI;
}

export function celsiusToFahrenheit(c: number): number {
  return (c * 9) / 5 + 32;
}

export function fahrenheitToCelsius(f: number): number {
  return ((f - 32) * 5) / 9;
}

/** Converts a value stored in the base unit (MPa, °C) to the unit chosen by the reader. */
export function toDisplayUnit(value: number, quantity: Quantity, units: UnitChoice): number {
  if (quantity === 'strength' && units.strength === 'ksi') return mpaToKsi(value);
  if (quantity === 'temperature' && units.temperature === 'F') return celsiusToFahrenheit(value);
  if (quantity === 'energy' && usCustomary(units)) return value / J_PER_FT_LBF;
  if (quantity === 'length' && usCustomary(units)) return value / MM_PER_INCH;
  return value;
}

/** Converts a value typed in the reader's unit back to the stored base unit (MPa, °C). */
export function toBaseUnit(value: number, quantity: Quantity, units: UnitChoice): number {
  if (quantity === 'strength' && units.strength === 'ksi') return ksiToMpa(value);
  if (quantity === 'temperature' && units.temperature === 'F') return fahrenheitToCelsius(value);
  if (quantity === 'energy' && usCustomary(units)) return value * J_PER_FT_LBF;
  if (quantity === 'length' && usCustomary(units)) return value * MM_PER_INCH;
  return value;
}

/** The unit label shown next to a converted quantity, or the stored unit for anything else. */
export function displayUnit(quantity: Quantity, units: UnitChoice, storedUnit?: string | null): string {
  if (quantity === 'strength') return units.strength;
  if (quantity === 'temperature') return units.temperature === 'F' ? '°F' : '°C';
  if (quantity === 'energy') return usCustomary(units) ? 'ft·lbf' : 'J';
  if (quantity === 'length') return usCustomary(units) ? 'in' : 'mm';
  return storedUnit ?? '';
}

/**
 * Guesses the quantity from a stored unit: MPa/N/mm² are strengths, °C temperatures.
 * Used when the data only carries the unit text.
 */
export function quantityOfUnit(unit: string | null | undefined): Quantity {
  if (!unit) return 'other';
  const u = unit.trim().toLowerCase();
  if (u === 'mpa' || u === 'n/mm2' || u === 'n/mm²') return 'strength';
  if (u === '°c' || u === 'c' || u === '℃' || u === 'degc') return 'temperature';
  if (u === 'j') return 'energy';
  if (u === 'mm') return 'length';
  return 'other';
}

/** Fraction digits that keep the converted value honest without false precision. */
function fractionDigits(value: number, quantity: Quantity, units: UnitChoice): number {
  if (quantity === 'strength' && units.strength === 'ksi') return 1;
  if (quantity === 'temperature' && units.temperature === 'F') return 0;
  if (quantity === 'energy' && usCustomary(units)) return 0;
  if (quantity === 'length' && usCustomary(units)) return 2;
  const abs = Math.abs(value);
  if (abs === 0 || abs >= 100) return Number.isInteger(value) ? 0 : 1;
  if (abs >= 1) return 2;
  return 3;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats a number for the active locale with `Intl.NumberFormat` (cached per locale/digits);
 * `minDigits` keeps trailing zeros where a fixed precision is the point (a score "100.0").
 */
export function formatNumber(value: number, locale: string, maxDigits = 3, minDigits = 0): string {
  const key = `${locale}|${maxDigits}|${minDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : locale === 'en' ? 'en-US' : locale, {
      minimumFractionDigits: Math.min(minDigits, maxDigits),
      maximumFractionDigits: maxDigits,
      useGrouping: true,
    });
    formatters.set(key, f);
  }
  return f.format(value);
}

/** Converts and formats one stored value: `formatQuantity(520, 'strength', {ksi})` → "75.4". */
export function formatQuantity(value: number, quantity: Quantity, units: UnitChoice, locale: string): string {
  const shown = toDisplayUnit(value, quantity, units);
  return formatNumber(shown, locale, fractionDigits(value, quantity, units));
}

export interface ValueSpec {
  min?: number | null;
  max?: number | null;
  typical?: number | null;
}

/**
 * A property or composition value as a reader sees it: "≥ 355", "≤ 0.20", "470–630", "~ 520".
 * Returns null when the record holds no number (empty stays empty).
 */
export function formatValueSpec(spec: ValueSpec, quantity: Quantity, units: UnitChoice, locale: string): string | null {
  const f = (v: number) => formatQuantity(v, quantity, units, locale);
  const has = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
  if (has(spec.min) && has(spec.max)) return spec.min === spec.max ? f(spec.min) : `${f(spec.min)}–${f(spec.max)}`;
  if (has(spec.min)) return `≥ ${f(spec.min)}`;
  if (has(spec.max)) return `≤ ${f(spec.max)}`;
  if (has(spec.typical)) return f(spec.typical);
  return null;
}

/** A limit (`{min, max}`) for tables and exports in the reader's locale: "≤ 0.2", "≥ 355", "470–630"; '' when empty. */
export function formatLimit(limit: ValueSpec | null | undefined, locale: string): string {
  return limit ? (formatValueSpec(limit, 'other', DEFAULT_UNITS, locale) ?? '') : '';
}
