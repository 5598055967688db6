import { z } from '@/lib/zod';
import { call, dbId, intParam, noInput, pageSchema, type Paged } from '@/lib/contract';
import { fileIdField } from '@/lib/files/contract';
import { saveApplicationSchema, type ApplicantType } from './application-schema';
import { GRADES, LEVELS, type Block, type Grade, type Indicator, type IndicatorUnit, type Level } from './model';

/**
 * The quality reliability ranking (issue 33; spec §1, §2 /quality /economy /rank /conDetail, §3 ranking result, §7 qc
 * calls, §8 "no matching ranking announcement"; docs/RANKING.md). Published rankings are computed from indicator
 * records by the model of model.ts (score.ts); `qc/introduce` shows the model itself.
 */

export const ANNOUNCEMENT_KINDS = ['announcement', 'news'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

/** The first and last year a ranking may be about. */
export const RANKING_YEAR_MIN = 2000;
export const RANKING_YEAR_MAX = 2100;

const CATEGORY = /^[a-z0-9-]{1,40}$/;
export const categoryParam = z.string({ error: 'Ranking.unknownCategory' }).trim().regex(CATEGORY, 'Ranking.unknownCategory');
export const yearParam = intParam(RANKING_YEAR_MIN, RANKING_YEAR_MAX, 'Ranking.badYear');
const keywordParam = z.string().trim().max(100, 'Ranking.keywordTooLong');

export const productRankingSchema = pageSchema.extend({
  year: yearParam.optional(),
  category: categoryParam.optional(),
  level: z.enum(LEVELS, { error: 'Ranking.badLevel' }).optional().default('enterprise'),
  grade: z.enum(GRADES, { error: 'Ranking.badGrade' }).optional(),
  keyword: keywordParam.optional(),
});
export type ProductRankingInput = z.input<typeof productRankingSchema>;

export const companyRankingSchema = pageSchema.extend({ year: yearParam.optional(), keyword: keywordParam.optional() });

export const rankDetailSchema = z.object({ id: dbId() });

export const announcementPageSchema = pageSchema.extend({
  kind: z.enum(ANNOUNCEMENT_KINDS, { error: 'Ranking.badKind' }).optional(),
  keyword: keywordParam.optional(),
  /** Only those with attached files (the file list, /economy/enconomyListFile). */
  withFiles: z.enum(['1']).optional(),
});

export const announcementGetSchema = z.object({ id: dbId() });

export const publishSchema = z.object({ year: yearParam, category: categoryParam });

const title = (key: string, max: number) => z.string({ error: key }).trim().min(1, key).max(max, 'Ranking.titleTooLong');
export const saveAnnouncementSchema = z.object({
  id: dbId().optional(),
  kind: z.enum(ANNOUNCEMENT_KINDS, { error: 'Ranking.badKind' }),
  titleZh: title('Ranking.titleZhRequired', 200),
  titleEn: title('Ranking.titleEnRequired', 300),
  bodyZh: z.string().max(50_000, 'Ranking.bodyTooLong').default(''),
  bodyEn: z.string().max(50_000, 'Ranking.bodyTooLong').default(''),
  fileIds: z.array(fileIdField).max(5, 'Ranking.tooManyFiles').optional(),
});
export type SaveAnnouncementInput = z.infer<typeof saveAnnouncementSchema>;

export interface IndicatorView {
  key: Indicator;
  label: string;
  description: string;
  unit: IndicatorUnit;
  /** Share of the block, and of the total (block weight × share). */
  weight: number;
  totalWeight: number;
  min: number;
  max: number;
  zeroAt: number;
  fullAt: number;
}

export interface ModelView {
  blocks: { key: Block; label: string; weight: number; indicators: IndicatorView[] }[];
  grades: { grade: Grade; minScore: number }[];
  levels: { key: Level; label: string }[];
  categories: CategoryView[];
}

export interface CategoryView {
  code: string;
  name: string;
}

export interface RankingRow {
  /** The result's record (for /rank/{id}). */
  id: number;
  rank: number;
  company: string;
  product: string;
  level: Level;
  line: string;
  score: number;
  grade: Grade;
  demo: boolean;
}

export interface ProductRanking extends Paged<RankingRow> {
  years: number[];
  categories: CategoryView[];
  /** The year and category shown (the newest published, unless asked), null when nothing is published. */
  year: number | null;
  category: CategoryView | null;
  level: Level;
  /** How many results of the year, category and level fall in each grade (all pages). */
  distribution: { grade: Grade; count: number }[];
  /** The mean score per year of the category and level (the trend chart). */
  trend: { year: number; mean: number }[];
  publishedAt: string | null;
  demo: boolean;
}

export interface CompanyRankingRow {
  rank: number;
  company: string;
  /** Mean of the enterprise-level scores of the year over the categories it is ranked in. */
  score: number;
  grade: Grade;
  categories: { code: string; name: string; score: number; grade: Grade; id: number }[];
}

export interface CompanyRanking extends Paged<CompanyRankingRow> {
  years: number[];
  year: number | null;
  demo: boolean;
}

export interface RankDetail {
  id: number;
  company: string;
  product: string;
  category: CategoryView;
  year: number;
  level: Level;
  line: string;
  score: number;
  grade: Grade;
  rank: number;
  /** How many results the rank is among (same year, category and level). */
  of: number;
  blocks: Record<Block, number>;
  contributions: { indicator: Indicator; label: string; value: number; unit: IndicatorUnit; subScore: number; points: number; maxPoints: number }[];
  /** The same enterprise (and line) in other published years. */
  trend: { year: number; score: number; grade: Grade }[];
  /** The enterprise's results of the year and category at every level (enterprise, each line). */
  lines: { id: number; level: Level; line: string; score: number; grade: Grade; rank: number }[];
  publishedAt: string;
  demo: boolean;
}

export interface AttachedFile {
  id: string;
  name: string;
  size: number;
  url: string;
}

export interface AnnouncementSummary {
  id: number;
  kind: AnnouncementKind;
  title: string;
  publishedAt: string;
  files: number;
  demo: boolean;
}

export interface AnnouncementDetail extends AnnouncementSummary {
  /** Sanitised rich text. */
  body: string;
  attachments: AttachedFile[];
  previous: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}

export interface PublishResult {
  publicationId: number;
  results: number;
}

export const rankingCalls = {
  introduce: call('GET', 'qc/introduce', noInput).returns<ModelView>(),
  productRanking: call('GET', 'qc/productRanking', productRankingSchema).returns<ProductRanking>(),
  companyRanking: call('GET', 'qc/companyRanking', companyRankingSchema).returns<CompanyRanking>(),
  rankDetail: call('GET', 'qc/rankDetail', rankDetailSchema).returns<RankDetail>(),
  announcementPage: call('GET', 'qc/announcementPage', announcementPageSchema).returns<Paged<AnnouncementSummary>>(),
  announcementGet: call('GET', 'qc/announcementGet', announcementGetSchema).returns<AnnouncementDetail>(),
  publish: call('POST', 'qc/publish', publishSchema).returns<PublishResult>(),
  saveAnnouncement: call('POST', 'qc/saveAnnouncement', saveAnnouncementSchema).returns<{ id: number }>(),
};

export { APPLICANT_TYPES, saveApplicationSchema, type ApplicantType, type SaveApplicationInput } from './application-schema';

export interface ApplicationView {
  id: number;
  userType: ApplicantType;
  companyName: string;
  creditCode: string;
  address: string;
  productName: string;
  category: CategoryView | null;
  steelmakingLine: string;
  rollingLine: string;
  manufacturer: string;
  contactName: string;
  contactInfo: string;
  instructions: string;
  attachments: AttachedFile[];
  /** The review state (lib/reviews/states.ts). */
  state: string;
  createdAt: string;
}

export const applicationGetSchema = z.object({ id: dbId() });

export const rankingApplicationCalls = {
  saveApplication: call('POST', 'qc/saveApplication', saveApplicationSchema).returns<{ id: number }>(),
  myApplications: call('GET', 'qc/myApplications', pageSchema).returns<Paged<ApplicationView>>(),
  applicationGet: call('GET', 'qc/applicationGet', applicationGetSchema).returns<ApplicationView>(),
};

/** The largest simulation workbook accepted (a filled template is a few KB). */
export const SIMULATION_UPLOAD_MAX_BYTES = 1024 * 1024;
/**
 * The most rows and cells an uploaded simulation workbook may hold (over all its sheets; the template has a header
 * and one row per indicator, five columns): more is refused before the sheet is built (issue 45 item 7), so the
 * answer lists at most what the preview screen shows.
 */
export const SIMULATION_MAX_ROWS = 50;
export const SIMULATION_MAX_CELLS = 500;

export const simulationCategorySchema = z.object({ category: categoryParam });
export const simulateSchema = z.object({
  category: categoryParam,
  /** Indicator → value (numbers, or numbers as text); every indicator is required and checked against its range. */
  values: z.record(z.string().max(40), z.union([z.number(), z.string().max(40)])),
});
export const simulationGetSchema = z.object({ id: dbId() });

export interface ParsedRow {
  /** The sheet's row number (1 is the header). */
  row: number;
  indicator: Indicator | null;
  label: string;
  /** The cell as written. */
  raw: string;
  value: number | null;
  /** Why the row is refused, in the caller's language; null when it is fine. */
  error: string | null;
}

export interface ParsedTemplate {
  category: CategoryView;
  rows: ParsedRow[];
  /** Indicators the sheet lacks (each also an error row). */
  valid: boolean;
  values: Partial<Record<Indicator, number>>;
}

export interface SimulationView {
  id: number;
  category: CategoryView;
  /** The year of the publication the rank is taken among (null when the category has none). */
  year: number | null;
  score: number;
  grade: Grade;
  blocks: Record<Block, number>;
  contributions: RankDetail['contributions'];
  /** The rank it would take among the enterprise-level results of that publication, and among how many. */
  wouldRank: number | null;
  rankedAmong: number;
  createdAt: string;
}

export const rankingSimulationCalls = {
  simulationTemplate: call('GET', 'qc/simulationTemplate', simulationCategorySchema).xlsx(),
  simulationUpload: call('POST', 'qc/simulationUpload', simulationCategorySchema).returns<ParsedTemplate>(),
  simulate: call('POST', 'qc/simulate', simulateSchema).returns<SimulationView>(),
  simulationGet: call('GET', 'qc/simulationGet', simulationGetSchema).returns<SimulationView>(),
  mySimulations: call('GET', 'qc/mySimulations', pageSchema).returns<Paged<SimulationView>>(),
};

// ---------------------------------------------------------------------------------------------
// Paid reports (issue 33 behaviour 6): catalogue items of kind `report`, one per published category and year.

export const reportIdSchema = z.object({ id: dbId('Ranking.noSuchReport') });

/** An expert who wrote a report (a cloud expert profile, `cloud_profiles` of kind expert; `demo` when the person is demo content). */
export interface ReportAuthor {
  id: number;
  name: string;
  title: string;
  org: string;
  demo: boolean;
}

export interface ReportItem {
  /** The catalogue item (payment/saveReportOrder's itemId). */
  id: number;
  title: string;
  year: number;
  /** Price in fen, computed on the server from the catalogue. */
  priceFen: number;
  demo: boolean;
  /** The expert author of an expert report; null for a report generated from the data alone. */
  author: ReportAuthor | null;
  /** Buyers get a PDF an administrator uploaded instead of the generated one. */
  uploaded: boolean;
}

/**
 * qc/saveReport (administrators): the PDF that replaces the generated one (`fileId`, a PDF uploaded to the file
 * service as kind `report`; null goes back to the generated one) and the expert author (`expertId`, a cloud expert
 * profile; null removes it). A field left out is unchanged.
 */
export const saveReportSchema = z.object({
  id: dbId('Ranking.noSuchReport'),
  fileId: fileIdField.nullable().optional(),
  expertId: dbId('Ranking.noSuchExpert').nullable().optional(),
});
export type SaveReportInput = z.infer<typeof saveReportSchema>;

export interface ReportCategory {
  category: CategoryView;
  reports: ReportItem[];
}

export interface ReportView {
  report: ReportItem;
  category: CategoryView;
  /** The summary, to anyone: how many are ranked at each level, the grade distribution and the mean score. */
  summary: { counts: Record<Level, number>; distribution: { grade: Grade; count: number }[]; mean: number; publishedAt: string | null };
  /** Whether the viewer (or their company) holds a paid order of the report. */
  entitled: boolean;
  /** The order that entitles the viewer, or the viewer's waiting order of it. */
  orderNo: string | null;
  pendingOrderNo: string | null;
  /** The full report (every result of every level), to an entitled viewer only; null otherwise. */
  full: Record<Level, RankingRow[]> | null;
}

export const rankingReportCalls = {
  reportCategory: call('GET', 'qc/reportCategory', noInput).returns<ReportCategory[]>(),
  indexReport: call('GET', 'qc/indexReport', reportIdSchema).returns<ReportView>(),
  reportDownload: call('GET', 'qc/reportDownload', reportIdSchema).binary(),
  reportExperts: call('GET', 'qc/reportExperts', noInput).returns<ReportAuthor[]>(),
  saveReport: call('POST', 'qc/saveReport', saveReportSchema).returns<ReportItem>(),
};
