/**
 * The shapes the intelligence rules work on. They are independent of the database tables:
 * lib/server/intelligence adapts material rows to them, and the browser can use them too.
 */
import type { MaterialFamily } from '@/lib/materials/family';
import type { Limit } from '@/lib/materials/values';

export type { Limit };

/** Mechanical properties the rules understand (all minima in the standards except hardness). */
export const PROPERTY_KEYS = ['tensile', 'yield', 'elongation', 'reductionOfArea', 'hardness', 'impact'] as const;
export type PropertyKey = (typeof PROPERTY_KEYS)[number];

export const PROPERTY_UNITS: Record<PropertyKey, string> = {
  tensile: 'MPa',
  yield: 'MPa',
  elongation: '%',
  reductionOfArea: '%',
  hardness: 'HB',
  impact: 'J',
};

/** Impact energy with its test temperature (°C). */
export interface ImpactSpec {
  joules: number;
  tempC: number | null;
}

/** One material record as the intelligence rules see it. */
export interface SpecRecord {
  id: string;
  type: MaterialFamily;
  grade: string;
  /** Standard system: GB, ASTM, AISI, UNS, EN, JIS, ISO, AWS, AA... */
  system: string;
  standard?: string | null;
  family?: string | null;
  /** wt % by element symbol. */
  composition: Record<string, Limit>;
  properties: Partial<Record<PropertyKey, Limit>>;
  impact?: ImpactSpec | null;
  /** A maximum carbon equivalent stated by the standard, when there is one. */
  cevMax?: number | null;
  /** Formula bounds by element as written (`5x(C+N) min`): a rule, never a number (issue 29, item 7). */
  rules?: Record<string, string>;
  /** Its standard code is an older edition of one under which the same grade is stored (docs/DATA.md "Editions"). */
  superseded?: boolean;
}

export const isLimitEmpty = (l: Limit | undefined | null): boolean => !l || (l.min === null && l.max === null);
