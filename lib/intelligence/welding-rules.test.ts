import { catalogue } from '@/lib/i18n/messages';
import { recommendConsumables } from './welding';
import { conditionHolds, parseCondition } from './welding-rules';
import { consumablesIn } from './welding-table';
import type { BaseMetal } from './welding-types';
import { consumables, matchingRows, selectionRules, steel, weldSourceIds } from '@/tests/fixtures/intelligence-reference';

/**
 * The published selection rules (weld_selection_rules.csv, issue 47) and welding matching by them. Base metals not in
 * compiled_steel_grades (Q345R, 15CrMoR of compiled_steel_families) are written out with their records' values.
 */
const fromSteel = (grade: string): BaseMetal => {
  const s = steel(grade);
  return { id: s.id, grade: s.grade, type: 'steel', family: (s as { category?: string }).category ?? null, composition: s.composition, tensile: s.properties.tensile ?? null, impact: s.impact ?? null };
};
const q345r: BaseMetal = {
  id: 'q345r',
  grade: 'Q345R',
  type: 'steel',
  family: 'pressureVessel',
  composition: { C: { min: null, max: 0.2 }, Mn: { min: 1.2, max: 1.7 } },
  tensile: { min: 510, max: 640 },
  impact: { joules: 41, tempC: 0 },
};
const crmo: BaseMetal = { id: '15crmor', grade: '15CrMoR', type: 'steel', family: 'pressureVessel', composition: { C: { min: 0.08, max: 0.18 }, Cr: { min: 0.8, max: 1.2 }, Mo: { min: 0.45, max: 0.6 } }, tensile: { min: 450, max: 590 }, impact: { joules: 47, tempC: 20 } };
const names = (list: { consumable: { classification: string } }[]) => [...new Set(list.map((c) => c.consumable.classification))];
const advise = (bases: BaseMetal[], process: 'SMAW' | 'GTAW' | 'GMAW' = 'SMAW', context = {}) => recommendConsumables(bases, process, consumables, matchingRows, selectionRules, context);

describe('the selection rule table as data', () => {
  it('holds rows whose conditions read, whose consumables are on record, whose sources are listed and whose texts exist in both languages', () => {
    expect(selectionRules.length).toBeGreaterThanOrEqual(11);
    for (const r of selectionRules) {
      expect(() => parseCondition(r.condition), r.id).not.toThrow();
      for (const part of r.recommended.split(';').filter((p) => p.trim())) expect(consumablesIn(part, consumables).length, `${r.id}: ${part}`).toBeGreaterThan(0);
      expect(r.sources.length, r.id).toBeGreaterThan(0);
      for (const id of r.sources) expect(weldSourceIds.has(id), `${r.id}: source ${id}`).toBe(true);
      for (const locale of ['zh', 'en'] as const) {
        const welding = (catalogue[locale].Intelligence as { welding: { selection: Record<string, string> } }).welding;
        expect(welding.selection[r.id], `${locale} ${r.id}`).toBeTruthy();
      }
    }
  });
  it('reads conditions: bounds, alternatives and flags', () => {
    const facts = (Rm: number | null, flags: Partial<Record<'pressureVessel' | 'thick' | 'impact', boolean>> = {}) => ({ Rm, composition: {}, flags: { pressureVessel: false, thick: false, impact: false, ...flags } });
    expect(conditionHolds('Rm>420;Rm<=520', facts(510))).toBe(true);
    expect(conditionHolds('Rm>420;Rm<=520', facts(530))).toBe(false);
    expect(conditionHolds('Rm>420;Rm<=520', facts(null))).toBe(false);
    expect(conditionHolds('pressureVessel|thick|Rm>420', facts(370, { thick: true }))).toBe(true);
    expect(conditionHolds('pressureVessel|thick|Rm>420', facts(370))).toBe(false);
    expect(conditionHolds('', facts(null))).toBe(true);
    expect(() => parseCondition('Rm~400')).toThrow();
  });
});

describe('welding matching by the selection rules (issue 47)', () => {
  it('gives Q345R pressure vessel plate E5015 / E5016 (J507 / J506) low-hydrogen electrodes, never Cr-Mo ones', () => {
    const a = advise([q345r]);
    expect(a.rule).toBe('strengthClass');
    expect(a.selection.map((r) => r.id)).toEqual(['WSR02', 'WSR03', 'WSR04']);
    expect(names(a.recommended).slice(0, 2)).toEqual(['E5015', 'E5016']);
    const e5015 = a.recommended.find((c) => c.consumable.classification === 'E5015')!;
    expect(e5015).toMatchObject({ rule: 'strengthClass', values: { row: 'WSR02', base: 510, deposit: 490 }, selectedBy: { id: 'WSR02' } });
    expect(e5015.consumable.cnBrand).toBe('J507');
    expect(e5015.checks).toEqual([
      { rule: 'lowHydrogenVessel', values: { row: 'WSR03' } },
      { rule: 'toughness', values: { row: 'WSR04', deposit: -30, base: 0 } },
    ]);
    expect(names(a.recommended).some((n) => /-B\d|-1CM|-A1|-C\d/.test(n))).toBe(false);
    // Not low hydrogen: J502 an alternative with the reason; E43 under-matched and Cr-Mo deposits ruled out.
    expect(a.alternatives.find((c) => c.consumable.classification === 'E5003')).toMatchObject({ rule: 'notLowHydrogenVessel' });
    expect(a.avoid.find((c) => c.consumable.classification === 'E4303')).toMatchObject({ rule: 'undermatched' });
    expect(a.avoid.find((c) => c.consumable.classification === 'E5515-1CM')).toMatchObject({ rule: 'alloyedDeposit' });
  });

  it('asks for low hydrogen on a thick section of Q235B, not otherwise', () => {
    const q235b = fromSteel('Q235B');
    expect(names(advise([q235b]).recommended)).toEqual(expect.arrayContaining(['E4303', 'E4315', 'E4316']));
    const thick = advise([q235b], 'SMAW', { thick: true });
    expect(names(thick.recommended)).toEqual(['E4315', 'E4316']);
    expect(thick.alternatives.find((c) => c.consumable.classification === 'E4303')).toMatchObject({ rule: 'notLowHydrogenThick' });
  });

  it('moves an electrode Charpy-tested warmer than the steel to the alternatives', () => {
    const cold: BaseMetal = { ...q345r, family: null, impact: { joules: 27, tempC: -40 } };
    const a = advise([cold]);
    expect(a.recommended.every((c) => (c.consumable.impact?.tempC ?? -999) <= -40 || c.checks?.some((k) => k.rule === 'toughnessUnknown'))).toBe(true);
    expect(a.alternatives.find((c) => c.consumable.classification === 'E5015')).toMatchObject({ rule: 'toughnessWarmer', values: { deposit: -30, base: -40 } });
  });

  it('gives a 1.25Cr-0.5Mo steel Cr-Mo fillers (R307), with the preheat warning', () => {
    const a = advise([crmo]);
    expect(a.selection[0].id).toBe('WSR05');
    expect(names(a.recommended)).toEqual(['E5515-1CM', 'E5515-B2', 'E8018-B2']);
    expect(a.warnings).toContain('Intelligence.welding.warnPreheat');
    expect(names(advise([crmo], 'GTAW').recommended)).toEqual(['ER80S-B2']);
  });

  it('gives stainless steels fillers by their chemistry: 308 for 304, 308L for 304L, 316L for 316L, 347 for 321', () => {
    expect(names(advise([fromSteel('06Cr19Ni10')]).recommended)).toEqual(['E308-16']);
    expect(advise([fromSteel('06Cr19Ni10')]).selection[0].id).toBe('WSR07');
    const l = advise([fromSteel('022Cr19Ni10')], 'GTAW');
    expect(names(l.recommended)).toEqual(['ER308L']);
    expect(l.avoid.find((c) => c.consumable.classification === 'ER308')).toMatchObject({ rule: 'notLowCarbon' });
    const mo = advise([fromSteel('022Cr17Ni12Mo2')]);
    expect(names(mo.recommended)[0]).toBe('E316L-16');
    expect(mo.avoid.find((c) => c.consumable.classification === 'E308L-16')).toMatchObject({ rule: 'noMolybdenum' });
  });

  it('joins Q235B to 06Cr19Ni10 with an over-alloyed 309-type filler and avoids 308', () => {
    const a = advise([fromSteel('Q235B'), fromSteel('06Cr19Ni10')]);
    expect(a.selection[0].id).toBe('WSR11');
    expect(names(a.recommended)).toEqual(['E309L-16', 'E309-16']);
    expect(a.avoid.filter((c) => c.rule === 'insufficientAlloy').map((c) => c.consumable.classification)).toEqual(expect.arrayContaining(['E308-16', 'E308L-16']));
  });

  it('leaves joints no row covers to the computed rules (42CrMo, a medium-carbon Cr-Mo steel)', () => {
    const a = advise([fromSteel('42CrMo')], 'GTAW');
    expect(a.selection).toEqual([]);
    expect(a.rule).toBe('crmo');
  });
});
