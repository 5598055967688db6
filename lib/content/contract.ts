import { z } from '@/lib/zod';
import { call, dbId, noInput, pageSchema, type Paged } from '@/lib/contract';
import type { StoredFile } from '@/lib/files/contract';
import type { CommonGrade, HotKeyword, HotMaterial } from '@/lib/materials/activity-types';
import { BODY_MAX, CONTENT_KINDS, CONTENT_STATES, POSITION_MAX, POSITIONS, SUMMARY_MAX, TITLE_MAX, isPortalPath, type ContentKind, type ContentState, type Position } from './rules';

/**
 * The portal's editorial content (spec §1, §2, §7; issue 31 §1–3; docs/CONTENT.md): news (`dm/*`), cover stories
 * (`cover/*`), solutions (`solution/*`), help articles and update records (`help/*`), one record kind in both
 * languages, read by everyone once published; written by editors (permission admin:console: customer service and the
 * public administrator) on /my/administration/content. The home page's blocks: `homePage/getNews`,
 * `homePage/getHotData` and the positions (`homePage/listLoactionConfig`, `homePage/updateLoactionConfig`, spelled as the spec).
 */

export * from './rules';


/** A reader's list: page, keyword (title or summary, either language) and a publish-day range (China time). */
export const contentListSchema = pageSchema.extend({
  keyword: z.string({ error: 'Content.keywordTooLong' }).trim().max(100, 'Content.keywordTooLong').optional(),
  from: z.iso.date({ error: 'Content.badDate' }).optional(),
  to: z.iso.date({ error: 'Content.badDate' }).optional(),
});
export type ContentListInput = z.infer<typeof contentListSchema>;

export const contentIdSchema = z.object({ id: dbId('Content.notFound') });

/** The editors' list: every state, by kind and state. */
export const editorListSchema = contentListSchema.extend({
  kind: z.enum(CONTENT_KINDS, { error: 'Content.badKind' }).optional(),
  state: z.enum(CONTENT_STATES, { error: 'Content.badState' }).optional(),
});

const title = (key: string) => z.string({ error: key }).trim().min(1, key).max(TITLE_MAX, 'Content.titleTooLong');
const summary = z.string({ error: 'Content.summaryTooLong' }).trim().max(SUMMARY_MAX, 'Content.summaryTooLong').optional().default('');
const body = z.string({ error: 'Content.bodyTooLong' }).max(BODY_MAX, 'Content.bodyTooLong').optional().default('');
const fileIds = (max: number) => z.array(z.string({ error: 'Files.noSuchFile' }).max(64, 'Files.noSuchFile'), { error: 'Files.noSuchFile' }).max(max, 'Content.tooManyFiles').optional().default([]);

/** Saves an item (a new one without `id`), both languages side by side; bodies are cleaned on save. */
export const saveContentSchema = z.object({
  id: dbId('Content.notFound').optional(),
  kind: z.enum(CONTENT_KINDS, { error: 'Content.badKind' }),
  titleZh: title('Content.titleZhRequired'),
  titleEn: title('Content.titleEnRequired'),
  summaryZh: summary,
  summaryEn: summary,
  bodyZh: body,
  bodyEn: body,
  /** The cover picture: one uploaded image (kind image: JPG or PNG, ≤ 500 KB). */
  coverFileIds: fileIds(1),
  attachmentFileIds: fileIds(5),
  /** ISO 8601 publish time; empty: the time it is published. */
  publishAt: z.iso.datetime({ offset: true, error: 'Content.badDate' }).optional(),
  demo: z.boolean({ error: 'Content.badDemo' }).optional().default(false),
});
export type SaveContentInput = z.infer<typeof saveContentSchema>;

export const publishSchema = z.object({ id: dbId('Content.notFound'), published: z.boolean({ error: 'Content.badState' }) });

const positionEntry = z.object({
  itemId: dbId('Content.notFound').optional(),
  labelZh: z.string({ error: 'Content.labelTooLong' }).trim().max(100, 'Content.labelTooLong').optional().default(''),
  labelEn: z.string({ error: 'Content.labelTooLong' }).trim().max(150, 'Content.labelTooLong').optional().default(''),
  href: z.string({ error: 'Content.badLink' }).trim().max(300, 'Content.badLink').refine(isPortalPath, 'Content.badLink').optional(),
});

/** Replaces one position's entries: banner and featuredNews name published items; featuredProducts are labelled portal links. */
export const updatePositionSchema = z.object({
  position: z.enum(POSITIONS, { error: 'Content.badPosition' }),
  entries: z.array(positionEntry, { error: 'Content.badPosition' }).max(POSITION_MAX, 'Content.tooManyEntries'),
});
export type UpdatePositionInput = z.infer<typeof updatePositionSchema>;

/** One item in a reader's list. */
export interface ContentCard {
  id: number;
  kind: ContentKind;
  title: string;
  summary: string;
  /** ISO 8601. */
  publishedAt: string;
  cover: StoredFile | null;
  demo: boolean;
}

/** One item as a reader sees it; the body is cleaned again on render. */
export interface ContentView extends ContentCard {
  body: string;
  attachments: StoredFile[];
}

/** One item as an editor sees it: both languages, the state, the files. */
export interface ContentEditorItem {
  id: number;
  kind: ContentKind;
  state: ContentState;
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  bodyZh: string;
  bodyEn: string;
  publishAt: string | null;
  updatedAt: string;
  demo: boolean;
  cover: StoredFile[];
  attachments: StoredFile[];
}

export interface HomeNews {
  news: ContentCard[];
  solutions: ContentCard[];
}

export interface HomeHotData {
  materials: HotMaterial[];
  keywords: HotKeyword[];
  /** Shown while nobody has viewed or searched yet. */
  commonGrades: CommonGrade[];
}

/** One entry of a position: an item (banner, featured news) or a labelled link (featured products). */
export interface PositionEntry {
  itemId: number | null;
  label: string;
  href: string;
  cover: StoredFile | null;
}

export type PositionConfig = Record<Position, PositionEntry[]>;

const page = (path: string) => call('GET', path, contentListSchema).returns<Paged<ContentCard>>();
const detail = (path: string) => call('GET', path, contentIdSchema).returns<ContentView>();

export const contentCalls = {
  helpPage: page('help/page'),
  helpGet: detail('help/get'),
  helpRecordList: page('help/recordList'),
  solutionPage: page('solution/page'),
  solutionGet: detail('solution/get'),
  coverPage: page('cover/page'),
  coverGet: detail('cover/get'),
  newsList: page('dm/getList'),
  newsDetail: detail('dm/getDetail'),
  homeNews: call('GET', 'homePage/getNews', noInput).returns<HomeNews>(),
  homeHotData: call('GET', 'homePage/getHotData', noInput).returns<HomeHotData>(),
  listPositions: call('GET', 'homePage/listLoactionConfig', noInput).returns<PositionConfig>(),
  updatePosition: call('POST', 'homePage/updateLoactionConfig', updatePositionSchema).returns<PositionConfig>(),
  editorList: call('GET', 'content/getList', editorListSchema).returns<Paged<ContentEditorItem>>(),
  editorGet: call('GET', 'content/getDetail', contentIdSchema).returns<ContentEditorItem>(),
  save: call('POST', 'content/save', saveContentSchema).returns<ContentEditorItem>(),
  publish: call('POST', 'content/publish', publishSchema).returns<ContentEditorItem>(),
  remove: call('POST', 'content/delete', contentIdSchema).returns<{ id: number }>(),
};
