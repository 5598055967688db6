import 'server-only';
import { channel } from 'node:diagnostics_channel';
import { PAGE_UNAVAILABLE_DIGEST } from '@/lib/page-unavailable';
import { PAGE_UNAVAILABLE_CHANNEL } from '@/lib/page-status.mjs';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_S } from '@/lib/server/db/availability';
import { errorBrand } from '@/lib/error-brand';

const pageUnavailableErrorBrand = errorBrand<PageUnavailableError>('PageUnavailableError');

/**
 * What a page's server code throws when the database cannot be reached (down, restarting, out of
 * connections). Its digest reaches the error boundary (app/[locale]/error.tsx), which then says
 * "temporarily unavailable, retry" in the page's language.
 */
export class PageUnavailableError extends Error {
  /** Whether `value` carries the PageUnavailableError brand: thrown by this copy of the module or by another bundle's (lib/error-brand.ts). */
  static is(value: unknown): value is PageUnavailableError {
    return pageUnavailableErrorBrand.is(value);
  }

  readonly digest = PAGE_UNAVAILABLE_DIGEST;

  constructor() {
    super('The database is unreachable: the page answers 503');
    this.name = 'PageUnavailableError';
    pageUnavailableErrorBrand.mark(this);
  }
}

const unavailable = channel(PAGE_UNAVAILABLE_CHANNEL);

/**
 * The error to throw from a page during a database outage. It also tells the portal's HTTP server
 * (server.mjs, lib/page-status.mjs) to answer this request 503 with Retry-After, if its headers
 * are not sent yet (docs/DEPLOYMENT.md, "Pages during a database outage").
 */
export function pageUnavailable(): PageUnavailableError {
  if (unavailable.hasSubscribers) unavailable.publish({ retryAfter: UNAVAILABLE_RETRY_AFTER_S });
  return new PageUnavailableError();
}

/**
 * Runs a page's own database read (one not made through serverGet/publicGet, which answer 503
 * themselves) and turns the database being unreachable into `pageUnavailable()`; any other
 * error is thrown unchanged.
 */
export async function readForPage<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw isDatabaseUnavailable(error) ? pageUnavailable() : error;
  }
}
