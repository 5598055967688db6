import { compareCompositions, compositionVector, prepareComposition, rankSimilar, similarity, similarityScore } from './similarity';
import { steel, steels } from '@/tests/fixtures/intelligence-reference';

describe('composition similarity', () => {
  it('scores identical compositions 100 and disjoint families low', () => {
    const v = compositionVector(steel('Q355B').composition);
    expect(compareCompositions(v, v).score).toBe(100);
    const stainless = similarity(steel('Q235B'), steel('06Cr19Ni10'));
    expect(stainless.score).toBeLessThan(50);
    expect(stainless.elements[0].element).toMatch(/Cr|Ni/);
  });

  it('normalises each element relative to the larger value with a floor', () => {
    const r = compareCompositions({ C: 0.1, Cr: 19 }, { C: 0.12, Cr: 18 });
    const c = r.elements.find((e) => e.element === 'C')!;
    const cr = r.elements.find((e) => e.element === 'Cr')!;
    expect(c.distance).toBeCloseTo(0.02 / 0.12, 3);
    expect(cr.distance).toBeCloseTo(1 / 19, 3);
    // Penalties explain the score: they add up to 100 − score.
    expect(r.elements.reduce((s, e) => s + e.penalty, 0)).toBeCloseTo(100 - r.score!, 1);
  });

  it('skips a trace element given in one record only, counts a real one as zero in the other', () => {
    expect(compareCompositions({ C: 0.1 }, { C: 0.1, B: 0.001 }).elements.map((e) => e.element)).toEqual(['C']);
    const r = compareCompositions({ C: 0.05, Cr: 19 }, { C: 0.05 });
    expect(r.elements.find((e) => e.element === 'Cr')!.distance).toBe(1);
  });

  it('finds 304 and SUS304 nearest to 06Cr19Ni10', () => {
    const ranked = rankSimilar(steel('06Cr19Ni10'), steels, { limit: 5 });
    const names = ranked.map((r) => r.record.grade);
    expect(names).toEqual(expect.arrayContaining(['304', 'SUS304']));
    expect(ranked[0].result.score).toBeGreaterThan(90);
  });

  it('filters to one standard system: the nearest ASTM grade to Q355B is A572 Grade 50', () => {
    const ranked = rankSimilar(steel('Q355B'), steels, { system: 'ASTM', limit: 3 });
    expect(ranked.every((r) => r.record.system === 'ASTM')).toBe(true);
    expect(ranked[0].record.grade).toBe('A572 Grade 50');
    expect(ranked[0].result.properties.map((p) => p.property)).toContain('yield');
  });
});

describe('the fast ranking score', () => {
  it('equals the explained similarity score for every pair of fixtures, with and without properties', () => {
    for (const a of steels) {
      for (const b of steels) {
        const pa = prepareComposition(a);
        const pb = prepareComposition(b);
        for (const useProperties of [true, false]) {
          const expected = similarity(a, b, { useProperties }).score;
          expect(similarityScore(a, b, pa.vector, pb.vector, pa.added, pb.added, useProperties)).toBe(expected);
          expect(similarityScore(a, b, pa.vector, pb.vector, pa.added, pb.added, useProperties, pa.properties, pb.properties)).toBe(expected);
        }
      }
    }
  });
});
