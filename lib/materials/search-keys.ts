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
/** What a search can be sorted by (the contract's enum; lib/materials/query-state.ts falls back to relevance). */
export const SEARCH_SORT_KEYS = ['relevance', 'grade', ...SEARCH_PROPERTY_KEYS] as const;
export type SearchSortKey = (typeof SEARCH_SORT_KEYS)[number];

/** Search properties measured as a strength (MPa stored; the reader may enter ksi). */
const STRENGTH_KEYS: readonly string[] = ['tensileStrength', 'yieldStrength', 'fatigueStrength'];

/** What a search property measures, so range input follows the unit switch (lib/materials/units.ts). */
export function searchPropertyQuantity(key: string): 'strength' | 'other' {
  return STRENGTH_KEYS.includes(key) ? 'strength' : 'other';
}
