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
