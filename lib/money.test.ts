import { describe, expect, it } from 'vitest';
import { fenOf, fenToYuan, formatFen, MAX_AMOUNT_FEN, yuanOf, yuanToFen } from './money';

describe('money', () => {
  it('shows fen as RMB with the narrow symbol and two decimals in both languages', () => {
    expect(formatFen(1990, 'en')).toBe('¥19.90');
    expect(formatFen(12_800, 'zh')).toBe('¥128.00');
    expect(formatFen(18_000, 'en')).toBe('¥180.00');
    expect(formatFen(123_456_789, 'en')).toBe('¥1,234,567.89');
  });

  it('converts fen to yuan text and back exactly', () => {
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(1)).toBe('0.01');
    expect(fenToYuan(88_000)).toBe('880.00');
    expect(fenToYuan(1_234_567)).toBe('12345.67');
    expect(yuanToFen('1584.00')).toBe(158_400);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('19.99')).toBe(1999);
    expect(() => fenToYuan(1.5)).toThrow();
    expect(() => fenToYuan(-1)).toThrow();
  });

  it('refuses yuan text that is not plain yuan with at most two decimals', () => {
    for (const bad of ['', '-1.00', '1.001', '1e3', ' 1.00', '1,000.00', '.5', '1.', undefined]) expect(yuanToFen(bad)).toBeNull();
  });

  it('turns fen into yuan numbers for cells and fields and back without drift', () => {
    expect(yuanOf(12_345)).toBe(123.45);
    expect(fenOf(123.45)).toBe(12_345);
    expect(fenOf(0.29)).toBe(29);
    expect(fenOf(yuanOf(1_000_001))).toBe(1_000_001);
  });
});

describe('the one money input (issue 45 item 2)', () => {
  it('takes amounts up to MAX_AMOUNT_FEN and names the maximum above it, however large', async () => {
    const { fenParam, yuanParam } = await import('./contract');
    expect(MAX_AMOUNT_FEN).toBe(1_000_000_000);
    expect(formatFen(MAX_AMOUNT_FEN, 'zh')).toBe('¥10,000,000.00');
    expect(formatFen(MAX_AMOUNT_FEN, 'en')).toBe('¥10,000,000.00');
    const fen = fenParam(100, 'X.bad');
    expect(fen.parse(MAX_AMOUNT_FEN)).toBe(MAX_AMOUNT_FEN);
    expect(fen.parse('100')).toBe(100);
    for (const big of [MAX_AMOUNT_FEN + 1, 2_147_483_648, 1e20, '99999999999999999999']) expect(fen.safeParse(big).error?.issues[0].message).toBe('Errors.amountTooLarge');
    for (const bad of [99, 1.5, -1, 'ten', true, null]) expect(fen.safeParse(bad).error?.issues[0].message).toBe('X.bad');
    const yuan = yuanParam(1, 'X.bad');
    expect(yuan.parse('10000000.00')).toBe(MAX_AMOUNT_FEN);
    expect(yuan.parse('0.01')).toBe(1);
    for (const big of ['21474836.48', '10000000.01', '0010000000.01', '9'.repeat(30)]) expect(yuan.safeParse(big).error?.issues[0].message).toBe('Errors.amountTooLarge');
    for (const bad of ['0', '1.001', '-5', '1e9', '', 'abc', 12]) expect(yuan.safeParse(bad).error?.issues[0].message).toBe('X.bad');
  });
});
