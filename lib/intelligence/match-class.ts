import { gradeMatchesAny, namesIn, normalizeGrade } from '@/lib/materials/grade-names';
import { effectiveConfidence } from '@/lib/materials/provenance';
import { guaranteedMin } from './limits';
import { normaliseSystem, prepareComposition, similarity, type PreparedComposition, type SimilarityResult } from './similarity';
import type { Limit, PropertyKey, SpecRecord } from './types';

/** One row of a cross-reference table: the same grade's names in each standard system. */
export interface CrossReference {
  id: string;
  /** system → cell text, e.g. { GB: 'Q355B (old Q345B)', ASTM: 'A572 Grade 50', EN: 'S355JR' }. */
  names: Record<string, string>;
  relation: string;
  sources: string[];
  confidence: string;
  notes?: string | null;
}

/** `formula`: one side bounds the element by a formula of another (Ti ≥ 5×C): no number to compare, read both rules. */
export type Verdict = 'same' | 'stricter' | 'looser' | 'shifted' | 'unspecified' | 'added' | 'formula';

export interface LimitVerdict {
  key: string;
  reference: Limit | null;
  candidate: Limit | null;
  /** A formula bound as written (`5x(C+N) min`), shown as the rule, never as a number. */
  referenceRule?: string | null;
  candidateRule?: string | null;
  verdict: Verdict;
}

/**
 * `listed`: a cross-reference source lists it and the composition agrees; `computed`: close enough by
 * composition and properties; `mismatch`: a source lists it but the composition does not match (score
 * below LISTED_MIN_SCORE): shown plainly as *not a counterpart*, after the counterparts (issue 29, item 7).
 */
export type MatchClass = 'listed' | 'computed' | 'mismatch';

/**
 * Thresholds on the combined score shown (70 % composition + 30 % properties, docs/INTELLIGENCE.md). A
 * listing names designations, not values; below 50 the numbers contradict it (e.g. a GB structural grade
 * "listed" against a free-cutting or stainless grade scores 25–35), so it is not presented as a counterpart.
 * A computed one has no source vouching for it and needs 60.
 */
export const LISTED_MIN_SCORE = 50;
export const COMPUTED_MIN_SCORE = 60;

export interface Counterpart {
  record: SpecRecord;
  matchClass: MatchClass;
  /**
   * For listed (and mismatched) ones: the cross-reference row, its sources, the confidence its sources
   * allow (`confidence`) and the one the row declares (`declaredConfidence`).
   */
  crossReference?: { id: string; sources: string[]; confidence: string; declaredConfidence: string; relation: string; notes?: string | null };
  score: number;
  similarity: SimilarityResult;
  elements: LimitVerdict[];
  properties: LimitVerdict[];
  /** The impact-test (quality) class of both, when both state a test temperature. */
  impactClass: ImpactClass | null;
}

/**
 * Quality class by Charpy test temperature (Q355B and S355JR: +20 °C; S355J2: −20 °C): `same`, or
 * `stricter` / `looser` when the counterpart is tested colder / warmer than the reference.
 */
export interface ImpactClass {
  reference: number;
  candidate: number;
  verdict: 'same' | 'stricter' | 'looser';
}

export function impactClassOf(ref: SpecRecord, cand: SpecRecord): ImpactClass | null {
  const a = ref.impact?.tempC;
  const b = cand.impact?.tempC;
  if (a === null || a === undefined || b === null || b === undefined) return null;
  return { reference: a, candidate: b, verdict: a === b ? 'same' : b < a ? 'stricter' : 'looser' };
}

/**
 * Whether the candidate's composition limit is stricter or looser than the reference's: a
 * narrower range or a lower maximum is stricter; a limit the candidate does not set is looser.
 */
export function compareCompositionLimit(ref: Limit | null | undefined, cand: Limit | null | undefined): Verdict | null {
  if (!ref && !cand) return null;
  if (ref && !cand) return 'unspecified';
  if (!ref && cand) return 'added';
  const aLo = ref!.min ?? 0;
  const aHi = ref!.max ?? Infinity;
  const bLo = cand!.min ?? 0;
  const bHi = cand!.max ?? Infinity;
  if (aLo === bLo && aHi === bHi) return 'same';
  if (bLo >= aLo && bHi <= aHi) return 'stricter';
  if (bLo <= aLo && bHi >= aHi) return 'looser';
  return 'shifted';
}

/** Property minima: a higher guaranteed minimum is stricter. */
export function comparePropertyMinimum(ref: Limit | null | undefined, cand: Limit | null | undefined): Verdict | null {
  const a = guaranteedMin(ref);
  const b = guaranteedMin(cand);
  if (a === null && b === null) return null;
  if (a !== null && b === null) return 'unspecified';
  if (a === null) return 'added';
  if (a === b) return 'same';
  return b! > a ? 'stricter' : 'looser';
}

const ruleKey = (rule: string) => rule.replace(/\s+/g, '').replace(/[×*]/g, 'x').replace(/min\.?$/i, '').replace(/^>=|^≥/, '').toLowerCase();

/**
 * A formula bound (Ti ≥ 5×C) against another: the same rule with the same maximum is `same`; any other
 * pair, or a formula against a number, is `formula`: the bound depends on the heat's carbon, so no
 * number can say stricter or looser.
 */
function compareRule(refRule: string | null, candRule: string | null, ref: Limit | null, cand: Limit | null): Verdict {
  if (refRule && candRule && ruleKey(refRule) === ruleKey(candRule) && (ref?.max ?? null) === (cand?.max ?? null)) return 'same';
  if (!candRule && !cand) return 'unspecified';
  if (!refRule && !ref) return 'added';
  return 'formula';
}

export function elementVerdicts(ref: SpecRecord, cand: SpecRecord): LimitVerdict[] {
  const out: LimitVerdict[] = [];
  const keys = [...Object.keys(ref.composition), ...Object.keys(ref.rules ?? {}), ...Object.keys(cand.composition), ...Object.keys(cand.rules ?? {})];
  for (const key of new Set(keys)) {
    const reference = ref.composition[key] ?? null;
    const candidate = cand.composition[key] ?? null;
    const referenceRule = ref.rules?.[key] ?? null;
    const candidateRule = cand.rules?.[key] ?? null;
    const verdict = referenceRule || candidateRule ? compareRule(referenceRule, candidateRule, reference, candidate) : compareCompositionLimit(reference, candidate);
    if (verdict) out.push({ key, reference, candidate, ...(referenceRule || candidateRule ? { referenceRule, candidateRule } : {}), verdict });
  }
  return out;
}

export { effectiveConfidence, isLowTrustSource } from '@/lib/materials/provenance';

export function propertyVerdicts(ref: SpecRecord, cand: SpecRecord): LimitVerdict[] {
  const out: LimitVerdict[] = [];
  for (const key of new Set([...Object.keys(ref.properties), ...Object.keys(cand.properties)]) as Set<PropertyKey>) {
    const verdict = key === 'hardness' ? compareCompositionLimit(ref.properties[key], cand.properties[key]) : comparePropertyMinimum(ref.properties[key], cand.properties[key]);
    if (verdict) out.push({ key, reference: ref.properties[key] ?? null, candidate: cand.properties[key] ?? null, verdict });
  }
  if (ref.impact || cand.impact) {
    const toLimit = (j?: number | null): Limit | null => (j === undefined || j === null ? null : { min: j, max: null });
    const verdict = comparePropertyMinimum(toLimit(ref.impact?.joules), toLimit(cand.impact?.joules));
    if (verdict) out.push({ key: 'impact', reference: toLimit(ref.impact?.joules), candidate: toLimit(cand.impact?.joules), verdict });
  }
  return out;
}

type Named = SpecRecord & { aliases?: string[] };

/** Cross-reference rows that list `ref`, each with the normalised names it carries. */
export function listingsOf(ref: Named, rows: readonly CrossReference[]): { row: CrossReference; names: Set<string> }[] {
  const out: { row: CrossReference; names: Set<string> }[] = [];
  for (const row of rows) {
    const all = Object.values(row.names).flatMap(namesIn);
    if (gradeMatchesAny(ref.grade, ref.aliases ?? [], all)) out.push({ row, names: new Set(all.map(normalizeGrade)) });
  }
  return out;
}

/** The cross-reference row that lists both records, if any. */
export function findListing(ref: Named, cand: Named, rows: readonly CrossReference[]): CrossReference | null {
  return listingIn(listingsOf(ref, rows), cand);
}

function listingIn(listings: { row: CrossReference; names: Set<string> }[], cand: Named): CrossReference | null {
  if (listings.length === 0) return null;
  const mine = [cand.grade, ...(cand.aliases ?? [])].map(normalizeGrade);
  return listings.find((l) => mine.some((n) => l.names.has(n)))?.row ?? null;
}

const CONFIDENCE_RANK: Record<string, number> = { A: 0, B: 1, C: 2 };

/**
 * Counterparts of `ref` in other standard systems (issue 5, item 3): listed ones (found in a
 * cross-reference source, with its source and confidence) first, then computed ones ranked by
 * composition and property nearness. Never "equal": each carries its per-limit verdicts.
 */
export function findCounterparts(
  ref: Named,
  candidates: readonly Named[],
  crossReferences: readonly CrossReference[],
  options: { system?: string | null; limit?: number; minScore?: number; vectors?: Map<string, PreparedComposition> } = {},
): Counterpart[] {
  const wanted = options.system ? normaliseSystem(options.system) : null;
  const refSystem = normaliseSystem(ref.system);
  const refPrep = options.vectors?.get(ref.id) ?? prepareComposition(ref);
  const listings = listingsOf(ref, crossReferences);
  const out: Counterpart[] = [];
  for (const cand of candidates) {
    if (cand.id === ref.id || cand.type !== ref.type || !cand.system) continue;
    const candSystem = normaliseSystem(cand.system);
    if (wanted ? candSystem !== wanted : candSystem === refSystem) continue;
    const candPrep = options.vectors?.get(cand.id);
    const sim = similarity(ref, cand, { refVector: refPrep.vector, refAdded: refPrep.added, candVector: candPrep?.vector, candAdded: candPrep?.added });
    // A cross-reference row names designations, not values: a same-named grade of another system whose
    // composition shares nothing with the reference (GOST "45" rows without composition for GB 45) is
    // not presented as a sourced counterpart; it can only appear as a computed one.
    const named = listingIn(listings, cand);
    const listing = named && (sim.compositionScore ?? 0) > 0 ? named : null;
    // A computed counterpart needs a composition comparison: property nearness alone (a library row
    // with strengths only) says nothing about whether the grade is a counterpart.
    if (!listing && (sim.compositionScore === null || sim.score < (options.minScore ?? COMPUTED_MIN_SCORE))) continue;
    const matchClass: MatchClass = !listing ? 'computed' : sim.score >= LISTED_MIN_SCORE ? 'listed' : 'mismatch';
    const trust = listing ? effectiveConfidence(listing.confidence, listing.sources) : null;
    out.push({
      record: cand,
      matchClass,
      crossReference:
        listing && trust
          ? { id: listing.id, sources: listing.sources, confidence: trust.confidence, declaredConfidence: trust.declared, relation: listing.relation, notes: listing.notes }
          : undefined,
      score: sim.score,
      similarity: sim,
      elements: elementVerdicts(ref, cand),
      properties: propertyVerdicts(ref, cand),
      impactClass: impactClassOf(ref, cand),
    });
  }
  const CLASS_ORDER: Record<MatchClass, number> = { listed: 0, computed: 1, mismatch: 2 };
  out.sort((a, b) => {
    if (a.matchClass !== b.matchClass) return CLASS_ORDER[a.matchClass] - CLASS_ORDER[b.matchClass];
    if (a.matchClass === 'listed') {
      const c = (CONFIDENCE_RANK[a.crossReference!.confidence] ?? 9) - (CONFIDENCE_RANK[b.crossReference!.confidence] ?? 9);
      if (c !== 0) return c;
      // Within a listing, the counterpart of the same quality class first (Q355B → S355JR before S355J2).
      const sameA = a.impactClass?.verdict === 'same' ? 0 : 1;
      const sameB = b.impactClass?.verdict === 'same' ? 0 : 1;
      if (sameA !== sameB) return sameA - sameB;
    }
    return b.score - a.score;
  });
  return currentEditionFirst(out).slice(0, options.limit ?? 20);
}

/**
 * The same grade under an older edition and under the edition in force (docs/DATA.md "Editions"): the current
 * edition's record moves up to the place of the first superseded one; everything else keeps its order.
 */
export function currentEditionFirst<T extends { record: Pick<SpecRecord, 'grade' | 'superseded'> }>(list: T[]): T[] {
  const out = [...list];
  for (let i = 0; i < out.length; i++) {
    if (!out[i].record.superseded) continue;
    const grade = normalizeGrade(out[i].record.grade);
    const j = out.findIndex((c, k) => k > i && !c.record.superseded && normalizeGrade(c.record.grade) === grade);
    if (j > i) out.splice(i, 0, ...out.splice(j, 1));
  }
  return out;
}
