import { z } from '@/lib/zod';
import { call, dbId, noInput, pageSchema, type Paged } from '@/lib/contract';
import type { ReviewState } from '@/lib/reviews/states';
import { bandValid, PROPERTY_LIMITS } from './rules';

/**
 * Standard systems, standards, grades and mechanical properties (issue 16 item 6; spec sections 3
 * "standard system", "standard", "grade", "mechanical property", 5 "A user can only add one standard
 * system", "Maximum cannot be less than minimum", 6 "enterprise standards need review", 7 "tm-standard
 * page, save, delete, grade, mechanicalProperty, audit, repeal").
 *
 * A company user owns at most one standard system (the company's enterprise standard system); its
 * standards are enterprise standards: private to the company until the public administrator approves
 * them through the shared review workflow (kind `enterpriseStandard`), public once approved, and hidden
 * again for good once repealed. docs/STANDARDS.md.
 */

// ---------------------------------------------------------------------------------------------
// Enumerations (labels in Standards.shapes.* and Standards.delivery.*)

export { DELIVERY_STATUSES, SHAPES, type DeliveryStatus, type Shape } from './enums';
import { DELIVERY_STATUSES, SHAPES, type DeliveryStatus, type Shape } from './enums';

/** Where a standard stands for the public: under the review states, plus repealed. */
export type StandardPublicState = ReviewState | 'repealed';

// ---------------------------------------------------------------------------------------------
// Inputs

const text = (max: number, required: string, tooLong = 'Standards.tooLong') => z.string({ error: required }).trim().min(1, required).max(max, tooLong);
const optionalText = (max: number) => z.string().trim().max(max, 'Standards.tooLong').optional().default('');

export const systemSaveSchema = z.object({
  /** Absent: adds the caller's one system. */
  id: dbId('Standards.noSuchSystem').optional(),
  name: text(100, 'Standards.nameRequired'),
  code: text(40, 'Standards.codeRequired'),
  country: text(60, 'Standards.countryRequired'),
  issuer: text(100, 'Standards.issuerRequired'),
});
export type SystemSaveInput = z.infer<typeof systemSaveSchema>;

export const standardSaveSchema = z.object({
  /** Absent: a new standard in the caller's system. */
  id: dbId('Standards.noSuchStandard').optional(),
  number: text(60, 'Standards.numberRequired'),
  name: text(200, 'Standards.nameRequired'),
  year: z.union([z.number(), z.string().trim().regex(/^\d{4}$/).transform(Number)], { error: 'Standards.badYear' }).pipe(z.number().int('Standards.badYear').min(1900, 'Standards.badYear').max(2100, 'Standards.badYear')),
  issuer: text(100, 'Standards.issuerRequired'),
});
export type StandardSaveInput = z.infer<typeof standardSaveSchema>;

export const idSchema = z.object({ id: dbId('Standards.noSuchStandard') });
export const gradeIdSchema = z.object({ id: dbId('Standards.noSuchGrade') });
export const propertyIdSchema = z.object({ id: dbId('Standards.noSuchProperty') });

export const gradeSaveSchema = z.object({
  id: dbId('Standards.noSuchGrade').optional(),
  standardId: dbId('Standards.noSuchStandard'),
  name: text(60, 'Standards.gradeRequired'),
});
export type GradeSaveInput = z.infer<typeof gradeSaveSchema>;

/** A measured value or limit: a finite number in its range, or empty (null). */
const value = (limit: { min: number; max: number }) =>
  z
    .union([z.number(), z.null(), z.string().trim().regex(/^$|^[-+]?(\d+\.?\d*|\.\d+)$/).transform((s) => (s === '' ? null : Number(s)))], { error: 'Standards.badNumber' })
    .pipe(z.number().finite('Standards.badNumber').min(limit.min, 'Standards.outOfRange').max(limit.max, 'Standards.outOfRange').nullable())
    .optional()
    .default(null);

export const propertySaveSchema = z
  .object({
    id: dbId('Standards.noSuchProperty').optional(),
    gradeId: dbId('Standards.noSuchGrade'),
    shape: z.enum(SHAPES, { error: 'Standards.shapeRequired' }),
    deliveryStatus: z.enum(DELIVERY_STATUSES, { error: 'Standards.deliveryRequired' }),
    /** Specification (thickness or diameter) band in mm: min < size ≤ max; either end may be open. */
    specMin: value(PROPERTY_LIMITS.spec),
    specMax: value(PROPERTY_LIMITS.spec),
    tensileMin: value(PROPERTY_LIMITS.strength),
    tensileMax: value(PROPERTY_LIMITS.strength),
    /** Minimum elongation after fracture, %. */
    elongation: value(PROPERTY_LIMITS.percent),
    /** Minimum reduction of area, %. */
    reductionOfArea: value(PROPERTY_LIMITS.percent),
    /** Minimum impact energy KV2, J, at `impactTemperature` °C. */
    impactEnergy: value(PROPERTY_LIMITS.impact),
    impactTemperature: value(PROPERTY_LIMITS.temperature),
    /** Hardness as the standard writes it (e.g. "≤ 180 HBW"). */
    hardness: optionalText(40),
    bendingAngle: value(PROPERTY_LIMITS.angle),
    /** Bending radius or mandrel diameter as the standard writes it (e.g. "D = 2a"). */
    bendingRadius: optionalText(40),
    remarks: optionalText(500),
  })
  .refine((p) => bandValid(p.specMin, p.specMax), { path: ['specMax'], message: 'Standards.maxBelowMin' })
  .refine((p) => bandValid(p.tensileMin, p.tensileMax), { path: ['tensileMax'], message: 'Standards.maxBelowMin' });
export type PropertySaveInput = z.infer<typeof propertySaveSchema>;

export const publicPageSchema = pageSchema.extend({
  keyword: z.string().trim().max(100, 'Standards.tooLong').optional(),
});
export type PublicPageInput = z.infer<typeof publicPageSchema>;

export const adminPageSchema = pageSchema.extend({
  status: z.enum(['all', 'pending', 'approved', 'failed', 'repealed'], { error: 'Standards.badFilter' }).optional().default('all'),
});
export type AdminPageInput = z.infer<typeof adminPageSchema>;

export const repealSchema = z.object({
  id: dbId('Standards.noSuchStandard'),
  reason: text(500, 'Standards.reasonRequired'),
});

// ---------------------------------------------------------------------------------------------
// Outputs

export interface StandardSystem {
  id: number;
  name: string;
  code: string;
  country: string;
  issuer: string;
  companyName: string;
  demo: boolean;
}

export interface MechanicalProperty {
  id: number;
  gradeId: number;
  shape: Shape;
  deliveryStatus: DeliveryStatus;
  specMin: number | null;
  specMax: number | null;
  tensileMin: number | null;
  tensileMax: number | null;
  elongation: number | null;
  reductionOfArea: number | null;
  impactEnergy: number | null;
  impactTemperature: number | null;
  hardness: string;
  bendingAngle: number | null;
  bendingRadius: string;
  remarks: string;
}

export interface Grade {
  id: number;
  standardId: number;
  name: string;
  properties: MechanicalProperty[];
}

export interface StandardRow {
  id: number;
  systemId: number;
  number: string;
  name: string;
  year: number;
  issuer: string;
  state: StandardPublicState;
  repealReason: string | null;
  repealedAt: string | null;
  gradeCount: number;
  demo: boolean;
}

export interface StandardDetail extends StandardRow {
  system: StandardSystem;
  grades: Grade[];
  /** The caller may edit, submit, delete or repeal it. */
  canEdit: boolean;
}

/** The caller's own system with its standards (the owner's management screen). */
export interface MySystem {
  /** Only company users own a standard system. */
  mayCreate: boolean;
  system: StandardSystem | null;
  standards: StandardRow[];
}

/** An approved, not repealed enterprise standard in the public lists. */
export interface PublicStandard {
  id: number;
  number: string;
  name: string;
  year: number;
  issuer: string;
  system: { name: string; code: string; country: string; companyName: string };
  grades: { id: number; name: string }[];
  demo: boolean;
}

export interface AdminStandardRow extends StandardRow {
  systemName: string;
  systemCode: string;
  companyName: string;
}

/** /allServer/brandDetail: a grade inside its standard inside its system (public once approved). */
export interface BrandDetail {
  grade: Grade;
  standard: StandardRow;
  system: StandardSystem;
  /** The other grades of the same standard. */
  siblings: { id: number; name: string }[];
}

// ---------------------------------------------------------------------------------------------
// Calls

export const standardCalls = {
  page: call('GET', 'tm-standard/page', publicPageSchema).returns<Paged<PublicStandard>>(),
  get: call('GET', 'tm-standard/get', idSchema).returns<StandardDetail>(),
  brandDetail: call('GET', 'tm-standard/brandDetail', gradeIdSchema).returns<BrandDetail>(),
  mySystem: call('GET', 'tm-standard/system', noInput).returns<MySystem>(),
  saveSystem: call('POST', 'tm-standard/system/save', systemSaveSchema).returns<StandardSystem>(),
  deleteSystem: call('POST', 'tm-standard/system/delete', noInput).returns<null>(),
  save: call('POST', 'tm-standard/save', standardSaveSchema).returns<StandardRow>(),
  delete: call('POST', 'tm-standard/delete', idSchema).returns<null>(),
  grade: call('POST', 'tm-standard/grade', gradeSaveSchema).returns<Grade>(),
  deleteGrade: call('POST', 'tm-standard/grade/delete', gradeIdSchema).returns<null>(),
  mechanicalProperty: call('POST', 'tm-standard/mechanicalProperty', propertySaveSchema).returns<MechanicalProperty>(),
  deleteMechanicalProperty: call('POST', 'tm-standard/mechanicalProperty/delete', propertyIdSchema).returns<null>(),
  /** The owner submits (or resubmits) a standard for the public administrator's review. */
  audit: call('POST', 'tm-standard/audit', idSchema).returns<StandardRow>(),
  /** Repeals an approved standard (its owner side or the public administrator), with a reason. */
  repeal: call('POST', 'tm-standard/repeal', repealSchema).returns<StandardRow>(),
  /** Every submitted enterprise standard, for /my/administration/enterpriseStandardManagement. */
  adminPage: call('GET', 'tm-standard/adminPage', adminPageSchema).returns<Paged<AdminStandardRow>>(),
};

/** A grade an R&D data record may link to (researchData/standardOptions, the editor's myStandardList tab). */
export interface LinkableGrade {
  gradeId: number;
  grade: string;
  standardId: number;
  standard: string;
  standardName: string;
  year: number;
  systemCode: string;
  systemName: string;
  /** In a system the caller manages (any review state) rather than a public standard of someone else. */
  own: boolean;
  /** Approved and not repealed: everyone may open its page. */
  public: boolean;
}
