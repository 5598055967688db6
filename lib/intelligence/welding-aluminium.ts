import { representative } from './limits';
import { aluminiumSeries } from './welding-classify';
import type { BaseMetal, Consumable, WeldChoice, WeldRule, WeldingAdvice } from './welding-types';

type Lists = Pick<WeldingAdvice, 'recommended' | 'alternatives' | 'avoid' | 'warnings'> & { rule: WeldRule };

/** Filler choice by series (AWS A5.10 fillers; rules of the sourced rows MAT012 to MAT018). */
const SERIES_RULES: Record<number, { rec: string[]; alt: string[]; avoid: string[] }> = {
  1: { rec: ['ER1100'], alt: ['ER4043'], avoid: [] },
  2: { rec: [], alt: ['ER4043'], avoid: [] },
  3: { rec: ['ER4043'], alt: ['ER1100'], avoid: [] },
  4: { rec: ['ER4043'], alt: ['ER4047'], avoid: [] },
  6: { rec: ['ER4043'], alt: ['ER5356'], avoid: [] },
  7: { rec: ['ER5356'], alt: ['ER5183'], avoid: ['ER4043'] },
};

/**
 * Aluminium filler rules by series: 6xxx takes ER4043 (ER5356 for colour match), 5xxx above
 * 2.5 % Mg takes ER5356 and must avoid ER4043 (Mg2Si hot cracking), 5083/5456 take ER5183,
 * 2xxx is not recommended for fusion welding.
 */
export function aluminiumChoices(bases: BaseMetal[], pool: Consumable[]): Lists {
  const byName = (n: string) => pool.find((c) => c.classification.toUpperCase() === n);
  const series = bases.map((b) => aluminiumSeries(b.grade));
  const mg = Math.max(...bases.map((b) => representative(b.composition.Mg) ?? 0));
  let rule: { rec: string[]; alt: string[]; avoid: string[] };
  if (series.includes(5)) {
    const high = /5083|5456/.test(bases.map((b) => b.grade).join(' '));
    if (high) rule = { rec: ['ER5183'], alt: ['ER5356'], avoid: ['ER4043'] };
    else if (mg >= 2.5 || mg === 0) rule = { rec: ['ER5356'], alt: ['ER5554'], avoid: ['ER4043'] };
    else rule = { rec: ['ER5554', 'ER5356'], alt: ['ER4043'], avoid: [] };
  } else {
    rule = SERIES_RULES[series.find((s) => s !== null) ?? 6] ?? SERIES_RULES[6];
  }
  const map = (names: string[], r: WeldRule) =>
    names
      .map(byName)
      .filter((c): c is Consumable => !!c)
      .map((c): WeldChoice => ({ consumable: c, rule: r, values: { series: `${series[0] ?? '?'}xxx`, mg }, sources: c.sources }));
  return {
    rule: 'aluminiumSeries',
    recommended: map(rule.rec, 'aluminiumSeries'),
    alternatives: map(rule.alt, 'aluminiumSeries'),
    avoid: map(rule.avoid, 'aluminiumMgCracking'),
    warnings: [],
  };
}
