import { z } from '@/lib/zod';
import { MATERIAL_FAMILIES } from './family-names';

// The list and its type live in ./family-names (zod-free, for the browser); importers of this module keep them.
export { isMaterialFamily, MATERIAL_FAMILIES, type MaterialFamily } from './family-names';

/** The one zod schema of a family, for every input that names one. */
export const familySchema = z.enum(MATERIAL_FAMILIES, { error: 'Materials.badFamily' });
