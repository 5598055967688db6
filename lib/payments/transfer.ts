/**
 * Bank transfer (docs/PAYMENTS.md, "Bank transfer"): the reference a buyer quotes in the transfer's
 * remark so customer service can match the money on the statement to the order. It is the order
 * number followed by two check digits (ISO 7064 MOD 97-10, as in an IBAN), so a mistyped digit or two
 * swapped digits are noticed rather than matched to another order.
 */
export function transferCodeOf(orderNo: string): string {
  if (!/^\d+$/.test(orderNo)) throw new Error('order numbers are digits');
  return `${orderNo}${checkDigits(orderNo)}`;
}

/** Whether a quoted reference is a well-formed transfer code (its check digits match). */
export function isTransferCode(code: string): boolean {
  const digits = code.replace(/\s+/g, '');
  if (!/^\d{16,20}$/.test(digits)) return false;
  return checkDigits(digits.slice(0, -2)) === digits.slice(-2);
}

/** The order number a transfer code stands for, or null when the code is not well formed. */
export function orderNoOfTransferCode(code: string): string | null {
  const digits = code.replace(/\s+/g, '');
  return isTransferCode(digits) ? digits.slice(0, -2) : null;
}

function mod97(digits: string): number {
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest;
}

function checkDigits(digits: string): string {
  return String(98 - mod97(`${digits}00`)).padStart(2, '0');
}

/** Shown in groups of four for reading aloud and typing: "2026 1123 0000 4237". */
export function groupDigits(code: string): string {
  return code.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** How long a waiting order is held once the buyer chooses bank transfer (a transfer takes days, a wallet minutes). */
export const BANK_TRANSFER_HOLD_DAYS = 3;
