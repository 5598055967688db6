import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { formatDateTime, type DateTimePrecision } from '@/lib/time';

/**
 * An instant for the reader: the page's language and China time (lib/time.ts `formatDateTime`),
 * never ISO UTC; '—' when absent. No 'use client': server components and client islands alike.
 */
export function useDateTime(): (at: string | Date | null | undefined, precision?: DateTimePrecision) => string {
  const locale = useLocale();
  return useCallback((at, precision = 'minute') => formatDateTime(at, locale, precision), [locale]);
}
