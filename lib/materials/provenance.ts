/**
 * How far a cross-reference's sources let its confidence go (issue 29, item 7): "confidence A" must never
 * stand next to "provenance unknown, low trust". Used by grade matching and the detail pages' equivalents.
 * Pure, no database.
 */

const CONFIDENCE_RANK: Record<string, number> = { A: 0, B: 1, C: 2 };

/** Sources that cannot raise a listing's confidence: unknown provenance, or the compiler's unchecked knowledge. */
export function isLowTrustSource(source: string): boolean {
  return source === 'compiler' || source.startsWith("compiler's own knowledge") || /low trust|provenance unknown/i.test(source);
}

/**
 * The confidence a listing may be shown with, given where it comes from (issue 29, item 7): a row whose
 * sources are all of unknown provenance (or compiler knowledge) is at most C; one that also cites a
 * low-trust source is at most B. `lowered` tells the screen to say so next to the declared grade.
 */
export function effectiveConfidence(declared: string, sources: readonly string[]): { confidence: string; declared: string; lowered: boolean } {
  const low = sources.filter(isLowTrustSource).length;
  const cap = sources.length > 0 && low === sources.length ? 'C' : low > 0 ? 'B' : 'A';
  const rank = (g: string) => CONFIDENCE_RANK[g] ?? 9;
  const confidence = rank(declared) < rank(cap) ? cap : declared;
  return { confidence, declared, lowered: confidence !== declared };
}
