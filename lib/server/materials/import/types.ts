import type { FlaggedValue, MaterialFamily, ValueFlags } from '@/lib/server/db/schema/materials';
import type { StandardLink } from './standard-links';

export interface ImportElement {
  element: string;
  raw: string;
  min: number | null;
  max: number | null;
  typical: number | null;
  unit?: 'wt%' | 'ppm';
  note?: string | null;
  /** A formula bound as written (`5x(C+N) min`): a rule, never a number. */
  rule?: string | null;
  /** Set by the plausibility gate: why the numbers of this value were not stored. */
  flag?: string | null;
}

export interface ImportProperty {
  shape?: string | null;
  deliveryState?: string | null;
  valueType: 'specified' | 'typical' | 'measured';
  thicknessMin?: number | null;
  thicknessMax?: number | null;
  thicknessRaw?: string | null;
  gaugeLength?: string | null;
  direction?: string | null;
  testTemperature?: number | null;
  tensileMin?: number | null;
  tensileMax?: number | null;
  tensileRaw?: string | null;
  yieldMin?: number | null;
  yieldMax?: number | null;
  yieldRaw?: string | null;
  yieldType?: string | null;
  elongationMin?: number | null;
  elongationMax?: number | null;
  elongationRaw?: string | null;
  reductionMin?: number | null;
  reductionRaw?: string | null;
  impactEnergy?: number | null;
  impactRaw?: string | null;
  impactTemperature?: number | null;
  impactNotch?: string | null;
  hardnessValue?: number | null;
  hardnessScale?: string | null;
  hardnessRaw?: string | null;
  fatigueStrength?: number | null;
  fractureStrength?: number | null;
  bendAngle?: string | null;
  bendRadius?: string | null;
  remarks?: string | null;
  /** Set by the plausibility gate: field → reason its number was not stored. */
  flags?: ValueFlags;
  sourceRow: number;
  /** The CSV file of the row when the data set has several (for the report of flagged values). */
  sourceFile?: string | null;
  sourceRef?: string | null;
  citation?: string | null;
}

export interface ImportStandard {
  code: string;
  system: string;
  number: string;
  year: number | null;
}

/** One material record as a data-set reader produces it (before it is written). */
export interface ImportRecord {
  naturalKey: string;
  slug: string;
  family: MaterialFamily;
  grade: string;
  aliases: string[];
  category: string | null;
  categoryText?: string | null;
  standard: ImportStandard | null;
  standardSystem: string | null;
  standardText?: string | null;
  deliveryState: string | null;
  deliveryText?: string | null;
  heatTreatment?: string | null;
  microstructure?: string | null;
  description?: string | null;
  density?: number | null;
  youngModulus?: number | null;
  shearModulus?: number | null;
  poissonRatio?: number | null;
  /** Set by the plausibility gate: physical field → reason its number was not stored. */
  flags?: ValueFlags;
  process?: Record<string, string | number>;
  sourceRow: number;
  /** The CSV file of the record's row when the data set has several. */
  sourceFile?: string | null;
  sourceRef?: string | null;
  citation: string;
  sourceUrls?: string[];
  confidence?: string | null;
  notes?: string | null;
  elements: ImportElement[];
  properties: ImportProperty[];
  /** Research records: the standard grade the record belongs to (set at import, standard-links.ts). */
  link?: StandardLink | null;
  /**
   * Research records: the compiled record of the grade the record names (linked, or refused a link because
   * its composition lies outside the grade's limits); the gate holds the record to it (gate.ts, issue 46).
   */
  namedGrade?: ImportRecord | null;
}

export interface ImportEquivalent {
  groupCode: string;
  system: string;
  designation: string;
  standard: string | null;
  relation: string | null;
  confidence: string | null;
  sourceUrls: string[];
  notes: string | null;
  sourceRow: number;
}

/** Per-file account of one data set: rows read = rows imported + rows skipped. */
export interface FileReport {
  file: string;
  rowsRead: number;
  rowsImported: number;
  rowsSkipped: number;
  skipped: { reason: string; count: number; rows: number[] }[];
  /** What an imported row became (material records, property rows, equivalents, citations). */
  importedAs: string;
}

export interface DatasetImport {
  code: string;
  records: ImportRecord[];
  equivalents: ImportEquivalent[];
  files: FileReport[];
  /** Values the plausibility gate kept as text only (set by applyPlausibilityGate). */
  flagged?: FlaggedValue[];
}

export class SkipLog {
  private reasons = new Map<string, number[]>();
  skip(reason: string, row: number) {
    const list = this.reasons.get(reason) ?? [];
    list.push(row);
    this.reasons.set(reason, list);
  }
  get count() {
    let n = 0;
    for (const rows of this.reasons.values()) n += rows.length;
    return n;
  }
  list() {
    return [...this.reasons.entries()].map(([reason, rows]) => ({ reason, count: rows.length, rows }));
  }
  report(file: string, rowsRead: number, importedAs: string): FileReport {
    return { file, rowsRead, rowsImported: rowsRead - this.count, rowsSkipped: this.count, skipped: this.list(), importedAs };
  }
}
