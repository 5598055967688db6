/** Enumerations of R&D data (and the editor's duplicate-element check) without zod, for pages that must not load it (public lists, the editor's first load). */
export { AUDIENCES, DEFAULT_PARTS, PARTS, VISIBILITIES } from './policy';
export const EXPERIMENT_TYPES = ['tensile', 'impact', 'hardness', 'fatigue', 'metallography', 'corrosion', 'chemical', 'simulation', 'other'] as const;

/** The index of the first row whose element an earlier row already has, or null (the editor names both rows). */
export function duplicateElementRow(rows: readonly { element?: string | null }[]): number | null {
  const seen = new Set<string>();
  for (let i = 0; i < rows.length; i++) {
    const el = rows[i]?.element?.trim();
    if (!el) continue;
    if (seen.has(el)) return i;
    seen.add(el);
  }
  return null;
}
