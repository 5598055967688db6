import { z } from '@/lib/zod';
import { familySchema } from '@/lib/materials/family';
import { numberParam } from '@/lib/contract';
import { BOARD_MAX, BOARD_MIN } from './board';
import { MAX_THICKNESS_MM } from './thickness';

const idSchema = z.string().trim().min(1, 'Intelligence.board.selectData').max(64);

/**
 * A product thickness in mm (0 < t ≤ 1000) for the thickness bands of issue 13; empty = none given,
 * the thinnest band then stands for each grade.
 */
export const thicknessSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  numberParam('Intelligence.thickness.invalid')
    .pipe(z.number().gt(0, 'Intelligence.thickness.invalid').max(MAX_THICKNESS_MM, 'Intelligence.thickness.invalid'))
    .optional(),
);

/**
 * Input of steelComparison / weldingComparison / AlloyComparison: the ids to compare. The
 * count rules come first so the caller gets the spec's message rather than a generic one.
 */
export const comparisonSchema = z.object({
  ids: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z
      .array(idSchema, { message: 'Intelligence.board.selectData' })
      .min(1, 'Intelligence.board.selectData')
      .min(BOARD_MIN, 'Intelligence.board.atLeastTwo')
      .max(BOARD_MAX, 'Intelligence.board.full'),
  ),
  thickness: thicknessSchema,
});
export type ComparisonInput = z.infer<typeof comparisonSchema>;

export const boardItemSchema = z.object({
  id: idSchema,
  type: familySchema,
  grade: z.string().trim().min(1).max(120),
  system: z.string().max(40).nullish(),
});

/** A whole board as a list of items, checked with the same rules (one family, at most six). */
export const saveBoardSchema = z.object({
  items: z
    .array(boardItemSchema)
    .max(BOARD_MAX, 'Intelligence.board.full')
    .refine((items) => new Set(items.map((i) => i.type)).size <= 1, 'Intelligence.board.mixedTypes'),
});
export type SaveBoardInput = z.infer<typeof saveBoardSchema>;
