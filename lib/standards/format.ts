/**
 * How the pages write a band of a mechanical-property row (pure; formatNumber is the caller's, so
 * numbers follow the reader's locale). Specification bands read min < size ≤ max (lib/standards/rules.ts).
 */
export function formatBand(min: number | null, max: number | null, num: (n: number) => string, kind: 'spec' | 'range'): string {
  if (min === null && max === null) return '–';
  if (kind === 'spec') {
    if (min === null || min === 0) return max === null ? '–' : `≤ ${num(max)}`;
    if (max === null) return `> ${num(min)}`;
    return `> ${num(min)} – ${num(max)}`;
  }
  if (min === null) return `≤ ${num(max!)}`;
  if (max === null) return `≥ ${num(min)}`;
  return `${num(min)} – ${num(max)}`;
}

/** A minimum value ("≥ 20"), or a dash when absent. */
export function formatMin(value: number | null, num: (n: number) => string): string {
  return value === null ? '–' : `≥ ${num(value)}`;
}
