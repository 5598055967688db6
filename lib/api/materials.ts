import type { CallInput } from '@/lib/route';
import type { MaterialFamily, MaterialSearchRequest } from '@/lib/materials/contract';
import { materialCalls as calls, materialFamilyCalls } from './calls/materials';
import { request } from './client';

/**
 * Browser calls of the material database: calls only, typed from lib/materials/contract.ts
 * (import the types from there).
 */

type In<C> = CallInput<C>;

export function searchMaterials(family: MaterialFamily, p: MaterialSearchRequest) {
  return request(materialFamilyCalls[family].search, p);
}

export function getMaterialDetail(family: MaterialFamily, id: number | string) {
  return request(materialFamilyCalls[family].detail, { id });
}

export function getMaterialConditions(family: MaterialFamily) {
  return request(materialFamilyCalls[family].conditions, {});
}

export function getStandardDetail(family: MaterialFamily, p: In<typeof materialFamilyCalls.steel.standard>) {
  return request(materialFamilyCalls[family].standard, p);
}

/** Welding has no materialProperties call in the spec; its detail carries the rows. */
export function getMaterialProperties(family: 'steel' | 'alloy', id: number | string) {
  return request(materialFamilyCalls[family].properties!, { id });
}

/** Keyword suggestions while typing (grades, aliases, equivalents); family defaults to steel. */
export const suggestGrades = (p: In<typeof calls.specExtend>) => request(calls.specExtend, p);

export const hotApi = {
  listHotSteel: (p: In<typeof calls.hotMaterials> = {}) => request(calls.hotMaterials, p),
  listHotKeywords: (p: In<typeof calls.hotKeywords> = {}) => request(calls.hotKeywords, p),
  listHotPurpose: (p: In<typeof calls.hotPurposes> = {}) => request(calls.hotPurposes, p),
  listHotBrand: (p: In<typeof calls.hotBrands> = {}) => request(calls.hotBrands, p),
  listCommonGrades: (p: In<typeof calls.commonGrades> = {}) => request(calls.commonGrades, p),
};

/** Signed-in only. */
export const searchHistoryApi = {
  saveRecode: (p: In<typeof calls.saveHistory>) => request(calls.saveHistory, p),
  getRecode: (p: In<typeof calls.getHistory> = {}) => request(calls.getHistory, p),
  /** Deletes one record (id) or the whole history of the family (no id). */
  delRecode: (p: In<typeof calls.delHistory> = {}) => request(calls.delHistory, p),
};

/** Signed-in only: favourites shown on /my/myFavorites. */
export const collectionApi = {
  add: (p: In<typeof calls.addFavorite>) => request(calls.addFavorite, p),
  remove: (p: In<typeof calls.removeFavorite>) => request(calls.removeFavorite, p),
  list: (p: In<typeof calls.listFavorites> = {}) => request(calls.listFavorites, p),
};
