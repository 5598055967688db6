/**
 * Money (issue 28 §2): the portal keeps integer fen everywhere; these are the one conversion to and
 * from yuan and the one display format. Exact text conversions (no floating point) for providers,
 * notifications and contracts; numbers in yuan only where a spreadsheet cell or a form field wants one.
 */

/**
 * The largest amount a user or a supplier may enter anywhere (issue 45 item 2): ¥10,000,000.00. Every such amount is
 * integer fen kept in an int4 column, as the payment order's amount is (up to ¥21,474,836.47), and is refused at input
 * above this maximum with `Errors.amountTooLarge`, which names it in the caller's language (`fenParam` / `yuanParam`,
 * lib/contract.ts; docs/SECURITY.md), so no amount a person typed reaches the payment core out of its range.
 */
export const MAX_AMOUNT_FEN = 1_000_000_000;

/** The one display format: RMB with the narrow symbol and two decimals in either language (¥1,234.56, never CN¥). */
export const MONEY_FORMAT: Intl.NumberFormatOptions = { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** Integer fen as RMB in a page's language (¥19.90); components use `useMoney`/`<Money>` (components/commerce/money.tsx). */
export function formatFen(fen: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en' : 'zh-CN', MONEY_FORMAT).format(fen / 100);
}

/** Fen as exact decimal yuan text, 88000 → "880.00" (Alipay's total_amount, notifications, contracts). */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError('amount in fen must be a non-negative integer');
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** null unless the text is a plain non-negative yuan amount with at most two decimals ("12", "0.1", "19.99"). */
export function yuanToFen(text: string | undefined): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Fen as a number of yuan, for a spreadsheet cell or a yuan input field (12345 → 123.45). */
export function yuanOf(fen: number): number {
  return fen / 100;
}

/** A yuan number typed into a field (at most two decimals) as integer fen, 123.45 → 12345. */
export function fenOf(yuan: number): number {
  return Math.round(yuan * 100);
}
