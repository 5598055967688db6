import { describe, expect, it } from 'vitest';
import { editionStatus, readStandardEditions } from './editions';

describe('the edition table (reference-data/standard_editions)', () => {
  it('tells a current, a superseded and an undated code apart', () => {
    expect(editionStatus('GB/T 3077-2015', 'GB/T 3077-2015')).toBe('current');
    expect(editionStatus('GB/T 3077-1999', 'GB/T 3077-2015')).toBe('superseded');
    expect(editionStatus('EN 10025-2:2004', 'EN 10025-2:2019')).toBe('superseded');
    expect(editionStatus('ASTM A295-98', 'ASTM A295/A295M-14')).toBe('superseded');
    expect(editionStatus('GB/T 3077', 'GB/T 3077-2015')).toBe('undated');
  });

  it('reads every row with a source and a basis, each code once', () => {
    const { editions, log, rows } = readStandardEditions();
    expect(log.list()).toEqual([]);
    expect(editions).toHaveLength(rows);
    expect(editions.length).toBeGreaterThan(50);
    for (const e of editions) {
      expect(e.sourceUrl, e.code).toMatch(/^https?:\/\//);
      expect(['stated', 'newest'], e.code).toContain(e.basis);
      if (e.status === 'superseded') expect(e.current, e.code).not.toBe(e.code);
    }
  });
});
