import { guaranteedMin, upperBound } from './limits';
import type { SpecRecord } from './types';

/** Requirement kinds of intelligent matching (issue 5, item 5). */
export const REQUIREMENT_KEYS = ['yield', 'tensile', 'elongation', 'reductionOfArea', 'hardness', 'impact', 'cev'] as const;
export type RequirementKey = (typeof REQUIREMENT_KEYS)[number];

/**
 * One requirement (e.g. yield ≥ 345 MPa). Its input schema is ./requirement-schema.ts; this module
 * stays zod-free because the requirement form in the browser uses the keys and defaults.
 */
export interface Requirement {
  key: RequirementKey;
  op: '>=' | '<=';
  value: number;
  /** Impact test temperature, °C (the candidate must be tested at this temperature or colder). */
  tempC?: number | null;
}

/** The requirement form of the example: yield ≥ 345 MPa, A ≥ 20 %, KV(−20 °C) ≥ 34 J, CEV ≤ 0.45. */
export const DEFAULT_REQUIREMENTS: Requirement[] = [
  { key: 'yield', op: '>=', value: 345 },
  { key: 'elongation', op: '>=', value: 20 },
  { key: 'impact', op: '>=', value: 34, tempC: -20 },
  { key: 'cev', op: '<=', value: 0.45 },
];

/**
 * IIW carbon equivalent CEV = C + Mn/6 + (Cr+Mo+V)/5 + (Ni+Cu)/15, from the upper limits of the
 * composition (the worst case a heat may reach); the standard's own CEV maximum when it states one.
 */
export function carbonEquivalent(record: Pick<SpecRecord, 'composition' | 'cevMax'>): number | null {
  if (record.cevMax !== undefined && record.cevMax !== null) return record.cevMax;
  const c = record.composition;
  const v = (el: string) => upperBound(c[el]) ?? 0;
  if (upperBound(c.C) === null) return null;
  const cev = v('C') + v('Mn') / 6 + (v('Cr') + v('Mo') + v('V')) / 5 + (v('Ni') + v('Cu')) / 15;
  return Math.round(cev * 1000) / 1000;
}

export interface RequirementCheck {
  key: RequirementKey;
  op: '>=' | '<=';
  required: number;
  tempC?: number | null;
  actual: number | null;
  actualTempC?: number | null;
  /** (actual − required) / |required| for ≥, the reverse for ≤; null when unknown. */
  margin: number | null;
  status: 'pass' | 'fail' | 'unknown';
}

export interface CandidateEvaluation {
  record: SpecRecord;
  checks: RequirementCheck[];
  passed: number;
  failed: number;
  unknown: number;
  /** The smallest margin (the binding requirement). */
  minMargin: number | null;
}

function actualOf(record: SpecRecord, req: Requirement): { value: number | null; tempC?: number | null } {
  if (req.key === 'cev') return { value: carbonEquivalent(record) };
  if (req.key === 'impact') {
    const imp = record.impact;
    if (!imp) return { value: null };
    // A test at a warmer temperature than required proves nothing at the required one.
    if (req.tempC !== null && req.tempC !== undefined && imp.tempC !== null && imp.tempC > req.tempC) return { value: null, tempC: imp.tempC };
    return { value: imp.joules, tempC: imp.tempC };
  }
  const limit = record.properties[req.key];
  return { value: req.op === '<=' ? upperBound(limit) : guaranteedMin(limit) };
}

export function evaluateCandidate(record: SpecRecord, requirements: readonly Requirement[]): CandidateEvaluation {
  const checks = requirements.map((req): RequirementCheck => {
    const { value, tempC } = actualOf(record, req);
    let margin: number | null = null;
    if (value !== null) margin = (req.op === '>=' ? value - req.value : req.value - value) / Math.max(Math.abs(req.value), 1e-9);
    const status = margin === null ? 'unknown' : margin >= 0 ? 'pass' : 'fail';
    return { key: req.key, op: req.op, required: req.value, tempC: req.tempC ?? null, actual: value, actualTempC: tempC ?? null, margin: margin === null ? null : Math.round(margin * 1000) / 1000, status };
  });
  const margins = checks.map((c) => c.margin).filter((m): m is number => m !== null);
  return {
    record,
    checks,
    passed: checks.filter((c) => c.status === 'pass').length,
    failed: checks.filter((c) => c.status === 'fail').length,
    unknown: checks.filter((c) => c.status === 'unknown').length,
    minMargin: margins.length ? Math.min(...margins) : null,
  };
}

/**
 * Ranks candidates: those meeting every requirement first, then by fewest failures and
 * unknowns, then by the largest smallest margin (the most comfortable fit).
 */
export function rankCandidates(records: readonly SpecRecord[], requirements: readonly Requirement[]): CandidateEvaluation[] {
  return records
    .map((r) => evaluateCandidate(r, requirements))
    .filter((e) => e.passed > 0)
    .sort((a, b) => a.failed - b.failed || a.unknown - b.unknown || (b.minMargin ?? -Infinity) - (a.minMargin ?? -Infinity) || a.record.grade.localeCompare(b.record.grade));
}

/** Entries of a composition table that are carbon equivalents (CEV, Ceq, CET, Pcm): a formula of the composition, no wt % content. */
const CARBON_EQUIVALENT_KEYS = new Set(['CEV', 'CEQ', 'CET', 'PCM', 'CE']);
export const isCarbonEquivalent = (key: string): boolean => CARBON_EQUIVALENT_KEYS.has(key.toUpperCase());
