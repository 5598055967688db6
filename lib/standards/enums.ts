/** Shapes and delivery statuses of a mechanical-property row (labels in Standards.shapes.* / Standards.delivery.*); no zod, so forms import them freely. */
export const SHAPES = ['plate', 'strip', 'bar', 'section', 'tube', 'wire', 'forging', 'other'] as const;
export type Shape = (typeof SHAPES)[number];

export const DELIVERY_STATUSES = ['asRolled', 'normalized', 'normalizedRolled', 'thermomechanical', 'quenchedTempered', 'annealed', 'other'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
