import { alipayTime, fenToYuan, parseAlipayTime, yuanToFen } from './amount';

describe('Alipay amounts and times', () => {
  it('converts fen to yuan text and back exactly', () => {
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(1)).toBe('0.01');
    expect(fenToYuan(158_400)).toBe('1584.00');
    expect(fenToYuan(1_234_567)).toBe('12345.67');
    expect(yuanToFen('1584.00')).toBe(158_400);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('19.99')).toBe(1999);
    expect(() => fenToYuan(1.5)).toThrow();
    expect(() => fenToYuan(-1)).toThrow();
  });

  it('refuses amounts that are not plain yuan with at most two decimals', () => {
    for (const bad of ['', '-1.00', '1.001', '1e3', ' 1.00', '1,000.00', '.5', '1.', undefined]) expect(yuanToFen(bad)).toBeNull();
  });

  it('writes and reads Beijing time', () => {
    const date = new Date('2026-11-23T16:30:05Z');
    expect(alipayTime(date)).toBe('2026-11-24 00:30:05');
    expect(parseAlipayTime('2026-11-24 00:30:05')?.toISOString()).toBe('2026-11-23T16:30:05.000Z');
    expect(parseAlipayTime('2026-11-24T00:30:05')).toBeNull();
  });
});
