import { guaranteedMin } from './limits';
import { addedElements, compareCompositions, compositionVector } from './similarity';
import { addedAlloys, aluminiumSeries, classifyBase, consumableFamily, isLowHydrogen, processesOf } from './welding-classify';
import { consumablesIn, rowsFor } from './welding-table';
import { aluminiumChoices } from './welding-aluminium';
import { factsOf, findRule, reasonsOf, tensileRange } from './welding-rules';
import type { BaseClass, BaseMetal, Consumable, MatchingRow, RuleRef, SelectionRule, WeldChoice, WeldContext, WeldProcess, WeldRule, WeldingAdvice } from './welding-types';

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

/** The rows of the selection table that choose fillers, by the kind of joint they cover. */
const MAIN_RULES: Record<string, readonly string[]> = { carbon: ['strengthClass'], crmo: ['crmo'], austenitic: ['stainless'], dissimilar: ['overalloyed'] };
/** The rule an answer explains for a joint the table decided (the page's and the assistant's heading). */
const ADVICE_RULE: Record<string, WeldRule> = { carbon: 'strengthClass', crmo: 'crmo', austenitic: 'composition', dissimilar: 'overalloyed' };

const refOf = (r: SelectionRule): RuleRef => ({ id: r.id, rule: r.rule, sources: r.sources, confidence: r.confidence, notes: r.notes ?? null });

/** The consumables a cell names, in the cell's order (every record of a classification that has several). */
function orderedIn(cell: string, pool: Consumable[]): Consumable[] {
  const out: Consumable[] = [];
  for (const part of cell.split(';')) for (const c of consumablesIn(part, pool)) if (!out.includes(c)) out.push(c);
  return out;
}

const LOW_HYDROGEN_REASON: Record<string, 'Vessel' | 'Thick' | 'Class'> = { pressureVessel: 'Vessel', thick: 'Thick', Rm: 'Class' };

/**
 * Fillers chosen by the published selection rules (weld_selection_rules, issue 47): the row that covers the joint
 * (strength class of a carbon or C-Mn steel by its specified minimum tensile strength, Cr-Mo and stainless fillers by
 * the base metal's chemistry, the over-alloyed rule for carbon steel to stainless) recommends, lists and rules out
 * consumables by name; for carbon steels the low-hydrogen row (pressure vessels, thick sections, steels above 420 MPa)
 * and the toughness row (the deposit's Charpy test temperature at or below the steel's) then check each electrode.
 * What the rows do not name is ruled out by the computed rules only where they say why (under-matched, an alloy the
 * steel lacks, the wrong family). Null when no row covers the joint or the row names nothing for this process: the
 * computed rules decide then.
 */
function tableChoices(bases: BaseMetal[], classes: BaseClass[], process: WeldProcess, pool: Consumable[], rules: readonly SelectionRule[], context: WeldContext): (Lists & { selection: RuleRef[] }) | null {
  if (!rules.length) return null;
  const set = new Set(classes);
  if (set.has('aluminium') || set.has('stainless')) return null;
  let kind: 'carbon' | 'crmo' | 'austenitic' | 'dissimilar';
  let subject: BaseMetal | null;
  if (set.has('austenitic') && (set.has('carbon') || set.has('crmo'))) {
    kind = 'dissimilar';
    subject = null;
  } else if (set.has('austenitic')) {
    kind = 'austenitic';
    subject = [...bases].sort((a, b) => (guaranteedMin(a.composition.Mo) ?? 0) - (guaranteedMin(b.composition.Mo) ?? 0))[0];
  } else if (set.has('crmo')) {
    if (set.size > 1) return null;
    kind = 'crmo';
    subject = bases[0];
  } else {
    kind = 'carbon';
    subject = [...bases].sort((a, b) => (guaranteedMin(a.tensile) ?? 0) - (guaranteedMin(b.tensile) ?? 0))[0];
  }
  const facts = subject ? factsOf(subject, context) : null;
  const row = findRule(rules, kind, MAIN_RULES[kind], facts);
  if (!row) return null;
  const named = orderedIn(row.recommended, pool);
  if (!named.length) return null;
  const by = refOf(row);
  const baseRm = facts?.Rm ?? 0;
  const { from, to } = tensileRange(row.condition);
  const range = from === null ? `≤ ${to}` : `> ${from}–${to}`;
  const pick = (c: Consumable): WeldChoice =>
    kind === 'carbon'
      ? { ...choice(c, 'strengthClass', { row: row.id, base: baseRm, range, deposit: c.tensileMin ?? '—' }), selectedBy: by, checks: [] }
      : { ...choice(c, 'selected', { row: row.id }), selectedBy: by, checks: [] };
  let recommended = named.map(pick);
  const alternatives = orderedIn(row.alternatives, pool)
    .filter((c) => !named.includes(c))
    .map((c) => ({ ...choice(c, 'selectedAlternative', { row: row.id }), selectedBy: by, checks: [] }) as WeldChoice);
  const avoidRule = (row.avoidRule || 'wrongFamily') as WeldRule;
  const avoid: WeldChoice[] = orderedIn(row.avoid, pool).map((c) => ({
    ...choice(c, avoidRule, avoidRule === 'noMolybdenum' && subject ? { base: guaranteedMin(subject.composition.Mo) ?? 0 } : {}),
    selectedBy: by,
  }));
  const selection = [by];
  const warnings: string[] = [];
  const shown = () => new Set([...recommended, ...alternatives, ...avoid].map((x) => x.consumable.id));

  if (kind === 'carbon' && facts) {
    // Low hydrogen (stick electrodes only: gas-shielded and submerged-arc processes are not this row's subject).
    const lowH = findRule(rules, 'carbon', ['lowHydrogen'], facts);
    if (lowH && process === 'SMAW') {
      const why = LOW_HYDROGEN_REASON[reasonsOf(lowH.condition, facts)[0]] ?? 'Class';
      const lhRef = refOf(lowH);
      selection.push(lhRef);
      const keep: WeldChoice[] = [];
      for (const c of recommended) {
        if (isLowHydrogen(c.consumable)) keep.push({ ...c, checks: [...(c.checks ?? []), { rule: `lowHydrogen${why}` as WeldRule, values: { row: lowH.id } }] });
        else alternatives.unshift({ ...choice(c.consumable, `notLowHydrogen${why}` as WeldRule, { row: lowH.id }), selectedBy: lhRef });
      }
      recommended = keep;
      for (const [i, a] of alternatives.entries()) {
        if (a.selectedBy?.id === row.id && processesOf(a.consumable).includes('SMAW') && !isLowHydrogen(a.consumable)) {
          alternatives[i] = { ...choice(a.consumable, `notLowHydrogen${why}` as WeldRule, { row: lowH.id }), selectedBy: lhRef };
        }
      }
    }
    // Toughness: the coldest Charpy requirement of the joint's steels.
    const tough = findRule(rules, 'carbon', ['toughness'], facts);
    const temps = bases.map((b) => b.impact?.tempC).filter((t): t is number => t !== null && t !== undefined);
    if (tough && temps.length) {
      const baseT = Math.min(...temps);
      const tRef = refOf(tough);
      selection.push(tRef);
      const keep: WeldChoice[] = [];
      for (const c of recommended) {
        const t = c.consumable.impact?.tempC;
        if (t === null || t === undefined) keep.push({ ...c, checks: [...(c.checks ?? []), { rule: 'toughnessUnknown', values: { row: tough.id, base: baseT } }] });
        else if (t <= baseT) keep.push({ ...c, checks: [...(c.checks ?? []), { rule: 'toughness', values: { row: tough.id, deposit: t, base: baseT } }] });
        else alternatives.push({ ...choice(c.consumable, 'toughnessWarmer', { row: tough.id, deposit: t, base: baseT }), selectedBy: tRef });
      }
      recommended = keep;
    }
    // What the rows do not name: under-matched plain consumables and deposits adding an alloy the steel lacks.
    const baseAlloys = new Set(bases.flatMap((b) => [...addedAlloys(b.composition)]));
    const classMin = Math.min(...named.map((c) => c.tensileMin ?? Infinity));
    const seen = shown();
    for (const c of pool) {
      if (seen.has(c.id) || (consumableFamily(c) !== 'carbon' && consumableFamily(c) !== 'crmo')) continue;
      const extra = [...addedAlloys(c.composition)].filter((el) => !baseAlloys.has(el));
      if (extra.length) avoid.push(choice(c, 'alloyedDeposit', { elements: extra.join(', ') }));
      else if (c.tensileMin !== null && c.tensileMin < classMin) avoid.push(choice(c, 'undermatched', { deposit: c.tensileMin, base: baseRm }));
    }
  } else {
    const seen = shown();
    const wrong = kind === 'crmo' ? ['carbon'] : ['carbon', 'crmo'];
    for (const c of pool.filter((x) => wrong.includes(consumableFamily(x)) && !seen.has(x.id)).slice(0, 2)) avoid.push(choice(c, 'wrongFamily'));
    if (kind === 'crmo') warnings.push('Intelligence.welding.warnPreheat');
  }
  return { rule: ADVICE_RULE[kind], recommended, alternatives, avoid, warnings, selection };
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
export function recommendConsumables(
  bases: BaseMetal[],
  process: WeldProcess,
  consumables: readonly Consumable[],
  rows: readonly MatchingRow[],
  rules: readonly SelectionRule[] = [],
  context: WeldContext = {},
): WeldingAdvice {
  const classes = bases.map(classifyBase);
  const pool = consumables.filter((c) => processesOf(c).includes(process));
  const { selection, ...lists } = tableChoices(bases, classes, process, pool, rules, context) ?? { ...rulesFor(bases, classes, pool), selection: [] as RuleRef[] };
  const usedRows = bases.length === 1 ? rowsFor(rows, bases[0], process) : dissimilarRows(rows, classes, process);
  const annotate = (items: WeldChoice[], cell: 'recommended' | 'alternatives' | 'avoid') => {
    for (const item of items) {
      const row = usedRows.find((r) => consumablesIn(r[cell], [item.consumable]).length > 0 || (cell !== 'avoid' && consumablesIn(r.recommended + ' ' + r.alternatives, [item.consumable]).length > 0));
      if (row) item.listed = { id: row.id, sources: row.sources, confidence: row.confidence, notes: row.notes };
    }
  };
  // Consumables the table recommends that the rules could not rank (e.g. SAW wires: strength depends on the flux).
  // Where the selection rules decided, what only the per-grade table names is an alternative, never a recommendation.
  const decided = selection.length > 0;
  const known = new Set([...lists.recommended, ...lists.alternatives, ...lists.avoid].map((c) => c.consumable.id));
  for (const row of usedRows) {
    for (const [cell, list] of [[row.recommended, decided ? lists.alternatives : lists.recommended], [row.alternatives, lists.alternatives]] as const) {
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
  if (!decided) lists.recommended.sort(listedFirst);
  const notes = usedRows.map((r) => r.notes).filter((n): n is string => !!n);
  if (aluminiumSeries(bases[0].grade) === 2 && classes[0] === 'aluminium') lists.warnings.push('Intelligence.welding.warn2xxx');
  return { process, joint: bases.length > 1 ? 'dissimilar' : 'similar', classes, ...lists, notes, selection };
}

function dissimilarRows(rows: readonly MatchingRow[], classes: BaseClass[], process: WeldProcess): MatchingRow[] {
  const set = new Set(classes);
  const mixed = (set.has('austenitic') || set.has('stainless')) && (set.has('carbon') || set.has('crmo'));
  if (!mixed) return [];
  return rows.filter((r) => /dissimilar/i.test(r.family + r.baseMetal) && r.process.toUpperCase().includes(process === 'SMAW' ? 'SMAW' : 'GMAW'));
}
