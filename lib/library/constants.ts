/**
 * The library's numbers, zod-free so client islands can read them without loading the contract's
 * schemas (lib/library/contract.ts re-exports them).
 */

/** A signed download link lives this long (seconds). */
export const DOWNLOAD_LINK_SECONDS = 300;
/** The preview holds at most this many first pages of a PDF. */
export const PREVIEW_PAGES = 2;
