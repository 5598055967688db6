import { get, post } from './client';

/**
 * Typed client of the material database calls (issue 4; spec section 7: Steel, Welding, Alloy,
 * Hot data, searchHistory, collection). Shapes are the public contract of lib/server/materials.
 */

export type MaterialFamily = 'steel' | 'welding' | 'alloy';
export type ViewerLevel = 'visitor' | 'user' | 'vip';

/** Properties that can be filtered and sorted on (numeric, base units: MPa, %, J, HB/HV as stated). */
export const SEARCH_PROPERTY_KEYS = [
  'tensileStrength',
  'yieldStrength',
  'elongation',
  'reductionOfArea',
  'hardness',
  'impactEnergy',
  'fatigueStrength',
] as const;
export type SearchPropertyKey = (typeof SEARCH_PROPERTY_KEYS)[number];
export type SearchSortKey = 'relevance' | 'grade' | SearchPropertyKey;

/** A range condition; min/max may be sent as typed text: the server answers "numeric-only input". */
export interface RangeInput {
  /** Element symbol (`Cr`) or property key (`tensileStrength`). */
  key: string;
  min?: number | string | null;
  max?: number | string | null;
}

export interface MaterialSearchRequest {
  keyword?: string;
  /** Standard system code: GB, ASTM, UNS, EN, DIN, JIS, ISO, GOST, AWS, AA, ... */
  system?: string;
  /** Standard code as listed by the conditions call (e.g. `GB/T 1591-2018`) or its id. */
  standard?: string | number;
  /** Delivery state code (conditions call). */
  delivery?: string;
  /** Category code (conditions call), e.g. `stainless`. */
  category?: string;
  elements?: RangeInput[];
  properties?: RangeInput[];
  sort?: SearchSortKey;
  order?: 'asc' | 'desc';
  page?: number;
  /** 1..100, default 20. */
  pageSize?: number;
}

export interface MaterialSearchRow {
  id: number;
  slug: string;
  family: MaterialFamily;
  grade: string;
  aliases: string[];
  category: string | null;
  categoryLabel: string | null;
  standardId: number | null;
  standardCode: string | null;
  standardSystem: string | null;
  deliveryState: string | null;
  deliveryLabel: string | null;
  /** Numbers in MPa / % / J / HB as the source states (hardness scale in hardnessScale). */
  tensileMin: number | null;
  tensileMax: number | null;
  yieldMin: number | null;
  elongationMin: number | null;
  reductionOfAreaMin: number | null;
  hardness: number | null;
  impactEnergy: number | null;
  fatigueStrength: number | null;
  /** Main elements as printed in the source (`<=0.20`, `0.80-1.10`, `0.37`). */
  elements: Record<string, string>;
  /** Why the keyword matched: grade, alias, equivalent designation or text. */
  matchedBy: 'grade' | 'alias' | 'equivalent' | 'text' | null;
  datasetCode: string;
  datasetTitle: string;
  confidence: string | null;
}

export interface MaterialSearchResult {
  list: MaterialSearchRow[];
  total: number;
  page: number;
  pageSize: number;
  /** "No matching data" in the caller's language when the list is empty. */
  notice: string | null;
}

export interface ConditionOption {
  value: string;
  label: string;
  count: number;
}

export interface StandardOption {
  id: number;
  code: string;
  system: string;
  label: string;
  count: number;
}

export interface PropertyOption {
  key: SearchPropertyKey;
  label: string;
  unit: string;
}

export interface MaterialConditions {
  family: MaterialFamily;
  total: number;
  systems: ConditionOption[];
  standards: StandardOption[];
  categories: ConditionOption[];
  deliveryStates: ConditionOption[];
  /** Elements that occur in this family's compositions. */
  elements: ConditionOption[];
  properties: PropertyOption[];
  sorts: { value: SearchSortKey; label: string }[];
}

export interface CompositionRow {
  element: string;
  label: string;
  raw: string;
  min: number | null;
  max: number | null;
  typical: number | null;
  unit: 'wt%' | 'ppm';
  note: string | null;
}

export interface SourceRef {
  datasetCode: string;
  datasetTitle: string;
  /** 1-based data row of the CSV (header excluded). */
  sourceRow: number;
  /** Original record id when the source has one (e.g. STL012, weld id). */
  sourceRef: string | null;
  citation: string;
  confidence: string | null;
}

export interface PropertyRow {
  seq: number;
  shape: string | null;
  deliveryState: string | null;
  valueType: 'specified' | 'typical' | 'measured';
  valueTypeLabel: string;
  thicknessMin: number | null;
  thicknessMax: number | null;
  thicknessRaw: string | null;
  testTemperature: number | null;
  tensileMin: number | null;
  tensileMax: number | null;
  tensileRaw: string | null;
  yieldMin: number | null;
  yieldMax: number | null;
  yieldRaw: string | null;
  yieldType: string | null;
  elongationMin: number | null;
  elongationMax: number | null;
  elongationRaw: string | null;
  reductionMin: number | null;
  reductionRaw: string | null;
  impactEnergy: number | null;
  impactRaw: string | null;
  impactTemperature: number | null;
  impactNotch: string | null;
  hardnessValue: number | null;
  hardnessScale: string | null;
  hardnessRaw: string | null;
  fatigueStrength: number | null;
  fractureStrength: number | null;
  bendAngle: string | null;
  bendRadius: string | null;
  remarks: string | null;
  source: SourceRef;
}

export interface EquivalentRow {
  groupCode: string;
  system: string;
  designation: string;
  standard: string | null;
  relation: string | null;
  confidence: string | null;
  notes: string | null;
  /** A material record with this designation, when the database has one. */
  materialId: number | null;
  slug: string | null;
  family: MaterialFamily | null;
}

export interface StandardInfo {
  id: number;
  code: string;
  system: string;
  number: string;
  year: number | null;
  name: string | null;
  issuer: string | null;
}

export interface PermissionInfo {
  level: ViewerLevel;
  canSeeAllProperties: boolean;
  canExport: boolean;
  canCompare: boolean;
  /** What each level sees, in the caller's language (the permission tab). */
  rules: { level: ViewerLevel; label: string; items: string[] }[];
}

export interface MaterialProcessItem {
  key: string;
  label: string;
  value: string | number;
  unit: string | null;
}

export interface MaterialDetail {
  id: number;
  slug: string;
  family: MaterialFamily;
  familyLabel: string;
  grade: string;
  aliases: string[];
  category: string | null;
  categoryLabel: string | null;
  categoryText: string | null;
  standard: StandardInfo | null;
  standardText: string | null;
  deliveryState: string | null;
  deliveryLabel: string | null;
  deliveryText: string | null;
  heatTreatment: string | null;
  microstructure: string | null;
  description: string | null;
  physical: {
    density: number | null;
    youngModulus: number | null;
    shearModulus: number | null;
    poissonRatio: number | null;
  };
  process: MaterialProcessItem[];
  composition: CompositionRow[];
  properties: PropertyRow[];
  propertiesTotal: number;
  /** Rows withheld at this viewer level (visitors see the first rows only). */
  propertiesHidden: number;
  equivalents: EquivalentRow[];
  source: SourceRef & { url: string | null; license: string | null; sourceUrls: string[]; notes: string | null };
  permission: PermissionInfo;
  isFavorite: boolean;
  /** Page title and description for SEO, in the caller's language. */
  seoTitle: string;
  seoDescription: string;
}

export interface MaterialPropertiesResult {
  id: number;
  list: PropertyRow[];
  total: number;
  hidden: number;
  permission: PermissionInfo;
}

export interface StandardGradeRow {
  id: number;
  slug: string;
  family: MaterialFamily;
  grade: string;
  categoryLabel: string | null;
  deliveryLabel: string | null;
  tensileMin: number | null;
  tensileMax: number | null;
  yieldMin: number | null;
}

export interface StandardDetail {
  standard: StandardInfo;
  list: StandardGradeRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface SpecSuggestion {
  id: number;
  slug: string;
  family: MaterialFamily;
  grade: string;
  standardCode: string | null;
  /** Equivalent or alias that matched, when not the grade itself. */
  matched: string | null;
}

export interface HotMaterial {
  id: number;
  slug: string;
  family: MaterialFamily;
  grade: string;
  standardCode: string | null;
  views: number;
  searchHits: number;
}
/** A grade shown while there is no search or view activity yet: widely cross-referenced, best confidence first. */
export interface CommonGrade {
  id: number;
  slug: string;
  family: MaterialFamily;
  grade: string;
  standardCode: string | null;
  /** Other designations the record is cross-referenced with (equivalence rows and aliases). */
  references: number;
  confidence: string | null;
}
export interface HotKeyword {
  keyword: string;
  family: MaterialFamily;
  count: number;
}
export interface HotPurpose {
  category: string;
  label: string;
  family: MaterialFamily;
  count: number;
}
export interface HotBrand {
  grade: string;
  family: MaterialFamily;
  count: number;
  id: number;
  slug: string;
}

export interface SearchHistoryRow {
  id: number;
  family: MaterialFamily;
  keyword: string;
  query: string | null;
  createdAt: string;
}

export interface FavoriteRow {
  materialId: number;
  slug: string;
  family: MaterialFamily;
  grade: string;
  standardCode: string | null;
  categoryLabel: string | null;
  createdAt: string;
}

export interface FavoriteList {
  list: FavoriteRow[];
  total: number;
  page: number;
  pageSize: number;
}

type IdParam = { id: number | string };
type Paging = { page?: number; pageSize?: number };
type HotParams = { family?: MaterialFamily; limit?: number };

const AREA: Record<MaterialFamily, string> = { steel: 'steelName', welding: 'weldingMetal', alloy: 'alloyName' };

export const steelApi = {
  steelDetail: (p: IdParam) => get<MaterialDetail>('steelName/steelDetail', p),
  standDetail: (p: IdParam & Paging) => get<StandardDetail>('steelName/standDetail', p),
  materialProperties: (p: IdParam) => get<MaterialPropertiesResult>('steelName/materialProperties', p),
  getSteelConditions: () => get<MaterialConditions>('steelName/getSteelConditions'),
  steelSearch: (p: MaterialSearchRequest) => post<MaterialSearchResult>('steelName/steelSearch', p),
  /** Keyword suggestions while typing (grades, aliases, equivalents); family defaults to steel. */
  getSpecExtend: (p: { keyword: string; family?: MaterialFamily; limit?: number }) =>
    get<SpecSuggestion[]>('steelName/getSpecExtend', p),
};

export const weldingApi = {
  standDetail: (p: IdParam & Paging) => get<StandardDetail>('weldingMetal/standDetail', p),
  getWeldingConditions: () => get<MaterialConditions>('weldingMetal/getWeldingConditions'),
  weldingSearch: (p: MaterialSearchRequest) => post<MaterialSearchResult>('weldingMetal/weldingSearch', p),
  weldingDetail: (p: IdParam) => get<MaterialDetail>('weldingMetal/weldingDetail', p),
};

export const alloyApi = {
  standDetail: (p: IdParam & Paging) => get<StandardDetail>('alloyName/standDetail', p),
  materialProperties: (p: IdParam) => get<MaterialPropertiesResult>('alloyName/materialProperties', p),
  getAlloyConditions: () => get<MaterialConditions>('alloyName/getAlloyConditions'),
  alloySearch: (p: MaterialSearchRequest) => post<MaterialSearchResult>('alloyName/alloySearch', p),
  alloyDetail: (p: IdParam) => get<MaterialDetail>('alloyName/alloyDetail', p),
};

export const hotApi = {
  listHotSteel: (p: HotParams = {}) => get<HotMaterial[]>('hot/data/listHotSteel', p),
  listHotKeywords: (p: HotParams = {}) => get<HotKeyword[]>('hot/data/listHotKeywords', p),
  listHotPurpose: (p: HotParams = {}) => get<HotPurpose[]>('hot/data/listHotPurpose', p),
  listHotBrand: (p: HotParams = {}) => get<HotBrand[]>('hot/data/listHotBrand', p),
  listCommonGrades: (p: HotParams = {}) => get<CommonGrade[]>('hot/data/listCommonGrades', p),
};

/** Signed-in only. */
export const searchHistoryApi = {
  saveRecode: (p: { keyword: string; family?: MaterialFamily; query?: string }) =>
    post<SearchHistoryRow>('searchHistory/saveRecode', p),
  getRecode: (p: { family?: MaterialFamily; limit?: number } = {}) => get<SearchHistoryRow[]>('searchHistory/getRecode', p),
  /** Deletes one record (id) or the whole history of the family (no id). */
  delRecode: (p: { id?: number; family?: MaterialFamily } = {}) => post<{ deleted: number }>('searchHistory/delRecode', p),
};

/** Signed-in only: favourites shown on /my/myFavorites. */
export const collectionApi = {
  add: (p: { materialId: number }) => post<{ materialId: number; isFavorite: true }>('collection/add', p),
  remove: (p: { materialId: number }) => post<{ materialId: number; isFavorite: false }>('collection/remove', p),
  list: (p: Paging & { family?: MaterialFamily } = {}) => get<FavoriteList>('collection/list', p),
};

/** Family-generic helpers for screens shared by the three families. */
export function searchMaterials(family: MaterialFamily, p: MaterialSearchRequest): Promise<MaterialSearchResult> {
  if (family === 'welding') return weldingApi.weldingSearch(p);
  if (family === 'alloy') return alloyApi.alloySearch(p);
  return steelApi.steelSearch(p);
}

export function getMaterialDetail(family: MaterialFamily, id: number | string): Promise<MaterialDetail> {
  if (family === 'welding') return weldingApi.weldingDetail({ id });
  if (family === 'alloy') return alloyApi.alloyDetail({ id });
  return steelApi.steelDetail({ id });
}

export function getMaterialConditions(family: MaterialFamily): Promise<MaterialConditions> {
  if (family === 'welding') return weldingApi.getWeldingConditions();
  if (family === 'alloy') return alloyApi.getAlloyConditions();
  return steelApi.getSteelConditions();
}

export function getStandardDetail(family: MaterialFamily, p: IdParam & Paging): Promise<StandardDetail> {
  return get<StandardDetail>(`${AREA[family]}/standDetail`, p);
}

/** Welding has no materialProperties call in the spec; its detail carries the rows. */
export function getMaterialProperties(family: 'steel' | 'alloy', id: number | string): Promise<MaterialPropertiesResult> {
  return family === 'alloy' ? alloyApi.materialProperties({ id }) : steelApi.materialProperties({ id });
}
