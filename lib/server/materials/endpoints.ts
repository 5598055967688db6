import 'server-only';
import type { MaterialFamily } from '@/lib/api/materials';
import { defineEndpoint, type EndpointDef } from '@/lib/server/api/types';
import { listCommonGrades, listHotBrands, listHotKeywords, listHotMaterials, listHotPurposes } from './activity';
import { getConditions, getStandardDetail, suggestGrades } from './catalog';
import { getMaterialDetail, getMaterialProperties } from './detail';
import {
  collectionListSchema, collectionSchema, delHistorySchema, getHistorySchema, hotSchema, materialIdSchema, materialSearchSchema,
  saveHistorySchema, specExtendSchema, standardDetailSchema,
} from './schemas';
import { searchMaterials } from './search';
import { countSearch, countView } from './counters';
import { addFavorite, deleteHistory, listFavorites, listHistory, removeFavorite, saveHistory } from './user-data';
import { z } from 'zod';

const PUBLIC = { kind: 'public' } as const;
const USER = { kind: 'user' } as const;
const noInput = z.object({});

function searchEndpoint(family: MaterialFamily, path: string) {
  return defineEndpoint({
    method: 'POST', path, access: PUBLIC, input: materialSearchSchema,
    summary: `Search ${family} records: keyword, system, standard, delivery, category, element/property ranges, sort, page`,
    handler: async ({ db, input, locale }) => {
      const result = await searchMaterials(db, family, input, locale);
      if (input.keyword && input.page === 1) countSearch(db, family, input.keyword, result.list.map((r) => r.id));
      return result;
    },
  });
}

function detailEndpoint(family: MaterialFamily, path: string) {
  return defineEndpoint({
    method: 'GET', path, access: PUBLIC, input: materialIdSchema,
    summary: `Detail of a ${family} record by id or slug: composition, properties at the viewer level, equivalents, sources`,
    handler: async ({ db, input, locale, user }) => {
      const detail = await getMaterialDetail(db, family, input.id, user, locale);
      countView(db, detail.id);
      return detail;
    },
  });
}

function standardEndpoint(family: MaterialFamily, path: string) {
  return defineEndpoint({
    method: 'GET', path, access: PUBLIC, input: standardDetailSchema,
    summary: `A standard (id or code) with every ${family} grade that cites it, paginated`,
    handler: ({ db, input, locale }) => getStandardDetail(db, family, input.id, input.page, input.pageSize, locale),
  });
}

function propertiesEndpoint(family: MaterialFamily, path: string) {
  return defineEndpoint({
    method: 'GET', path, access: PUBLIC, input: materialIdSchema,
    summary: `Property rows of a ${family} record (visitors see the first rows; signed-in users all)`,
    handler: ({ db, input, locale, user }) => getMaterialProperties(db, family, input.id, user, locale),
  });
}

function conditionsEndpoint(family: MaterialFamily, path: string) {
  return defineEndpoint({
    method: 'GET', path, access: PUBLIC, input: noInput,
    summary: `Search conditions of ${family} records with counts (systems, standards, categories, delivery states, elements, properties)`,
    handler: ({ db, locale }) => getConditions(db, family, locale),
  });
}

export const materialEndpoints: EndpointDef<any>[] = [
  detailEndpoint('steel', 'steelName/steelDetail'),
  standardEndpoint('steel', 'steelName/standDetail'),
  propertiesEndpoint('steel', 'steelName/materialProperties'),
  conditionsEndpoint('steel', 'steelName/getSteelConditions'),
  searchEndpoint('steel', 'steelName/steelSearch'),
  defineEndpoint({
    method: 'GET', path: 'steelName/getSpecExtend', access: PUBLIC, input: specExtendSchema,
    summary: 'Keyword suggestions while typing: grades, aliases and equivalents (family defaults to steel)',
    handler: ({ db, input, locale }) => suggestGrades(db, input.family, input.keyword, input.limit, locale),
  }),
  standardEndpoint('welding', 'weldingMetal/standDetail'),
  conditionsEndpoint('welding', 'weldingMetal/getWeldingConditions'),
  searchEndpoint('welding', 'weldingMetal/weldingSearch'),
  detailEndpoint('welding', 'weldingMetal/weldingDetail'),
  standardEndpoint('alloy', 'alloyName/standDetail'),
  propertiesEndpoint('alloy', 'alloyName/materialProperties'),
  conditionsEndpoint('alloy', 'alloyName/getAlloyConditions'),
  searchEndpoint('alloy', 'alloyName/alloySearch'),
  detailEndpoint('alloy', 'alloyName/alloyDetail'),
  defineEndpoint({
    method: 'GET', path: 'hot/data/listHotSteel', access: PUBLIC, input: hotSchema,
    summary: 'Most viewed and found materials (family optional), from recorded views and search hits',
    handler: ({ db, input }) => listHotMaterials(db, input.family, input.limit),
  }),
  defineEndpoint({
    method: 'GET', path: 'hot/data/listHotKeywords', access: PUBLIC, input: hotSchema,
    summary: 'Most searched keywords (family optional)',
    handler: ({ db, input }) => listHotKeywords(db, input.family, input.limit),
  }),
  defineEndpoint({
    method: 'GET', path: 'hot/data/listHotPurpose', access: PUBLIC, input: hotSchema,
    summary: 'Material categories (uses) by views and search hits',
    handler: ({ db, input, locale }) => listHotPurposes(db, input.family, input.limit, locale),
  }),
  defineEndpoint({
    method: 'GET', path: 'hot/data/listHotBrand', access: PUBLIC, input: hotSchema,
    summary: 'Grades (brands) by views and search hits summed over their records',
    handler: ({ db, input }) => listHotBrands(db, input.family, input.limit),
  }),
  defineEndpoint({
    method: 'GET', path: 'hot/data/listCommonGrades', access: PUBLIC, input: hotSchema,
    summary: 'Commonly referenced grades (family optional): most cross-references, then best confidence; shown while there is no activity',
    handler: ({ db, input }) => listCommonGrades(db, input.family, input.limit),
  }),
  defineEndpoint({
    method: 'POST', path: 'searchHistory/saveRecode', access: USER, input: saveHistorySchema,
    summary: 'Save a material search of the signed-in user (keyword, family, URL query)',
    handler: ({ db, input, user }) => saveHistory(db, user!.id, input.family, input.keyword, input.query),
  }),
  defineEndpoint({
    method: 'GET', path: 'searchHistory/getRecode', access: USER, input: getHistorySchema,
    summary: 'The signed-in user\'s recent material searches, newest first',
    handler: ({ db, input, user }) => listHistory(db, user!.id, input.family, input.limit),
  }),
  defineEndpoint({
    method: 'POST', path: 'searchHistory/delRecode', access: USER, input: delHistorySchema,
    summary: 'Delete one search record (id) or the whole history (optionally of one family)',
    handler: ({ db, input, user }) => deleteHistory(db, user!.id, input.id, input.family),
  }),
  defineEndpoint({
    method: 'POST', path: 'collection/add', access: USER, input: collectionSchema,
    summary: 'Add a material to the signed-in user\'s favourites (idempotent)',
    handler: ({ db, input, user }) => addFavorite(db, user!.id, input.materialId),
  }),
  defineEndpoint({
    method: 'POST', path: 'collection/remove', access: USER, input: collectionSchema,
    summary: 'Remove a material from the signed-in user\'s favourites',
    handler: ({ db, input, user }) => removeFavorite(db, user!.id, input.materialId),
  }),
  defineEndpoint({
    method: 'GET', path: 'collection/list', access: USER, input: collectionListSchema,
    summary: 'The signed-in user\'s favourite materials, newest first, paginated (family optional)',
    handler: ({ db, input, user, locale }) => listFavorites(db, user!.id, input.family, input.page, input.pageSize, locale),
  }),
];
