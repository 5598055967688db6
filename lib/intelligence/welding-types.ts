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
  /** The deposit's Charpy requirement as the record states it (joules at a test temperature). */
  impact?: { joules: number; tempC: number | null } | null;
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
  /** The steel's Charpy requirement (joules at a test temperature), for toughness matching. */
  impact?: { joules: number; tempC: number | null } | null;
}

/** What the question or the form says of the joint beyond its base metals (issue 47). */
export interface WeldContext {
  /** A pressure vessel (the base metal's category says so too: `pressureVessel`). */
  pressureVessel?: boolean;
  /** A thick section, as the question or the form says it (no source read gives a thickness in mm). */
  thick?: boolean;
}

/**
 * A row of the published selection rules (reference-data/compiled_welding_consumables/weld_selection_rules.csv):
 * the base metals it covers (`baseClass` and `condition`, read by lib/intelligence/welding-rules.ts), the
 * consumables it recommends, lists as alternatives and rules out, and its sources.
 */
export interface SelectionRule {
  id: string;
  rule: string;
  baseClass: string;
  condition: string;
  recommended: string;
  alternatives: string;
  avoid: string;
  /** The rule the avoid cell names (noMolybdenum, notLowCarbon, insufficientAlloy), empty when none. */
  avoidRule: string;
  sources: string[];
  confidence: string;
  notes?: string | null;
}

/** A selection rule as an answer names it: its id, kind and sources. */
export interface RuleRef {
  id: string;
  rule: string;
  sources: string[];
  confidence: string;
  notes?: string | null;
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
  | 'strengthUnknown'
  | 'strengthClass'
  | 'selected'
  | 'selectedAlternative'
  | 'lowHydrogenVessel'
  | 'lowHydrogenThick'
  | 'lowHydrogenClass'
  | 'notLowHydrogenVessel'
  | 'notLowHydrogenThick'
  | 'notLowHydrogenClass'
  | 'toughness'
  | 'toughnessWarmer'
  | 'toughnessUnknown'
  | 'notLowCarbon';

export interface WeldChoice {
  consumable: Consumable;
  rule: WeldRule;
  /** Values for the rule's message, e.g. { deposit: 490, base: 470 }. */
  values: Record<string, string | number>;
  /** The matching-table row that lists this choice for the base metal and process, if any. */
  listed?: { id: string; sources: string[]; confidence: string; notes?: string | null };
  /** The selection rule (weld_selection_rules) that chose, listed or ruled out this consumable. */
  selectedBy?: RuleRef;
  /** Further rules of the table it was checked by (low hydrogen, toughness), each with its values. */
  checks?: { rule: WeldRule; values: Record<string, string | number> }[];
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
  /** The selection rules that decided (the main row first, then low hydrogen and toughness when they applied). */
  selection: RuleRef[];
}
