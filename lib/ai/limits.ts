/**
 * The AI assistant's limits (issue 36, behaviour 6), without zod so screens may import them; the
 * contract (lib/ai/contract.ts) checks them on the server.
 */

/** Longest question (characters). */
export const QUESTION_MAX = 2000;
/** Stored conversations per user; the next one is refused (409) until one is deleted. */
export const CONVERSATION_CAP = 100;
/** Turns kept per conversation; the next question is refused (409). */
export const TURNS_PER_CONVERSATION = 200;
/** Longest conversation title. */
export const TITLE_MAX = 60;

/** A document to ask about (behaviour 4): the largest file, the most pages, the formats read. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MAX_PAGES = 50;
/** Passages quoted in one answer at most. */
export const DOCUMENT_QUOTES = 3;
/** PDF with a text layer, Word DOCX (not the old .doc) and plain text (UTF-8). */
export const DOCUMENT_EXTENSIONS = ['.pdf', '.docx', '.txt'] as const;
