/**
 * The three material families of the database (spec section 7: Steel, Welding, Alloy). Declared
 * once, here, without zod, so browser code can list them without loading zod (issue 10, page
 * weight); `familySchema` (./family.ts) checks inputs against this list.
 */
export const MATERIAL_FAMILIES = ['steel', 'welding', 'alloy'] as const;
export type MaterialFamily = (typeof MATERIAL_FAMILIES)[number];

export function isMaterialFamily(value: unknown): value is MaterialFamily {
  return typeof value === 'string' && (MATERIAL_FAMILIES as readonly string[]).includes(value);
}
