import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import type { Call, CallInput, CallOutput } from '@/lib/contract';
import type { Route } from '@/lib/route';
import type { Locale } from '@/lib/i18n/routing';
import { createDispatcher } from '@/lib/server/api/dispatch';
import { apiKeyPort } from '@/lib/server/api-keys/keyed';
import { findSessionUser } from '@/lib/server/auth/session';
import { getEnv } from '@/lib/env';
import type { Services } from '@/lib/server/ports';
import { pageUnavailable } from '@/lib/server/page-unavailable';
import { endpoints } from '@/lib/server/registry';
import { services } from '@/lib/server/services';
import { COOKIE } from '@/lib/session/constants';

/** The dispatcher with every domain's endpoints; each call names the services it runs with (tests pass their own). */
export const dispatcher = createDispatcher({ endpoints, loadUser: findSessionUser, keys: apiKeyPort, rateLimitScale: () => getEnv().RATE_LIMIT_SCALE });

/** /atsteel/ of this process (app/atsteel/[...path]/route.ts): the dispatcher with the process's services. */
export function dispatch(req: Request, segments: string[], with_: Services = services()): Promise<Response> {
  return dispatcher(req, segments, with_);
}

export type ServerCallResult<T> = { ok: true; data: T } | { ok: false; code: number; msg: string; status: number };

/**
 * Runs one GET call of a domain contract in-process for a server component, with the visitor's
 * cookies (so access and the permission tab are decided exactly as for the browser) and the
 * page's language. Going through the registry keeps one code path for SSR and the browser, and
 * the answer's type is the call's output type. Cached per request, so generateMetadata and the
 * page share one call. When the database cannot be reached it throws `pageUnavailable()`
 * (the error page says so, and the response is 503: lib/server/page-unavailable.ts).
 */
export const serverGet = cache(async function serverGet<C extends Call>(
  locale: Locale,
  call: C,
  query: CallInput<C> & Record<string, unknown> = {} as CallInput<C> & Record<string, unknown>,
): Promise<ServerCallResult<CallOutput<C>>> {
  const jar = await cookies();
  // Only what the dispatcher reads: the session token and the page's language (a visitor's odd
  // cookie names never reach stringifyCookie, which refuses invalid names).
  return runGet(locale, call, query, jar.get(COOKIE.token)?.value);
});

/**
 * The same call as a visitor, without reading the request's cookies: for pages served from Next's
 * cache (the same HTML for everyone), which fill in what depends on the viewer on the client.
 */
export const publicGet = cache(async function publicGet<C extends Call>(
  locale: Locale,
  call: C,
  query: CallInput<C> & Record<string, unknown> = {} as CallInput<C> & Record<string, unknown>,
): Promise<ServerCallResult<CallOutput<C>>> {
  return runGet(locale, call, query, undefined);
});

/**
 * A POST call of a domain contract (e.g. a material search) as a visitor, with its input as the JSON
 * body: for a page that renders the answer for the query in its URL (the same for everyone), so the
 * first answer needs no request from the browser. Validation, access and counting are the endpoint's own.
 */
export async function publicPost<C extends Route>(locale: Locale, call: C, input: CallInput<C>): Promise<ServerCallResult<CallOutput<C>>> {
  return runCall(locale, call, 'POST', {}, input, undefined);
}

/**
 * A POST call with the visitor's session (the token cookie), for a page whose answer depends on who
 * asks (a shared comparison: registered users only, issue 29 item 9). Not cached across requests.
 */
export async function serverPost<C extends Route>(locale: Locale, call: C, input: CallInput<C>): Promise<ServerCallResult<CallOutput<C>>> {
  const jar = await cookies();
  return runCall(locale, call, 'POST', {}, input, jar.get(COOKIE.token)?.value);
}

function runGet<C extends Route>(locale: Locale, call: C, query: Record<string, unknown>, token: string | undefined): Promise<ServerCallResult<CallOutput<C>>> {
  return runCall(locale, call, 'GET', query, undefined, token);
}

/**
 * The call in this process (dispatcher.call): the session from the token, access, the input schema, the rate limit and
 * the handler exactly as for the browser, without building a Request or reading a Response back.
 */
async function runCall<C extends Route>(
  locale: Locale,
  call: C,
  method: 'GET' | 'POST',
  query: Record<string, unknown>,
  input: unknown,
  token: string | undefined,
): Promise<ServerCallResult<CallOutput<C>>> {
  const outcome = await dispatcher.call({ path: call.path, method, input: method === 'GET' ? query : (input ?? {}), token, locale }, services());
  // The dispatcher answers 503 only when the database cannot be reached: the page cannot be drawn
  // (not a 404, not an empty list), so it shows the "temporarily unavailable" error page, 503.
  if (!outcome.ok && outcome.status === 503) throw pageUnavailable();
  return outcome.ok ? { ok: true, data: outcome.data as CallOutput<C> } : outcome;
}
