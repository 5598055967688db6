import { compareCompositionLimit, comparePropertyMinimum, findCounterparts } from './match-class';
import { crossReferences, steel, steels } from '@/tests/fixtures/intelligence-reference';

describe('match classes', () => {
  it('lists A572 Grade 50 among the top ASTM counterparts of Q355B with its source', () => {
    const found = findCounterparts(steel('Q355B'), steels, crossReferences, { system: 'ASTM' });
    const a572 = found.find((c) => c.record.grade === 'A572 Grade 50')!;
    expect(found.indexOf(a572)).toBeLessThan(3);
    expect(a572.matchClass).toBe('listed');
    expect(a572.crossReference).toMatchObject({ id: 'EQ006', confidence: 'B' });
    expect(a572.crossReference!.sources).toContain('testcert_gbt1591');
    // Per-element differences: A572 allows 0.23 C against 0.24 and Mn up to 1.35 against 1.60 (GB/T 1591-2018
    // Table 1, quality B).
    const c = a572.elements.find((e) => e.key === 'C')!;
    expect(c.verdict).toBe('stricter');
    const mn = a572.elements.find((e) => e.key === 'Mn')!;
    expect(mn.verdict).toBe('stricter');
    expect(a572.properties.find((p) => p.key === 'yield')!.verdict).toBe('looser');
  });

  it('finds S30400 / 304 and SUS304 for 06Cr19Ni10 across systems', () => {
    const found = findCounterparts(steel('06Cr19Ni10'), steels, crossReferences);
    const names = found.slice(0, 4).map((c) => c.record.grade);
    expect(names).toEqual(expect.arrayContaining(['304', 'SUS304']));
    expect(found.find((c) => c.record.grade === '304')!.matchClass).toBe('listed');
    expect(found.every((c) => c.record.system !== 'GB')).toBe(true);
  });

  it('labels an unlisted close grade as computed with its score', () => {
    const found = findCounterparts(steel('Q355B'), steels, crossReferences, { system: 'EN' });
    const computed = found.filter((c) => c.matchClass === 'computed');
    expect(computed.length).toBeGreaterThan(0);
    expect(computed.every((c) => c.score >= 60 && c.crossReference === undefined)).toBe(true);
    expect(found[0].matchClass).toBe('listed');
  });

  it('says stricter when the counterpart narrows a range or lowers a maximum', () => {
    expect(compareCompositionLimit({ min: null, max: 0.2 }, { min: null, max: 0.17 })).toBe('stricter');
    expect(compareCompositionLimit({ min: 18, max: 20 }, { min: 17, max: 21 })).toBe('looser');
    expect(compareCompositionLimit({ min: 18, max: 20 }, { min: 18, max: 20 })).toBe('same');
    expect(compareCompositionLimit({ min: null, max: 0.2 }, undefined)).toBe('unspecified');
    expect(comparePropertyMinimum({ min: 345, max: null }, { min: 355, max: null })).toBe('stricter');
    expect(comparePropertyMinimum({ min: 355, max: null }, { min: 345, max: null })).toBe('looser');
  });
});
