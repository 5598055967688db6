import type { Paged } from '@/lib/contract';
import type { MaterialFamily } from './family';
import type { SearchPropertyKey, SearchSortKey } from './search-keys';

/**
 * Output types of the material calls (issue 4; spec section 7: Steel, Welding, Alloy, Hot data,
 * searchHistory, collection). Part of the contract (contract.ts declares the calls).
 */

export type ViewerLevel = 'visitor' | 'user' | 'vip';


export interface MaterialSearchRow {
  id: number;
  slug: string;
  family: MaterialFamily;
  grade: string;
  aliases: string[];
  category: string | null;
  categoryLabel: string | null;
  standardId: number | null;
  standardCode: string | null;
  /** The edition in force when the record's standard code is a superseded edition (docs/DATA.md "Editions"). */
  standardSupersededBy: string | null;
  standardSystem: string | null;
  deliveryState: string | null;
  deliveryLabel: string | null;
  /** Numbers in MPa / % / J / HB as the source states (hardness scale in hardnessScale). */
  tensileMin: number | null;
  tensileMax: number | null;
  yieldMin: number | null;
  elongationMin: number | null;
  reductionOfAreaMin: number | null;
  hardness: number | null;
  impactEnergy: number | null;
  fatigueStrength: number | null;
  /** Main elements as printed in the source (`<=0.20`, `0.80-1.10`, `0.37`). */
  elements: Record<string, string>;
  /** Why the keyword matched: grade, alias, equivalent designation or text. */
  matchedBy: 'grade' | 'alias' | 'equivalent' | 'text' | null;
  datasetCode: string;
  datasetTitle: string;
  confidence: string | null;
  /** "Q345B is the former designation of Q355B" when the keyword matched one of the row's other names. */
  aliasNote: string | null;
}

export interface MaterialSearchResult extends Paged<MaterialSearchRow> {
  /** "No matching data" in the caller's language when the list is empty. */
  notice: string | null;
  /**
   * When a keyword finds nothing in this family: the other families where the same keyword finds
   * records (issue 29: "6061-T6" in the steel search points to the aluminium alloys).
   */
  elsewhere?: { family: MaterialFamily; total: number }[];
}

export interface ConditionOption {
  value: string;
  label: string;
  count: number;
}

export interface StandardOption {
  id: number;
  code: string;
  system: string;
  label: string;
  count: number;
}

export interface PropertyOption {
  key: SearchPropertyKey;
  label: string;
  unit: string;
}

export interface MaterialConditions {
  family: MaterialFamily;
  total: number;
  systems: ConditionOption[];
  standards: StandardOption[];
  categories: ConditionOption[];
  deliveryStates: ConditionOption[];
  /** Elements that occur in this family's compositions. */
  elements: ConditionOption[];
  properties: PropertyOption[];
  sorts: { value: SearchSortKey; label: string }[];
}

export interface CompositionRow {
  element: string;
  label: string;
  raw: string;
  min: number | null;
  max: number | null;
  typical: number | null;
  unit: 'wt%' | 'ppm';
  note: string | null;
  /** A formula bound as the source writes it (`5x(C+N) min`, `>=2.5 x C`): a rule, never a number. */
  rule: string | null;
  /** When the import's plausibility gate kept the value as text only: why, in the caller's language. */
  flagged: string | null;
}

/** A value the plausibility gate kept as text only: the field, the source's text and the note in the caller's language. */
export interface FlaggedField {
  field: string;
  raw: string | null;
  note: string;
}

export interface SourceRef {
  datasetCode: string;
  datasetTitle: string;
  /** 1-based data row of the CSV (header excluded). */
  sourceRow: number;
  /** Original record id when the source has one (e.g. STL012, weld id). */
  sourceRef: string | null;
  citation: string;
  confidence: string | null;
}

export interface PropertyRow {
  seq: number;
  /** Product form as the source states it, and in the caller's language (null without one). */
  shape: string | null;
  shapeLabel: string | null;
  /** Delivery state as the source states it, and its code's label in the caller's language. */
  deliveryState: string | null;
  deliveryLabel: string | null;
  valueType: 'specified' | 'typical' | 'measured';
  valueTypeLabel: string;
  thicknessMin: number | null;
  thicknessMax: number | null;
  thicknessRaw: string | null;
  /** Gauge length or test piece of the elongation as written (`A50`, `A11.3`, `200 mm`, `No.1A`). */
  gaugeLength: string | null;
  /** Test direction (L / T) and its label in the caller's language. */
  direction: 'L' | 'T' | null;
  directionLabel: string | null;
  testTemperature: number | null;
  tensileMin: number | null;
  tensileMax: number | null;
  tensileRaw: string | null;
  yieldMin: number | null;
  yieldMax: number | null;
  yieldRaw: string | null;
  yieldType: string | null;
  elongationMin: number | null;
  elongationMax: number | null;
  elongationRaw: string | null;
  reductionMin: number | null;
  reductionRaw: string | null;
  impactEnergy: number | null;
  impactRaw: string | null;
  impactTemperature: number | null;
  impactNotch: string | null;
  hardnessValue: number | null;
  hardnessScale: string | null;
  hardnessRaw: string | null;
  fatigueStrength: number | null;
  fractureStrength: number | null;
  bendAngle: string | null;
  bendRadius: string | null;
  /** The source's remark, or an importer's remark (a code) in the caller's language. */
  remarks: string | null;
  /** Values of this row the plausibility gate kept as text only ("as printed in the source, not used for search"). */
  flagged: FlaggedField[];
  source: SourceRef;
}

export interface EquivalentRow {
  groupCode: string;
  system: string;
  designation: string;
  standard: string | null;
  relation: string | null;
  /** The relation's code (lib/materials/data-labels.ts) in the caller's language. */
  relationLabel: string | null;
  confidence: string | null;
  notes: string | null;
  /** A material record with this designation, when the database has one. */
  materialId: number | null;
  slug: string | null;
  family: MaterialFamily | null;
}

export interface StandardInfo {
  id: number;
  code: string;
  system: string;
  number: string;
  year: number | null;
  name: string | null;
  issuer: string | null;
  /** The technical library's record of this standard (issue 14), when the library has one. */
  libraryItemId?: number | null;
  /** The edition in force, when a page says which it is (issue 46 item 5, docs/DATA.md "Editions"). */
  edition: StandardEdition | null;
}

export interface StandardEdition {
  /** current: this code is the edition in force; superseded: a later edition replaced it; undated: a code without a year. */
  status: 'current' | 'superseded' | 'undated';
  /** The edition in force, for a superseded or undated code. */
  current: string | null;
  /** The edition named is the newest the stored pages show, not one a page calls in force. */
  newest: boolean;
  sourceUrl: string;
  evidence: string | null;
  /** The same grade's record under the edition in force, when the database holds one (superseded codes only). */
  currentRecord?: { slug: string; family: MaterialFamily; code: string } | null;
}

/**
 * A research record's link to the standard grade it belongs to (issue 13): the compiled record of the same
 * grade (found by its grade or a sourced alias), or only the standard the source itself names.
 */
export interface StandardGradeLink {
  via: 'grade' | 'alias' | 'standard';
  /** The compiled standard-grade record; null when the link is the source's own standard only. */
  materialId: number | null;
  slug: string | null;
  family: MaterialFamily | null;
  /** The standard grade (the compiled record's grade, else the record's own). */
  grade: string;
  /** Its standard, when one is stated. */
  standardCode: string | null;
  /** "Grade SCM440 of JIS G4053", in the caller's language. */
  text: string;
}

export interface PermissionInfo {
  level: ViewerLevel;
  canSeeAllProperties: boolean;
  canExport: boolean;
  canCompare: boolean;
  /** What each level sees, in the caller's language (the permission tab). */
  rules: { level: ViewerLevel; label: string; items: string[] }[];
}

export interface MaterialProcessItem {
  key: string;
  label: string;
  value: string | number;
  unit: string | null;
}

export interface MaterialDetail {
  id: number;
  slug: string;
  family: MaterialFamily;
  familyLabel: string;
  grade: string;
  aliases: string[];
  category: string | null;
  categoryLabel: string | null;
  categoryText: string | null;
  standard: StandardInfo | null;
  standardText: string | null;
  /** Research records: the standard grade the record belongs to (null: a compiled record, or not linked). */
  standardLink: StandardGradeLink | null;
  deliveryState: string | null;
  deliveryLabel: string | null;
  deliveryText: string | null;
  heatTreatment: string | null;
  microstructure: string | null;
  description: string | null;
  physical: {
    density: number | null;
    youngModulus: number | null;
    shearModulus: number | null;
    poissonRatio: number | null;
  };
  /** Physical properties the plausibility gate kept as text only (their numbers above are null). */
  physicalFlagged: FlaggedField[];
  process: MaterialProcessItem[];
  composition: CompositionRow[];
  properties: PropertyRow[];
  propertiesTotal: number;
  /** Rows withheld at this viewer level (visitors see the first rows only). */
  propertiesHidden: number;
  equivalents: EquivalentRow[];
  source: SourceRef & { url: string | null; license: string | null; sourceUrls: string[]; notes: string | null };
  permission: PermissionInfo;
  isFavorite: boolean;
  /** Page title and description for SEO, in the caller's language. */
  seoTitle: string;
  seoDescription: string;
}

export interface MaterialPropertiesResult {
  id: number;
  list: PropertyRow[];
  total: number;
  hidden: number;
  permission: PermissionInfo;
}

export interface StandardGradeRow {
  id: number;
  slug: string;
  family: MaterialFamily;
  grade: string;
  categoryLabel: string | null;
  deliveryLabel: string | null;
  tensileMin: number | null;
  tensileMax: number | null;
  yieldMin: number | null;
}

export interface StandardDetail extends Paged<StandardGradeRow> {
  standard: StandardInfo;
}
