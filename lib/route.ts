/**
 * The browser's half of a contract call: its method and path, and (type-only) what it takes and
 * answers. A `Call` of `lib/contract.ts` is a `Route` plus its zod schema; the browser gets the
 * routes from `lib/api/calls/<domain>.ts`, generated from the contracts, so pages that only call
 * the server never download zod (issue 10, page weight). This module must not import zod.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How the browser reads a call's answer, declared on the call in the contract (lib/contract.ts):
 * `json` the envelope through the shared handling (toast, /login), answering `data` (the default);
 * `xlsx` a workbook as a Blob (a refusal's JSON envelope still goes through the shared handling);
 * `binary` the bytes and the headers as they come (an image); `envelope` the envelope itself, for
 * the few callers that read code and msg on their own (sign-in forms, the session check, the unread
 * badge): no toast, no redirect.
 */
export type Answer = 'json' | 'xlsx' | 'binary' | 'envelope';

declare const INPUT: unique symbol;
declare const OUTPUT: unique symbol;

export interface Route<I = unknown, O = unknown, M extends HttpMethod = HttpMethod, A extends Answer = Answer> {
  /** The literal method when declared with `call(...)`, so the server can require a rate limit on writing calls. */
  readonly method: M;
  /** Path below /atsteel/, exactly as the spec spells it, e.g. `steelName/steelSearch`. */
  readonly path: string;
  /** How the answer is read; absent means `json`. */
  readonly answer?: A;
  /** Declared with `.idempotent()`: the request carries the caller's Idempotency-Key (a retry finds the first result). */
  readonly idempotent?: true;
  /** Type-only: what a caller sends (before defaults and coercion). */
  readonly [INPUT]?: I;
  /** Type-only: the `data` of a successful answer. */
  readonly [OUTPUT]?: O;
}

/** What a caller sends (before defaults and coercion). */
export type CallInput<C> = C extends Route<infer I, any> ? I : never;
/** What a successful answer carries in `data`. */
export type CallOutput<C> = C extends Route<any, infer O> ? O : never;

/** The answer's kind of a call (`json` unless declared otherwise). */
export type AnswerOf<C> = C extends Route<any, any, any, infer A> ? A : never;

/** The browser's view of a contract export: every call becomes its route (answer kind and idempotency kept), nesting kept. */
export type RoutesOf<T> =
  T extends Route<infer I, infer O, any, infer A>
    ? Route<I, O, HttpMethod, A> & (T extends { readonly idempotent: true } ? { readonly idempotent: true } : unknown)
    : T extends null
      ? null
      : { readonly [K in keyof T]: RoutesOf<T[K]> };
/**
 * Every answer of /atsteel/ (spec: `{code, data, msg}`): `code` 0 on success (RESPONSE_CODE in
 * lib/session/constants.ts), `data` the call's output or null, `msg` translated. Written by the
 * dispatcher, read by the browser client, the in-process calls of server components and the tests.
 */
export interface Envelope<T = unknown> {
  code: number;
  data: T | null;
  msg: string;
}
