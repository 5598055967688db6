import { z } from '@/lib/zod';
import { call, dbId, intParam, noInput, pageSchema, type Paged } from '@/lib/contract';
import { emailField, mobileField } from '@/lib/auth/contract';
import { fileIdField, type StoredFile } from '@/lib/files/contract';
import type { ReviewState } from '@/lib/reviews/states';
import {
  BAG_TYPES,
  ITEM_CATEGORIES,
  ITEM_KINDS,
  LAB_SORTS,
  LAB_STATUSES,
  MAX_CYCLE_DAYS,
  MAX_LINES,
  MAX_PRICE_FEN,
  MAX_SAMPLES,
  PROFILE_KINDS,
  QUALIFICATION_KINDS,
  type BagType,
  type ItemCategory,
  type ItemKind,
  type ItemParam,
  type ItemStandard,
  type ItemUnit,
  type LabStatus,
  type ParamValues,
  type ProfileKind,
  type QualificationKind,
} from './types';

export * from './types';

/**
 * Cloud testing and preparation services, part A (issue 15 items 1–3; spec sections 2 /cloud, 3
 * "test bag" and "laboratory application", 6, 7 "cloudService", "detectionResource", "laboratory
 * calls"): the catalogue, laboratories, estimation, test bags, settlement applications and the
 * public experts and testers. docs/CLOUD.md.
 */

// ---------------------------------------------------------------------------------------------
// Fields

const required = (max: number) => z.string({ error: 'Cloud.errors.required' }).trim().min(1, 'Cloud.errors.required').max(max, 'Cloud.errors.tooLong');
const optional = (max: number) => z.string({ error: 'Cloud.errors.tooLong' }).trim().max(max, 'Cloud.errors.tooLong').optional();
const regionCode = z.string({ error: 'Cloud.errors.badRegion' }).trim().regex(/^\d{6}$/, 'Cloud.errors.badRegion');
const day = z.string({ error: 'Cloud.errors.badDate' }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'Cloud.errors.badDate');
const itemId = dbId('Cloud.errors.noSuchItem');
const labId = dbId('Cloud.errors.noSuchLab');
const samples = intParam(1, MAX_SAMPLES, 'Cloud.errors.badSamples');
export const priceFenField = intParam(1, MAX_PRICE_FEN, 'Cloud.errors.badPrice');
export const cycleDaysField = intParam(1, MAX_CYCLE_DAYS, 'Cloud.errors.badCycle');
const paramValue = z.union([z.string().trim().max(40, 'Cloud.errors.badParam'), z.number().finite('Cloud.errors.badParam')], { error: 'Cloud.errors.badParam' });
/** Parameter values by key; which keys and values an item takes is checked on the server (lib/cloud/params.ts). */
export const paramsField = z.record(z.string().regex(/^[a-zA-Z]{1,30}$/, 'Cloud.errors.badParam'), paramValue, { error: 'Cloud.errors.badParam' });

// ---------------------------------------------------------------------------------------------
// Inputs

export const listItemsSchema = z.object({
  kind: z.enum(ITEM_KINDS, { error: 'Cloud.errors.badFilter' }).optional(),
  category: z.enum(ITEM_CATEGORIES, { error: 'Cloud.errors.badFilter' }).optional(),
});
export type ListItemsInput = z.infer<typeof listItemsSchema>;

export const labPageSchema = pageSchema.extend({
  keyword: optional(60),
  itemId: itemId.optional(),
  qualification: z.enum(['cma', 'cnas'], { error: 'Cloud.errors.badFilter' }).optional(),
  province: regionCode.optional(),
  /** Whole yuan: the price of the chosen item (or the laboratory's lowest price) at most / at least. */
  priceMin: intParam(0, 1_000_000, 'Cloud.errors.badPriceFilter').optional(),
  priceMax: intParam(0, 1_000_000, 'Cloud.errors.badPriceFilter').optional(),
  /** Working days at most. */
  cycleMax: intParam(1, MAX_CYCLE_DAYS, 'Cloud.errors.badCycle').optional(),
  sort: z.enum(LAB_SORTS, { error: 'Cloud.errors.badFilter' }).optional().default('rating'),
});
export type LabPageInput = z.infer<typeof labPageSchema>;

export const labIdSchema = z.object({ id: labId });
export const idSchema = z.object({ id: dbId() });

export const estimateLineSchema = z.object({ itemId, samples, params: paramsField.optional() });
export const estimateSchema = z.object({
  labId,
  items: z.array(estimateLineSchema, { error: 'Cloud.errors.noItems' }).min(1, 'Cloud.errors.noItems').max(MAX_LINES, 'Cloud.errors.tooManyItems'),
  /** The day the laboratory starts (YYYY-MM-DD, China); default today. */
  start: day.optional(),
});
export type EstimateInput = z.infer<typeof estimateSchema>;

export const casePageSchema = pageSchema.extend({ category: z.enum(ITEM_CATEGORIES, { error: 'Cloud.errors.badFilter' }).optional() });

export const bagPageSchema = pageSchema.extend({
  type: z.enum(BAG_TYPES, { error: 'Cloud.errors.badFilter' }).optional(),
  keyword: optional(60),
});
export type BagPageInput = z.infer<typeof bagPageSchema>;

export const saveBagSchema = z
  .object({
    id: dbId('Cloud.errors.noSuchBag').optional(),
    nameZh: optional(100),
    nameEn: optional(160),
    type: z.enum(BAG_TYPES, { error: 'Cloud.errors.badBagType' }),
    isPublic: z.boolean({ error: 'Cloud.errors.badFilter' }),
    descriptionZh: optional(1000),
    descriptionEn: optional(2000),
    items: z
      .array(z.object({ itemId, samples, params: paramsField.optional() }), { error: 'Cloud.errors.noItems' })
      .min(1, 'Cloud.errors.noItems')
      .max(MAX_LINES, 'Cloud.errors.tooManyItems'),
  })
  .refine((v) => !!(v.nameZh || v.nameEn), { message: 'Cloud.errors.bagNameRequired', path: ['nameZh'] });
export type SaveBagInput = z.infer<typeof saveBagSchema>;

export const qualificationInputSchema = z.object({
  kind: z.enum(QUALIFICATION_KINDS, { error: 'Cloud.errors.badQualification' }),
  certificateNo: required(60),
  name: optional(100),
  validUntil: day.optional(),
});
export const equipmentInputSchema = z.object({ nameZh: required(100), nameEn: required(160), model: required(100), maker: optional(100) });
export const offeringInputSchema = z.object({ itemId, priceFen: priceFenField, cycleDays: cycleDaysField });

/** Spec section 3 "laboratory application" and section 5 (logo JPG/PNG ≤ 500 KB; up to 5 service-capability files). */
export const saveApplicationSchema = z
  .object({
    nameZh: required(100),
    nameEn: required(200),
    introZh: required(4000),
    introEn: optional(8000),
    provinceCode: regionCode,
    cityCode: regionCode.optional(),
    address: optional(200),
    contactName: required(50),
    contactPhone: mobileField,
    contactEmail: z.union([z.literal(''), emailField]).optional(),
    qualifications: z.array(qualificationInputSchema).max(10, 'Cloud.errors.tooManyRows').default([]),
    equipment: z.array(equipmentInputSchema).max(MAX_LINES, 'Cloud.errors.tooManyRows').default([]),
    offerings: z.array(offeringInputSchema).max(60, 'Cloud.errors.tooManyRows').default([]),
    logoId: fileIdField.optional(),
    brochureId: fileIdField.optional(),
    qualificationFileIds: z.array(fileIdField).max(5, 'Cloud.errors.tooManyFiles').default([]),
    capabilityFileIds: z.array(fileIdField).max(5, 'Cloud.errors.tooManyFiles').default([]),
  })
  .refine((v) => v.offerings.length > 0 || v.capabilityFileIds.length > 0, { message: 'Cloud.errors.capabilityRequired', path: ['offerings'] })
  .refine((v) => new Set(v.offerings.map((o) => o.itemId)).size === v.offerings.length, { message: 'Cloud.errors.duplicateItem', path: ['offerings'] });
export type SaveApplicationInput = z.infer<typeof saveApplicationSchema>;

export const adminLabPageSchema = pageSchema.extend({
  status: z.enum(LAB_STATUSES, { error: 'Cloud.errors.badFilter' }).optional(),
  keyword: optional(60),
});
export const labStatusSchema = z.object({ id: labId, status: z.enum(LAB_STATUSES, { error: 'Cloud.errors.badFilter' }) });

export const profilePageSchema = pageSchema.extend({
  kind: z.enum(PROFILE_KINDS, { error: 'Cloud.errors.badFilter' }).optional(),
  category: z.enum(ITEM_CATEGORIES, { error: 'Cloud.errors.badFilter' }).optional(),
});

// ---------------------------------------------------------------------------------------------
// Outputs

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

export interface LabCard {
  id: number;
  slug: string;
  name: string;
  provinceCode: string;
  province: string;
  city: string | null;
  cma: boolean;
  cnas: boolean;
  /** Average of customers' ratings (1–5), one decimal; null before the first rating. */
  rating: number | null;
  ratingCount: number;
  itemCount: number;
  /** The chosen item's price and cycle, or the laboratory's lowest price and shortest cycle. */
  priceFen: number | null;
  cycleDays: number | null;
  logoUrl: string | null;
  demo: boolean;
}

export interface LabOffering {
  itemId: number;
  code: string;
  kind: ItemKind;
  category: ItemCategory;
  name: string;
  unit: ItemUnit;
  standards: ItemStandard[];
  params: ItemParam[];
  priceFen: number;
  cycleDays: number;
  note: string | null;
}

export interface LabQualification {
  kind: QualificationKind;
  certificateNo: string;
  name: string | null;
  validUntil: string | null;
}

export interface LabEquipment {
  name: string;
  model: string;
  maker: string | null;
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

export interface LabDetail extends LabCard {
  intro: string;
  address: string | null;
  contactName: string;
  contactPhone: string;
  contactEmail: string | null;
  status: LabStatus;
  qualifications: LabQualification[];
  equipment: LabEquipment[];
  offerings: LabOffering[];
  cases: CaseCard[];
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
  calendarCovered: boolean;
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

export interface BagLine {
  itemId: number;
  name: string;
  kind: ItemKind;
  unit: ItemUnit;
  samples: number;
  params: ParamValues;
}

export interface BagCard {
  id: number;
  name: string;
  nameZh: string | null;
  nameEn: string | null;
  type: BagType;
  isPublic: boolean;
  description: string | null;
  descriptionZh: string | null;
  descriptionEn: string | null;
  refPriceFen: number;
  refCycleDays: number;
  items: BagLine[];
  ownerName: string;
  demo: boolean;
  /** The review state (public bags); `notSubmitted` for private ones. */
  state: ReviewState;
  updatedAt: string;
}

export interface ApplicationView {
  id: number;
  nameZh: string;
  nameEn: string;
  introZh: string;
  introEn: string;
  provinceCode: string;
  province: string;
  cityCode: string | null;
  address: string | null;
  contactName: string;
  contactPhone: string;
  contactEmail: string | null;
  qualifications: LabQualification[];
  equipment: { nameZh: string; nameEn: string; model: string; maker: string | null }[];
  offerings: { itemId: number; name: string; unit: ItemUnit; priceFen: number; cycleDays: number }[];
  logo: StoredFile | null;
  brochure: StoredFile | null;
  qualificationFiles: StoredFile[];
  capabilityFiles: StoredFile[];
  state: ReviewState;
  /** The review item (audit/get, audit/submit) once submitted. */
  reviewId: number | null;
  labId: number | null;
  applicantName: string;
  updatedAt: string;
}

export interface AdminLabRow extends LabCard {
  status: LabStatus;
  ownerName: string | null;
  applicationId: number | null;
  createdAt: string;
}

export interface ProfileCard {
  id: number;
  kind: ProfileKind;
  name: string;
  title: string;
  org: string;
  fields: ItemCategory[];
  province: string | null;
  labId: number | null;
  demo: boolean;
}

export interface ProfileDetail extends ProfileCard {
  bio: string;
  labName: string | null;
}

export interface Region {
  code: string;
  name: string;
}

// ---------------------------------------------------------------------------------------------
// Calls (spec section 7: cloudService, detectionResource and laboratory calls)

export const cloudCalls = {
  home: call('GET', 'cloudService/home', noInput).returns<CloudHome>(),
  listItems: call('GET', 'cloudService/listItems', listItemsSchema).returns<CatalogueItem[]>(),
  casePage: call('GET', 'cloudService/casePage', casePageSchema).returns<Paged<CaseCard>>(),
  caseDetail: call('GET', 'cloudService/caseDetail', idSchema).returns<CaseCard>(),
  /** Provinces that have at least one active laboratory (the list's region filter). */
  listRegions: call('GET', 'detectionResource/listRegions', noInput).returns<Region[]>(),
  labPage: call('GET', 'detectionResource/page', labPageSchema).returns<Paged<LabCard>>(),
  labDetail: call('GET', 'laboratory/get', labIdSchema).returns<LabDetail>(),
  estimate: call('POST', 'detectionResource/estimate', estimateSchema).returns<Estimate>(),
  bagPage: call('GET', 'testBag/page', bagPageSchema).returns<Paged<BagCard>>(),
  bagGet: call('GET', 'testBag/get', idSchema).returns<BagCard>(),
  myBagPage: call('GET', 'testBag/myPage', pageSchema).returns<Paged<BagCard>>(),
  saveBag: call('POST', 'testBag/save', saveBagSchema).returns<BagCard>(),
  deleteBag: call('POST', 'testBag/delete', idSchema).returns<null>(),
  myApplication: call('GET', 'laboratory/myApplication', noInput).returns<ApplicationView | null>(),
  saveApplication: call('POST', 'laboratory/saveApplication', saveApplicationSchema).returns<ApplicationView>(),
  withdrawApplication: call('POST', 'laboratory/withdrawApplication', noInput).returns<ApplicationView>(),
  getApplication: call('GET', 'laboratory/getApplication', idSchema).returns<ApplicationView>(),
  adminLabPage: call('GET', 'laboratory/adminPage', adminLabPageSchema).returns<Paged<AdminLabRow>>(),
  setLabStatus: call('POST', 'laboratory/setStatus', labStatusSchema).returns<AdminLabRow>(),
  profilePage: call('GET', 'cloudUser/page', profilePageSchema).returns<Paged<ProfileCard>>(),
  profileDetail: call('GET', 'cloudUser/get', idSchema).returns<ProfileDetail>(),
};

/** The detection order's calls (helper B, lib/cloud/order-contract.ts), listed here so the browser calls of the cloud domain include them. */
export { cloudOrderCalls } from './order-contract';
