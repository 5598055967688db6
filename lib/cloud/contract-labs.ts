import { z } from '@/lib/zod';
import { intParam, pageSchema } from '@/lib/contract';
import { emailField, mobileField } from '@/lib/auth/contract';
import { fileIdField, type StoredFile } from '@/lib/files/contract';
import type { ReviewState } from '@/lib/reviews/states';
import type { CaseCard } from './contract-catalogue';
import { cycleDaysField, day, itemId, labId, optional, priceFenField, regionCode, required } from './contract-fields';
import { LAB_SORTS, LAB_STATUSES, MAX_CYCLE_DAYS, MAX_LINES, QUALIFICATION_KINDS, type ItemCategory, type ItemKind, type ItemParam, type ItemStandard, type ItemUnit, type LabStatus, type QualificationKind } from './types';

/** The cloud's laboratories, their settlement applications and their administration (issue 15 items 2–3; docs/CLOUD.md): inputs and answers. */

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

export interface Region {
  code: string;
  name: string;
}
