import 'server-only';
import { readSeedData } from '@/lib/server/db/seed-data';

/**
 * The library's type tree and the facts the seed may state about standards. Titles are only those
 * the issuer publishes for that number (GB titles as printed on the standard; ASTM, EN and JIS
 * titles as in their catalogues); a number not listed here keeps an empty title and shows its code.
 * docs/LIBRARY.md lists them with their source. The rows are in seed-data/library/.
 */

/** The type tree (`types`), published titles by the code without its year (`titles`, lib/library/standard-code.ts `base`) and the body that issues a system's standards (`issuers`), read when the step runs. */
export function readLibraryFacts() {
  return {
    types: readSeedData<{ code: string; parent: string | null; zh: string; en: string; sort: number }[]>('library/types.json'),
    titles: readSeedData<Record<string, { zh: string | null; en: string }>>('library/standard-titles.json'),
    issuers: readSeedData<Record<string, { zh: string; en: string }>>('library/issuers.json'),
  };
}

/**
 * Which reference data sets may be shipped as data: their own licence allows passing them on. The
 * others are described (source, licence, citation) without their rows, with the address to get them.
 */
export const REDISTRIBUTABLE_DATASETS = new Set([
  'compiled_steel_grades',
  'compiled_steel_families',
  'compiled_welding_consumables',
  'compiled_aluminium_alloys',
  'nims_fatigue_agrawal2014',
  'nims_fatigue_xiong2020',
  'cambridge_map_weld_metal',
]);
