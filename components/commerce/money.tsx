import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { formatFen } from '@/lib/money';

/**
 * The one money display of every screen (issue 28 §2): integer fen from the server shown as RMB in
 * the page's language (lib/money.ts: ¥1,234.56, two decimals, never CN¥). Screens never compute a
 * price, only format it. No 'use client': server components (catalogues, cards) and client islands
 * (order lists, the pay dialog) use the same hook and component.
 */
export function useMoney(): (fen: number) => string {
  const locale = useLocale();
  return useCallback((fen: number) => formatFen(fen, locale), [locale]);
}

/** An amount in fen as text, e.g. `<Money fen={order.amountFen} />`. */
export function Money({ fen }: { fen: number }) {
  return useMoney()(fen);
}
