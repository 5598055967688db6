import { z } from '@/lib/zod';
import { call, idOrSlug, intParam, noInput } from '@/lib/contract';
import { familySchema, type MaterialFamily } from '@/lib/materials/family';
import { BOARD_MAX } from './board';
import { comparisonSchema, thicknessSchema } from './board-schemas';
import { requirementSchema } from './requirement-schema';
import { WELD_PROCESSES } from './welding-types';
import type {
  BoardAnswer, CandidateOut, CandidateResults, ChartPoints, ComparisonTable, GradeMatches, MatchingConditions, SimilarList, WeldingAdviceOut,
} from './outputs';

/**
 * Material intelligence's contract (issue 5; spec sections 5 and 7: steelComparison,
 * weldingComparison, AlloyComparison, intelligentMatching, the comparison board): every call's
 * path, input schema and output type, declared once and used by the endpoints
 * (lib/server/intelligence), the browser calls (lib/api/calls/intelligence.ts) and the screens' hooks.
 * The comparison input (board.ts) and a requirement (requirements.ts) stay beside their rules.
 */

export type * from './outputs';
export { comparisonSchema, requirementSchema };

/** A record id (a positive int4, as a number or text) or slug; objects, arrays and booleans are refused. */
const recordId = (message: string) => idOrSlug(message, message, 40).transform(String);
const id = recordId('Intelligence.common.idRequired');
const system = z.string().trim().max(20).optional().transform((v) => v || undefined);
const bool = z.preprocess((v) => (v === 'false' || v === '0' ? false : v === 'true' || v === '1' ? true : v), z.boolean());

/** Properties that can be a chart axis or a requirement (with `cev`). */
export const AXIS_PROPERTIES = ['tensile', 'yield', 'elongation', 'reductionOfArea', 'hardness', 'impact'] as const;

export const similarSchema = z.object({
  id,
  system,
  limit: intParam(1, 50).default(10),
  useProperties: bool.default(true),
});

export const gradeMatchingSchema = z
  .object({
    id: id.optional(),
    grade: z.string().trim().max(120).optional(),
    system,
    limit: intParam(1, 50).default(20),
    thickness: thicknessSchema,
  })
  .refine((v) => v.id || v.grade, { message: 'Intelligence.matching.chooseGrade' });

/**
 * Base metals by id (picked from the suggestions) or by the grade as typed ("Q355B", "A572 Gr.50"),
 * resolved on the server like grade matching does (issue 29, item 8); at least one, at most two.
 */
export const weldingMatchingSchema = z
  .object({
    baseIds: z
      .preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(id).max(2, 'Intelligence.welding.atMostTwo'))
      .default([]),
    baseGrades: z.array(z.string().trim().min(1, 'Intelligence.welding.chooseBase').max(120)).max(2, 'Intelligence.welding.atMostTwo').default([]),
    family: z.enum(['steel', 'alloy']).default('steel'),
    process: z.enum(WELD_PROCESSES, { message: 'Intelligence.welding.chooseProcess' }),
    /** A pressure vessel, or a thick section (issue 47): the selection rules then ask for low-hydrogen electrodes. */
    pressureVessel: z.boolean().default(false),
    thick: z.boolean().default(false),
  })
  .refine((v) => v.baseIds.length + v.baseGrades.length >= 1, { message: 'Intelligence.welding.chooseBase', path: ['baseIds'] })
  .refine((v) => v.baseIds.length + v.baseGrades.length <= 2, { message: 'Intelligence.welding.atMostTwo', path: ['baseIds'] });

export const conditionsSchema = z.object({ type: familySchema.default('steel') });

export const matchingResultsSchema = z.object({
  type: familySchema.default('steel'),
  requirements: z.array(requirementSchema).min(1, 'Intelligence.matching.needRequirement').max(12),
  limit: intParam(1, 100).default(20),
  thickness: thicknessSchema,
});
export type MatchingResultsInput = z.infer<typeof matchingResultsSchema>;

export const contrastSchema = z.object({
  ids: z.array(id).min(2, 'Intelligence.board.atLeastTwo').max(6, 'Intelligence.board.full'),
  /** Checked here like matching's (key an enum): a bad key is a 400, never a value the handler trips on. */
  requirements: z.array(requirementSchema).max(12).default([]),
  thickness: thicknessSchema,
});

export const visualizationSchema = z.object({
  type: familySchema.default('steel'),
  x: z.string().trim().max(20).optional().default(''),
  y: z.string().trim().max(20).optional().default(''),
  colorBy: z.enum(['category', 'system']).default('category'),
  system,
  ids: z.array(id).max(2000).optional(),
});

export const boardIdsSchema = z.object({
  ids: z.array(recordId('Intelligence.board.selectData')).max(BOARD_MAX, 'Intelligence.board.full'),
});

export const boardAddSchema = z.object({ id: recordId('Intelligence.board.selectData') });

/** Input of the Excel export: the comparison's ids and the family they belong to. */
export const comparisonExportSchema = comparisonSchema.extend({ type: familySchema.optional().default('steel') });
export type ComparisonExportInput = z.input<typeof comparisonExportSchema>;

/** The spec names each family's comparison differently (and spells the alloy one with a capital). */
const COMPARISON_PATH: Record<MaterialFamily, string> = {
  steel: 'steelName/steelComparison',
  welding: 'weldingMetal/weldingComparison',
  alloy: 'alloyName/AlloyComparison',
};
const comparisonCall = (family: MaterialFamily) => call('POST', COMPARISON_PATH[family], comparisonSchema).returns<ComparisonTable>();

/** The per-family comparison calls, e.g. `comparisonCalls.alloy` is POST alloyName/AlloyComparison. */
export const comparisonCalls = {
  steel: comparisonCall('steel'),
  welding: comparisonCall('welding'),
  alloy: comparisonCall('alloy'),
} as const;

export const intelligenceCalls = {
  similar: call('GET', 'intelligentMatching/similar', similarSchema).returns<SimilarList>(),
  gradeMatching: call('GET', 'intelligentMatching/gradeMatching', gradeMatchingSchema).returns<GradeMatches>(),
  weldingMatching: call('POST', 'intelligentMatching/weldingMatching', weldingMatchingSchema).returns<WeldingAdviceOut>(),
  conditions: call('GET', 'intelligentMatching/conditions', conditionsSchema).returns<MatchingConditions>(),
  results: call('POST', 'intelligentMatching/results', matchingResultsSchema).returns<CandidateResults>(),
  contrast: call('POST', 'intelligentMatching/contrast', contrastSchema).returns<{ thickness: number | null; list: CandidateOut[] }>(),
  visualization: call('POST', 'intelligentMatching/visualization', visualizationSchema).returns<ChartPoints>(),
  boardGet: call('GET', 'comparisonBoard/get', noInput).returns<BoardAnswer>(),
  boardSave: call('POST', 'comparisonBoard/save', boardIdsSchema).returns<BoardAnswer>(),
  boardAdd: call('POST', 'comparisonBoard/add', boardAddSchema).returns<BoardAnswer>(),
  /**
   * The comparison of 2 to 6 records as an .xlsx file (binary answer, XLSX_TYPE in lib/export/table.ts;
   * the browser downloads it through `raw`). Needs the material:export permission.
   */
  exportExcel: call('POST', 'comparisonBoard/exportExcel', comparisonExportSchema).xlsx(),
};
