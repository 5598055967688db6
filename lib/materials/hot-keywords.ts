/**
 * Which searched keywords may be shown to every visitor as hot searches (issue 29, item 12). A hot
 * keyword is a material name people looked up, not whatever anyone typed: it must have found records,
 * been searched at least HOT_KEYWORD_MIN_COUNT times, look like a grade, standard or material word, and
 * not be on the administrators' block list (table material_keyword_blocks). Pure, no database.
 */

/** Searches (that found records) a keyword needs before it is shown. */
export const HOT_KEYWORD_MIN_COUNT = 3;
/** The longest keyword shown: grades, standards and material words are short. */
export const HOT_KEYWORD_MAX_LENGTH = 30;

/** Letters, digits, CJK, and the punctuation of grades and standards (`A572 Gr.50`, `GB/T 1591`, `S355J2+N`, `6061-T6`). */
const ALLOWED = /^[\p{L}\p{N}\s.\-/+#()（）·]+$/u;
/** Words of SQL or script injection that no material name contains. */
const HOSTILE = /\b(?:select|union|insert|update|delete|drop|table|script|or\s+\d+\s*=\s*\d+)\b|--/i;

/**
 * The keyword as shown (trimmed, inner spaces collapsed, full-width spaces folded), or null when it may
 * not be shown: shorter than 2 characters ("Q"), longer than HOT_KEYWORD_MAX_LENGTH, holding quotes,
 * `=`, `;` or other characters no grade has (`") OR 1=1-- 钢铁材料`, `1;DROP TABLE x`), or injection words.
 */
export function cleanHotKeyword(raw: string): string | null {
  const text = raw.normalize('NFKC').replace(/\s+/g, ' ').trim();
  if ([...text].length < 2 || [...text].length > HOT_KEYWORD_MAX_LENGTH) return null;
  if (!ALLOWED.test(text) || HOSTILE.test(text)) return null;
  // A keyword must name something: at least one letter or CJK character beside the digits.
  if (!/\p{L}/u.test(text)) return null;
  return text;
}
