import 'server-only';
import { z } from 'zod';
import { defineEndpoint, type EndpointDef } from '@/lib/server/api/types';
import { BOARD_MAX, comparisonSchema } from '@/lib/intelligence/board';
import { matchingResultsSchema } from '@/lib/intelligence/requirements';
import type { MaterialType } from '@/lib/intelligence/types';
import { addToStoredBoard, getBoard, saveBoard } from './board-store';
import { buildComparison } from './comparison';
import { gradeMatching, similarMaterials, weldingMatching } from './matching';
import { getIntelData } from './records';
import { matchingConditions, matchingContrast, matchingResults } from './requirements-service';
import { conditionsSchema, contrastSchema, gradeMatchingSchema, similarSchema, visualizationSchema, weldingMatchingSchema } from './schemas';
import { visualizationPoints } from './visualization';
import { permission } from '@/lib/server/api/types';
import { PERMISSIONS } from '@/lib/session/permissions';
import { exportComparisonCall } from '@/lib/intelligence/export';
import { exportComparison } from './export';

const publicAccess = { kind: 'public' } as const;
const userAccess = { kind: 'user' } as const;

const comparison = (path: string, type: MaterialType, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary,
    input: comparisonSchema,
    access: publicAccess,
    handler: async ({ db, input }) => buildComparison(await getIntelData(db), input.ids, type),
  });

const boardIds = z.object({
  ids: z.array(z.coerce.string().trim().min(1).max(40)).max(BOARD_MAX, 'Intelligence.board.full'),
});
const boardAdd = z.object({ id: z.coerce.string().trim().min(1, 'Intelligence.board.selectData').max(40) });

/** Material intelligence (issue 5; spec sections 5 and 7: steelComparison, weldingComparison, AlloyComparison, intelligentMatching). */
export const intelligenceEndpoints: EndpointDef<any>[] = [
  comparison('steelName/steelComparison', 'steel', 'Compares 2 to 6 steel records side by side (composition, properties, best per property).'),
  comparison('weldingMetal/weldingComparison', 'welding', 'Compares 2 to 6 welding consumables side by side.'),
  comparison('alloyName/AlloyComparison', 'alloy', 'Compares 2 to 6 aluminium alloy records side by side.'),
  defineEndpoint({
    method: 'GET',
    path: 'intelligentMatching/similar',
    summary: 'Most similar records to one record by composition (and properties), with element-by-element differences.',
    input: similarSchema,
    access: publicAccess,
    handler: async ({ db, input }) => similarMaterials(await getIntelData(db), input),
  }),
  defineEndpoint({
    method: 'GET',
    path: 'intelligentMatching/gradeMatching',
    summary: 'Counterparts of a grade in other standard systems: listed (cross-reference source) or computed, with stricter/looser per limit.',
    input: gradeMatchingSchema,
    access: publicAccess,
    handler: async ({ db, input }) => gradeMatching(await getIntelData(db), input),
  }),
  defineEndpoint({
    method: 'POST',
    path: 'intelligentMatching/weldingMatching',
    summary: 'Recommended welding consumables for one or two base metals and a process, with rule, alternatives, what to avoid and source.',
    input: weldingMatchingSchema,
    access: publicAccess,
    handler: async ({ db, input }) => weldingMatching(db, await getIntelData(db), input),
  }),
  defineEndpoint({
    method: 'GET',
    path: 'intelligentMatching/conditions',
    summary: 'Requirement kinds, default requirements, chart axes, systems and categories of a material family.',
    input: conditionsSchema,
    access: publicAccess,
    handler: async ({ db, input }) => matchingConditions(await getIntelData(db), input.type),
  }),
  defineEndpoint({
    method: 'POST',
    path: 'intelligentMatching/results',
    summary: 'Candidates ranked against requirements (e.g. yield ≥ 345 MPa, CEV ≤ 0.45) with the margin of each.',
    input: matchingResultsSchema,
    access: publicAccess,
    handler: async ({ db, input }) => matchingResults(await getIntelData(db), input),
  }),
  defineEndpoint({
    method: 'POST',
    path: 'intelligentMatching/contrast',
    summary: 'Chosen candidates evaluated side by side against the requirements.',
    input: contrastSchema,
    access: publicAccess,
    handler: async ({ db, input }) => matchingContrast(await getIntelData(db), input),
  }),
  defineEndpoint({
    method: 'POST',
    path: 'intelligentMatching/visualization',
    summary: 'Scatter points of two properties or elements over a family or a search result, grouped by category or system.',
    input: visualizationSchema,
    access: publicAccess,
    handler: async ({ db, input }) => visualizationPoints(await getIntelData(db), input),
  }),
  defineEndpoint({
    method: 'GET',
    path: 'comparisonBoard/get',
    summary: "The signed-in user's comparison board.",
    input: z.object({}),
    access: userAccess,
    handler: async ({ db, user }) => ({ items: await getBoard(db, user!.id) }),
  }),
  defineEndpoint({
    method: 'POST',
    path: 'comparisonBoard/save',
    summary: "Replaces the signed-in user's comparison board (at most 6 records of one material type).",
    input: boardIds,
    access: userAccess,
    handler: async ({ db, user, input }) => ({ items: await saveBoard(db, user!.id, input.ids) }),
  }),
  defineEndpoint({
    method: 'POST',
    path: 'comparisonBoard/add',
    summary: "Adds one record to the signed-in user's comparison board, with the board rules.",
    input: boardAdd,
    access: userAccess,
    handler: async ({ db, user, input }) => ({ items: await addToStoredBoard(db, user!.id, input.id) }),
  }),
  defineEndpoint(exportComparisonCall, {
    summary: 'The comparison of 2 to 6 records of one family as an .xlsx file written on the server, labels in the caller\'s language.',
    access: permission(PERMISSIONS.materialExport),
    binary: true,
    handler: ({ db, input, locale, t }) => exportComparison(db, input, locale, t),
  }),
];
