import { addWorkingDays, unpublishedYears, type HolidayCalendar } from '@/lib/working-days';

/**
 * Cost and cycle estimation (issue 15 item 3), the one rule the estimate page and the order's
 * pricing share (lib/server/cloud/estimate.ts loads a laboratory's offerings and calls it):
 *
 * - a line costs its unit price × its quantity (samples, or batches for per-batch items), in
 *   integer fen; the total is the sum of the lines;
 * - the items of one order run in parallel in the laboratory, so the cycle is the longest line's
 *   cycle in working days (not the sum);
 * - the delivery date is that many Chinese working days after the start day (lib/working-days.ts:
 *   the start day itself is not counted), with the holiday calendar the server loaded; a year between
 *   the start and the delivery whose holidays are not yet published is named (`unpublishedYears`):
 *   only weekends and the fixed-date statutory holidays were skipped in it.
 */

export interface EstimateLineInput {
  /** Unit price in fen (per sample or per batch). */
  priceFen: number;
  /** Working days the laboratory needs for this item. */
  cycleDays: number;
  /** Samples (or batches) of this line, ≥ 1. */
  samples: number;
}

export interface EstimateResult {
  /** Σ priceFen × samples. */
  totalFen: number;
  /** Working days: the longest line. */
  cycleDays: number;
  /** The start day (YYYY-MM-DD, China). */
  startDate: string;
  /** The day the results are due (YYYY-MM-DD, China). */
  deliveryDate: string;
  /** false when a year from the start to the delivery date has no published holidays (`unpublishedYears`). */
  calendarCovered: boolean;
  /** The years from the start to the delivery date whose official holidays are not yet published. */
  unpublishedYears: number[];
  lines: (EstimateLineInput & { subtotalFen: number })[];
}

/** The largest total one estimate may reach: what an int4 order amount holds. */
export const MAX_ESTIMATE_FEN = 2_147_483_647;

export function estimate(lines: readonly EstimateLineInput[], startDate: string, calendar: HolidayCalendar): EstimateResult {
  if (!lines.length) throw new RangeError('no lines');
  let totalFen = 0;
  let cycleDays = 0;
  const out = lines.map((line) => {
    if (!Number.isSafeInteger(line.priceFen) || line.priceFen < 0) throw new RangeError(`bad price ${line.priceFen}`);
    if (!Number.isInteger(line.samples) || line.samples < 1) throw new RangeError(`bad quantity ${line.samples}`);
    if (!Number.isInteger(line.cycleDays) || line.cycleDays < 0) throw new RangeError(`bad cycle ${line.cycleDays}`);
    const subtotalFen = line.priceFen * line.samples;
    totalFen += subtotalFen;
    cycleDays = Math.max(cycleDays, line.cycleDays);
    return { ...line, subtotalFen };
  });
  if (!Number.isSafeInteger(totalFen) || totalFen > MAX_ESTIMATE_FEN) throw new RangeError(`total too large ${totalFen}`);
  const deliveryDate = addWorkingDays(startDate, cycleDays, calendar);
  const unpublished = unpublishedYears(startDate, deliveryDate, calendar);
  return { totalFen, cycleDays, startDate, deliveryDate, calendarCovered: !unpublished.length, unpublishedYears: unpublished, lines: out };
}
