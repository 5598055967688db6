import { MAX_AMOUNT_FEN, yuanToFen } from '@/lib/money';
import { z } from '@/lib/zod';

/**
 * The shape every domain contract is written in (`lib/<domain>/contract.ts`): one `Call` per
 * /atsteel/ call, declared once with its method, path, zod input schema and output type. The
 * endpoint (`defineEndpoint(call, …)`), the browser call (`request(call, …)`), the server
 * components' `serverGet(locale, call, …)` and the client hook `useCall(call, …)` all take the
 * same object, so none of them can drift from the others.
 */

import type { Answer, HttpMethod, Route } from './route';

export type { Answer, AnswerOf, CallInput, CallOutput, HttpMethod, Route } from './route';

/** A route plus the zod schema its input is parsed with (the server's and the forms' half). */
export interface Call<S extends z.ZodType = z.ZodType, O = unknown, M extends HttpMethod = HttpMethod, A extends Answer = Answer> extends Route<z.input<S>, O, M, A> {
  readonly input: S;
}

/** What the handler receives (after parsing). */
export type CallParsed<C> = C extends Call<infer S, any> ? z.output<S> : never;

/**
 * The browser answers the whole envelope for a successful answer whose `data` is empty (spec
 * section 7, `handleEnvelope`), so an answer that is sometimes a value and sometimes `null` would
 * reach the screen as the envelope when it is `null`: such an output is refused here and is wrapped
 * instead (`{ application: T | null }`). Exactly `null` (nothing to answer) stays allowed.
 */
type Enveloped<O> = null extends O ? ([O] extends [null] ? [] : [wrapTheNullableAnswerInAnObject: never]) : [];

/**
 * Declares a call: `call('POST', 'steelName/steelSearch', searchSchema).returns<SearchResult>()`.
 * (Two steps because TypeScript cannot infer the schema while the output type is given.)
 * What the browser needs beyond method and path is declared here too, so no hand-written wrapper
 * exists (`request` and `useCall` in lib/api read it from the generated call):
 * - `.idempotent().returns<O>()`: the request carries the caller's Idempotency-Key (order creation);
 * - `.xlsx()`: the answer is a workbook (a Blob); a refusal still goes through the envelope handling;
 * - `.binary()`: the answer is bytes plus headers (the captcha image and its id);
 * - `.envelope().returns<O>()`: the caller gets the envelope itself (no toast, no redirect).
 */
export function call<S extends z.ZodType, M extends HttpMethod>(method: M, path: string, input: S) {
  const route = { method, path, input };
  return {
    returns<O>(..._answer: Enveloped<O>): Call<S, O, M, 'json'> {
      return route as Call<S, O, M, 'json'>;
    },
    idempotent() {
      return {
        returns<O>(..._answer: Enveloped<O>): Call<S, O, M, 'json'> & { readonly idempotent: true } {
          return { ...route, idempotent: true } as Call<S, O, M, 'json'> & { readonly idempotent: true };
        },
      };
    },
    envelope() {
      return {
        returns<O>(): Call<S, O, M, 'envelope'> {
          return { ...route, answer: 'envelope' } as Call<S, O, M, 'envelope'>;
        },
      };
    },
    xlsx(): Call<S, Blob, M, 'xlsx'> {
      return { ...route, answer: 'xlsx' } as Call<S, Blob, M, 'xlsx'>;
    },
    binary(): Call<S, Blob, M, 'binary'> {
      return { ...route, answer: 'binary' } as Call<S, Blob, M, 'binary'>;
    },
  };
}

/** Calls without input. */
export const noInput = z.object({});

/** The largest value of a PostgreSQL `integer` (int4): serial ids, counts, page numbers. */
export const DB_INT_MAX = 2_147_483_647;

/**
 * A whole number as it arrives from a query string (`"12"`) or a JSON body (`12`), between `min`
 * and `max` (never beyond int4). Booleans, arrays, objects and other text are refused, not coerced.
 */
export const intParam = (min: number, max: number, message?: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^[-+]?\d{1,12}$/).transform(Number)], message ? { error: message } : undefined)
    .pipe(z.number().int(message).min(Math.max(min, -DB_INT_MAX), message).max(Math.min(max, DB_INT_MAX), message));

/**
 * The one money input (issue 45 item 2): an amount in integer fen a user or a supplier enters, as a JSON number or
 * digits, from `min` up to MAX_AMOUNT_FEN (lib/money.ts). Above the maximum (however large) the answer is
 * `Errors.amountTooLarge`, which names it; anything else that is not such a whole number is `message`.
 */
export const fenParam = (min: number, message: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d{1,20}$/).transform(Number)], { error: message })
    .pipe(z.number().max(MAX_AMOUNT_FEN, 'Errors.amountTooLarge').int(message).min(min, message));

/**
 * The one money input typed in yuan (issue 45 item 2): plain text with at most two decimals ("48000.50"), answered
 * as integer fen from `min` up to MAX_AMOUNT_FEN; above it (however many digits) `Errors.amountTooLarge`, naming the
 * maximum; any other text `message`.
 */
export const yuanParam = (min: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(40, message)
    .regex(/^\d+(\.\d{1,2})?$/, message)
    .transform((text) => yuanToFen(text.replace(/^0+(?=\d)/, '')) ?? Number.MAX_SAFE_INTEGER)
    .pipe(z.number().max(MAX_AMOUNT_FEN, 'Errors.amountTooLarge').min(min, message));

/** The one "database id" input: a positive int4 (serial primary keys). */
export const dbId = (message = 'Errors.noCorrespondingId') => intParam(1, DB_INT_MAX, message);

/**
 * A record named by its database id or by its slug: a positive int4 (number or digits), or text
 * that does not read as a number, so an id beyond int4 is refused rather than taken for a slug.
 * `required` answers a missing or empty value, `invalid` any other refused one.
 */
export const idOrSlug = (required: string, invalid = required, max = 200) =>
  z.union(
    [dbId(invalid), z.string().trim().min(1, required).max(max, invalid).regex(/^(?![-+]?\d+(\.\d*)?(e[-+]?\d+)?$)/i, invalid)],
    { error: (issue) => (issue.input === undefined || issue.input === '' ? required : invalid) },
  );

/** A page number or size as it arrives from a query string or a JSON body. */
/** A finite number as it arrives from a query string (`"0.45"`) or a JSON body; other types are refused. */
export const numberParam = (message?: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/).transform(Number)], message ? { error: message } : undefined)
    .pipe(z.number().finite(message));

export const pageParam = (max: number) => intParam(1, max, 'Errors.badPage');

/** The one pagination input: `page` 1-based (≤ 10,000), `pageSize` 1–100 (default 20). */
export const pageSchema = z.object({
  page: pageParam(10000).optional().default(1),
  pageSize: pageParam(100).optional().default(20),
});
export type PageInput = z.infer<typeof pageSchema>;

/** The one shape of a paginated answer. */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}
