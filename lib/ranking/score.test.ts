import { INDICATOR_RULES, type IndicatorValues } from './model';
import { gradeOf, rankAmong, rankByScore, scoreIndicators, subScore, valueInRange } from './score';

const rule = (key: string) => INDICATOR_RULES.find((r) => r.key === key)!;

/** Worked example B of docs/RANKING.md. */
const exampleB: IndicatorValues = {
  mechanicalConformity: 98,
  dimensionalConformity: 96,
  surfaceConformity: 95,
  compositionCpk: 1.33,
  onTimeDelivery: 95,
  complaintRate: 1,
  satisfaction: 88,
  rdIntensity: 1.5,
  newProductShare: 12,
};

describe('the quality reliability model', () => {
  it('has weights that add up to 1 in each block and across blocks', () => {
    const byBlock = new Map<string, number>();
    for (const r of INDICATOR_RULES) byBlock.set(r.block, (byBlock.get(r.block) ?? 0) + r.weight);
    for (const sum of byBlock.values()) expect(sum).toBeCloseTo(1, 10);
    expect(INDICATOR_RULES.reduce((a, r) => a + r.weight * { productQuality: 0.5, deliveryService: 0.3, innovation: 0.2 }[r.block] * 100, 0)).toBeCloseTo(100, 10);
  });

  it('scores worked example A (every indicator at its full mark) 100, grade A+', () => {
    const full = Object.fromEntries(INDICATOR_RULES.map((r) => [r.key, r.fullAt])) as IndicatorValues;
    const result = scoreIndicators(full);
    expect(result.score).toBe(100);
    expect(result.grade).toBe('A+');
    expect(result.blocks).toEqual({ productQuality: 50, deliveryService: 30, innovation: 20 });
  });

  it('scores worked example B 64.6, grade B, with each contribution as the docs compute it', () => {
    const result = scoreIndicators(exampleB);
    expect(result.blocks).toEqual({ productQuality: 33.1, deliveryService: 22.5, innovation: 9 });
    expect(result.score).toBe(64.6);
    expect(result.grade).toBe('B');
    const points = Object.fromEntries(result.contributions.map((c) => [c.indicator, c.points]));
    expect(points).toEqual({
      mechanicalConformity: 14,
      dimensionalConformity: 7.5,
      surfaceConformity: 5,
      compositionCpk: 6.6,
      onTimeDelivery: 9,
      complaintRate: 7.2,
      satisfaction: 6.3,
      rdIntensity: 5,
      newProductShare: 4,
    });
    expect(result.contributions.reduce((a, c) => a + c.maxPoints, 0)).toBeCloseTo(100, 10);
  });

  it('clamps values beyond the marks (worked example C) and treats a lower complaint rate as better', () => {
    expect(subScore(rule('mechanicalConformity'), 85)).toBe(0);
    expect(subScore(rule('complaintRate'), 10)).toBe(0);
    expect(subScore(rule('complaintRate'), 0)).toBe(100);
    expect(subScore(rule('complaintRate'), 2.5)).toBe(50);
    expect(subScore(rule('rdIntensity'), 5)).toBe(100);
    const result = scoreIndicators({ ...exampleB, mechanicalConformity: 85, complaintRate: 10, rdIntensity: 5 });
    // 64.6 − 14 (mechanical) − 7.2 (complaints) + 5 (R&D from 50 to 100 sub-score × 0.1)
    expect(result.score).toBe(48.4);
    expect(result.grade).toBe('C');
  });

  it('draws the grade lines at 90, 80, 70 and 60', () => {
    expect([90, 89.99, 80, 79.99, 70, 69.99, 60, 59.99, 0].map(gradeOf)).toEqual(['A+', 'A', 'A', 'B+', 'B+', 'B', 'B', 'C', 'C']);
  });

  it('accepts only finite values inside the range of the indicator', () => {
    expect(valueInRange(rule('mechanicalConformity'), 100)).toBe(true);
    expect(valueInRange(rule('mechanicalConformity'), 100.1)).toBe(false);
    expect(valueInRange(rule('compositionCpk'), -0.1)).toBe(false);
    expect(valueInRange(rule('compositionCpk'), Number.NaN)).toBe(false);
  });

  it('ranks best first with shared ranks for equal scores, and places a simulated score among the published ones', () => {
    const ranked = rankByScore([
      { name: 'a', score: 70 },
      { name: 'b', score: 90 },
      { name: 'c', score: 70 },
      { name: 'd', score: 50 },
    ]);
    expect(ranked.map((r) => [r.name, r.rank])).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 2],
      ['d', 4],
    ]);
    expect(rankAmong(70, [90, 70, 70, 50])).toBe(2);
    expect(rankAmong(95, [90, 70])).toBe(1);
    expect(rankAmong(10, [90, 70])).toBe(3);
  });
});
