import { z } from '@/lib/zod';
import { call, dbId, pageSchema, type Paged } from '@/lib/contract';
import type { StoredFile } from '@/lib/files/contract';
import { isDay } from '@/lib/working-days';

/**
 * The services directories (spec sections 1, 2 and 7; issue 31 behaviour 4; docs/DIRECTORIES.md): expert services
 * (`expert/*`, built on the experts of the cloud area), industry apps (`industrial/*`) and digital talent training
 * (`digital/*`). Each has the same five calls: `list` (public, published entries, paged, keyword and category
 * filters), `getList` (editors: every entry, draft or published), `getDetail` (a draft is 404 to everyone but an
 * editor), `save` and `delete` (editors: permission admin:console). Texts are kept in both languages; descriptions are
 * rich text cleaned by sanitizeRichText on save and on render.
 */

export const DIRECTORY_KINDS = ['expert', 'industrial', 'digital'] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];

/** What an expert offers (the filter of /expertServicesList). */
export const EXPERT_CATEGORIES = ['consulting', 'failureAnalysis', 'materialSelection', 'standards', 'training'] as const;
/** The kinds of industry apps (the filter of /industryAppList). */
export const APP_CATEGORIES = ['design', 'production', 'quality', 'supplyChain', 'dataAnalysis'] as const;
/** The subjects of courses (the filter of /digitalTalentTrainingList). */
export const COURSE_CATEGORIES = ['materials', 'testing', 'digitalSkills', 'management'] as const;
export const COURSE_FORMATS = ['online', 'offline'] as const;
export const DIRECTORY_STATES = ['published', 'draft'] as const;

export type ExpertCategory = (typeof EXPERT_CATEGORIES)[number];
export type AppCategory = (typeof APP_CATEGORIES)[number];
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];
export type CourseFormat = (typeof COURSE_FORMATS)[number];

export const CATEGORIES_OF: Record<DirectoryKind, readonly string[]> = { expert: EXPERT_CATEGORIES, industrial: APP_CATEGORIES, digital: COURSE_CATEGORIES };

/** Longest plain fields, in characters. */
export const NAME_MAX = 100;
export const SHORT_MAX = 200;
export const LINK_MAX = 500;
/** Longest description (markup characters, before cleaning; a long page is ~20,000). */
export const DESCRIPTION_MAX = 20_000;
/** Screenshots of an app: images (JPG/PNG ≤ 500 KB, spec section 5), at most this many. */
export const SCREENSHOTS_MAX = 5;

const E = 'Directories.errors';
const text = (max: number, required: string, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);
const optionalText = (max: number, tooLong: string) => z.string({ error: tooLong }).trim().max(max, tooLong).optional().default('');
const richText = (required: string) => z.string({ error: required }).trim().min(1, required).max(DESCRIPTION_MAX, `${E}.descriptionTooLong`);
const keyword = z.string({ error: `${E}.keywordTooLong` }).trim().max(100, `${E}.keywordTooLong`).optional();
const published = z.boolean({ error: `${E}.publishedInvalid` });
const day = (message: string) => z.string({ error: message }).refine((d) => isDay(d), message);

const listFilters = <C extends readonly [string, ...string[]]>(categories: C) =>
  pageSchema.extend({ keyword, category: z.enum(categories, { error: `${E}.unknownCategory` }).optional() });
const editorFilters = <C extends readonly [string, ...string[]]>(categories: C) =>
  listFilters(categories).extend({ state: z.enum(DIRECTORY_STATES, { error: `${E}.unknownState` }).optional() });

export const expertListSchema = listFilters(EXPERT_CATEGORIES);
export const appListSchema = listFilters(APP_CATEGORIES);
export const courseListSchema = listFilters(COURSE_CATEGORIES);
export const expertEditorListSchema = editorFilters(EXPERT_CATEGORIES);
export const appEditorListSchema = editorFilters(APP_CATEGORIES);
export const courseEditorListSchema = editorFilters(COURSE_CATEGORIES);
export const directoryIdSchema = z.object({ id: dbId(`${E}.notFound`) });

const entryId = dbId(`${E}.notFound`).optional();

/** An expert's directory entry: the expert (a cloud profile of kind expert), what they offer, in both languages. */
export const saveExpertSchema = z.object({
  id: entryId,
  profileId: dbId(`${E}.profileRequired`),
  category: z.enum(EXPERT_CATEGORIES, { error: `${E}.unknownCategory` }),
  servicesZh: richText(`${E}.servicesZhRequired`),
  servicesEn: richText(`${E}.servicesEnRequired`),
  published,
});
export type SaveExpertInput = z.input<typeof saveExpertSchema>;

const link = z
  .string({ error: `${E}.linkInvalid` })
  .trim()
  .max(LINK_MAX, `${E}.linkInvalid`)
  .regex(/^https?:\/\/[^\s<>"]+$/i, `${E}.linkInvalid`);

/** An industry app: name, vendor, category, description (both languages), its address and screenshots. */
export const saveAppSchema = z.object({
  id: entryId,
  nameZh: text(NAME_MAX, `${E}.nameZhRequired`, `${E}.nameTooLong`),
  nameEn: text(NAME_MAX, `${E}.nameEnRequired`, `${E}.nameTooLong`),
  vendorZh: text(NAME_MAX, `${E}.vendorZhRequired`, `${E}.vendorTooLong`),
  vendorEn: text(NAME_MAX, `${E}.vendorEnRequired`, `${E}.vendorTooLong`),
  category: z.enum(APP_CATEGORIES, { error: `${E}.unknownCategory` }),
  descriptionZh: richText(`${E}.descriptionZhRequired`),
  descriptionEn: richText(`${E}.descriptionEnRequired`),
  link,
  /** Pending image uploads (or the app's current screenshots), in display order. */
  screenshotIds: z.array(z.string({ error: `${E}.screenshotInvalid` }).max(64, `${E}.screenshotInvalid`), { error: `${E}.screenshotInvalid` }).max(SCREENSHOTS_MAX, `${E}.tooManyScreenshots`).default([]),
  published,
});
export type SaveAppInput = z.input<typeof saveAppSchema>;

/** A course of digital talent training: title, subject, dates, online or offline, fee note, sign-up contact. */
export const saveCourseSchema = z
  .object({
    id: entryId,
    titleZh: text(NAME_MAX, `${E}.titleZhRequired`, `${E}.titleTooLong`),
    titleEn: text(NAME_MAX, `${E}.titleEnRequired`, `${E}.titleTooLong`),
    category: z.enum(COURSE_CATEGORIES, { error: `${E}.unknownCategory` }),
    startDate: day(`${E}.startDateInvalid`),
    endDate: day(`${E}.endDateInvalid`),
    format: z.enum(COURSE_FORMATS, { error: `${E}.formatInvalid` }),
    feeNoteZh: optionalText(SHORT_MAX, `${E}.feeNoteTooLong`),
    feeNoteEn: optionalText(SHORT_MAX, `${E}.feeNoteTooLong`),
    contactZh: text(SHORT_MAX, `${E}.contactZhRequired`, `${E}.contactTooLong`),
    contactEn: text(SHORT_MAX, `${E}.contactEnRequired`, `${E}.contactTooLong`),
    descriptionZh: richText(`${E}.descriptionZhRequired`),
    descriptionEn: richText(`${E}.descriptionEnRequired`),
    published,
  })
  .refine((c) => c.endDate >= c.startDate, { message: `${E}.endBeforeStart`, path: ['endDate'] });
export type SaveCourseInput = z.input<typeof saveCourseSchema>;

/** What every entry carries beside its own fields. */
interface EntryBase {
  id: number;
  category: string;
  published: boolean;
  /** Seeded demo content: the pages say so. */
  demo: boolean;
  /** ISO 8601. */
  updatedAt: string;
}

export interface ExpertEntry extends EntryBase {
  category: ExpertCategory;
  profileId: number;
  name: string;
  title: string;
  org: string;
  /** Cleaned rich text in the reader's language. */
  services: string;
  /**
   * Where to order from this expert. No expert report order type exists yet (the quality-ranking issue), so this is
   * the expert's profile page on the cloud area (/cloud/userDetail?id=).
   */
  orderHref: string;
}

export interface AppEntry extends EntryBase {
  category: AppCategory;
  name: string;
  vendor: string;
  description: string;
  link: string;
  screenshots: StoredFile[];
}

export interface CourseEntry extends EntryBase {
  category: CourseCategory;
  title: string;
  startDate: string;
  endDate: string;
  /** Working days from the first to the last day (China calendar, lib/working-days.ts). */
  workingDays: number;
  format: CourseFormat;
  feeNote: string;
  contact: string;
  description: string;
}

/** An editor's row: the reader's view and the stored texts of both languages (what the edit form starts from). */
export type EditorRow<V, S> = V & { source: S };
export type ExpertEditorRow = EditorRow<ExpertEntry, Omit<SaveExpertInput, 'id'>>;
export type AppEditorRow = EditorRow<AppEntry, Omit<SaveAppInput, 'id'>>;
export type CourseEditorRow = EditorRow<CourseEntry, Omit<SaveCourseInput, 'id'>>;

export const expertCalls = {
  list: call('GET', 'expert/list', expertListSchema).returns<Paged<ExpertEntry>>(),
  getList: call('GET', 'expert/getList', expertEditorListSchema).returns<Paged<ExpertEditorRow>>(),
  getDetail: call('GET', 'expert/getDetail', directoryIdSchema).returns<ExpertEntry>(),
  save: call('POST', 'expert/save', saveExpertSchema).returns<{ id: number }>(),
  delete: call('POST', 'expert/delete', directoryIdSchema).returns<{ id: number }>(),
};

export const industrialCalls = {
  list: call('GET', 'industrial/list', appListSchema).returns<Paged<AppEntry>>(),
  getList: call('GET', 'industrial/getList', appEditorListSchema).returns<Paged<AppEditorRow>>(),
  getDetail: call('GET', 'industrial/getDetail', directoryIdSchema).returns<AppEntry>(),
  save: call('POST', 'industrial/save', saveAppSchema).returns<{ id: number }>(),
  delete: call('POST', 'industrial/delete', directoryIdSchema).returns<{ id: number }>(),
};

export const digitalCalls = {
  list: call('GET', 'digital/list', courseListSchema).returns<Paged<CourseEntry>>(),
  getList: call('GET', 'digital/getList', courseEditorListSchema).returns<Paged<CourseEditorRow>>(),
  getDetail: call('GET', 'digital/getDetail', directoryIdSchema).returns<CourseEntry>(),
  save: call('POST', 'digital/save', saveCourseSchema).returns<{ id: number }>(),
  delete: call('POST', 'digital/delete', directoryIdSchema).returns<{ id: number }>(),
};
