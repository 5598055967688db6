import { z } from '@/lib/zod';
import { dbId, pageSchema } from '@/lib/contract';
import type { ReviewState } from '@/lib/reviews/states';
import { itemId, optional, paramsField, samples } from './contract-fields';
import { BAG_TYPES, MAX_LINES, type BagType, type ItemKind, type ItemParam, type ItemUnit, type ParamValues } from './types';

/** Test bags (spec section 3 "test bag"; docs/CLOUD.md): inputs and answers. */

export const bagPageSchema = pageSchema.extend({
  type: z.enum(BAG_TYPES, { error: 'Cloud.errors.badFilter' }).optional(),
  keyword: optional(60),
});
export type BagPageInput = z.infer<typeof bagPageSchema>;

export const saveBagSchema = z
  .object({
    id: dbId('Cloud.errors.noSuchBag').optional(),
    nameZh: optional(100),
    nameEn: optional(160),
    type: z.enum(BAG_TYPES, { error: 'Cloud.errors.badBagType' }),
    isPublic: z.boolean({ error: 'Cloud.errors.badFilter' }),
    descriptionZh: optional(1000),
    descriptionEn: optional(2000),
    items: z
      .array(z.object({ itemId, samples, params: paramsField.optional() }), { error: 'Cloud.errors.noItems' })
      .min(1, 'Cloud.errors.noItems')
      .max(MAX_LINES, 'Cloud.errors.tooManyItems'),
  })
  .refine((v) => !!(v.nameZh || v.nameEn), { message: 'Cloud.errors.bagNameRequired', path: ['nameZh'] });
export type SaveBagInput = z.infer<typeof saveBagSchema>;

export interface BagLine {
  itemId: number;
  name: string;
  kind: ItemKind;
  unit: ItemUnit;
  samples: number;
  params: ParamValues;
  /** The item's parameter definitions (labels' order and units of `params`). */
  paramDefs?: ItemParam[];
}

export interface BagCard {
  id: number;
  name: string;
  nameZh: string | null;
  nameEn: string | null;
  type: BagType;
  isPublic: boolean;
  description: string | null;
  descriptionZh: string | null;
  descriptionEn: string | null;
  refPriceFen: number;
  refCycleDays: number;
  items: BagLine[];
  ownerName: string;
  demo: boolean;
  /** The review state (public bags); `notSubmitted` for private ones. */
  state: ReviewState;
  updatedAt: string;
}
