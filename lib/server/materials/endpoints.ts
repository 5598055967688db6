import 'server-only';
import { materialCalls as calls, materialFamilyCalls, MATERIAL_FAMILIES, type MaterialFamily } from '@/lib/materials/contract';
import { defineEndpoint, permission, PUBLIC, USER, type EndpointDef } from '@/lib/server/api/types';
import { PERMISSIONS } from '@/lib/session/permissions';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { listCommonGrades, listHotBrands, listHotKeywords, listHotMaterials, listHotPurposes } from './activity';
import { getConditions, getStandardDetail, suggestGrades } from './catalog';
import { getMaterialDetail, getMaterialProperties } from './detail';
import { searchMaterials } from './search';
import { countSearch, countView } from './counters';
import { listKeywordsForAdmin, setKeywordBlocked } from './hot-keywords';
import { addFavorite, deleteHistory, listFavorites, listHistory, removeFavorite, saveHistory } from './user-data';

/** The five calls each family has (welding has no materialProperties call in the spec). */
function familyEndpoints(family: MaterialFamily): EndpointDef<any>[] {
  const c = materialFamilyCalls[family];
  const list: EndpointDef<any>[] = [
    defineEndpoint(c.search, {
      access: PUBLIC,
      apiScope: 'materials:read',
      rateLimit: RATE_LIMITS.read,
      summary: `Search ${family} records: keyword, system, standard, delivery, category, element/property ranges, sort, page`,
      handler: async ({ db, input, locale, services }) => {
        const result = await searchMaterials(db, family, input, locale, services.sharedAnswers());
        if (input.keyword && input.page === 1) countSearch(db, family, input.keyword, result.list.map((r) => r.id));
        return result;
      },
    }),
    defineEndpoint(c.detail, {
      access: PUBLIC,
      apiScope: 'materials:read',
      summary: `Detail of a ${family} record by id or slug: composition, properties at the viewer level, equivalents, sources`,
      handler: async ({ db, input, locale, user, services }) => {
        const detail = await getMaterialDetail(db, family, input.id, user, locale, services.sharedAnswers());
        countView(db, detail.id);
        return detail;
      },
    }),
    defineEndpoint(c.standard, {
      access: PUBLIC,
      apiScope: 'materials:read',
      summary: `A standard (id or code) with every ${family} grade that cites it, paginated`,
      handler: ({ db, input, locale }) => getStandardDetail(db, family, input.id, input.page, input.pageSize, locale),
    }),
    defineEndpoint(c.conditions, {
      access: PUBLIC,
      apiScope: 'materials:read',
      summary: `Search conditions of ${family} records with counts (systems, standards, categories, delivery states, elements, properties)`,
      handler: ({ db, locale, services }) => getConditions(db, family, locale, services.sharedAnswers()),
    }),
  ];
  if (c.properties) {
    list.push(
      defineEndpoint(c.properties, {
        access: PUBLIC,
        apiScope: 'materials:read',
        summary: `Property rows of a ${family} record (visitors see the first rows; signed-in users all)`,
        handler: ({ db, input, locale, user }) => getMaterialProperties(db, family, input.id, user, locale),
      }),
    );
  }
  return list;
}

export const materialEndpoints: EndpointDef<any>[] = [
  ...MATERIAL_FAMILIES.flatMap(familyEndpoints),
  defineEndpoint(calls.specExtend, {
    access: PUBLIC,
    summary: 'Keyword suggestions while typing: grades, aliases and equivalents (family defaults to steel)',
    handler: ({ db, input, locale, services }) => suggestGrades(db, input.family, input.keyword, input.limit, locale, services.sharedAnswers()),
  }),
  defineEndpoint(calls.hotMaterials, {
    access: PUBLIC,
    summary: 'Most viewed and found materials (family optional), from recorded views and search hits',
    handler: ({ db, input }) => listHotMaterials(db, input.family, input.limit),
  }),
  defineEndpoint(calls.hotKeywords, {
    access: PUBLIC,
    summary: 'Most searched keywords (family optional)',
    handler: ({ db, input }) => listHotKeywords(db, input.family, input.limit),
  }),
  defineEndpoint(calls.keywordAdmin, {
    access: permission(PERMISSIONS.administration),
    summary: 'Administrators: counted search keywords, most searched first, with whether visitors see them and whether they are blocked',
    handler: ({ db, input }) => listKeywordsForAdmin(db, input.limit),
  }),
  defineEndpoint(calls.blockKeyword, {
    access: permission(PERMISSIONS.administration),
    rateLimit: RATE_LIMITS.edit,
    summary: 'Administrators: keeps a keyword off the hot searches (blocked: true) or lets it back (false), for every family',
    handler: ({ db, user, input }) => setKeywordBlocked(db, user!.id, input.keyword, input.blocked),
  }),
  defineEndpoint(calls.hotPurposes, {
    access: PUBLIC,
    summary: 'Material categories (uses) by views and search hits',
    handler: ({ db, input, locale }) => listHotPurposes(db, input.family, input.limit, locale),
  }),
  defineEndpoint(calls.hotBrands, {
    access: PUBLIC,
    summary: 'Grades (brands) by views and search hits summed over their records',
    handler: ({ db, input }) => listHotBrands(db, input.family, input.limit),
  }),
  defineEndpoint(calls.commonGrades, {
    access: PUBLIC,
    summary: 'Commonly referenced grades (family optional): most cross-references, then best confidence; shown while there is no activity',
    handler: ({ db, input, services }) => listCommonGrades(db, input.family, input.limit, services.sharedAnswers()),
  }),
  defineEndpoint(calls.saveHistory, {
    access: USER,
    rateLimit: RATE_LIMITS.visit,
    summary: 'Save a material search (scope material: keyword, family, URL query) or an AI question (scope ai) of the signed-in user',
    handler: ({ db, input, user }) => saveHistory(db, user!.id, input.family, input.keyword, input.query, input.scope),
  }),
  defineEndpoint(calls.getHistory, {
    access: USER,
    summary: 'The signed-in user\'s recent material searches (or, scope ai, AI questions), newest first',
    handler: ({ db, input, user }) => listHistory(db, user!.id, input.family, input.limit, input.scope),
  }),
  defineEndpoint(calls.delHistory, {
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    summary: 'Delete one search record (id) or the whole history (optionally of one family)',
    handler: ({ db, input, user }) => deleteHistory(db, user!.id, input.id, input.family, input.scope),
  }),
  defineEndpoint(calls.addFavorite, {
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    summary: 'Add a material to the signed-in user\'s favourites (idempotent)',
    handler: ({ db, input, user }) => addFavorite(db, user!.id, input.materialId),
  }),
  defineEndpoint(calls.removeFavorite, {
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    summary: 'Remove a material from the signed-in user\'s favourites',
    handler: ({ db, input, user }) => removeFavorite(db, user!.id, input.materialId),
  }),
  defineEndpoint(calls.listFavorites, {
    access: USER,
    summary: 'The signed-in user\'s favourite materials, newest first, paginated (family optional)',
    handler: ({ db, input, user, locale }) => listFavorites(db, user!.id, input.family, input.page, input.pageSize, locale),
  }),
];
