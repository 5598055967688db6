import { describe, expect, it } from 'vitest';
import { formatBand, formatMin } from './format';

const num = (n: number) => String(n);

describe('formatBand', () => {
  it('writes specification bands the way standards do', () => {
    expect(formatBand(0, 16, num, 'spec')).toBe('≤ 16');
    expect(formatBand(null, 16, num, 'spec')).toBe('≤ 16');
    expect(formatBand(16, 40, num, 'spec')).toBe('> 16 – 40');
    expect(formatBand(40, null, num, 'spec')).toBe('> 40');
    expect(formatBand(null, null, num, 'spec')).toBe('–');
  });
  it('writes value ranges with open ends', () => {
    expect(formatBand(470, 630, num, 'range')).toBe('470 – 630');
    expect(formatBand(470, null, num, 'range')).toBe('≥ 470');
    expect(formatBand(null, 630, num, 'range')).toBe('≤ 630');
    expect(formatMin(20, num)).toBe('≥ 20');
    expect(formatMin(null, num)).toBe('–');
  });
});
