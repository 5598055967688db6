import 'server-only';
import { comparisonCalls, intelligenceCalls as calls } from '@/lib/intelligence/contract';
import type { MaterialFamily } from '@/lib/materials/family';
import { defineEndpoint, permission, PUBLIC, USER, type EndpointDef } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { PERMISSIONS } from '@/lib/session/permissions';
import { addToStoredBoard, getBoard, saveBoard } from './board-store';
import { buildComparison } from './comparison';
import { exportComparison } from './export';
import { gradeMatching, similarMaterials, weldingMatching } from './matching';
import { getIntelData } from './records';
import { matchingConditions, matchingContrast, matchingResults } from './requirements-service';
import { visualizationPoints } from './visualization';

/** Comparison is a registered user's privilege, as the permission tab says (issue 29, item 9). */
const comparison = (family: MaterialFamily, summary: string) =>
  defineEndpoint(comparisonCalls[family], {
    summary,
    access: USER,
    apiScope: 'materials:read',
    rateLimit: RATE_LIMITS.read,
    handler: async ({ db, input }) => buildComparison(await getIntelData(db), input.ids, family, input.thickness ?? null),
  });

/** Material intelligence (issue 5; spec sections 5 and 7: steelComparison, weldingComparison, AlloyComparison, intelligentMatching). */
export const intelligenceEndpoints: EndpointDef<any>[] = [
  comparison('steel', 'Compares 2 to 6 steel records side by side (composition, properties, best per property); registered users.'),
  comparison('welding', 'Compares 2 to 6 welding consumables side by side; registered users.'),
  comparison('alloy', 'Compares 2 to 6 aluminium alloy records side by side; registered users.'),
  defineEndpoint(calls.similar, {
    summary: 'Most similar records to one record by composition (and properties), with element-by-element differences.',
    access: PUBLIC,
    handler: async ({ db, input }) => similarMaterials(await getIntelData(db), input),
  }),
  defineEndpoint(calls.gradeMatching, {
    summary: 'Counterparts of a grade in other standard systems: listed (cross-reference source) or computed, with stricter/looser per limit.',
    access: PUBLIC,
    handler: async ({ db, input, t }) => gradeMatching(await getIntelData(db), input, t),
  }),
  defineEndpoint(calls.weldingMatching, {
    summary: 'Recommended welding consumables for one or two base metals and a process, with rule, alternatives, what to avoid and source.',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.read,
    handler: async ({ db, input }) => weldingMatching(db, await getIntelData(db), input),
  }),
  defineEndpoint(calls.conditions, {
    summary: 'Requirement kinds, default requirements, chart axes, systems and categories of a material family.',
    access: PUBLIC,
    handler: async ({ db, input }) => matchingConditions(await getIntelData(db), input.type),
  }),
  defineEndpoint(calls.results, {
    summary: 'Candidates ranked against requirements (e.g. yield ≥ 345 MPa, CEV ≤ 0.45) with the margin of each.',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.read,
    handler: async ({ db, input }) => matchingResults(await getIntelData(db), input),
  }),
  defineEndpoint(calls.contrast, {
    summary: 'Chosen candidates evaluated side by side against the requirements.',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.read,
    handler: async ({ db, input }) => matchingContrast(await getIntelData(db), input),
  }),
  defineEndpoint(calls.visualization, {
    summary: 'Scatter points of two properties or elements over a family or a search result, grouped by category or system.',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.read,
    handler: async ({ db, input }) => visualizationPoints(await getIntelData(db), input),
  }),
  defineEndpoint(calls.boardGet, {
    summary: "The signed-in user's comparison board.",
    access: USER,
    handler: async ({ db, user }) => ({ items: await getBoard(db, user!.id) }),
  }),
  defineEndpoint(calls.boardSave, {
    summary: "Replaces the signed-in user's comparison board (at most 6 records of one material type).",
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, user, input }) => ({ items: await saveBoard(db, user!.id, input.ids) }),
  }),
  defineEndpoint(calls.boardAdd, {
    summary: "Adds one record to the signed-in user's comparison board, with the board rules.",
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, user, input }) => ({ items: await addToStoredBoard(db, user!.id, input.id) }),
  }),
  defineEndpoint(calls.exportExcel, {
    summary: 'The comparison of 2 to 6 records of one family as an .xlsx file written on the server, labels in the caller\'s language.',
    access: permission(PERMISSIONS.materialExport),
    rateLimit: RATE_LIMITS.read,
    binary: true,
    handler: ({ db, input, locale, t }) => exportComparison(db, input, locale, t),
  }),
];
