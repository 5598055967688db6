import { RESPONSE_CODE } from '@/lib/session/constants';

/**
 * A business failure with a message key from the Errors (or a domain) namespace.
 * The dispatcher turns it into `{code, data: null, msg}` with msg in the caller's language.
 */
export class ApiError extends Error {
  constructor(
    public readonly messageKey: string,
    public readonly code: number = RESPONSE_CODE.failure,
    public readonly status = 200,
    public readonly values?: Record<string, string | number>,
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

export const noToken = () => new ApiError('Errors.noToken', RESPONSE_CODE.noToken);
export const invalidToken = () => new ApiError('Errors.invalidToken', RESPONSE_CODE.invalidToken);
/** A refused permission: HTTP 403 with code -1, so callers can tell it from other failures. */
export const forbidden = () => new ApiError('Errors.noAuthority', RESPONSE_CODE.failure, 403);
export const notFoundId = () => new ApiError('Errors.noCorrespondingId');
