import { z } from '@/lib/zod';
import type { LinkableGrade } from '@/lib/standards/contract';
import { call, dbId, noInput, numberParam, pageSchema, type Paged } from '@/lib/contract';
import type { StoredFile } from '@/lib/files/contract';
import type { ChainProblem } from './provenance';
import type { ContentChange } from './content';
import { AUDIENCES, normaliseParts, PARTS, VISIBILITIES, type Audience, type AudienceParts, type Part, type Visibility } from './policy';
import type { RecordState } from './states';
import { reviewQueueSchema, type ReviewDetail, type ReviewQueue } from '@/lib/reviews/contract';
import { REVIEW_COMMENT_MAX } from '@/lib/reviews/states';

/**
 * R&D data sharing (issue 16 items 1–5; spec sections 3 "R&D data", 4 states, 6 visibility, 7
 * `researchData` and `rdda` calls). docs/RESEARCH-DATA.md.
 */

export { AUDIENCES, PARTS, VISIBILITIES, type Audience, type Part, type Visibility, type AudienceParts };

import { duplicateElementRow, EXPERIMENT_TYPES } from './contract-enums';
export { duplicateElementRow };

export { EXPERIMENT_TYPES };
export type ExperimentType = (typeof EXPERIMENT_TYPES)[number];

export const PAGE_SCOPES = ['all', 'mine', 'shared', 'recycle', 'collected'] as const;
export type PageScope = (typeof PAGE_SCOPES)[number];

// ---------------------------------------------------------------------------------------------
// Inputs

const text = (max: number) => z.string({ error: 'ResearchData.badText' }).trim().max(max, 'ResearchData.textTooLong');
const element = z.string({ error: 'ResearchData.badElement' }).trim().regex(/^[A-Z][a-z]?$/, 'ResearchData.badElement');
const percent = numberParam('ResearchData.badComposition').refine((v) => v >= 0 && v <= 100, 'ResearchData.badComposition');
const measured = numberParam('ResearchData.badValue').refine((v) => Math.abs(v) <= 1e9, 'ResearchData.badValue');

export const compositionRowSchema = z.object({ element, value: percent });
export type CompositionRow = z.infer<typeof compositionRowSchema>;

/** A property as a typical value or a range (maximum not below minimum). */
export const performanceRowSchema = z
  .object({
    property: text(60).min(1, 'ResearchData.propertyRequired'),
    unit: text(20).optional().default(''),
    kind: z.enum(['typical', 'range'], { error: 'ResearchData.badValueKind' }),
    value: measured.optional(),
    min: measured.optional(),
    max: measured.optional(),
    condition: text(200).optional().default(''),
  })
  .superRefine((row, ctx) => {
    if (row.kind === 'typical' && row.value === undefined) ctx.addIssue({ code: 'custom', path: ['value'], message: 'ResearchData.valueRequired' });
    if (row.kind === 'range') {
      if (row.min === undefined || row.max === undefined) ctx.addIssue({ code: 'custom', path: ['min'], message: 'ResearchData.rangeRequired' });
      else if (row.max < row.min) ctx.addIssue({ code: 'custom', path: ['max'], message: 'ResearchData.maxBelowMin' });
    }
  });
export type PerformanceRow = z.infer<typeof performanceRowSchema>;

export const externalIdSchema = z.object({
  type: text(40),
  name: text(200),
  doi: z.string().trim().max(200, 'ResearchData.badDoi').regex(/^(|10\.\d{4,9}\/\S+)$/, 'ResearchData.badDoi').optional().default(''),
});
export type ExternalId = z.infer<typeof externalIdSchema>;

const fileId = z.uuid({ error: 'Files.noSuchFile' });

/** The fields a draft may hold: only the data name is required. */
export const researchDataFieldsSchema = z.object({
  id: dbId('ResearchData.noSuchRecord').optional(),
  dataName: text(200).min(1, 'ResearchData.nameRequired'),
  materialName: text(200).optional().default(''),
  project: text(200).optional().default(''),
  dataSource: text(200).optional().default(''),
  experimentType: z.enum(EXPERIMENT_TYPES, { error: 'ResearchData.badExperimentType' }).optional(),
  /** One row per element, in drafts too: a second row of the same element is refused at that row (issue 29: rows collided). */
  composition: z
    .array(compositionRowSchema)
    .max(40, 'ResearchData.tooManyRows')
    .superRefine((rows, ctx) => {
      const i = duplicateElementRow(rows);
      if (i !== null) ctx.addIssue({ code: 'custom', path: [i, 'element'], message: 'ResearchData.duplicateElement' });
    })
    .optional()
    .default([]),
  performance: z.array(performanceRowSchema).max(60, 'ResearchData.tooManyRows').optional().default([]),
  process: text(4000).optional().default(''),
  structure: text(4000).optional().default(''),
  phaseStructure: text(4000).optional().default(''),
  externalIds: z.array(externalIdSchema).max(10, 'ResearchData.tooManyRows').optional().default([]),
  fileIds: z.array(fileId).max(5, 'ResearchData.tooManyFiles').optional().default([]),
  /**
   * Grades of standards the record links to (the myStandardList tab): the caller's own system's or
   * approved ones. Left out: the links stay as they are.
   */
  standardGradeIds: z.array(dbId('Standards.noSuchGrade')).max(20, 'ResearchData.tooManyRows').optional(),
});
export type ResearchDataFields = z.infer<typeof researchDataFieldsSchema>;

export const saveDraftSchema = researchDataFieldsSchema;

/** Saving for real: basic information, composition or properties, and at least one data file. */
export const saveSchema = researchDataFieldsSchema.superRefine((v, ctx) => {
  if (!v.materialName) ctx.addIssue({ code: 'custom', path: ['materialName'], message: 'ResearchData.materialRequired' });
  if (!v.experimentType) ctx.addIssue({ code: 'custom', path: ['experimentType'], message: 'ResearchData.badExperimentType' });
  if (v.fileIds.length === 0) ctx.addIssue({ code: 'custom', path: ['fileIds'], message: 'ResearchData.fileRequired' });
  if (v.composition.reduce((s, c) => s + c.value, 0) > 100) ctx.addIssue({ code: 'custom', path: ['composition'], message: 'ResearchData.compositionOver100' });
});

const partList = z.array(z.enum(PARTS, { error: 'ResearchData.badPart' })).max(4, 'ResearchData.badPart');

export const shareSchema = z.object({
  id: dbId('ResearchData.noSuchRecord'),
  visibility: z.enum(VISIBILITIES, { error: 'ResearchData.badVisibility' }),
  /** Selected users (visibility `selected`): login names. */
  userNames: z.array(text(64).min(1, 'ResearchData.noSuchUser')).max(50, 'ResearchData.tooManyRows').optional().default([]),
  /** Directional disclosure (visibility `directional`): company ids. */
  companyIds: z.array(dbId('ResearchData.noSuchCompany')).max(50, 'ResearchData.tooManyRows').optional().default([]),
  /**
   * The parts each of the four audiences reads (spec section 6). `named` is the shape from before the
   * four audiences: one list for other enterprises and external persons alike, used where those two are not given.
   */
  parts: z
    .object({ internal: partList, enterprises: partList.optional(), persons: partList.optional(), named: partList.optional(), public: partList })
    .optional()
    .transform((p) => (p ? normaliseParts(p) : undefined)),
});
export type ShareInput = z.infer<typeof shareSchema>;

export const idSchema = z.object({ id: dbId('ResearchData.noSuchRecord') });

export const pageResearchDataSchema = pageSchema.extend({
  scope: z.enum(PAGE_SCOPES, { error: 'ResearchData.badFilter' }).optional().default('all'),
  keyword: text(100).optional(),
  experimentType: z.enum(EXPERIMENT_TYPES, { error: 'ResearchData.badFilter' }).optional(),
  visibility: z.enum(VISIBILITIES, { error: 'ResearchData.badFilter' }).optional(),
});
export type PageResearchDataInput = z.infer<typeof pageResearchDataSchema>;

export const standardOptionsSchema = z.object({ keyword: text(100).optional() });

export const applySchema = z.object({ id: dbId('ResearchData.noSuchRecord'), reason: text(500).min(2, 'ResearchData.reasonRequired') });

export const decideApplicationSchema = z
  .object({
    applicationId: dbId('ResearchData.noSuchApplication'),
    decision: z.enum(['approve', 'reject'], { error: 'ResearchData.badDecision' }),
    /** Approve: optional last day of access (YYYY-MM-DD, today or later). */
    until: z.iso.date({ error: 'ResearchData.badDate' }).optional(),
    /** Reject: required reason. */
    reason: text(500).optional().default(''),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && v.reason.length < 2) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'ResearchData.reasonRequired' });
  });

export const applicationIdSchema = z.object({ applicationId: dbId('ResearchData.noSuchApplication') });

export const pageApplicationsSchema = pageSchema.extend({ box: z.enum(['sent', 'received'], { error: 'ResearchData.badFilter' }) });

export const pageAdminSchema = pageSchema.extend({ keyword: text(100).optional() });

/** The other side of a similarity pair: another R&D record (`rd:12`) or a steel of the material database (`steel:<id>`). */
export const similarityTargetSchema = z.string({ error: 'ResearchData.badTarget' }).trim().regex(/^(rd:\d{1,9}|steel:[A-Za-z0-9._-]{1,120})$/, 'ResearchData.badTarget');

export const similarityDetailSchema = z.object({ id: dbId('ResearchData.noSuchRecord'), target: similarityTargetSchema });

/** The company administrator's list of the company's R&D data (/my/enterpriseInformationManagement/R&dDataManagement). */
export const pageCompanySchema = pageSchema.extend({
  keyword: text(100).optional(),
  visibility: z.enum(VISIBILITIES, { error: 'ResearchData.badFilter' }).optional(),
  experimentType: z.enum(EXPERIMENT_TYPES, { error: 'ResearchData.badFilter' }).optional(),
});
export type PageCompanyInput = z.infer<typeof pageCompanySchema>;
export const exportCompanySchema = pageCompanySchema.omit({ page: true, pageSize: true });

// ---------------------------------------------------------------------------------------------
// Outputs

export interface Counts {
  referenced: number;
  consulted: number;
  traded: number;
  discovered: number;
  likes: number;
  dislikes: number;
}

export interface ResearchDataCard {
  id: number;
  code: string;
  dataName: string;
  materialName: string;
  project: string;
  experimentType: ExperimentType | null;
  visibility: Visibility;
  state: RecordState;
  owner: { userName: string; companyName: string | null };
  counts: Counts;
  demo: boolean;
  updatedAt: string;
  /** The parts the caller may read. */
  readable: Part[];
}

export interface VersionInfo {
  version: number;
  hash: string;
  previous: string | null;
  time: string;
  keyId: string;
  signature: string;
  /** Fields that differ from the previous version (empty for version 1), as readable text; list fields row by row. */
  changes: ContentChange[];
}

export interface Traceability {
  versions: VersionInfo[];
  publicKeyPem: string | null;
  keyId: string | null;
  verified: boolean;
  problems: ChainProblem[];
  /** Whether the caller may download the bundle. */
  bundle: boolean;
}

export interface ResearchDataDetail extends ResearchDataCard {
  dataSource: string;
  externalIds: ExternalId[];
  /** null when hidden from the caller. */
  composition: CompositionRow[] | null;
  performance: PerformanceRow[] | null;
  process: string | null;
  structure: string | null;
  phaseStructure: string | null;
  files: StoredFile[] | null;
  /** Links to grades of standards (part `properties`; null when hidden). */
  standards: StandardLink[] | null;
  isOwner: boolean;
  /** Owner only: the sharing settings. */
  sharing: { userNames: string[]; companies: { id: number; name: string }[]; parts: AudienceParts } | null;
  reactions: { like: boolean; dislike: boolean; collect: boolean };
  /** What the caller may do. */
  actions: { edit: boolean; share: boolean; delete: boolean; restore: boolean; purge: boolean; like: boolean; apply: boolean; publish: boolean; withdraw: boolean };
  /** The caller's newest application for this record. */
  myApplication: ApplicationRow | null;
  traceability: Traceability;
}

/** A link to a grade of a standard, with the names it was linked with. */
export interface StandardLink {
  /** The grade; null when it was deleted since (only its names remain). */
  gradeId: number | null;
  /** Whether the caller may open the grade's page (/allServer/brandDetail?id=). */
  open: boolean;
  system: string;
  standard: string;
  year: number;
  grade: string;
}

/** A grade the caller may link a record to (researchData/standardOptions): the standards domain's type. */
export type StandardOption = LinkableGrade;

export interface ApplicationRow {
  id: number;
  recordId: number;
  dataName: string;
  applicant: string;
  owner: string;
  reason: string;
  status: 'pending' | 'approved' | 'rejected' | 'revoked';
  /** Effective: an approved grant past its date reads `expired`. */
  effective: 'pending' | 'active' | 'expired' | 'rejected' | 'revoked';
  until: string | null;
  decisionReason: string;
  createdAt: string;
  decidedAt: string | null;
}

export interface VerifyResult {
  verified: boolean;
  problems: ChainProblem[];
  versions: number;
}

export interface ReactionState {
  like: boolean;
  dislike: boolean;
  collect: boolean;
  counts: Counts;
}

export interface SavedRecord {
  id: number;
  version: number | null;
  state: RecordState;
}

export interface SimilarityAnswer {
  /** Steels of the material database, most similar first. */
  material: { id: string; grade: string; standard: string | null; score: number; href: string }[];
  /** Other R&D records the caller may read. */
  researchData: { id: number; dataName: string; materialName: string; score: number }[];
}

/** One side of a similarity pair as the caller may read it (null: hidden by the policy). */
export interface SimilaritySide {
  kind: 'researchData' | 'material';
  name: string;
  /** Material name (R&D record) or standard (material database). */
  subtitle: string | null;
  href: string;
  /** wt %: a value (R&D record) or the standard's range (material database). */
  composition: { element: string; min: number | null; max: number | null }[] | null;
  /** Properties as printed: a known key of the material database (`known`) or the record's free text; value text; unit. */
  properties: { property: string; known: boolean; value: string; unit: string }[] | null;
}

export interface SimilarityPair {
  reference: SimilaritySide;
  target: SimilaritySide;
  /** null when either composition is hidden from the caller. */
  score: number | null;
  /** Element by element, largest contribution to the difference first (the similarity score's explanation). */
  elements: { element: string; reference: number | null; candidate: number | null; delta: number; distance: number; weight: number; penalty: number }[] | null;
}

/** A row of the company's R&D data management list. */
export interface CompanyRecordRow extends ResearchDataCard {
  review: string | null;
  versions: number;
  applications: number;
}

export interface CompanyOption {
  id: number;
  name: string;
}

// ---------------------------------------------------------------------------------------------
// Calls (spec section 7: researchData …, rdda permission and audit calls, admin listAdmin)

export const researchDataCalls = {
  page: call('GET', 'researchData/page', pageResearchDataSchema).returns<Paged<ResearchDataCard>>(),
  get: call('GET', 'researchData/get', idSchema).returns<ResearchDataDetail>(),
  save: call('POST', 'researchData/save', saveSchema).returns<SavedRecord>(),
  saveDraft: call('POST', 'researchData/saveDraft', saveDraftSchema).returns<SavedRecord>(),
  share: call('POST', 'researchData/share', shareSchema).returns<SavedRecord>(),
  recycle: call('POST', 'researchData/recycle', idSchema).returns<SavedRecord>(),
  restore: call('POST', 'researchData/restore', idSchema).returns<SavedRecord>(),
  delete: call('POST', 'researchData/delete', idSchema).returns<null>(),
  permissions: call('GET', 'researchData/permissions', idSchema).returns<{ readable: Part[]; actions: ResearchDataDetail['actions'] }>(),
  publish: call('POST', 'researchData/publish', idSchema).returns<SavedRecord>(),
  withdraw: call('POST', 'researchData/withdraw', idSchema).returns<SavedRecord>(),
  like: call('POST', 'researchData/like', idSchema).returns<ReactionState>(),
  dislike: call('POST', 'researchData/dislike', idSchema).returns<ReactionState>(),
  collect: call('POST', 'researchData/collect', idSchema).returns<ReactionState>(),
  verify: call('GET', 'researchData/verify', idSchema).returns<VerifyResult>(),
  /** The provenance bundle as a JSON file (binary answer), verified offline by scripts/verify-provenance.mjs. */
  bundle: call('GET', 'researchData/bundle', idSchema).binary(),
  /** The offline verifier itself (scripts/verify-provenance.mjs) as a file to download: public, the same for everyone. */
  verifier: call('GET', 'researchData/verifier', noInput).binary(),
  similarity: call('GET', 'researchData/similarity', idSchema).returns<SimilarityAnswer>(),
  similarityDetail: call('GET', 'researchData/similarityDetail', similarityDetailSchema).returns<SimilarityPair>(),
  /** Spec section 7: the old client read these three without its envelope handling; the answer is the same envelope as like, dislike, collect. */
  isLike: call('POST', 'researchData/isLike', idSchema).returns<ReactionState>(),
  disLike: call('POST', 'researchData/disLike', idSchema).returns<ReactionState>(),
  isCollect: call('POST', 'researchData/isCollect', idSchema).returns<ReactionState>(),
  listCompany: call('GET', 'researchData/listCompany', pageCompanySchema).returns<Paged<CompanyRecordRow>>(),
  exportCompany: call('GET', 'researchData/exportCompany', exportCompanySchema).xlsx(),
  companies: call('GET', 'researchData/companies', pageAdminSchema).returns<CompanyOption[]>(),
  listAdmin: call('GET', 'researchData/listAdmin', pageCompanySchema).returns<Paged<CompanyRecordRow>>(),
  /** Grades the caller may link a record to (own system's, approved ones), and whether the caller has a system. */
  standardOptions: call('GET', 'researchData/standardOptions', standardOptionsSchema).returns<{ list: StandardOption[]; hasSystem: boolean }>(),
  /** Spec section 7's admin path name of `listAdmin` (the same list, the same permission). */
  DataManagement: call('GET', 'researchData/DataManagement', pageCompanySchema).returns<Paged<CompanyRecordRow>>(),
};

const auditComment = z.string({ error: 'Reviews.commentTooLong' }).trim().max(REVIEW_COMMENT_MAX, 'Reviews.commentTooLong');

/**
 * `rdda/audit/*` (spec section 7 "rdda … audit calls"): the public administrator's review of R&D
 * publication by record id, over the shared review workflow (kind `researchData`).
 */
export const rddaAuditCalls = {
  page: call('GET', 'rdda/audit/page', reviewQueueSchema.omit({ kind: true })).returns<ReviewQueue>(),
  detail: call('GET', 'rdda/audit/detail', idSchema).returns<ReviewDetail>(),
  start: call('POST', 'rdda/audit/start', idSchema).returns<ReviewDetail>(),
  approve: call('POST', 'rdda/audit/approve', z.object({ id: dbId('ResearchData.noSuchRecord'), comment: auditComment.optional() })).returns<ReviewDetail>(),
  reject: call(
    'POST',
    'rdda/audit/reject',
    z.object({
      id: dbId('ResearchData.noSuchRecord'),
      comment: z.string({ error: 'Reviews.refused.commentRequired' }).trim().min(1, 'Reviews.refused.commentRequired').max(REVIEW_COMMENT_MAX, 'Reviews.commentTooLong'),
    }),
  ).returns<ReviewDetail>(),
};

export const rddaCalls = {
  apply: call('POST', 'rdda/permission/apply', applySchema).returns<ApplicationRow>(),
  decide: call('POST', 'rdda/permission/decide', decideApplicationSchema).returns<ApplicationRow>(),
  revoke: call('POST', 'rdda/permission/revoke', applicationIdSchema).returns<ApplicationRow>(),
  page: call('GET', 'rdda/permission/page', pageApplicationsSchema).returns<Paged<ApplicationRow>>(),
};

// ---------------------------------------------------------------------------------------------
// Data exchange (spec section 7 `rdda` exchange calls; the record's "traded" count). A user who can
// find a record but not read all of it offers one of their own saved records in return; accepting
// grants each side the other's record through approved permission applications.

export const EXCHANGE_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];

export const proposeExchangeSchema = z.object({
  /** The record the proposer wants to read. */
  id: dbId('ResearchData.noSuchRecord'),
  /** One of the proposer's own saved records, offered in return. */
  offeredId: dbId('ResearchData.noSuchRecord'),
  message: text(500).optional().default(''),
});

export const decideExchangeSchema = z
  .object({
    exchangeId: dbId('ResearchData.exchange.noSuchExchange'),
    decision: z.enum(['accept', 'decline'], { error: 'ResearchData.badDecision' }),
    /** Accept: optional last day of both grants (YYYY-MM-DD, today or later). */
    until: z.iso.date({ error: 'ResearchData.badDate' }).optional(),
    /** Decline: required reason. */
    reason: text(500).optional().default(''),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'decline' && v.reason.length < 2) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'ResearchData.reasonRequired' });
  });

export const exchangeIdSchema = z.object({ exchangeId: dbId('ResearchData.exchange.noSuchExchange') });

/** The same sent/received box and paging as the permission applications. */
export const pageExchangesSchema = pageApplicationsSchema;

export interface ExchangeRow {
  id: number;
  /** The record the proposer asked for, and its owner. */
  record: { id: number; dataName: string };
  owner: string;
  /** The proposer's record offered in return. */
  offered: { id: number; dataName: string };
  proposer: string;
  message: string;
  status: ExchangeStatus;
  /** Accepted: `active` until the grants' last day, then `expired`; `revoked` once either grant was revoked. */
  effective: ExchangeStatus | 'active' | 'expired' | 'revoked';
  until: string | null;
  decisionReason: string;
  createdAt: string;
  decidedAt: string | null;
}

export const rddaExchangeCalls = {
  propose: call('POST', 'rdda/exchange/propose', proposeExchangeSchema).returns<ExchangeRow>(),
  decide: call('POST', 'rdda/exchange/decide', decideExchangeSchema).returns<ExchangeRow>(),
  withdraw: call('POST', 'rdda/exchange/withdraw', exchangeIdSchema).returns<ExchangeRow>(),
  page: call('GET', 'rdda/exchange/page', pageExchangesSchema).returns<Paged<ExchangeRow>>(),
};
