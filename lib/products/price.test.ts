import { describe, expect, it } from 'vitest';
import { fenToPrice, priceToFen } from './price';

describe('priceToFen', () => {
  it('reads yuan with up to two decimals', () => {
    expect(priceToFen('4500', 'yuan')).toBe(450000);
    expect(priceToFen('12.5', 'yuan')).toBe(1250);
    expect(priceToFen(' 0.01 ', 'yuan')).toBe(1);
    expect(priceToFen('1.234', 'yuan')).toBeNull();
  });

  it('reads ten thousand yuan down to one fen', () => {
    expect(priceToFen('1.5', 'tenThousandYuan')).toBe(1_500_000);
    expect(priceToFen('0.000001', 'tenThousandYuan')).toBe(1);
  });

  it('refuses what is not a plain non-negative number', () => {
    for (const bad of ['', '-1', 'abc', '1e3', '1,000', '.5']) expect(priceToFen(bad, 'yuan')).toBeNull();
  });
});

describe('fenToPrice', () => {
  it('gives back the typed text', () => {
    expect(fenToPrice(450000, 'yuan')).toBe('4500');
    expect(fenToPrice(1250, 'yuan')).toBe('12.5');
    expect(fenToPrice(1_500_000, 'tenThousandYuan')).toBe('1.5');
  });
});
