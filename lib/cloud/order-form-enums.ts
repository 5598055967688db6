/**
 * Enumerations of the detection / preparation order form without zod (re-exported by
 * order-form-contract.ts), so the form's first load does not carry the schemas; it loads them when
 * the visitor first works in the form (issue 30, page weight).
 */

/** Testing qualification asked for (spec section 3): any, CMA, CNAS, or both. */
export const QUALIFICATIONS = ['any', 'CMA', 'CNAS', 'CMA_CNAS'] as const;
export type Qualification = (typeof QUALIFICATIONS)[number];

/** Sample delivery (spec section 3): sent to the laboratory, or picked up at the customer's address. */
export const DELIVERY_METHODS = ['send', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Smelting (spec section 3: furnace type, smelting mode). */
export const FURNACE_TYPES = ['vacuumInduction', 'induction', 'electricArc', 'electroslag'] as const;
export const SMELTING_MODES = ['vacuum', 'argon', 'air'] as const;
export const COOLING_METHODS = ['air', 'water', 'oil', 'furnace', 'controlled'] as const;
/** Elements a smelting target composition may name. */
export const ELEMENTS = ['C', 'Si', 'Mn', 'P', 'S', 'Cr', 'Ni', 'Mo', 'V', 'Nb', 'Ti', 'Al', 'Cu', 'B', 'N'] as const;

