import { describe, expect, it } from 'vitest';
import { groupDigits, isTransferCode, orderNoOfTransferCode, transferCodeOf } from './transfer';

describe('transfer codes', () => {
  it('appends two MOD 97-10 check digits to the order number', () => {
    const code = transferCodeOf('20261123000042');
    expect(code).toHaveLength(16);
    expect(code.startsWith('20261123000042')).toBe(true);
    // The whole code is 1 modulo 97, as an IBAN's digits are.
    expect(BigInt(code) % 97n).toBe(1n);
    expect(isTransferCode(code)).toBe(true);
    expect(orderNoOfTransferCode(groupDigits(code))).toBe('20261123000042');
  });

  it('notices a mistyped digit and two swapped digits', () => {
    const code = transferCodeOf('20261123000042');
    const typo = code.slice(0, 5) + String((Number(code[5]) + 1) % 10) + code.slice(6);
    const swapped = code.slice(0, 12) + code[13] + code[12] + code.slice(14);
    expect(isTransferCode(typo)).toBe(false);
    if (code[12] !== code[13]) expect(isTransferCode(swapped)).toBe(false);
    expect(orderNoOfTransferCode('abc')).toBeNull();
  });

  it('groups the digits in fours for reading', () => {
    expect(groupDigits('2026112300004237')).toBe('2026 1123 0000 4237');
  });

  it('refuses something that is not an order number', () => {
    expect(() => transferCodeOf('x1')).toThrow();
  });
});
