/**
 * The digest of the error a page's server code throws when the database cannot be reached
 * (lib/server/page-unavailable.ts). Next keeps a digest the error already carries, so the error
 * boundary (app/[locale]/error.tsx) can tell this outage from a bug and say "retry in a moment".
 */
export const PAGE_UNAVAILABLE_DIGEST = 'ATSTEEL_PAGE_UNAVAILABLE';

/** Is this error (as an error boundary receives it) the database being unreachable? */
export const isPageUnavailable = (error: { digest?: string }): boolean => error.digest === PAGE_UNAVAILABLE_DIGEST;
