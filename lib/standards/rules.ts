/**
 * Pure rules of the standards domain (issue 16 item 6), shared by the contract's checks, the
 * server and the screens.
 */

/** Accepted ranges of the mechanical-property inputs (units: mm, MPa, %, J, °C, degrees). */
export const PROPERTY_LIMITS = {
  spec: { min: 0, max: 10000 },
  strength: { min: 0, max: 5000 },
  percent: { min: 0, max: 100 },
  impact: { min: 0, max: 1000 },
  temperature: { min: -273, max: 1000 },
  angle: { min: 0, max: 360 },
} as const;

/** "Maximum cannot be less than minimum": a band is valid when either end is open or min ≤ max. */
export function bandValid(min: number | null | undefined, max: number | null | undefined): boolean {
  return min === null || min === undefined || max === null || max === undefined || min <= max;
}

/**
 * Whether a specification size (mm) falls in a band written the way standards write thickness bands:
 * min < size ≤ max, with the lowest band closed at 0 (size ≤ max) and either end open when absent.
 */
export function inBand(size: number, min: number | null, max: number | null): boolean {
  const aboveMin = min === null || (min === 0 ? size >= 0 : size > min);
  const belowMax = max === null || size <= max;
  return aboveMin && belowMax;
}

/** Sorts property rows for display: by shape order, then by the band's lower end (open first). */
export function sortProperties<T extends { shape: string; specMin: number | null; specMax: number | null; id: number }>(rows: readonly T[], shapes: readonly string[]): T[] {
  const shapeIndex = (s: string) => {
    const i = shapes.indexOf(s);
    return i < 0 ? shapes.length : i;
  };
  return [...rows].sort(
    (a, b) =>
      shapeIndex(a.shape) - shapeIndex(b.shape) ||
      (a.specMin ?? -1) - (b.specMin ?? -1) ||
      (a.specMax ?? Number.MAX_VALUE) - (b.specMax ?? Number.MAX_VALUE) ||
      a.id - b.id,
  );
}

/** Groups sorted rows by shape, keeping the order. */
export function groupByShape<T extends { shape: string }>(rows: readonly T[]): { shape: string; rows: T[] }[] {
  const groups: { shape: string; rows: T[] }[] = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    if (last && last.shape === row.shape) last.rows.push(row);
    else groups.push({ shape: row.shape, rows: [row] });
  }
  return groups;
}
