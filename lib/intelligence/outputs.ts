import type { MaterialFamily } from '@/lib/materials/family';
import type { BoardItem } from './board';
import type { ImpactClass, LimitVerdict, MatchClass } from './match-class';
import type { Requirement, RequirementCheck } from './requirements';
import type { ElementDifference, PropertyDifference } from './similarity';
import type { Limit } from './types';
import type { BandChoice } from './thickness';
import type { BaseClass, RuleRef, WeldProcess, WeldRule } from './welding-types';

/**
 * What the material-intelligence calls answer (the `data` of lib/intelligence/contract.ts's
 * calls): declared once, returned by lib/server/intelligence and read by the screens.
 */

/** What every intelligence answer says about a record (links, labels, provenance). */
export interface RecordSummary {
  id: string;
  slug: string;
  type: MaterialFamily;
  grade: string;
  aliases: string[];
  system: string;
  standard: string | null;
  category: string | null;
  confidence: string | null;
  datasetCode: string;
  /** The thickness band the values were taken from (matching and comparison), when the grade has bands. */
  band?: BandChoice | null;
}

export interface ComparisonCell {
  raw: string | null;
  limit: Limit | null;
}

/** steelComparison / weldingComparison / AlloyComparison. */
export interface ComparisonTable {
  type: MaterialFamily;
  records: RecordSummary[];
  composition: { element: string; cells: ComparisonCell[]; differs: boolean }[];
  properties: {
    key: string;
    unit: string;
    better: 'higher' | null;
    cells: ComparisonCell[];
    /** Guaranteed values used for "best" and charts. */
    values: (number | null)[];
    best: number[];
    differs: boolean;
    tempC?: (number | null)[];
  }[];
  cev: (number | null)[];
  /** The thickness asked for (mm), null when none: each record's `band` says which band was used. */
  thickness: number | null;
}

export interface SimilarItem {
  record: RecordSummary;
  score: number;
  compositionScore: number | null;
  propertyScore: number | null;
  elements: ElementDifference[];
  properties: PropertyDifference[];
}

/** intelligentMatching/similar. */
export interface SimilarList {
  reference: RecordSummary;
  list: SimilarItem[];
}

export interface Counterpart {
  record: RecordSummary;
  matchClass: MatchClass;
  crossReference: { id: string; sources: string[]; confidence: string; declaredConfidence: string; relation: string; notes?: string | null } | null;
  score: number;
  compositionScore: number | null;
  propertyScore: number | null;
  elements: LimitVerdict[];
  properties: LimitVerdict[];
  elementDistances: ElementDifference[];
  /** Impact-test (quality) class of both records with its explanation in the caller's language. */
  impactClass: (ImpactClass & { note: string }) | null;
}

/** intelligentMatching/gradeMatching. */
export interface GradeMatches {
  /** The thickness asked for (mm), null when none: each record's `band` says which band was used. */
  thickness: number | null;
  reference: RecordSummary;
  counterparts: Counterpart[];
}

export interface WeldingChoiceOut {
  record: RecordSummary;
  classification: string;
  standard: string;
  cnBrand: string | null;
  equivalents: string | null;
  tensileMin: number | null;
  rule: WeldRule;
  values: Record<string, string | number>;
  sources: string[];
  confidence: string;
  listed: { id: string; sources: string[]; confidence: string; notes?: string | null } | null;
  /** The selection rule (weld_selection_rules) that chose, listed or ruled out this consumable. */
  selectedBy: RuleRef | null;
  /** Further rules of the table it was checked by (low hydrogen, toughness). */
  checks: { rule: WeldRule; values: Record<string, string | number> }[];
}

/** intelligentMatching/weldingMatching. */
export interface WeldingAdviceOut {
  bases: RecordSummary[];
  process: WeldProcess;
  joint: 'similar' | 'dissimilar';
  classes: BaseClass[];
  rule: WeldRule;
  recommended: WeldingChoiceOut[];
  alternatives: WeldingChoiceOut[];
  avoid: WeldingChoiceOut[];
  warnings: string[];
  notes: string[];
  /** The selection rules that decided, with their sources (empty when the computed rules decided). */
  selection: RuleRef[];
}

export interface CandidateOut {
  record: RecordSummary;
  checks: RequirementCheck[];
  passed: number;
  failed: number;
  unknown: number;
  minMargin: number | null;
}

/** intelligentMatching/results. */
export interface CandidateResults {
  /** The thickness asked for (mm), null when none: each record's `band` says which band was used. */
  thickness: number | null;
  total: number;
  meetingAll: number;
  list: CandidateOut[];
}

/** intelligentMatching/conditions. */
export interface MatchingConditions {
  type: MaterialFamily;
  total: number;
  requirements: { key: string; unit: string; ops: string[] }[];
  defaults: Requirement[];
  axes: { properties: { key: string; unit: string }[]; elements: { value: string; count: number }[] };
  systems: { value: string; count: number }[];
  categories: { value: string; count: number }[];
}

/** intelligentMatching/visualization. */
export interface ChartPoints {
  total: number;
  plotted: number;
  points: { id: string; slug: string; name: string; x: number; y: number; group: string }[];
}

/** comparisonBoard/get, save and add: the board as stored. */
export interface BoardAnswer {
  items: BoardItem[];
}
