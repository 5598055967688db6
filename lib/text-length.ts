/**
 * The one way a user-visible text is counted against a character limit (spec section 5: "Product
 * customisation text fields: at most 50 characters"; section 9): user-perceived characters
 * (extended grapheme clusters, `Intl.Segmenter`), so "钢", "👍🏽", "é" written as e + U+0301 and
 * a family emoji each count as one, the way a person counts them. The browser's form checks and the
 * server's zod schemas both call this function, so both sides refuse the same 51st character.
 *
 * Counting graphemes alone let a field through with any number of code points: 50 letters each
 * carrying 100 combining marks are 50 characters and 5,050 code points (issue 45 item 6). So a limit
 * of `max` characters also holds at most `max × MAX_CODE_POINTS_PER_CHAR` code points. Fields limited
 * by zod's `.max(n)` count UTF-16 units, never fewer than code points, and need no ceiling.
 */

/** Spec section 5/9: customisation (and recommended product) text fields hold at most 50 characters. */
export const MAX_TEXT_CHARS = 50;

/**
 * Code points a limited field may hold per character of its limit: room for accented letters written with
 * combining marks, flags and skin tones (2), and a few ZWJ emoji; a field of nothing but four-person family emoji
 * (7 each) reaches the ceiling at its 29th.
 */
export const MAX_CODE_POINTS_PER_CHAR = 4;

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('und', { granularity: 'grapheme' }) : null;

/** The number of user-perceived characters of `text`. */
export function graphemeCount(text: string): number {
  if (!segmenter) return Array.from(text).length;
  let n = 0;
  for (const _ of segmenter.segment(text)) n += 1;
  return n;
}

/** The number of Unicode code points of `text` (a surrogate pair is one). */
export function codePointCount(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

/** Why `text` does not fit a limit of `max` characters: too many characters, or within them too many code points. */
export type TextLimitProblem = 'tooLong' | 'tooManyCodePoints';

/** What is wrong with `text` under a limit of `max` user-perceived characters (default: the spec's 50), or null. */
export function textLimitProblem(text: string, max: number = MAX_TEXT_CHARS): TextLimitProblem | null {
  if (graphemeCount(text) > max) return 'tooLong';
  if (codePointCount(text) > max * MAX_CODE_POINTS_PER_CHAR) return 'tooManyCodePoints';
  return null;
}

/** Whether `text` holds at most `max` user-perceived characters (default: the spec's 50) and its code-point ceiling. */
export function withinTextLimit(text: string, max: number = MAX_TEXT_CHARS): boolean {
  return textLimitProblem(text, max) === null;
}
