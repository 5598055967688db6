import { guaranteedMin } from './limits';
import { addedElements, compareCompositions, compositionVector } from './similarity';
import { addedAlloys, aluminiumSeries, classifyBase, consumableFamily, isLowHydrogen, processesOf } from './welding-classify';
import { consumablesIn, rowsFor } from './welding-table';
import { aluminiumChoices } from './welding-aluminium';
import type { BaseClass, BaseMetal, Consumable, MatchingRow, WeldChoice, WeldProcess, WeldRule, WeldingAdvice } from './welding-types';

/** Base metals of 450 MPa and above call for low-hydrogen electrodes (cold-cracking risk). */
export const LOW_HYDROGEN_FROM_MPA = 450;
/** Recommended choices shown before the rest become alternatives. */
const MAX_RECOMMENDED = 4;

type Lists = Pick<WeldingAdvice, 'recommended' | 'alternatives' | 'avoid' | 'warnings'> & { rule: WeldRule };

const choice = (c: Consumable, rule: WeldRule, values: Record<string, string | number> = {}): WeldChoice => ({ consumable: c, rule, values, sources: c.sources });

/**
 * Strength and chemistry matching for carbon and HSLA steels (issue 29, item 8): the deposit's Rm is at
 * least the base's (the weaker base of a joint), and the deposit adds no alloying element the base does
 * not have (no Mo-bearing E7018-A1 or Ni-bearing E81T1-Ni1C for a C-Mn steel such as Q355B). Only when
 * no such consumable reaches the base strength (a quenched and tempered high-strength steel) are alloyed
 * deposits of sufficient strength recommended.
 */
function strengthChoices(bases: BaseMetal[], pool: Consumable[]): Lists {
  const baseRm = Math.min(...bases.map((b) => guaranteedMin(b.tensile) ?? 0));
  const baseAlloys = new Set(bases.flatMap((b) => [...addedAlloys(b.composition)]));
  const steels = pool.filter((c) => consumableFamily(c) === 'carbon' || consumableFamily(c) === 'crmo');
  const fits = (c: Consumable) => [...addedAlloys(c.composition)].every((el) => baseAlloys.has(el));
  const plain = steels.filter(fits);
  const alloyed = steels.filter((c) => !fits(c));
  const needLowH = baseRm >= LOW_HYDROGEN_FROM_MPA;
  const strongEnough = (c: Consumable) => c.tensileMin !== null && c.tensileMin >= baseRm;
  // Alloyed deposits stand in only when plain ones with a known strength all fall short (a Q690-class
  // steel), never because the plain ones' strength is simply not on record.
  const known = plain.filter((c) => c.tensileMin !== null);
  const useAlloyed = baseRm > 0 && known.length > 0 && !known.some(strongEnough);
  const ok = [...plain.filter(strongEnough), ...(useAlloyed ? alloyed.filter(strongEnough) : [])];
  ok.sort((a, b) => a.tensileMin! - b.tensileMin! || Number(isLowHydrogen(b)) - Number(isLowHydrogen(a)));
  const recommended: WeldChoice[] = [];
  const alternatives: WeldChoice[] = [];
  for (const c of ok) {
    const lowHOk = !needLowH || !processesOf(c).includes('SMAW') || isLowHydrogen(c);
    const rule: WeldRule = !fits(c) ? 'strengthAlloyed' : needLowH && lowHOk && processesOf(c).includes('SMAW') ? 'lowHydrogen' : 'strength';
    const item = choice(c, rule, { deposit: c.tensileMin!, base: baseRm });
    if (lowHOk && recommended.length < MAX_RECOMMENDED) recommended.push(item);
    else alternatives.push(item);
  }
  // Plain consumables of the process whose deposit strength is not on record: shown, never ranked by an invented value.
  for (const c of plain.filter((x) => x.tensileMin === null)) alternatives.push(choice(c, 'strengthUnknown', { base: baseRm }));
  const avoid = [
    ...plain.filter((c) => c.tensileMin !== null && c.tensileMin < baseRm).map((c) => choice(c, 'undermatched', { deposit: c.tensileMin!, base: baseRm })),
    ...(useAlloyed ? [] : alloyed.map((c) => choice(c, 'alloyedDeposit', { elements: [...addedAlloys(c.composition)].join(', ') }))),
  ];
  return { rule: 'strength', recommended, alternatives, avoid, warnings: baseRm === 0 ? ['Intelligence.welding.warnNoStrength'] : [] };
}

/** Composition matching for stainless steels: closest Cr/Ni/Mo/C, Mo kept for Mo-bearing grades. */
function compositionChoices(base: BaseMetal, pool: Consumable[]): Lists {
  const baseMo = guaranteedMin(base.composition.Mo) ?? 0;
  const ti = guaranteedMin(base.composition.Ti) ?? 0;
  const keys = ['Cr', 'Ni', 'Mo', 'C', 'Nb'];
  const pick = (v: Record<string, number>) => Object.fromEntries(keys.filter((k) => k in v).map((k) => [k, v[k]]));
  const ref = pick(compositionVector(base.composition));
  const ranked = pool
    .filter((c) => consumableFamily(c) === 'austenitic')
    .map((c) => ({ c, score: compareCompositions(ref, pick(compositionVector(c.composition)), { ref: addedElements(base.composition), cand: addedElements(c.composition) }).score ?? 0 }))
    .sort((a, b) => b.score - a.score);
  const recommended: WeldChoice[] = [];
  const alternatives: WeldChoice[] = [];
  const avoid: WeldChoice[] = [];
  for (const { c, score } of ranked) {
    const cMo = guaranteedMin(c.composition.Mo) ?? 0;
    const stabilised = /Nb/i.test(JSON.stringify(c.composition)) || /347/.test(c.classification);
    if (baseMo >= 1.5 && cMo < 1.5) {
      avoid.push(choice(c, 'noMolybdenum', { base: baseMo }));
      continue;
    }
    const rule: WeldRule = 'composition';
    const item = choice(c, rule, { score: Math.round(score) });
    const preferred = ti > 0.1 ? stabilised : score >= 80;
    if (preferred && recommended.length < MAX_RECOMMENDED) recommended.push(item);
    else if (score >= 55) alternatives.push(item);
  }
  for (const c of pool.filter((x) => consumableFamily(x) === 'carbon').slice(0, 2)) avoid.push(choice(c, 'wrongFamily'));
  return { rule: 'composition', recommended, alternatives, avoid, warnings: [] };
}

/** Cr-Mo steels: a deposit of matching Cr and Mo and at least the base strength. */
function crmoChoices(base: BaseMetal, pool: Consumable[]): Lists {
  const baseRm = guaranteedMin(base.tensile) ?? 0;
  const recommended = pool
    .filter((c) => consumableFamily(c) === 'crmo' && (c.tensileMin === null || c.tensileMin >= baseRm))
    .map((c) => choice(c, 'crmo', { cr: guaranteedMin(c.composition.Cr) ?? '', mo: guaranteedMin(c.composition.Mo) ?? '' }));
  const avoid = pool.filter((c) => consumableFamily(c) === 'carbon').slice(0, 2).map((c) => choice(c, 'wrongFamily'));
  return { rule: 'crmo', recommended, alternatives: [], avoid, warnings: ['Intelligence.welding.warnPreheat'] };
}

/** Carbon steel to stainless: an over-alloyed filler (309L class) survives dilution. */
function dissimilarChoices(pool: Consumable[]): Lists {
  const recommended = pool.filter((c) => consumableFamily(c) === 'overalloyed').map((c) => choice(c, 'overalloyed'));
  const avoid = [
    ...pool.filter((c) => consumableFamily(c) === 'austenitic').map((c) => choice(c, 'insufficientAlloy')),
    ...pool.filter((c) => consumableFamily(c) === 'carbon').slice(0, 2).map((c) => choice(c, 'wrongFamily')),
  ];
  return { rule: 'overalloyed', recommended, alternatives: [], avoid, warnings: [] };
}

function rulesFor(bases: BaseMetal[], classes: BaseClass[], pool: Consumable[]): Lists {
  const set = new Set(classes);
  if (set.has('aluminium')) {
    if (set.size > 1) return { rule: 'wrongFamily', recommended: [], alternatives: [], avoid: [], warnings: ['Intelligence.welding.warnAlSteel'] };
    return aluminiumChoices(bases, pool);
  }
  const stainless = set.has('austenitic') || set.has('stainless');
  if (stainless && (set.has('carbon') || set.has('crmo'))) return dissimilarChoices(pool);
  if (stainless) {
    const leanest = [...bases].sort((a, b) => (guaranteedMin(a.composition.Mo) ?? 0) - (guaranteedMin(b.composition.Mo) ?? 0))[0];
    return compositionChoices(leanest, pool);
  }
  if (set.has('crmo') && set.size === 1) return crmoChoices(bases[0], pool);
  return strengthChoices(bases, pool);
}

/**
 * Welding-grade matching (issue 5, item 4): recommended consumables for one base metal (or two,
 * for a dissimilar joint) and a process, each with the rule that chose it, alternatives, what to
 * avoid, and the matching-table row (source and confidence) that lists it.
 */
export function recommendConsumables(bases: BaseMetal[], process: WeldProcess, consumables: readonly Consumable[], rows: readonly MatchingRow[]): WeldingAdvice {
  const classes = bases.map(classifyBase);
  const pool = consumables.filter((c) => processesOf(c).includes(process));
  const lists = rulesFor(bases, classes, pool);
  const usedRows = bases.length === 1 ? rowsFor(rows, bases[0], process) : dissimilarRows(rows, classes, process);
  const annotate = (items: WeldChoice[], cell: 'recommended' | 'alternatives' | 'avoid') => {
    for (const item of items) {
      const row = usedRows.find((r) => consumablesIn(r[cell], [item.consumable]).length > 0 || (cell !== 'avoid' && consumablesIn(r.recommended + ' ' + r.alternatives, [item.consumable]).length > 0));
      if (row) item.listed = { id: row.id, sources: row.sources, confidence: row.confidence, notes: row.notes };
    }
  };
  // Consumables the table recommends that the rules could not rank (e.g. SAW wires: strength depends on the flux).
  const known = new Set([...lists.recommended, ...lists.alternatives, ...lists.avoid].map((c) => c.consumable.id));
  for (const row of usedRows) {
    for (const [cell, list] of [[row.recommended, lists.recommended], [row.alternatives, lists.alternatives]] as const) {
      for (const c of consumablesIn(cell, pool)) {
        if (known.has(c.id)) continue;
        known.add(c.id);
        list.push(choice(c, 'listed'));
      }
    }
  }
  const listedFirst = (a: WeldChoice, b: WeldChoice) => Number(!!b.listed) - Number(!!a.listed);
  annotate(lists.recommended, 'recommended');
  annotate(lists.alternatives, 'alternatives');
  annotate(lists.avoid, 'avoid');
  lists.recommended.sort(listedFirst);
  const notes = usedRows.map((r) => r.notes).filter((n): n is string => !!n);
  if (aluminiumSeries(bases[0].grade) === 2 && classes[0] === 'aluminium') lists.warnings.push('Intelligence.welding.warn2xxx');
  return { process, joint: bases.length > 1 ? 'dissimilar' : 'similar', classes, ...lists, notes };
}

function dissimilarRows(rows: readonly MatchingRow[], classes: BaseClass[], process: WeldProcess): MatchingRow[] {
  const set = new Set(classes);
  const mixed = (set.has('austenitic') || set.has('stainless')) && (set.has('carbon') || set.has('crmo'));
  if (!mixed) return [];
  return rows.filter((r) => /dissimilar/i.test(r.family + r.baseMetal) && r.process.toUpperCase().includes(process === 'SMAW' ? 'SMAW' : 'GMAW'));
}
