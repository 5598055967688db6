import type { Limit } from './types';

/**
 * The single number a limit stands for when two records are compared: the middle of a range,
 * half of a bare maximum (a residual or impurity limit, typically far from reached), a bare
 * minimum itself. Documented in docs/INTELLIGENCE.md.
 */
export function representative(limit: Limit | undefined | null): number | null {
  if (!limit) return null;
  const { min, max } = limit;
  if (min !== null && max !== null) return (min + max) / 2;
  if (max !== null) return max / 2;
  if (min !== null) return min;
  return null;
}

/** The lowest value a record guarantees for a property given as a minimum or range. */
export function guaranteedMin(limit: Limit | undefined | null): number | null {
  if (!limit) return null;
  return limit.min ?? limit.max ?? null;
}

/** The highest value a composition limit allows (for conservative carbon equivalents). */
export function upperBound(limit: Limit | undefined | null): number | null {
  if (!limit) return null;
  return limit.max ?? limit.min ?? null;
}

/**
 * Parses the text encoding of the compiled reference tables: `<=0.20`, `>=355`, `0.90-1.65`,
 * `470-630`, `355`, `>=420 (60 ksi)`. Returns null when no number can be read.
 */
export function parseLimit(text: string | null | undefined): Limit | null {
  if (!text) return null;
  // Thickness bands ("<=16:355; >16-40:345"): the first (thinnest) band stands for the grade.
  let s = text.replace(/\(.*?\)/g, ' ').replace(/，/g, ',').split(/[;/]/)[0].trim();
  if (s.includes(':')) s = s.slice(s.indexOf(':') + 1).trim();
  const num = '(\\d+(?:\\.\\d+)?)';
  let m = s.match(new RegExp(`^(?:<=|≤|max\\.?)\\s*${num}`, 'i'));
  if (m) return { min: null, max: Number(m[1]) };
  m = s.match(new RegExp(`^(?:>=|≥|min\\.?)\\s*${num}`, 'i'));
  if (m) return { min: Number(m[1]), max: null };
  m = s.match(new RegExp(`^${num}\\s*[-–~]\\s*${num}`));
  if (m) return { min: Number(m[1]), max: Number(m[2]) };
  m = s.match(new RegExp(`^${num}`));
  if (m) return { min: Number(m[1]), max: Number(m[1]) };
  return null;
}

/** Formats a limit for tables: `≤0.20`, `≥355`, `0.90–1.65`. */
export function formatLimit(limit: Limit | undefined | null): string {
  if (!limit) return '';
  const { min, max } = limit;
  if (min !== null && max !== null) return min === max ? String(min) : `${min}–${max}`;
  if (max !== null) return `≤${max}`;
  if (min !== null) return `≥${min}`;
  return '';
}

/** Reads "KV2 >=34 J (longitudinal) at +20 C" or "27 J at -30 C" into joules and temperature. */
export function parseImpact(text: string | null | undefined): { joules: number; tempC: number | null } | null {
  if (!text) return null;
  const j = text.match(/(\d+(?:\.\d+)?)\s*J\b/);
  if (!j) return null;
  const t = text.match(/at\s*([+\-−]?\d+)\s*°?\s*C\b/i);
  return { joules: Number(j[1]), tempC: t ? Number(t[1].replace('−', '-')) : null };
}
