import { z } from 'zod';
import { WELD_PROCESSES } from '@/lib/intelligence/welding-types';

/** Inputs of the intelligentMatching calls (shared with the forms through lib/api/intelligence). */
const id = z.coerce.string().trim().min(1, 'Intelligence.common.idRequired').max(40);
const system = z.string().trim().max(20).optional().transform((v) => v || undefined);
const bool = z.preprocess((v) => (v === 'false' || v === '0' ? false : v === 'true' || v === '1' ? true : v), z.boolean());

export const similarSchema = z.object({
  id,
  system,
  limit: z.coerce.number().int().min(1).max(50).default(10),
  useProperties: bool.default(true),
});

export const gradeMatchingSchema = z
  .object({
    id: id.optional(),
    grade: z.string().trim().max(120).optional(),
    system,
    limit: z.coerce.number().int().min(1).max(50).default(20),
  })
  .refine((v) => v.id || v.grade, { message: 'Intelligence.matching.chooseGrade' });

export const weldingMatchingSchema = z.object({
  baseIds: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(id).min(1, 'Intelligence.welding.chooseBase').max(2, 'Intelligence.welding.atMostTwo'),
  ),
  process: z.enum(WELD_PROCESSES, { message: 'Intelligence.welding.chooseProcess' }),
});

export const contrastSchema = z.object({
  ids: z.array(id).min(2, 'Intelligence.board.atLeastTwo').max(6, 'Intelligence.board.full'),
  requirements: z.array(z.any()).max(12).default([]),
});

export const AXIS_PROPERTIES = ['tensile', 'yield', 'elongation', 'reductionOfArea', 'hardness', 'impact'] as const;

export const visualizationSchema = z.object({
  type: z.enum(['steel', 'welding', 'alloy']).default('steel'),
  x: z.string().trim().max(20).optional().default(''),
  y: z.string().trim().max(20).optional().default(''),
  colorBy: z.enum(['category', 'system']).default('category'),
  system,
  ids: z.array(id).max(2000).optional(),
});

export const conditionsSchema = z.object({ type: z.enum(['steel', 'welding', 'alloy']).default('steel') });
