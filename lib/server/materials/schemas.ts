import { z } from 'zod';

/**
 * Inputs of the material calls (issue 4). Pure zod, usable by forms too. Range values may arrive
 * as typed text; checkRanges (ranges.ts) turns them into numbers or "numeric-only" errors.
 */

const rangeValue = z.union([z.number(), z.string().max(40), z.null()]).optional();

export const rangeInputSchema = z.object({
  key: z.string().trim().min(1).max(40),
  min: rangeValue,
  max: rangeValue,
});

const intParam = (max: number) => z.coerce.number().int('Materials.badPage').min(1, 'Materials.badPage').max(max, 'Materials.badPage');

export const materialSearchSchema = z.object({
  keyword: z.string().trim().max(100, 'Materials.keywordTooLong').optional().default(''),
  system: z.string().trim().max(16).optional(),
  standard: z.union([z.string().trim().max(200), z.number().int()]).optional(),
  delivery: z.string().trim().max(24).optional(),
  category: z.string().trim().max(40).optional(),
  elements: z.array(rangeInputSchema).max(12, 'Materials.tooManyConditions').optional().default([]),
  properties: z.array(rangeInputSchema).max(8, 'Materials.tooManyConditions').optional().default([]),
  sort: z.string().trim().max(40).optional().default('relevance'),
  order: z.enum(['asc', 'desc']).optional(),
  page: intParam(10000).optional().default(1),
  pageSize: intParam(100).optional().default(20),
});
export type MaterialSearchInput = z.infer<typeof materialSearchSchema>;

export const materialIdSchema = z.object({
  id: z.union([z.number(), z.string().trim().min(1, 'Materials.idRequired').max(200)], { error: 'Materials.idRequired' }),
});

export const standardDetailSchema = materialIdSchema.extend({
  page: intParam(10000).optional().default(1),
  pageSize: intParam(100).optional().default(20),
});

export const familySchema = z.enum(['steel', 'welding', 'alloy'], { error: 'Materials.badFamily' });

export const specExtendSchema = z.object({
  keyword: z.string().trim().min(1, 'Materials.keywordRequired').max(100, 'Materials.keywordTooLong'),
  family: familySchema.optional().default('steel'),
  limit: z.coerce.number().int().min(1).max(20).optional().default(10),
});

export const hotSchema = z.object({
  family: familySchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).optional().default(10),
});

export const saveHistorySchema = z.object({
  keyword: z.string().trim().min(1, 'Materials.keywordRequired').max(100, 'Materials.keywordTooLong'),
  family: familySchema.optional().default('steel'),
  query: z.string().max(2000).optional(),
});

export const getHistorySchema = z.object({
  family: familySchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(20),
});

export const delHistorySchema = z.object({
  id: z.coerce.number().int('Materials.historyIdInvalid').positive('Materials.historyIdInvalid').optional(),
  family: familySchema.optional(),
});

export const collectionSchema = z.object({
  materialId: z.coerce.number({ error: 'Materials.materialIdRequired' }).int('Materials.materialIdRequired').positive('Materials.materialIdRequired'),
});

export const collectionListSchema = z.object({
  family: familySchema.optional(),
  page: intParam(10000).optional().default(1),
  pageSize: intParam(100).optional().default(20),
});
