import { IntlErrorCode, type IntlError } from 'use-intl/core';
import { errorBrand } from '@/lib/error-brand';

/**
 * What next-intl does with a missing or broken message (issue 29 item 3), on the server
 * (`lib/i18n/request.ts`) and in every client island (`components/providers/intl-client-provider.tsx`):
 * in development and tests it throws, so a missing key or a namespace an island forgot to send
 * fails the page and the test that renders it; in a production build it logs (`console.error`,
 * which the browser tests that open every route fail on) and shows the key, never a blank.
 */

/** Throw on a missing message: everywhere but a production build. */
export function strictMessages(): boolean {
  return process.env.NODE_ENV !== 'production';
}

const missingMessageErrorBrand = errorBrand<MissingMessageError>('MissingMessageError');

export class MissingMessageError extends Error {
  /** Whether `value` carries the MissingMessageError brand: thrown by this copy of the module or by another bundle's (lib/error-brand.ts). */
  static is(value: unknown): value is MissingMessageError {
    return missingMessageErrorBrand.is(value);
  }

  constructor(readonly code: string, detail: string) {
    super(`[i18n] ${code}: ${detail}`);
    this.name = 'MissingMessageError';
    missingMessageErrorBrand.mark(this);
  }
}

/** next-intl's `onError`. */
export function onIntlError(error: IntlError): void {
  const failure = new MissingMessageError(error.code, error.originalMessage ?? error.message);
  if (strictMessages()) throw failure;
  console.error(failure.message);
}

/**
 * next-intl's `getMessageFallback`: the full key for a missing message (visible, so it is found),
 * the key too for a message that cannot be formatted (its values were wrong).
 */
export function messageFallback({ namespace, key }: { error: IntlError; key: string; namespace?: string }): string {
  return namespace ? `${namespace}.${key}` : key;
}

export { IntlErrorCode };
