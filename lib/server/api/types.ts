import type { z } from 'zod';
import type { Call, CallOutput, HttpMethod } from '@/lib/contract';
import type { Db } from '@/lib/server/db/client';
import type { Locale } from '@/lib/i18n/routing';
import type { Services } from '@/lib/server/ports';
import type { SessionUser } from '@/lib/session/permissions';
import type { ApiScope } from '@/lib/api-keys/contract';
import type { RateLimit } from './rate-limits';

export type { HttpMethod };

/**
 * Who may call an endpoint. Decided on the server from the database on every call;
 * the permission cookie is only a display hint.
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'user' }
  | { kind: 'permission'; code: string }
  | { kind: 'role'; roles: readonly string[] };

export const PUBLIC = { kind: 'public' } as const satisfies AccessRule;
export const USER = { kind: 'user' } as const satisfies AccessRule;
export const permission = (code: string): AccessRule => ({ kind: 'permission', code });

export interface RequestInfo {
  /** As sent (HEAD is served by the GET endpoint). */
  method: string;
  ip: string;
  userAgent: string;
  headers: Headers;
  url: URL;
  /** The bearer token as sent (undefined when absent). */
  token?: string;
  /** When the call arrived, by the services' clock: the time the rules of this call read. */
  at: Date;
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface HandlerContext<I> {
  input: I;
  locale: Locale;
  db: Db;
  /**
   * The process's services (storage, SMS, payment providers, rate limiter, clock, signing keys …),
   * handed by the composition root (lib/server/services.ts), or a test's own.
   */
  services: Services;
  /** The signed-in user when a valid token was sent (always set for non-public rules). */
  user: SessionUser | null;
  request: RequestInfo;
  t: Translate;
  /**
   * `multipart` endpoints only: the request body, unread (the input comes from the query), capped at
   * `maxBodyBytes` (the stream errors with `code: 'BODY_TOO_LARGE'` beyond it).
   */
  body?: ReadableStream<Uint8Array> | null;
  /** `rawBody` endpoints only: the request body exactly as received, as UTF-8 text (the input comes from the query). */
  rawBody?: string;
  /**
   * Aborted when the caller goes away (the request is aborted or a streamed answer is cancelled):
   * `stream` endpoints stop their work when it fires.
   */
  signal?: AbortSignal;
}

export interface EndpointOptions<S extends z.ZodType, O> {
  /** One line for docs/API.md. */
  summary: string;
  access: AccessRule;
  /**
   * How often a caller may run it (a preset of `RATE_LIMITS`, lib/server/api/rate-limits.ts); required
   * for every call that is not a GET, enforced by the dispatcher before the handler.
   */
  rateLimit?: RateLimit;
  /**
   * The scope an API key needs to call it (docs/API-KEYS.md); without one, a call made with a key is refused (403).
   * The key acts as its owner, so the access rule and the handler's own checks apply unchanged.
   */
  apiScope?: ApiScope;
  /**
   * A streamed multipart/form-data upload: the input schema is applied to the query, access is
   * checked before a byte of the body is read, and the handler reads `ctx.body` as a stream
   * (lib/server/files). Other content types answer 415; every other endpoint refuses multipart.
   */
  multipart?: boolean;
  /**
   * A signed notification of a payment provider: the body is not parsed (any content type is
   * accepted), the input schema is applied to the query, and the handler reads `ctx.rawBody`, the
   * body exactly as received (lib/server/payments/notify.ts).
   */
  rawBody?: boolean;
  /** Largest accepted body in bytes (default 1 MiB; uploads set their own). */
  maxBodyBytes?: number;
  /**
   * A sign-in (password, SMS code, SSO token, WeChat): every business failure it answers is
   * logged as a `sign_in_failed` event by the dispatcher (docs/SECURITY.md).
   */
  signIn?: boolean;
  /** Documented binary answers (images, files, QR orders) return a Response themselves. */
  binary?: boolean;
  /**
   * A streamed answer (the AI SDK's UI message stream): the handler returns an async iterable of the
   * call's output type, UI message chunks, each sent as one server-sent event; the same session,
   * access, input, body and rate rules apply first, and a refusal before the first item is the usual
   * envelope (docs/ARCHITECTURE.md "Streamed answers").
   */
  stream?: boolean;
  /** Returns the call's output type (checked against the contract), a Response for binary answers, or the items of a streamed answer. */
  handler: (ctx: HandlerContext<z.output<S>>) => Promise<O | Response> | O | Response | AsyncIterable<O>;
}

export interface EndpointDef<S extends z.ZodType = z.ZodType> extends EndpointOptions<S, unknown> {
  method: HttpMethod;
  /** Path below /atsteel/, exactly as the spec spells it, e.g. `steelName/steelSearch`. */
  path: string;
  input: S;
}

/** A call that is not a GET writes something, so it must declare its rate limit (issue 27). */
type RateLimitOf<M extends HttpMethod> = [M] extends ['GET'] ? { rateLimit?: RateLimit } : { rateLimit: RateLimit };

/**
 * Serves one call of a domain contract: the method, path and input schema come from the call,
 * and the handler must return the call's output type. Every call but a GET declares a rate limit.
 */
export function defineEndpoint<S extends z.ZodType, O, M extends HttpMethod>(
  call: Call<S, O, M>,
  options: EndpointOptions<S, CallOutput<Call<S, O>>> & RateLimitOf<M>,
): EndpointDef<S> {
  return { ...options, method: call.method, path: call.path, input: call.input } as EndpointDef<S>;
}
