'use client';
import { useFormatter } from 'next-intl';
import { useCallback } from 'react';

/** Dates and times of orders (Asia/Shanghai, the app's one time zone), '—' when absent. */
export function useOrderDate(): (iso: string | null | undefined, withTime?: boolean) => string {
  const format = useFormatter();
  return useCallback(
    (iso: string | null | undefined, withTime = true) => (iso ? format.dateTime(new Date(iso), withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'long' }) : '—'),
    [format],
  );
}
