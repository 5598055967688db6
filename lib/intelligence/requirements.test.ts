import { matchingResultsSchema } from './contract';
import { carbonEquivalent, evaluateCandidate, rankCandidates, type Requirement } from './requirements';
import { steel, steels } from '@/tests/fixtures/intelligence-reference';

const reqs: Requirement[] = [
  { key: 'yield', op: '>=', value: 345 },
  { key: 'elongation', op: '>=', value: 20 },
  { key: 'impact', op: '>=', value: 34, tempC: -20 },
  { key: 'cev', op: '<=', value: 0.45 },
];

describe('intelligent matching requirements', () => {
  it('computes CEV = C + Mn/6 + (Cr+Mo+V)/5 + (Ni+Cu)/15 from upper limits, or the stated maximum', () => {
    expect(carbonEquivalent({ composition: { C: { min: null, max: 0.2 }, Mn: { min: 0.9, max: 1.5 }, Cr: { min: null, max: 0.3 }, Ni: { min: null, max: 0.3 }, Cu: { min: null, max: 0.3 } } })).toBeCloseTo(
      0.2 + 1.5 / 6 + 0.3 / 5 + 0.6 / 15,
      3,
    );
    expect(carbonEquivalent(steel('Q355B'))).toBe(0.45);
    expect(carbonEquivalent({ composition: {} })).toBeNull();
  });

  it('gives margins per requirement and refuses impact tested only at a warmer temperature', () => {
    const e = evaluateCandidate(steel('Q355B'), reqs);
    const y = e.checks.find((c) => c.key === 'yield')!;
    expect(y).toMatchObject({ actual: 355, status: 'pass' });
    expect(y.margin).toBeCloseTo(10 / 345, 3);
    // Q355B is impact-tested at +20 °C: nothing is known at −20 °C.
    expect(e.checks.find((c) => c.key === 'impact')!.status).toBe('unknown');
    expect(e.checks.find((c) => c.key === 'cev')!.status).toBe('pass');
  });

  it('ranks grades that meet every requirement first, by their smallest margin', () => {
    const ranked = rankCandidates(steels, [reqs[0], reqs[1]]);
    const firstFail = ranked.findIndex((r) => r.failed > 0 || r.unknown > 0);
    const passing = ranked.slice(0, firstFail);
    expect(passing.length).toBeGreaterThan(2);
    expect(passing.every((r) => r.failed === 0)).toBe(true);
    for (let i = 1; i < passing.length; i++) expect(passing[i - 1].minMargin!).toBeGreaterThanOrEqual(passing[i].minMargin!);
    expect(ranked.some((r) => r.record.grade === 'Q235B')).toBe(true);
    expect(ranked.find((r) => r.record.grade === 'Q235B')!.failed).toBe(1);
  });

  it('validates requirements with message keys', () => {
    const r = matchingResultsSchema.safeParse({ requirements: [] });
    expect(r.success ? null : r.error.issues[0].message).toBe('Intelligence.matching.needRequirement');
    const bad = matchingResultsSchema.safeParse({ requirements: [{ key: 'yield', op: '>=', value: 'abc' }] });
    expect(bad.success ? null : bad.error.issues[0].message).toBe('Intelligence.matching.numberOnly');
  });
});
