/** Enumerations of R&D data without zod, for pages that must not load it (public lists). */
export { AUDIENCES, DEFAULT_PARTS, PARTS, VISIBILITIES } from './policy';
export const EXPERIMENT_TYPES = ['tensile', 'impact', 'hardness', 'fatigue', 'metallography', 'corrosion', 'chemical', 'simulation', 'other'] as const;
