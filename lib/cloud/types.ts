/**
 * The cloud domain's enumerations and shapes without zod (issue 15, docs/CLOUD.md), so client
 * islands can import them without loading the contract's schemas. Labels: `Cloud.*` messages.
 */

export const ITEM_KINDS = ['detection', 'preparation'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const DETECTION_CATEGORIES = ['mechanical', 'chemical', 'metallography', 'microscopy', 'fatigue', 'corrosion', 'ndt'] as const;
export const PREPARATION_CATEGORIES = ['smelting', 'forging', 'rolling', 'heatTreatment', 'machining'] as const;
export const ITEM_CATEGORIES = [...DETECTION_CATEGORIES, ...PREPARATION_CATEGORIES] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

/** What one unit of an offering's price is: one sample, or one batch (a furnace, a rolling run …). */
export const ITEM_UNITS = ['sample', 'batch'] as const;
export type ItemUnit = (typeof ITEM_UNITS)[number];

export const QUALIFICATION_KINDS = ['cma', 'cnas', 'other'] as const;
export type QualificationKind = (typeof QUALIFICATION_KINDS)[number];

export const LAB_STATUSES = ['active', 'suspended'] as const;
export type LabStatus = (typeof LAB_STATUSES)[number];

/** What a test bag is for. */
export const BAG_TYPES = ['incoming', 'weld', 'failure', 'certification', 'research', 'preparation', 'other'] as const;
export type BagType = (typeof BAG_TYPES)[number];

export const PROFILE_KINDS = ['expert', 'tester'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];

/** Laboratory list sorts. */
export const LAB_SORTS = ['rating', 'priceAsc', 'priceDesc', 'cycle', 'newest'] as const;
export type LabSort = (typeof LAB_SORTS)[number];

/** A standard an item follows: the real number and title. */
export interface ItemStandard {
  code: string;
  titleZh: string;
  titleEn: string;
}

/**
 * A parameter the customer chooses for an item (impact temperature, hardness scale, analysis
 * method, furnace type, ingot weight …). Label `Cloud.params.<key>`; a choice's option label
 * `Cloud.options.<key>.<option>`.
 */
export interface ItemParam {
  key: string;
  type: 'choice' | 'number';
  options?: string[];
  /** Display unit of a number (°C, kg, mm, h, %, min). */
  unit?: string;
  min?: number;
  max?: number;
  /** The value proposed by the form. */
  default?: string | number;
  required?: boolean;
}

/** Chosen parameter values by key. */
export type ParamValues = Record<string, string | number>;

/** Limits of a laboratory's declared offering. */
export const MAX_CYCLE_DAYS = 365;
/** Most samples (or batches) of one estimate line. */
export const MAX_SAMPLES = 1000;
/** Most lines of one estimate, bag or application. */
export const MAX_LINES = 30;
