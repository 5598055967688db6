import { classifyBase, processesOf } from './welding-classify';
import { recommendConsumables } from './welding';
import { consumables, matchingRows, steel } from '@/tests/fixtures/intelligence-reference';
import type { BaseMetal } from './welding-types';

const base = (grade: string): BaseMetal => {
  const s = steel(grade);
  return { id: s.id, grade: s.grade, aliases: (s as { aliases?: string[] }).aliases, type: 'steel', composition: s.composition, tensile: s.properties.tensile ?? null };
};
const al = (grade: string, mg?: [number, number]): BaseMetal => ({ id: grade, grade, type: 'alloy', composition: mg ? { Mg: { min: mg[0], max: mg[1] } } : {}, tensile: null });
const names = (list: { consumable: { classification: string } }[]) => list.map((c) => c.consumable.classification);

describe('welding filler rules', () => {
  it('classifies base metals and consumable processes', () => {
    expect(classifyBase(base('Q355B'))).toBe('carbon');
    expect(classifyBase(base('06Cr19Ni10'))).toBe('austenitic');
    expect(classifyBase(base('42CrMo'))).toBe('crmo');
    expect(processesOf({ consumableType: 'covered electrode (SMAW)' })).toEqual(['SMAW']);
    expect(processesOf({ consumableType: 'solid wire / rod' })).toEqual(['GMAW', 'GTAW']);
  });

  it('recommends E50xx / J507 low-hydrogen electrodes for Q355B by SMAW and avoids E43xx', () => {
    const advice = recommendConsumables([base('Q355B')], 'SMAW', consumables, matchingRows);
    expect(advice.rule).toBe('strength');
    expect(names(advice.recommended)).toContain('E5015');
    const e5015 = advice.recommended.find((c) => c.consumable.classification === 'E5015')!;
    expect(e5015.consumable.cnBrand).toBe('J507');
    expect(e5015.listed).toMatchObject({ id: 'MAT002' });
    expect(e5015.values).toEqual({ deposit: 490, base: 470 });
    expect(advice.recommended.every((c) => c.consumable.tensileMin! >= 470)).toBe(true);
    expect(names(advice.avoid)).toEqual(expect.arrayContaining(['E4303', 'E6013']));
    expect(advice.avoid.find((c) => c.consumable.classification === 'E4303')!.rule).toBe('undermatched');
  });

  it('recommends ER50-6 wire for Q355B by GMAW with its source', () => {
    const advice = recommendConsumables([base('Q355B')], 'GMAW', consumables, matchingRows);
    const er506 = advice.recommended.find((c) => c.consumable.classification === 'ER50-6')!;
    expect(er506).toBeDefined();
    expect(er506.listed).toMatchObject({ id: 'MAT003', confidence: 'C' }); // regraded 2026-11-25: supplier pages only
    expect(er506.sources).toContain('asweld_mig');
  });

  it('recommends a 309L-class over-alloyed filler for Q235B joined to 06Cr19Ni10', () => {
    const smaw = recommendConsumables([base('Q235B'), base('06Cr19Ni10')], 'SMAW', consumables, matchingRows);
    expect(smaw.joint).toBe('dissimilar');
    expect(smaw.rule).toBe('overalloyed');
    // The listed 309L first; the other over-alloyed (309/310-type) electrodes of the compiled table after it.
    expect(names(smaw.recommended)[0]).toBe('E309L-16');
    expect(names(smaw.recommended).every((n) => /^E3(09|10)/.test(n))).toBe(true);
    expect(smaw.recommended[0].listed).toMatchObject({ id: 'MAT011', confidence: 'B' });
    expect(names(smaw.avoid)).toContain('E308-16');
    const gtaw = recommendConsumables([base('Q235B'), base('06Cr19Ni10')], 'GTAW', consumables, matchingRows);
    expect(names(gtaw.recommended)[0]).toBe('ER309L');
    expect(names(gtaw.recommended).every((n) => /^ER3(09|10)/.test(n))).toBe(true);
  });

  it('matches stainless by composition and keeps molybdenum for 316L', () => {
    const s304 = recommendConsumables([base('06Cr19Ni10')], 'SMAW', consumables, matchingRows);
    expect(s304.rule).toBe('composition');
    expect(names(s304.recommended)[0]).toMatch(/^E308/);
    const s316 = recommendConsumables([base('022Cr17Ni12Mo2')], 'GTAW', consumables, matchingRows);
    expect(names(s316.recommended)).toContain('ER316L');
    expect(s316.avoid.filter((c) => c.rule === 'noMolybdenum').map((c) => c.consumable.classification)).toContain('ER308L');
  });

  it('matches Cr-Mo steels by composition', () => {
    const advice = recommendConsumables([base('42CrMo')], 'GTAW', consumables, matchingRows);
    expect(advice.rule).toBe('crmo');
    expect(names(advice.recommended)).toContain('ER80S-B2');
  });

  it('chooses aluminium fillers by series and avoids ER4043 on high-Mg 5xxx', () => {
    expect(names(recommendConsumables([al('6061')], 'GMAW', consumables, matchingRows).recommended)).toEqual(['ER4043']);
    const a5083 = recommendConsumables([al('5083', [4, 4.9])], 'GTAW', consumables, matchingRows);
    expect(names(a5083.recommended)).toEqual(['ER5183']);
    expect(names(a5083.avoid)).toEqual(['ER4043']);
    expect(names(recommendConsumables([al('5052', [2.2, 2.8])], 'GMAW', consumables, matchingRows).avoid)).toEqual(['ER4043']);
    expect(recommendConsumables([al('2A12')], 'GTAW', consumables, matchingRows).warnings).toContain('Intelligence.welding.warn2xxx');
  });
});

describe('process and chemistry filter (issue 29, item 8)', () => {
  it('reads the process a consumable names: flux-cored and submerged-arc electrodes are no stick electrodes', () => {
    expect(processesOf({ consumableType: 'flux cored electrode (FCAW)' })).toEqual(['FCAW']);
    expect(processesOf({ consumableType: 'flux-electrode combination (SAW)' })).toEqual(['SAW']);
    expect(processesOf({ consumableType: 'bare solid electrode (SAW)' })).toEqual(['SAW']);
    expect(processesOf({ consumableType: 'bare solid wire / rod (GMAW, GTAW, SAW)' })).toEqual(['GMAW', 'GTAW', 'SAW']);
  });

  it('lists only stick electrodes for Q355B by SMAW, none of them Mo- or Ni-alloyed among the recommendations', () => {
    const advice = recommendConsumables([base('Q355B')], 'SMAW', consumables, matchingRows);
    const all = [...advice.recommended, ...advice.alternatives, ...advice.avoid];
    expect(names(all)).not.toContain('F7A4-EM12K');
    expect(names(all)).not.toContain('E81T1-Ni1C');
    expect(all.every((c) => processesOf(c.consumable).includes('SMAW'))).toBe(true);
    expect(names([...advice.recommended, ...advice.alternatives])).not.toContain('E7018-A1');
    const a1 = advice.avoid.find((c) => c.consumable.classification === 'E7018-A1')!;
    expect(a1).toMatchObject({ rule: 'alloyedDeposit', values: { elements: 'Mo' } });
  });

  it('lists flux-cored wires only for FCAW and submerged-arc consumables only for SAW', () => {
    const fcaw = recommendConsumables([base('Q355B')], 'FCAW', consumables, matchingRows);
    const fcawAll = names([...fcaw.recommended, ...fcaw.alternatives, ...fcaw.avoid]);
    expect(fcawAll).toContain('E71T-1C');
    expect([...fcaw.recommended, ...fcaw.alternatives, ...fcaw.avoid].every((c) => processesOf(c.consumable).includes('FCAW'))).toBe(true);
    expect(names([...fcaw.recommended, ...fcaw.alternatives])).not.toContain('E81T1-Ni1C');
    const saw = recommendConsumables([base('Q355B')], 'SAW', consumables, matchingRows);
    expect(names([...saw.recommended, ...saw.alternatives, ...saw.avoid])).not.toContain('E5015');
  });
});
