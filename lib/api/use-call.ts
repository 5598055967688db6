'use client';
import { useLocale } from 'next-intl';
import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { CallInput, Route } from '@/lib/route';
import { request, type Answered } from './client';

/**
 * The one way client islands load data (SWR): loading, errors, retries, deduplication, stale
 * answers of an earlier input never overwriting a newer one, and polling (`refreshInterval`).
 * The key is the call, its input and the page's language (the server answers labels and messages in
 * it), so two islands asking the same thing share one request.
 * Pass `null` as input to wait (e.g. until the visitor is known to be signed in). The answer is read
 * as the call declares it (`request`); a call declared `.idempotent()` is made with `request` and
 * the screen's key, not here.
 */
export function useCall<C extends Route>(call: C, input: CallInput<C> | null, options?: SWRConfiguration<Answered<C>>) {
  const locale = useLocale();
  return useSWR<Answered<C>>(
    input === null ? null : [call.method, call.path, locale, input],
    () => send(call, input ?? undefined),
    { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true, ...options },
  );
}

/** A call made on demand (a button, a form): `trigger(input)`, with `isMutating` and `error`. */
export function useCallMutation<C extends Route>(call: C) {
  return useSWRMutation<Answered<C>, Error, [string, string], CallInput<C>>([call.method, call.path], (_key, { arg }) => send(call, arg));
}

/** `request` for a call of any declared answer (the generic call cannot be checked for an Idempotency-Key here). */
const send = <C extends Route>(call: C, input: CallInput<C> | undefined) => request(call as Route, input) as Promise<Answered<C>>;
