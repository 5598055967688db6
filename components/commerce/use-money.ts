'use client';
import { useFormatter } from 'next-intl';
import { useCallback } from 'react';

/**
 * Money of the payment screens: integer fen from the server, shown as RMB with Intl in the page's
 * language with the narrow symbol (¥1,234.56, not CN¥). The screens never compute a price, only format it.
 */
export function useMoney(): (fen: number) => string {
  const format = useFormatter();
  return useCallback((fen: number) => format.number(fen / 100, { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }), [format]);
}

/** Dates and times of orders (Asia/Shanghai, the app's one time zone), '—' when absent. */
export function useOrderDate(): (iso: string | null | undefined, withTime?: boolean) => string {
  const format = useFormatter();
  return useCallback(
    (iso: string | null | undefined, withTime = true) => (iso ? format.dateTime(new Date(iso), withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'long' }) : '—'),
    [format],
  );
}
