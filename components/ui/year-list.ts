'use client';
import { useLocale } from 'next-intl';

/**
 * Years named in a sentence in the reader's language ("2027 and 2028", "2027和2028"): the
 * "holidays of … not yet published" notices of the booking calendar and the estimates.
 */
export function useYearList(): (years: readonly number[]) => string {
  const locale = useLocale();
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return (years) => list.format(years.map(String));
}
