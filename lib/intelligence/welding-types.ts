import type { Limit } from './types';

export const WELD_PROCESSES = ['SMAW', 'GMAW', 'GTAW', 'FCAW', 'SAW'] as const;
export type WeldProcess = (typeof WELD_PROCESSES)[number];

/** A welding consumable classification (GB/T 5117, AWS A5.x...) as the rules see it. */
export interface Consumable {
  id: string;
  classification: string;
  standard: string;
  /** Chinese brand name (牌号) such as J507, when known. */
  cnBrand?: string | null;
  consumableType: string;
  coating?: string | null;
  composition: Record<string, Limit>;
  /** Deposited-metal (or wire) minimum tensile strength, MPa. */
  tensileMin: number | null;
  yieldMin?: number | null;
  equivalents?: string | null;
  sources: string[];
  confidence: string;
}

/** A base metal of the joint. */
export interface BaseMetal {
  id: string;
  grade: string;
  aliases?: string[];
  type: 'steel' | 'alloy';
  family?: string | null;
  composition: Record<string, Limit>;
  tensile: Limit | null;
}

/** A row of the consumable-to-base-metal table (reference-data/compiled_welding_consumables). */
export interface MatchingRow {
  id: string;
  baseMetal: string;
  family: string;
  process: string;
  recommended: string;
  alternatives: string;
  avoid: string;
  sources: string[];
  confidence: string;
  notes?: string | null;
}

export type BaseClass = 'carbon' | 'crmo' | 'austenitic' | 'stainless' | 'aluminium';

export type WeldRule =
  | 'strength'
  | 'lowHydrogen'
  | 'composition'
  | 'crmo'
  | 'overalloyed'
  | 'aluminiumSeries'
  | 'listed'
  | 'undermatched'
  | 'insufficientAlloy'
  | 'wrongFamily'
  | 'aluminiumMgCracking'
  | 'noMolybdenum'
  | 'alloyedDeposit'
  | 'strengthAlloyed'
  | 'strengthUnknown';

export interface WeldChoice {
  consumable: Consumable;
  rule: WeldRule;
  /** Values for the rule's message, e.g. { deposit: 490, base: 470 }. */
  values: Record<string, string | number>;
  /** The matching-table row that lists this choice for the base metal and process, if any. */
  listed?: { id: string; sources: string[]; confidence: string; notes?: string | null };
  sources: string[];
}

export interface WeldingAdvice {
  process: WeldProcess;
  joint: 'similar' | 'dissimilar';
  classes: BaseClass[];
  /** The rule that decided the recommendation. */
  rule: WeldRule;
  recommended: WeldChoice[];
  alternatives: WeldChoice[];
  avoid: WeldChoice[];
  /** Message keys of warnings (e.g. fusion welding of 2xxx aluminium not recommended). */
  warnings: string[];
  /** Notes of the matching-table rows used (source text, English). */
  notes: string[];
}
