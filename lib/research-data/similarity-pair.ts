/**
 * Pure rules of the similarity detail screens (/allServer/similarityDetail and similarityNewDetail):
 * the `target` of the address, the addresses of a pair, and the bar widths of the side-by-side
 * composition. The score and its explanation come from lib/intelligence/similarity.ts.
 */

export type SimilarityTarget = { kind: 'researchData'; id: number } | { kind: 'material'; id: string };

/** `rd:12` (another R&D record) or `steel:<material id>`; anything else is null. */
export function parseTarget(raw: unknown): SimilarityTarget | null {
  if (typeof raw !== 'string') return null;
  const rd = /^rd:(\d{1,9})$/.exec(raw.trim());
  if (rd && Number(rd[1]) > 0) return { kind: 'researchData', id: Number(rd[1]) };
  const steel = /^steel:([A-Za-z0-9._-]{1,120})$/.exec(raw.trim());
  return steel ? { kind: 'material', id: steel[1] } : null;
}

export const targetParam = (t: SimilarityTarget): string => (t.kind === 'researchData' ? `rd:${t.id}` : `steel:${t.id}`);

export type PairLayout = 'table' | 'chart';

export function pairHref(id: number, target: SimilarityTarget, layout: PairLayout = 'table'): string {
  const path = layout === 'table' ? '/allServer/similarityDetail' : '/allServer/similarityNewDetail';
  return `${path}?${new URLSearchParams({ id: String(id), target: targetParam(target) }).toString()}`;
}

/** The value a bar shows for a composition entry: the value, or the middle of a range. */
export function representativeOf(entry: { min: number | null; max: number | null } | undefined): number | null {
  if (!entry) return null;
  if (entry.min !== null && entry.max !== null) return (entry.min + entry.max) / 2;
  return entry.max ?? entry.min;
}

/**
 * Bar widths (0–100 % of the row) for one element on both sides: scaled to the larger of the two,
 * so small alloying elements stay visible next to each other instead of vanishing beside iron.
 */
export function barWidths(reference: number | null, candidate: number | null): { reference: number; candidate: number } {
  const top = Math.max(reference ?? 0, candidate ?? 0);
  if (top <= 0) return { reference: 0, candidate: 0 };
  const w = (v: number | null) => Math.round(((v ?? 0) / top) * 1000) / 10;
  return { reference: w(reference), candidate: w(candidate) };
}

/** A wt % value or range as printed: `0.17`, `0.90–1.65`, `≤0.035`, `≥0.02`, `—`. */
export function formatAmount(min: number | null, max: number | null): string {
  if (min === null && max === null) return '—';
  if (min !== null && max !== null) return min === max ? String(min) : `${min}–${max}`;
  return max !== null ? `≤${max}` : `≥${min}`;
}
