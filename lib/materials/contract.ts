import { z } from '@/lib/zod';
import { call, dbId, idOrSlug, intParam, noInput, pageSchema } from '@/lib/contract';
import { familySchema, type MaterialFamily } from './family';
import type {
  CommonGrade, FavoriteList, HotBrand, HotKeyword, HotKeywordAdminRow, HotMaterial, HotPurpose, SearchHistoryRow, SpecSuggestion,
} from './activity-types';
import type { MaterialConditions, MaterialDetail, MaterialPropertiesResult, MaterialSearchResult, StandardDetail } from './types';

/**
 * The material database's contract (issue 4; spec section 7: Steel, Welding, Alloy, Hot data,
 * searchHistory, collection): every call's path, input schema and output type, declared once and
 * used by the endpoints (lib/server/materials), the browser calls (lib/api/calls/materials.ts) and the
 * server components (serverGet). Range values may arrive as typed text; the server's checkRanges
 * turns them into numbers or "numeric-only" errors.
 */

export * from './family';
export type * from './types';
export type * from './activity-types';

export * from './search-keys';
import { SEARCH_SORT_KEYS } from './search-keys';

const rangeValue = z.union([z.number(), z.string().max(40), z.null()]).optional();

export const rangeInputSchema = z.object({
  /** Element symbol (`Cr`) or property key (`tensileStrength`). */
  key: z.string().trim().min(1).max(40),
  min: rangeValue,
  max: rangeValue,
});
export type RangeInput = z.input<typeof rangeInputSchema>;

export const materialSearchSchema = z.object({
  keyword: z.string().trim().max(100, 'Materials.keywordTooLong').optional().default(''),
  /** Standard system code: GB, ASTM, UNS, EN, DIN, JIS, ISO, GOST, AWS, AA, ... */
  system: z.string().trim().max(16).optional(),
  /** Standard code as listed by the conditions call (e.g. `GB/T 1591-2018`) or its id. */
  standard: z.union([z.string().trim().max(200), dbId()]).optional(),
  delivery: z.string().trim().max(24).optional(),
  category: z.string().trim().max(40).optional(),
  elements: z.array(rangeInputSchema).max(12, 'Materials.tooManyConditions').optional().default([]),
  properties: z.array(rangeInputSchema).max(8, 'Materials.tooManyConditions').optional().default([]),
  /** The unit strength ranges are entered in (the page's unit switch); the server converts ksi to MPa. */
  strengthUnit: z.enum(['MPa', 'ksi']).optional(),
  /** relevance, grade or a property key (SEARCH_SORT_KEYS): an enum, so no other name reaches the query. */
  sort: z.enum(SEARCH_SORT_KEYS, { error: 'Materials.badSort' }).optional().default('relevance'),
  order: z.enum(['asc', 'desc']).optional(),
  ...pageSchema.shape,
});
export type MaterialSearchInput = z.infer<typeof materialSearchSchema>;
/** What a screen sends (before defaults). */
export type MaterialSearchRequest = z.input<typeof materialSearchSchema>;

export const materialIdSchema = z.object({
  id: idOrSlug('Materials.idRequired', 'Materials.noCorrespondingId'),
});

export const standardDetailSchema = materialIdSchema.extend(pageSchema.shape);

export const specExtendSchema = z.object({
  keyword: z.string().trim().min(1, 'Materials.keywordRequired').max(100, 'Materials.keywordTooLong'),
  family: familySchema.optional().default('steel'),
  limit: intParam(1, 20).optional().default(10),
});

export const hotSchema = z.object({
  family: familySchema.optional(),
  limit: intParam(1, 50).optional().default(10),
});

export const keywordAdminSchema = z.object({ limit: intParam(1, 200).optional().default(100) });

export const blockKeywordSchema = z.object({
  keyword: z.string().trim().min(1, 'Materials.keywordRequired').max(100, 'Materials.keywordTooLong'),
  blocked: z.boolean({ message: 'Materials.keywordBlockedRequired' }),
});

/**
 * Whose history a record belongs to: a material search, or a question to the AI assistant (issue 36,
 * which reuses these calls instead of adding its own). Absent means `material`.
 */
export const HISTORY_SCOPES = ['material', 'ai'] as const;
export type HistoryScope = (typeof HISTORY_SCOPES)[number];
const historyScope = z.enum(HISTORY_SCOPES, { error: 'Materials.historyScopeInvalid' }).optional().default('material');

export const saveHistorySchema = z
  .object({
    /** A keyword (≤ 100 characters) or, for scope `ai`, a question (≤ 2,000). */
    keyword: z.string().trim().min(1, 'Materials.keywordRequired').max(2000, 'Materials.keywordTooLong'),
    family: familySchema.optional().default('steel'),
    query: z.string().max(2000).optional(),
    scope: historyScope,
  })
  .superRefine((v, ctx) => {
    if (v.scope === 'material' && v.keyword.length > 100) ctx.addIssue({ code: 'custom', path: ['keyword'], message: 'Materials.keywordTooLong' });
  });

export const getHistorySchema = z.object({
  family: familySchema.optional(),
  limit: intParam(1, 100).optional().default(20),
  scope: historyScope,
});

export const delHistorySchema = z.object({
  id: dbId('Materials.historyIdInvalid').optional(),
  family: familySchema.optional(),
  scope: historyScope,
});

export const collectionSchema = z.object({
  materialId: dbId('Materials.materialIdRequired'),
});

export const collectionListSchema = z.object({ family: familySchema.optional(), ...pageSchema.shape });

/** The spec's area name of each family's calls. */
const AREA: Record<MaterialFamily, string> = { steel: 'steelName', welding: 'weldingMetal', alloy: 'alloyName' };
/** The spec spells each family's calls differently (steelSearch, weldingSearch, alloySearch...). */
const NAME: Record<MaterialFamily, { search: string; detail: string; conditions: string }> = {
  steel: { search: 'steelSearch', detail: 'steelDetail', conditions: 'getSteelConditions' },
  welding: { search: 'weldingSearch', detail: 'weldingDetail', conditions: 'getWeldingConditions' },
  alloy: { search: 'alloySearch', detail: 'alloyDetail', conditions: 'getAlloyConditions' },
};

function familyCalls(family: MaterialFamily) {
  const path = (name: string) => `${AREA[family]}/${name}`;
  return {
    search: call('POST', path(NAME[family].search), materialSearchSchema).returns<MaterialSearchResult>(),
    detail: call('GET', path(NAME[family].detail), materialIdSchema).returns<MaterialDetail>(),
    conditions: call('GET', path(NAME[family].conditions), noInput).returns<MaterialConditions>(),
    standard: call('GET', path('standDetail'), standardDetailSchema).returns<StandardDetail>(),
    /** Welding has no materialProperties call in the spec; its detail carries the rows. */
    properties: family === 'welding' ? null : call('GET', path('materialProperties'), materialIdSchema).returns<MaterialPropertiesResult>(),
  };
}

/** The per-family calls, e.g. `familyCalls.steel.search` is POST steelName/steelSearch. */
export const materialFamilyCalls = {
  steel: familyCalls('steel'),
  welding: familyCalls('welding'),
  alloy: familyCalls('alloy'),
} as const;

export const materialCalls = {
  specExtend: call('GET', 'steelName/getSpecExtend', specExtendSchema).returns<SpecSuggestion[]>(),
  hotMaterials: call('GET', 'hot/data/listHotSteel', hotSchema).returns<HotMaterial[]>(),
  hotKeywords: call('GET', 'hot/data/listHotKeywords', hotSchema).returns<HotKeyword[]>(),
  hotPurposes: call('GET', 'hot/data/listHotPurpose', hotSchema).returns<HotPurpose[]>(),
  hotBrands: call('GET', 'hot/data/listHotBrand', hotSchema).returns<HotBrand[]>(),
  commonGrades: call('GET', 'hot/data/listCommonGrades', hotSchema).returns<CommonGrade[]>(),
  /** Administrators: every counted keyword with shown/blocked (issue 29, item 12). */
  keywordAdmin: call('GET', 'hot/data/keywordAdmin', keywordAdminSchema).returns<HotKeywordAdminRow[]>(),
  blockKeyword: call('POST', 'hot/data/blockKeyword', blockKeywordSchema).returns<{ keyword: string; blocked: boolean }>(),
  saveHistory: call('POST', 'searchHistory/saveRecode', saveHistorySchema).returns<SearchHistoryRow>(),
  getHistory: call('GET', 'searchHistory/getRecode', getHistorySchema).returns<SearchHistoryRow[]>(),
  delHistory: call('POST', 'searchHistory/delRecode', delHistorySchema).returns<{ deleted: number }>(),
  addFavorite: call('POST', 'collection/add', collectionSchema).returns<{ materialId: number; isFavorite: true }>(),
  removeFavorite: call('POST', 'collection/remove', collectionSchema).returns<{ materialId: number; isFavorite: false }>(),
  listFavorites: call('GET', 'collection/list', collectionListSchema).returns<FavoriteList>(),
};


