/**
 * LIKE/ILIKE patterns from what a user typed: `\`, `%` and `_` are escaped (PostgreSQL's default escape character is
 * the backslash, so no ESCAPE clause is needed), so a keyword matches as written. The one place for every list search.
 */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%keyword%`: the keyword anywhere in the value. */
export const containing = (keyword: string) => `%${escapeLike(keyword)}%`;
