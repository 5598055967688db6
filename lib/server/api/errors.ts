import { RESPONSE_CODE } from '@/lib/session/constants';
import { sqlState } from './input-rules';
import { errorBrand } from '@/lib/error-brand';

type Values = Record<string, string | number>;

/** The session answers (-100 no token, -101 invalid token) stay HTTP 200, as the spec's clients expect. */
const isSessionCode = (code: number) => code === RESPONSE_CODE.noToken || code === RESPONSE_CODE.invalidToken;

const apiErrorBrand = errorBrand<ApiError>('ApiError');

/**
 * A business failure with a message key from the Errors (or a domain) namespace.
 * The dispatcher turns it into `{code, data: null, msg}` with msg in the caller's language and
 * `status` as the HTTP status. The one rule (docs/ARCHITECTURE.md, "The API"): a refusal keeps
 * code -1 and answers 4xx — 400 by default (invalid input, wrong code), or what its factory below
 * says; only the session codes answer HTTP 200.
 */
export class ApiError extends Error {
  /** Whether `value` carries the ApiError brand: thrown by this copy of the module or by another bundle's (lib/error-brand.ts). */
  static is(value: unknown): value is ApiError {
    return apiErrorBrand.is(value);
  }

  /** Extra response headers (the Retry-After of a rate limit). */
  headers?: Record<string, string>;

  constructor(
    public readonly messageKey: string,
    public readonly code: number = RESPONSE_CODE.failure,
    public readonly status: number = isSessionCode(code) ? 200 : 400,
    public readonly values?: Values,
  ) {
    super(messageKey);
    this.name = 'ApiError';
    apiErrorBrand.mark(this);
  }
}

export const noToken = () => new ApiError('Errors.noToken', RESPONSE_CODE.noToken);
export const invalidToken = () => new ApiError('Errors.invalidToken', RESPONSE_CODE.invalidToken);

/** Invalid input, a wrong verification code or password: HTTP 400. */
export const badRequest = (key: string, values?: Values) => new ApiError(key, RESPONSE_CODE.failure, 400, values);
/** A refused permission: HTTP 403 (logged), so callers can tell it from other failures. */
export const forbidden = (key = 'Errors.noAuthority', values?: Values) => new ApiError(key, RESPONSE_CODE.failure, 403, values);
/** What the call names does not exist (or is not the caller's to see): HTTP 404. */
export const notFound = (key: string, values?: Values) => new ApiError(key, RESPONSE_CODE.failure, 404, values);
/** The wrong moment: wrong state, already exists, a limit of stored things reached, a concurrent change: HTTP 409. */
export const conflict = (key: string, values?: Values) => new ApiError(key, RESPONSE_CODE.failure, 409, values);
/** Too many attempts or requests in a window; try again later: HTTP 429. */
export const tooMany = (key: string, values?: Values) => new ApiError(key, RESPONSE_CODE.failure, 429, values);

/** A call's rate limit is used up (lib/server/api/rate-limits.ts): HTTP 429 with Retry-After in seconds. */
export const rateLimited = (seconds: number) => Object.assign(tooMany('Errors.rateLimited', { seconds }), { headers: { 'retry-after': String(seconds) } });

export const notFoundId = () => notFound('Errors.noCorrespondingId');

/**
 * Runs `work`; a unique violation (SQLSTATE 23505) it meets becomes `conflict(key, values)`, HTTP 409:
 * the row that makes this one a duplicate exists (written before, or meanwhile by a concurrent call).
 * Any other error, a refusal of `work` included, is thrown unchanged.
 */
export async function conflictOnDuplicate<T>(work: () => Promise<T>, key: string, values?: Values): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!ApiError.is(error) && sqlState(error) === '23505') throw conflict(key, values);
    throw error;
  }
}
