import { z } from '@/lib/zod';
import { numberParam } from '@/lib/contract';
import { REQUIREMENT_KEYS, type Requirement } from './requirements';

/** The input schema of one requirement (intelligentMatching/results and contrast). */
export const requirementSchema = z.object({
  key: z.enum(REQUIREMENT_KEYS, { message: 'Intelligence.matching.badRequirement' }),
  op: z.enum(['>=', '<=']),
  value: numberParam('Intelligence.matching.numberOnly'),
  /** Impact test temperature, °C (the candidate must be tested at this temperature or colder). */
  tempC: numberParam('Intelligence.matching.numberOnly').nullish(),
}) satisfies z.ZodType<Requirement, unknown>;
