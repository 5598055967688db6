'use client';
import { useLocale } from 'next-intl';
import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { CallInput, CallOutput, Route } from '@/lib/route';
import { request } from './client';

/**
 * The one way client islands load data (SWR): loading, errors, retries, deduplication, stale
 * answers of an earlier input never overwriting a newer one, and polling (`refreshInterval`).
 * The key is the call, its input and the page's language (the server answers labels and messages in
 * it), so two islands asking the same thing share one request.
 * Pass `null` as input to wait (e.g. until the visitor is known to be signed in).
 */
export function useCall<C extends Route>(call: C, input: CallInput<C> | null, options?: SWRConfiguration<CallOutput<C>>) {
  const locale = useLocale();
  return useSWR<CallOutput<C>>(
    input === null ? null : [call.method, call.path, locale, input],
    () => request(call, input ?? undefined),
    { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true, ...options },
  );
}

/** A call made on demand (a button, a form): `trigger(input)`, with `isMutating` and `error`. */
export function useCallMutation<C extends Route>(call: C) {
  return useSWRMutation<CallOutput<C>, Error, [string, string], CallInput<C>>([call.method, call.path], (_key, { arg }) => request(call, arg));
}
