import type { Limit } from '@/lib/materials/values';

/**
 * The single number a limit stands for when two records are compared: the middle of a range,
 * half of a bare maximum (a residual or impurity limit, typically far from reached), a bare
 * minimum itself. Documented in docs/INTELLIGENCE.md.
 */
export function representative(limit: Limit | undefined | null): number | null {
  if (!limit) return null;
  const { min, max } = limit;
  if (min !== null && max !== null) return (min + max) / 2;
  if (max !== null) return max / 2;
  if (min !== null) return min;
  return null;
}

/** The lowest value a record guarantees for a property given as a minimum or range. */
export function guaranteedMin(limit: Limit | undefined | null): number | null {
  if (!limit) return null;
  return limit.min ?? limit.max ?? null;
}

/** The highest value a composition limit allows (for conservative carbon equivalents). */
export function upperBound(limit: Limit | undefined | null): number | null {
  if (!limit) return null;
  return limit.max ?? limit.min ?? null;
}
