/**
 * Parsing of the value encodings of the shared data sets (see each SOURCES.md):
 * `<=0.20` maximum, `>=355` minimum, `0.90-1.65` range, a plain number (typical or measured),
 * `N` / `N/A` / empty = not reported, notes in brackets kept in the raw text.
 * Nothing is invented: what cannot be read as a number stays text only.
 */

/** A specified limit: a range, a minimum (`>=`), a maximum (`<=`) or a single value (min = max). */
export interface Limit {
  min: number | null;
  max: number | null;
}

export interface ParsedValue {
  raw: string;
  min: number | null;
  max: number | null;
  typical: number | null;
}

const EMPTY = new Set(['', 'n', 'n/a', 'na', '-', '—', 'remainder', 'balance', 'none']);
const NUM = String.raw`\d+(?:\.\d+)?|\.\d+`;
const FIRST = new RegExp(String.raw`(<=|>=|≤|≥|<|>|max\.?|min\.?)?\s*(${NUM})(?:\s*(?:-|–|~)\s*(${NUM}))?`, 'i');

/** True when the cell says "not reported". */
export function isEmptyValue(raw: string | null | undefined): boolean {
  return raw === null || raw === undefined || EMPTY.has(raw.trim().toLowerCase());
}

const BANDED = new RegExp(String.raw`^(?:<=|>=|≤|≥|<|>)?\s*(?:${NUM})(?:\s*(?:-|–)\s*(?:${NUM}))?\s*:\s*\S`);

/**
 * Reads the first value expression of a cell; null when the cell holds no number.
 * A thickness-banded cell (`<=30:0.45; >30-63:0.47`) gives the value of its first (thinnest)
 * band, never the band limit; the raw text keeps every band.
 */
export function parseValue(raw: string | null | undefined): ParsedValue | null {
  if (isEmptyValue(raw)) return null;
  const text = raw!.trim();
  if (BANDED.test(text)) {
    const first = parseBands(text)[0];
    const value = first?.band ? parseValue(first.value) : null;
    return value ? { ...value, raw: text } : null;
  }
  const m = FIRST.exec(text);
  if (!m) return null;
  const a = Number(m[2]);
  const b = m[3] !== undefined ? Number(m[3]) : null;
  const op = m[1]?.toLowerCase().replace('.', '').replace('max', '<=').replace('min', '>=');
  if (b !== null && !op) return { raw: text, min: a, max: b, typical: null };
  if (op === '<=' || op === '≤' || op === '<') return { raw: text, min: null, max: a, typical: null };
  if (op === '>=' || op === '≥' || op === '>') return { raw: text, min: a, max: null, typical: null };
  return { raw: text, min: null, max: null, typical: a };
}

/**
 * The limit a value stands for when records are compared or matched: a range, a bare minimum or
 * maximum, and a single number (typical or as specified, e.g. `355`) as both its minimum and maximum.
 */
export function toLimit(v: ParsedValue | null): Limit | null {
  if (!v) return null;
  return { min: v.min ?? v.typical, max: v.max ?? v.typical };
}

/** `parseValue` read as a limit (see toLimit): `<=0.20`, `>=355`, `0.90-1.65`, `355`, `>=420 (60 ksi)`. */
export function parseLimit(raw: string | null | undefined): Limit | null {
  return toLimit(parseValue(raw));
}

/** A number cell of a numeric data set (measured or typical); null for empty / N / N/A. */
export function parseNumber(raw: string | null | undefined): number | null {
  if (isEmptyValue(raw)) return null;
  const n = Number(raw!.trim());
  return Number.isFinite(n) ? n : null;
}

/** Lowest and highest value a parsed value guarantees (min or typical; max or typical). */
export function bounds(v: ParsedValue | null): { low: number | null; high: number | null } {
  if (!v) return { low: null, high: null };
  return { low: v.min ?? v.typical, high: v.max ?? v.typical };
}

/** Impact text such as `KV >=27 J at +20 C`, `KU2 >=47 J`, `27 J @ -30 C`. */
export function parseImpact(raw: string | null | undefined): {
  energy: number | null;
  temperature: number | null;
  notch: string | null;
} | null {
  if (isEmptyValue(raw)) return null;
  const text = raw!.trim();
  const energy = /(\d+(?:\.\d+)?)\s*J\b/.exec(text);
  const temp = /(?:at|@)\s*([+\-−]?\s*\d+)\s*°?\s*C\b/i.exec(text);
  const notch = /\b(KV2|KV|KU2|KU|Akv|Aku2|Aku)\b/i.exec(text);
  const result = {
    energy: energy ? Number(energy[1]) : null,
    temperature: temp ? Number(temp[1].replace('−', '-').replace(/\s/g, '')) : null,
    notch: notch ? notch[1] : null,
  };
  return result.energy === null && result.temperature === null && result.notch === null ? null : result;
}

/** Hardness text such as `<=187 HBW; <=90 HRB` → first value and its scale. */
export function parseHardness(raw: string | null | undefined): { value: number | null; scale: string | null } | null {
  const v = parseValue(raw);
  if (!v) return null;
  const scale = /\b(HBW|HBS|HB|HV\d*|HRC|HRB)\b/i.exec(raw!);
  return { value: v.typical ?? v.max ?? v.min, scale: scale ? scale[1].toUpperCase() : null };
}

/** A thickness band such as `<=16`, `>16-40`, `>150-250` (mm). */
export function parseBand(band: string): { min: number | null; max: number | null } {
  const t = band.trim();
  const range = new RegExp(String.raw`^>?\s*(${NUM})\s*(?:-|–)\s*(${NUM})`).exec(t);
  if (range) return { min: Number(range[1]), max: Number(range[2]) };
  const le = new RegExp(String.raw`^(?:<=|≤|<)\s*(${NUM})`).exec(t);
  if (le) return { min: null, max: Number(le[1]) };
  const ge = new RegExp(String.raw`^(?:>=|≥|>)\s*(${NUM})`).exec(t);
  if (ge) return { min: Number(ge[1]), max: null };
  return { min: null, max: null };
}

/** `band:value; band:value` → bands with their raw value text. */
export function parseBands(raw: string | null | undefined): { band: string; value: string }[] {
  if (isEmptyValue(raw)) return [];
  return raw!
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const idx = part.lastIndexOf(':');
      return idx > 0 ? { band: part.slice(0, idx).trim(), value: part.slice(idx + 1).trim() } : { band: '', value: part };
    });
}
