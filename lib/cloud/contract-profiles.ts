import { z } from '@/lib/zod';
import { pageSchema } from '@/lib/contract';
import { ITEM_CATEGORIES, PROFILE_KINDS, type ItemCategory, type ProfileKind } from './types';

/** The public experts and testers (spec section 7 "cloudUser"; docs/CLOUD.md): inputs and answers. */

export const profilePageSchema = pageSchema.extend({
  kind: z.enum(PROFILE_KINDS, { error: 'Cloud.errors.badFilter' }).optional(),
  category: z.enum(ITEM_CATEGORIES, { error: 'Cloud.errors.badFilter' }).optional(),
});

export interface ProfileCard {
  id: number;
  kind: ProfileKind;
  name: string;
  title: string;
  org: string;
  fields: ItemCategory[];
  province: string | null;
  labId: number | null;
  demo: boolean;
}

export interface ProfileDetail extends ProfileCard {
  bio: string;
  labName: string | null;
}
