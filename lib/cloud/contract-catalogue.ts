import { z } from '@/lib/zod';
import { pageSchema } from '@/lib/contract';
import { day, itemId, labId, paramsField, samples } from './contract-fields';
import type { LabCard } from './contract-labs';
import { ITEM_CATEGORIES, ITEM_KINDS, MAX_LINES, type ItemCategory, type ItemKind, type ItemParam, type ItemStandard, type ItemUnit, type ParamValues } from './types';

/** The cloud's catalogue, cases, home page and price estimate (issue 15 item 1; docs/CLOUD.md): inputs and answers. */

export const listItemsSchema = z.object({
  kind: z.enum(ITEM_KINDS, { error: 'Cloud.errors.badFilter' }).optional(),
  category: z.enum(ITEM_CATEGORIES, { error: 'Cloud.errors.badFilter' }).optional(),
});
export type ListItemsInput = z.infer<typeof listItemsSchema>;

export const estimateLineSchema = z.object({ itemId, samples, params: paramsField.optional() });
export const estimateSchema = z.object({
  labId,
  items: z.array(estimateLineSchema, { error: 'Cloud.errors.noItems' }).min(1, 'Cloud.errors.noItems').max(MAX_LINES, 'Cloud.errors.tooManyItems'),
  /** The day the laboratory starts (YYYY-MM-DD, China); default today. */
  start: day.optional(),
});
export type EstimateInput = z.infer<typeof estimateSchema>;

export const casePageSchema = pageSchema.extend({ category: z.enum(ITEM_CATEGORIES, { error: 'Cloud.errors.badFilter' }).optional() });

export interface CatalogueItem {
  id: number;
  code: string;
  kind: ItemKind;
  category: ItemCategory;
  /** In the caller's language. */
  name: string;
  standards: ItemStandard[];
  sample: string;
  params: ItemParam[];
  unit: ItemUnit;
  /** Active laboratories offering it, their lowest price (fen) and shortest cycle (working days). */
  labCount: number;
  minPriceFen: number | null;
  minCycleDays: number | null;
}

export interface CaseCard {
  id: number;
  title: string;
  summary: string;
  labId: number | null;
  labName: string | null;
  itemName: string | null;
  category: ItemCategory | null;
  demo: boolean;
}

export interface EstimateLine {
  itemId: number;
  name: string;
  unit: ItemUnit;
  samples: number;
  params: ParamValues;
  priceFen: number;
  cycleDays: number;
  subtotalFen: number;
}

export interface CalendarInfo {
  source: string;
  version: string;
  lastYear: number;
}

export interface Estimate {
  labId: number;
  labName: string;
  lines: EstimateLine[];
  totalFen: number;
  cycleDays: number;
  startDate: string;
  deliveryDate: string;
  /** false when a year from the start to the delivery date has no published holidays (`unpublishedYears`). */
  calendarCovered: boolean;
  /** Years from the start to the delivery date whose official holidays are not yet published (only weekends and the fixed-date statutory holidays were skipped in them). */
  unpublishedYears: number[];
  calendar: CalendarInfo;
}

export interface HomeFigures {
  laboratories: number;
  cmaLaboratories: number;
  detectionItems: number;
  preparationItems: number;
  offerings: number;
  cases: number;
  publicBags: number;
  experts: number;
}

export interface CloudHome {
  figures: HomeFigures;
  popularItems: CatalogueItem[];
  laboratories: LabCard[];
  cases: CaseCard[];
  calendar: CalendarInfo;
}
