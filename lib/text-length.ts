/**
 * The one way a user-visible text is counted against a character limit (spec section 5: "Product
 * customisation text fields: at most 50 characters"; section 9): user-perceived characters
 * (extended grapheme clusters, `Intl.Segmenter`), so "钢", "👍🏽", "é" written as e + U+0301 and
 * a family emoji each count as one, the way a person counts them. The browser's form checks and the
 * server's zod schemas both call this function, so both sides refuse the same 51st character.
 */

/** Spec section 5/9: customisation (and recommended product) text fields hold at most 50 characters. */
export const MAX_TEXT_CHARS = 50;

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('und', { granularity: 'grapheme' }) : null;

/** The number of user-perceived characters of `text`. */
export function graphemeCount(text: string): number {
  if (!segmenter) return Array.from(text).length;
  let n = 0;
  for (const _ of segmenter.segment(text)) n += 1;
  return n;
}

/** Whether `text` holds at most `max` user-perceived characters (default: the spec's 50). */
export function withinTextLimit(text: string, max: number = MAX_TEXT_CHARS): boolean {
  return graphemeCount(text) <= max;
}
