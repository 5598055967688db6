import 'server-only';
import { parseCookie } from 'cookie';
import { createUIMessageStreamResponse, type UIMessageChunk } from 'ai';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '@/lib/server/db/client';
import { resolveLocale } from '@/lib/session/accept-language';
import { COOKIE, RESPONSE_CODE } from '@/lib/session/constants';
import { roleHasPermission, type SessionUser } from '@/lib/session/permissions';
import { logger } from '@/lib/server/log';
import type { Services } from '@/lib/server/ports';
import { clientAddress, trustedProxies } from './client-address';
import { ApiError, forbidden, invalidToken, noToken, rateLimited } from './errors';
import { decodeUtf8, findStringProblem, inputDatabaseError, jsonTooDeep, parseQuery, strictInput, zodProblem, type InputProblem } from './input-rules';
import { hitRateLimit, type RateSettle } from './rate-limits';
import { keyFromHeaders, keyInQuery, keyRateLimit, quotaExceeded, type ApiKeyPort, type KeyedCaller } from './keys';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_S } from '@/lib/server/db/availability';
import type { EndpointDef, HandlerContext, RequestInfo } from './types';
import type { Envelope } from '@/lib/route';

export const DEFAULT_MAX_BODY = 1024 * 1024;

function envelope(code: number, data: unknown, msg: string, status = 200, headers?: Record<string, string>): Response {
  return Response.json({ code, data: data === undefined ? null : data, msg } satisfies Envelope, {
    status,
    headers: { 'cache-control': 'no-store', ...headers },
  });
}

function readCookie(header: string | null, name: string): string | undefined {
  return header ? parseCookie(header)[name] : undefined;
}

/** The caller's language: the `lang` cookie, then Accept-Language, then Chinese. */
export function callerLocale(headers: Headers): Locale {
  return resolveLocale(readCookie(headers.get('cookie'), COOKIE.lang), headers.get('accept-language'));
}

function bearerToken(headers: Headers): string | undefined {
  const auth = headers.get('authorization');
  if (auth?.startsWith('Bearer ')) {
    const token = auth.slice(7).trim();
    if (token && token !== 'undefined' && token !== 'null') return token;
  }
  return readCookie(headers.get('cookie'), COOKIE.token) || undefined;
}

/** Reads at most `limit` bytes; null when the body is larger. */
async function readLimited(req: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

type BodyResult =
  | { ok: true; value: unknown; body?: ReadableStream<Uint8Array> | null; rawBody?: string; bytesRead?: () => number }
  | { ok: false; response: Response };

/** A body stream that errors (code BODY_TOO_LARGE) at the first byte beyond `limit`; `read.bytes` counts what passed. */
function capStream(body: ReadableStream<Uint8Array>, limit: number, read: { bytes: number }): ReadableStream<Uint8Array> {
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read.bytes += chunk.byteLength;
        const total = read.bytes;
        if (total > limit) controller.error(Object.assign(new Error('request body too large'), { code: 'BODY_TOO_LARGE' }));
        else controller.enqueue(chunk);
      },
    }),
  );
}

async function readInput(req: Request, ep: EndpointDef, url: URL, locale: Locale): Promise<BodyResult> {
  const fail = (key: string, status = 400): BodyResult => ({ ok: false, response: envelope(RESPONSE_CODE.failure, null, translate(locale, key), status) });
  const query = parseQuery(url.search);
  if (!query) return fail('Errors.invalidEncoding');
  if (ep.method === 'GET' || ep.method === 'DELETE') return { ok: true, value: query };
  const limit = ep.maxBodyBytes ?? DEFAULT_MAX_BODY;
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  if (ep.multipart) {
    // Streamed uploads: the input is the query (checked like any other); the body is handed on
    // unread, after the access check, with a hard cap on its size.
    if (!type.startsWith('multipart/form-data')) return fail('Errors.unsupportedContentType', 415);
    const declared = Number(req.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > limit) return fail('Errors.bodyTooLarge', 413);
    const read = { bytes: 0 };
    return { ok: true, value: query, body: req.body ? capStream(req.body, limit, read) : null, bytesRead: () => read.bytes };
  }
  if (type.startsWith('multipart/form-data')) return fail('Errors.unsupportedContentType', 415);
  const bytes = await readLimited(req, limit);
  if (ep.rawBody) {
    // Signed provider notifications: the input is the query; the body is handed on exactly as
    // received (UTF-8 text), because its signature covers those bytes, not a re-serialised value.
    if (bytes === null) return fail('Errors.bodyTooLarge', 413);
    const raw = decodeUtf8(bytes);
    return raw === null ? fail('Errors.invalidEncoding') : { ok: true, value: query, rawBody: raw };
  }
  if (bytes === null) return fail('Errors.bodyTooLarge', 413);
  if (bytes.byteLength === 0) return { ok: true, value: query };
  const text = decodeUtf8(bytes);
  if (text === null) return fail('Errors.invalidEncoding');
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const form = parseQuery(text);
    return form ? { ok: true, value: form } : fail('Errors.invalidEncoding');
  }
  if (type && !type.startsWith('application/json') && !type.startsWith('text/plain')) return fail('Errors.unsupportedContentType', 415);
  if (jsonTooDeep(text)) return fail('Errors.tooDeep');
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return fail('Errors.malformedJson');
  }
}

/** What the composition root (lib/server/entry.ts) gives the dispatcher: infrastructure imports no domain. */
export interface DispatcherOptions {
  endpoints: readonly EndpointDef<any>[];
  /** The user behind a bearer token at `now`, or null (unknown, expired, revoked, disabled). */
  loadUser: (db: Db, token: string, now: Date) => Promise<SessionUser | null>;
  /** RATE_LIMIT_SCALE (1 unless a benchmark raises every limit). */
  rateLimitScale?: () => number;
  /** The API keys' rows (lib/server/api/keys.ts); without it every key is refused as an invalid token. */
  keys?: ApiKeyPort;
}

/**
 * One call: the request, its path segments after /atsteel/, and the services it runs with (the
 * process's, lib/server/services.ts, or a test's). The handler receives them as `ctx.services`; the
 * database, the rate limiter and the clock of the access checks come from them too.
 */
export type Dispatch = (req: Request, segments: string[], services: Services) => Promise<Response>;

/**
 * A call made in the same process by a server component (lib/server/entry.ts): the endpoint's path and method, the
 * input as the browser would send it (a GET's query values as strings, a POST's JSON value), the visitor's session
 * token (undefined for a visitor) and the page's language. No Request is built and no Response read back.
 */
export interface InProcessCall {
  path: string;
  method: 'GET' | 'POST';
  input: unknown;
  token?: string;
  locale: Locale;
}

/** What an in-process call answers: the data of the envelope, or its code, message and HTTP status. */
export type CallOutcome = { ok: true; data: unknown } | { ok: false; code: number; msg: string; status: number };

/** The dispatcher of /atsteel/, and `call`: the same checks and handler for a call made in the process. */
export type Dispatcher = Dispatch & { call(call: InProcessCall, services: Services): Promise<CallOutcome> };

/** An envelope not yet turned into a Response (the HTTP path does; the in-process path reads it as it is). */
interface Outcome {
  status: number;
  code: number;
  data: unknown;
  msg: string;
  headers?: Record<string, string>;
}

/** What `execute` needs of a call, however it arrived. */
interface Arrival {
  path: string;
  method: string;
  locale: Locale;
  value: unknown;
  token: string | undefined;
  /** An API key from the headers (HTTP only: `Authorization: Bearer ak_…` or `x-api-key`); the session token is then ignored. */
  apiKey?: string;
  ip: string;
  headers: Headers;
  url: URL;
  declaredLength: number | null;
  body?: BodyResult & { ok: true };
  signal?: AbortSignal;
}

const IN_PROCESS_ORIGIN = 'http://internal/atsteel/';

/**
 * The single entry of /atsteel/: finds the endpoint, reads and validates input, checks access
 * from the database, runs the handler and wraps every outcome in the envelope. `call` runs the same
 * steps after the input is read, for a server component in the same process.
 */
export function createDispatcher({ endpoints, loadUser, rateLimitScale = () => 1, keys }: DispatcherOptions): Dispatcher {
  const byPath = new Map<string, EndpointDef[]>();
  // Every object of every input schema refuses keys it does not declare (input-rules.ts).
  const strict = new Map(endpoints.map((ep) => [ep, strictInput(ep.input)]));
  for (const ep of endpoints) byPath.set(ep.path, [...(byPath.get(ep.path) ?? []), ep]);

  function findEndpoint(path: string, method: string): { ep?: EndpointDef; known: boolean } {
    const list = byPath.get(path);
    if (!list) return { known: false };
    return { ep: list.find((e) => e.method === method) ?? (method === 'HEAD' ? list.find((e) => e.method === 'GET') : undefined), known: true };
  }

  /**
   * Everything after the input is read (`run`), then, for a call whose API key was identified, its audit row with
   * the status answered (refusals included). A failed audit write is logged, never the caller's failure.
   */
  async function execute(ep: EndpointDef, a: Arrival, services: Services): Promise<Outcome | Response> {
    const audit: { keyId?: number } = {};
    const outcome = await run(ep, a, services, audit);
    if (audit.keyId !== undefined && keys) {
      const status = outcome.status;
      const code = outcome instanceof Response ? (status === 200 ? RESPONSE_CODE.success : RESPONSE_CODE.failure) : outcome.code;
      try {
        await keys.record(await services.db(), { keyId: audit.keyId, path: a.path, method: a.method, status, code, at: services.clock.now() });
      } catch (error) {
        logger.write('error', 'api_key_audit_failed', { call: a.path, key: audit.keyId, error: errorText(error) });
      }
    }
    return outcome;
  }

  /**
   * A keyed call's caller: the key looked up in the database (unknown, revoked, its owner disabled or out of its
   * company: the invalid-token answer). `audit.keyId` is set once the key is known.
   */
  async function keyedCaller(ep: EndpointDef, db: Db, apiKey: string, now: Date, audit: { keyId?: number }): Promise<KeyedCaller> {
    const found = keys ? await keys.identify(db, apiKey, now) : null;
    if (!found) throw invalidToken();
    audit.keyId = found.keyId;
    if (!found.ok) throw invalidToken();
    return found.caller;
  }

  /** A key may call only an endpoint that names a scope, and only with that scope (403 otherwise). */
  function checkScope(ep: EndpointDef, caller: KeyedCaller): void {
    if (!ep.apiScope) throw forbidden('Errors.apiKeyNotAllowed');
    if (!caller.scopes.includes(ep.apiScope)) throw forbidden('Errors.apiKeyScope', { scope: ep.apiScope });
  }

  /** Strings, session (or key) and access, schema, rate limit, quota, handler, errors. */
  async function run(ep: EndpointDef, a: Arrival, services: Services, audit: { keyId?: number }): Promise<Outcome | Response> {
    const { path, method, locale, ip } = a;
    const t = (key: string, values?: Record<string, string | number>) => translate(locale, key, values);
    let user: SessionUser | null = null;
    let keyed: KeyedCaller | null = null;
    let settle: RateSettle | undefined;
    let bytesRead: (() => number) | undefined;
    try {
      // A keyed call is identified first, so its refusals (bad strings too) are in the key's audit.
      const db = a.apiKey === undefined ? null : await services.db();
      if (db && a.apiKey !== undefined) {
        keyed = await keyedCaller(ep, db, a.apiKey, services.clock.now(), audit);
        user = keyed.user;
        checkScope(ep, keyed);
      }
      const problem = findStringProblem(a.value);
      if (problem) return refusal(problem, locale);

      const token = keyed ? undefined : a.token;
      const database = db ?? (await services.db());
      user = keyed ? keyed.user : token ? await loadUser(database, token, services.clock.now()) : null;
      if (ep.access.kind !== 'public') {
        if (!token && !keyed) throw noToken();
        if (!user) throw invalidToken();
        if (ep.access.kind === 'permission' && !roleHasPermission(user.role, ep.access.code)) throw forbidden();
        if (ep.access.kind === 'role' && !ep.access.roles.includes(user.role)) throw forbidden();
      }

      const parsed = (strict.get(ep) ?? ep.input).safeParse(a.value ?? {});
      if (!parsed.success) return refusal(zodProblem(parsed.error), locale);

      if (keyed && keys) {
        // The key's own limits: per minute in the rate limiter (by key), per UTC day counted in the database.
        const perMinute = await hitRateLimit(services.rateLimiter(), keyRateLimit(keyed), { keyId: keyed.keyId }, null, rateLimitScale());
        if (perMinute.retryAfter !== null) {
          logger.write('warn', 'rate_limited', { who: keyed.user.id, call: path, method, ip, limit: 'apiKey', key: keyed.keyId });
          throw rateLimited(perMinute.retryAfter);
        }
        const now = services.clock.now();
        if ((await keys.countToday(database, keyed.keyId, now)) > keyed.perDay) throw quotaExceeded(now, keyed.perDay);
      }

      // The call's rate limit, per user when signed in, else per client address (issue 27).
      const limit = await hitRateLimit(services.rateLimiter(), ep.rateLimit, user ? { userId: user.id } : { ip }, a.declaredLength, rateLimitScale());
      if (limit.retryAfter !== null) {
        logger.write('warn', 'rate_limited', { who: user ? user.id : 'visitor', call: path, method, ip, limit: ep.rateLimit!.name });
        throw rateLimited(limit.retryAfter);
      }
      settle = limit.settle;
      bytesRead = a.body?.bytesRead;

      const request: RequestInfo = {
        method,
        ip,
        userAgent: a.headers.get('user-agent') ?? '',
        headers: a.headers,
        url: a.url,
        token,
        at: services.clock.now(),
      };
      // Aborted when the caller goes away: a streamed answer stops its work (streamResponse).
      const abort = new AbortController();
      if (a.signal?.aborted) abort.abort();
      else a.signal?.addEventListener('abort', () => abort.abort(), { once: true });
      const ctx: HandlerContext<unknown> = { input: parsed.data, locale, db: database, services, user, request, t, body: a.body?.body, rawBody: a.body?.rawBody, signal: abort.signal };
      const result = await ep.handler(ctx);
      if (ep.stream) return await streamResponse(result as AsyncIterable<unknown>, abort, t, { who: user ? user.id : 'visitor', call: path, method, ip });
      if (result instanceof Response) return result;
      return { status: 200, code: RESPONSE_CODE.success, data: result ?? null, msg: t('Errors.success') };
    } catch (error) {
      const who = user ? user.id : 'visitor';
      if (ApiError.is(error)) {
        // A refused sign-in (wrong password 400, disabled account 403, throttled 429…) is a sign-in
        // failure; any other 403 is a refused permission.
        if (ep.signIn && error.code === RESPONSE_CODE.failure) {
          logger.write('warn', 'sign_in_failed', { who, call: path, method, ip, reason: error.messageKey });
        } else if (error.status === 403) logger.write('warn', 'permission_denied', { who, call: path, method, ip, reason: error.messageKey });
        return { status: error.status, code: error.code, data: null, msg: t(error.messageKey, error.values), headers: error.headers };
      }
      const refused = inputDatabaseError(error);
      if (refused) {
        // Input that reached the database although the schema should have stopped it: 4xx for the
        // caller, a warning for us (the schema needs a rule).
        logger.write('warn', 'input_refused_by_database', { who, call: path, method, ip, sqlState: refused.sqlState });
        return { status: refused.status, code: RESPONSE_CODE.failure, data: null, msg: t(refused.key) };
      }
      if (isDatabaseUnavailable(error)) {
        // The database is down or restarting: 503 and Retry-After, never a 500 (docs/DEPLOYMENT.md).
        logger.write('warn', 'database_unavailable', { who, call: path, method, ip, error: rootMessage(error) });
        return { status: 503, code: RESPONSE_CODE.failure, data: null, msg: t('Errors.serviceUnavailable'), headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_S) } };
      }
      logger.write('error', 'server_error', { who, call: path, method, ip, error: errorText(error) });
      return { status: 500, code: RESPONSE_CODE.failure, data: null, msg: t('Errors.serverError') };
    } finally {
      // An upload without a declared length is charged the bytes it sent, whatever the outcome.
      if (settle && bytesRead) await settle(bytesRead()).catch((error) => logger.write('error', 'rate_limit_failed', { call: path, error: errorText(error) }));
    }
  }

  const dispatch: Dispatch = async function dispatch(req, segments, services) {
    const locale = callerLocale(req.headers);
    // An API key in the address is refused before anything else (lib/server/api/keys.ts): it is as good as published.
    if (keyInQuery(new URL(req.url))) return envelope(RESPONSE_CODE.failure, null, translate(locale, 'Errors.apiKeyInQuery'), 400);
    const path = segments.map(decodeSegment).join('/');
    const { ep, known } = findEndpoint(path, req.method);
    if (!ep) {
      return envelope(RESPONSE_CODE.failure, null, translate(locale, known ? 'Errors.methodNotAllowed' : 'Errors.unknownCall'), known ? 405 : 404);
    }
    const ip = clientAddress(req.headers, trustedProxies(services.memory));
    try {
      const url = new URL(req.url);
      const body = await readInput(req, ep, url, locale);
      if (!body.ok) return body.response;
      const apiKey = keyFromHeaders(req.headers);
      const outcome = await execute(
        ep,
        { path, method: req.method, locale, value: body.value, token: apiKey === undefined ? bearerToken(req.headers) : undefined, apiKey, ip, headers: req.headers, url, declaredLength: declaredLength(req.headers), body, signal: req.signal },
        services,
      );
      return outcome instanceof Response ? outcome : envelope(outcome.code, outcome.data, outcome.msg, outcome.status, outcome.headers);
    } catch (error) {
      // Reading the body failed (the connection broke mid-upload, a malformed URL): logged, never a stack trace.
      logger.write('error', 'server_error', { who: 'visitor', call: path, method: req.method, ip, error: errorText(error) });
      return envelope(RESPONSE_CODE.failure, null, translate(locale, 'Errors.serverError'), 500);
    }
  };

  async function call({ path, method, input, token, locale }: InProcessCall, services: Services): Promise<CallOutcome> {
    const { ep, known } = findEndpoint(path, method);
    if (!ep) return { ok: false, code: RESPONSE_CODE.failure, msg: translate(locale, known ? 'Errors.methodNotAllowed' : 'Errors.unknownCall'), status: known ? 405 : 404 };
    // A GET's input is its query: the values as the browser's URL would carry them (strings), empty ones left out.
    // A POST's input is what its JSON body would carry (undefined fields gone, dates as strings).
    const value = method === 'GET' ? queryValues(input) : JSON.parse(JSON.stringify(input ?? {}));
    const url = new URL(IN_PROCESS_ORIGIN + path);
    if (method === 'GET') for (const [key, v] of Object.entries(value as Record<string, string>)) url.searchParams.set(key, v);
    const outcome = await execute(
      ep,
      { path, method, locale, value, token, ip: 'unknown', headers: new Headers({ 'accept-language': locale }), url, declaredLength: null },
      services,
    );
    if (outcome instanceof Response) {
      // A handler that answers with its own Response (a file, a stream) is not meant for a page; read it as the
      // browser would.
      const body = (await outcome.json().catch(() => null)) as Envelope | null;
      if (outcome.status === 200 && body && body.code === RESPONSE_CODE.success) return { ok: true, data: body.data };
      return { ok: false, code: body?.code ?? RESPONSE_CODE.failure, msg: body?.msg ?? '', status: outcome.status };
    }
    if (outcome.status === 200 && outcome.code === RESPONSE_CODE.success) {
      // The answer as the browser gets it: dates become ISO strings, undefined fields go (the call's output type).
      return { ok: true, data: outcome.data === null ? null : JSON.parse(JSON.stringify(outcome.data)) };
    }
    return { ok: false, code: outcome.code, msg: outcome.msg, status: outcome.status };
  }

  return Object.assign(dispatch, { call });
}

/** A refused input as an outcome: HTTP 400 with code -1 and a message naming the field, in the caller's language. */
function refusal(problem: InputProblem, locale: Locale): Outcome {
  return { status: 400, code: RESPONSE_CODE.failure, data: null, msg: translate(locale, problem.key, { field: problem.field, ...problem.values }) };
}

/** A GET input as its query string would carry it: strings, no empty values (what parseQuery gives the HTTP path). */
function queryValues(input: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (input && typeof input === 'object') {
    for (const [key, v] of Object.entries(input)) if (v !== undefined && v !== null && v !== '') out[key] = String(v);
  }
  return out;
}

/** Closes a stream that may already be cancelled (then closing throws, and there is nothing to close). */
function endQuietly(controller: ReadableStreamDefaultController<never>): void {
  try {
    controller.close();
  } catch {
    // already cancelled
  }
}

/**
 * A streamed answer as the AI SDK's UI message stream (`createUIMessageStreamResponse`: one
 * `data: <chunk JSON>` server-sent event per item of the handler's iterable, `data: [DONE]` at the
 * end, header `x-vercel-ai-ui-message-stream: v1`). The first item is awaited here, so a refusal
 * before it (404, 409 …) is still the usual envelope and status. A failure later is logged and sent
 * as one `error` chunk with the translated message of a server error, and the stream ends. Items are
 * made as the client reads them; a cancelled stream (the client went away or stopped) aborts the
 * handler's signal and ends its iterator, so no further work is done.
 */
async function streamResponse(items: AsyncIterable<unknown>, abort: AbortController, t: (key: string) => string, log: Record<string, unknown>): Promise<Response> {
  const iterator = items[Symbol.asyncIterator]();
  const first = await iterator.next();
  let pending: IteratorResult<unknown> | null = first;
  const chunks = new ReadableStream<UIMessageChunk>({
    async pull(controller) {
      try {
        const next = pending ?? (await iterator.next());
        pending = null;
        // The caller went away while the item was being made: nothing more is sent.
        if (abort.signal.aborted) return endQuietly(controller);
        if (next.done) controller.close();
        else controller.enqueue(next.value as UIMessageChunk);
      } catch (error) {
        if (abort.signal.aborted) return endQuietly(controller);
        logger.write('error', 'server_error', { ...log, error: errorText(error) });
        controller.enqueue({ type: 'error', errorText: ApiError.is(error) ? t(error.messageKey) : t('Errors.serverError') });
        controller.close();
      }
    },
    async cancel() {
      abort.abort();
      await iterator.return?.(undefined);
    },
  });
  return createUIMessageStreamResponse({ stream: chunks, headers: { 'cache-control': 'no-store' } });
}

/** The body length the client declared, or null (none, or chunked). */
function declaredLength(headers: Headers): number | null {
  const raw = headers.get('content-length');
  const n = raw === null ? Number.NaN : Number(raw);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** A path segment as the spec spells it; a malformed escape stays as sent (and matches no call). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The message of the innermost cause (drizzle's "Failed query" wraps the driver's reason). */
function rootMessage(error: unknown): string {
  let e = error;
  for (let i = 0; i < 5 && e instanceof Error && e.cause instanceof Error; i++) e = e.cause;
  return e instanceof Error ? e.message || (e as { code?: string }).code || e.name : String(error);
}

/** The error's message and stack for the server log (never sent to the caller). */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const head = `${error.name}: ${error.message}`;
  // Some libraries' errors (pdf.js's) carry a stack made elsewhere, without their own name and message.
  return error.stack?.includes(error.message) ? error.stack : `${head}\n${error.stack ?? ''}`.trim();
}
