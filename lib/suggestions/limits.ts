/** A suggestion's and a reply's longest length (characters), without zod: the forms in the browser read them. */
export const SUGGESTION_MAX = 2000;
export const REPLY_MAX = 2000;
