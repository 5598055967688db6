import { COMPUTED_MIN_SCORE, LISTED_MIN_SCORE, compareCompositionLimit, comparePropertyMinimum, currentEditionFirst, effectiveConfidence, elementVerdicts, findCounterparts } from './match-class';
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

describe('trust in a match (issue 29, item 7)', () => {
  it('never shows a listing below the threshold as a counterpart', () => {
    for (const ref of steels) {
      for (const c of findCounterparts(ref, steels, crossReferences)) {
        if (c.matchClass === 'listed') expect(c.score).toBeGreaterThanOrEqual(LISTED_MIN_SCORE);
        if (c.matchClass === 'computed') expect(c.score).toBeGreaterThanOrEqual(COMPUTED_MIN_SCORE);
        if (c.matchClass === 'mismatch') expect(c.score).toBeLessThan(LISTED_MIN_SCORE);
      }
    }
  });

  it('lowers the confidence of a listing whose sources are of unknown provenance', () => {
    const low = 'public code (application source files mapping GB->EN/UNS grades; provenance unknown, low trust)';
    expect(effectiveConfidence('A', ['https://woite.example/316l', low])).toEqual({ confidence: 'B', declared: 'A', lowered: true });
    expect(effectiveConfidence('B', [low])).toEqual({ confidence: 'C', declared: 'B', lowered: true });
    expect(effectiveConfidence('A', ['compiler'])).toMatchObject({ confidence: 'C', lowered: true });
    expect(effectiveConfidence('A', ['https://a.example', 'https://b.example'])).toEqual({ confidence: 'A', declared: 'A', lowered: false });
    expect(effectiveConfidence('C', [low])).toMatchObject({ confidence: 'C', lowered: false });
  });

  it('compares a formula bound as a rule, never as a number', () => {
    const rec = (rules: Record<string, string>, ti: { min: number | null; max: number | null } | null) => ({
      ...steel('06Cr19Ni10'),
      composition: { ...steel('06Cr19Ni10').composition, ...(ti ? { Ti: ti } : {}) },
      rules,
    });
    const [ti] = elementVerdicts(rec({ Ti: '5x(C+N) min' }, { min: null, max: 0.7 }), rec({ Ti: '>=5xC' }, null)).filter((v) => v.key === 'Ti');
    expect(ti).toMatchObject({ verdict: 'formula', referenceRule: '5x(C+N) min', candidateRule: '>=5xC' });
    const [same] = elementVerdicts(rec({ Ti: '5xC' }, { min: null, max: 0.7 }), rec({ Ti: '5 x C min' }, { min: null, max: 0.7 })).filter((v) => v.key === 'Ti');
    expect(same.verdict).toBe('same');
  });
});

describe('the edition in force first (docs/DATA.md "Editions")', () => {
  const item = (grade: string, superseded: boolean, id: string) => ({ id, record: { grade, superseded } });
  it('moves the same grade under the current edition before its superseded record, leaving the rest in order', () => {
    const list = [item('S355JR', false, 'a'), item('60Si2Mn', true, 'old'), item('Q355B', false, 'b'), item('60Si2Mn', false, 'new')];
    expect(currentEditionFirst(list).map((x) => x.id)).toEqual(['a', 'new', 'old', 'b']);
  });
  it('leaves a superseded record alone when no current record of its grade is listed', () => {
    const list = [item('42CrMo', true, 'x'), item('42CrMo4', false, 'y')];
    expect(currentEditionFirst(list).map((x) => x.id)).toEqual(['x', 'y']);
  });
});
