import { guaranteedMin } from './limits';
import { compositionLevel } from './welding-classify';
import type { BaseMetal, SelectionRule, WeldContext } from './welding-types';

/**
 * The conditions of the published selection rules (weld_selection_rules.csv, issue 47): `;` joins terms that must all
 * hold, `|` separates alternatives; an empty condition always holds. A term is `key op number` or a flag.
 *
 * - `Rm`: the base metal's specified minimum tensile strength (MPa, its main row: the thinnest band);
 * - an element symbol (`C`, `Cr`, `Mo`, `Ni`, `Ti`, `Nb`, `V`): its level, the middle of a range or the minimum, 0
 *   when the record states only a maximum or nothing (welding-classify.ts);
 * - `Cmax`, `Timax`, `Nbmax`: the upper limit the record states (`Cmax` unknown when it states none, `Timax` and
 *   `Nbmax` 0);
 * - flags: `pressureVessel` (the base metal's category, or the question says so), `thick` (the question or the form
 *   says so), `impact` (the base metal states a Charpy requirement with its test temperature).
 */
const ELEMENTS = new Set(['C', 'Si', 'Mn', 'Cr', 'Mo', 'Ni', 'Ti', 'Nb', 'V', 'Cu', 'N']);
const MAXIMA = new Set(['Cmax', 'Timax', 'Nbmax']);
export const CONDITION_FLAGS = ['pressureVessel', 'thick', 'impact'] as const;
type Flag = (typeof CONDITION_FLAGS)[number];

type Term = { key: string; op: '<' | '<=' | '>' | '>=' | '='; value: number } | { flag: Flag };

export interface RuleFacts {
  Rm: number | null;
  composition: BaseMetal['composition'];
  flags: Record<Flag, boolean>;
}

/** Parses a condition into alternatives of terms; throws on a term it cannot read (the data's test finds it). */
export function parseCondition(text: string): Term[][] {
  return text
    .split('|')
    .map((alt) =>
      alt
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s): Term => {
          const m = /^([A-Za-z]+)\s*(<=|>=|<|>|=)\s*(-?\d+(?:\.\d+)?)$/.exec(s);
          if (m && (m[1] === 'Rm' || ELEMENTS.has(m[1]) || MAXIMA.has(m[1]))) return { key: m[1], op: m[2] as '<', value: Number(m[3]) };
          if ((CONDITION_FLAGS as readonly string[]).includes(s)) return { flag: s as Flag };
          throw new Error(`weld selection rule: cannot read the condition term "${s}"`);
        }),
    )
    .filter((alt) => alt.length > 0);
}

function valueOf(key: string, facts: RuleFacts): number | null {
  if (key === 'Rm') return facts.Rm;
  if (MAXIMA.has(key)) {
    const limit = facts.composition[key.slice(0, -3)];
    const max = limit?.max ?? null;
    return key === 'Cmax' ? max : (max ?? 0);
  }
  return compositionLevel(facts.composition, key);
}

function holds(term: Term, facts: RuleFacts): boolean {
  if ('flag' in term) return facts.flags[term.flag];
  const v = valueOf(term.key, facts);
  if (v === null) return false;
  switch (term.op) {
    case '<':
      return v < term.value;
    case '<=':
      return v <= term.value;
    case '>':
      return v > term.value;
    case '>=':
      return v >= term.value;
    default:
      return v === term.value;
  }
}

/** Whether a condition holds for these facts: one alternative whose every term holds (an empty condition always does). */
export function conditionHolds(condition: string, facts: RuleFacts): boolean {
  const alternatives = parseCondition(condition);
  return alternatives.length === 0 || alternatives.some((alt) => alt.every((t) => holds(t, facts)));
}

/** Which of a condition's flags hold (the first alternative that holds): why a low-hydrogen row applied. */
export function reasonsOf(condition: string, facts: RuleFacts): string[] {
  const alt = parseCondition(condition).find((a) => a.every((t) => holds(t, facts)));
  return (alt ?? []).map((t) => ('flag' in t ? t.flag : t.key));
}

/** The facts a base metal gives the conditions. */
export function factsOf(base: BaseMetal, context: WeldContext): RuleFacts {
  return {
    Rm: guaranteedMin(base.tensile),
    composition: base.composition,
    flags: {
      pressureVessel: !!context.pressureVessel || base.family === 'pressureVessel',
      thick: !!context.thick,
      impact: base.impact?.tempC !== null && base.impact?.tempC !== undefined,
    },
  };
}

/** The bounds of `Rm` a condition names, for the answer's wording ("> 420–520"): lower exclusive, upper inclusive. */
export function tensileRange(condition: string): { from: number | null; to: number | null } {
  const terms = parseCondition(condition)[0] ?? [];
  let from: number | null = null;
  let to: number | null = null;
  for (const t of terms) {
    if ('flag' in t || t.key !== 'Rm') continue;
    if (t.op === '>' || t.op === '>=') from = t.value;
    if (t.op === '<' || t.op === '<=') to = t.value;
  }
  return { from, to };
}

/** The first row of a kind whose base class and condition fit. */
export function findRule(rules: readonly SelectionRule[], baseClass: string, kinds: readonly string[], facts: RuleFacts | null): SelectionRule | null {
  return rules.find((r) => r.baseClass === baseClass && kinds.includes(r.rule) && (facts ? conditionHolds(r.condition, facts) : parseCondition(r.condition).length === 0)) ?? null;
}
