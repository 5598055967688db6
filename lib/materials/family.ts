import { z } from 'zod';

/** The three material families of the database (spec section 7: Steel, Welding, Alloy). Declared once. */
export const MATERIAL_FAMILIES = ['steel', 'welding', 'alloy'] as const;
export type MaterialFamily = (typeof MATERIAL_FAMILIES)[number];

/** The one zod schema of a family, for every input that names one. */
export const familySchema = z.enum(MATERIAL_FAMILIES, { error: 'Materials.badFamily' });

export function isMaterialFamily(value: unknown): value is MaterialFamily {
  return typeof value === 'string' && (MATERIAL_FAMILIES as readonly string[]).includes(value);
}
