import { guaranteedMin, representative } from './limits';
import type { Limit, PropertyKey, SpecRecord } from './types';
import { COMPOSITION_SHARE, PROPERTY_WEIGHTS, floorOf, weightOf } from './weights';

/** A pre-computed composition vector: representative wt % per element. */
export type CompositionVector = Record<string, number>;

export interface ElementDifference {
  element: string;
  reference: number | null;
  candidate: number | null;
  /** candidate − reference, wt %. */
  delta: number;
  /** 0 (same) to 1 (completely different), relative to max(a, b, floor). */
  distance: number;
  weight: number;
  /** Points this element took from 100. */
  penalty: number;
}

export interface PropertyDifference {
  property: PropertyKey;
  reference: number | null;
  candidate: number | null;
  delta: number;
  distance: number;
  weight: number;
  penalty: number;
}

export interface SimilarityResult {
  /** 0 to 100. */
  score: number;
  compositionScore: number | null;
  propertyScore: number | null;
  elements: ElementDifference[];
  properties: PropertyDifference[];
}

/**
 * Elements deliberately added (a minimum is specified). An element that one record only caps as
 * a residual ("Mo ≤ 0.75") and the other does not mention is no evidence of a difference.
 */
export function addedElements(composition: Record<string, Limit>): Set<string> {
  return new Set(Object.entries(composition).filter(([, l]) => l.min !== null && l.min > 0).map(([el]) => el));
}

export function compositionVector(composition: Record<string, Limit>): CompositionVector {
  const out: CompositionVector = {};
  for (const [el, limit] of Object.entries(composition)) {
    const v = representative(limit);
    if (v !== null && Number.isFinite(v)) out[el] = v;
  }
  return out;
}

/**
 * Per-element normalised composition similarity (issue 5, item 2). Each element's distance is
 * |a − b| / max(a, b, floor), capped at 1; an element given in only one record counts as 0 in
 * the other when it exceeds the floor and (when `added` is given) is deliberately added there
 * (a stainless Cr against a carbon steel), otherwise it is skipped. The score is 100 × (1 − Σ w·d / Σ w).
 */
export function compareCompositions(
  ref: CompositionVector,
  cand: CompositionVector,
  added?: { ref: Set<string>; cand: Set<string> },
): { score: number | null; elements: ElementDifference[] } {
  const elements: ElementDifference[] = [];
  let totalWeight = 0;
  let lost = 0;
  for (const el of new Set([...Object.keys(ref), ...Object.keys(cand)])) {
    const a = ref[el];
    const b = cand[el];
    const floor = floorOf(el);
    if (a === undefined || b === undefined) {
      const present = a ?? b;
      if (present === undefined || present <= floor) continue;
      if (added && !(a === undefined ? added.cand : added.ref).has(el)) continue;
    }
    const av = a ?? 0;
    const bv = b ?? 0;
    const distance = Math.min(1, Math.abs(av - bv) / Math.max(av, bv, floor));
    const weight = weightOf(el);
    totalWeight += weight;
    lost += weight * distance;
    elements.push({ element: el, reference: a ?? null, candidate: b ?? null, delta: round(bv - av, 4), distance: round(distance, 4), weight, penalty: 0 });
  }
  if (totalWeight === 0) return { score: null, elements };
  for (const e of elements) e.penalty = round((100 * e.weight * e.distance) / totalWeight, 2);
  elements.sort((x, y) => y.penalty - x.penalty);
  return { score: round(100 * (1 - lost / totalWeight), 2), elements };
}

/** Property nearness: relative difference of guaranteed minima, weighted like the elements. */
export function compareProperties(ref: SpecRecord, cand: SpecRecord): { score: number | null; properties: PropertyDifference[] } {
  const properties: PropertyDifference[] = [];
  let totalWeight = 0;
  let lost = 0;
  const keys = new Set([...Object.keys(ref.properties), ...Object.keys(cand.properties)] as PropertyKey[]);
  if (ref.impact || cand.impact) keys.add('impact');
  for (const key of keys) {
    const a = key === 'impact' ? (ref.impact?.joules ?? null) : guaranteedMin(ref.properties[key]);
    const b = key === 'impact' ? (cand.impact?.joules ?? null) : guaranteedMin(cand.properties[key]);
    if (a === null || b === null) continue;
    const distance = Math.min(1, Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b), 1));
    const weight = PROPERTY_WEIGHTS[key] ?? 1;
    totalWeight += weight;
    lost += weight * distance;
    properties.push({ property: key, reference: a, candidate: b, delta: round(b - a, 2), distance: round(distance, 4), weight, penalty: 0 });
  }
  if (totalWeight === 0) return { score: null, properties };
  for (const p of properties) p.penalty = round((100 * p.weight * p.distance) / totalWeight, 2);
  return { score: round(100 * (1 - lost / totalWeight), 2), properties };
}

/**
 * Similarity of two records: composition (70 %) and property nearness (30 %) when both can be
 * computed, otherwise whichever exists. `vectors` lets the server pass pre-computed vectors.
 */
export function similarity(
  ref: SpecRecord,
  cand: SpecRecord,
  options: { useProperties?: boolean; refVector?: CompositionVector; candVector?: CompositionVector; refAdded?: Set<string>; candAdded?: Set<string> } = {},
): SimilarityResult {
  const comp = compareCompositions(options.refVector ?? compositionVector(ref.composition), options.candVector ?? compositionVector(cand.composition), {
    ref: options.refAdded ?? addedElements(ref.composition),
    cand: options.candAdded ?? addedElements(cand.composition),
  });
  const prop = options.useProperties === false ? { score: null, properties: [] } : compareProperties(ref, cand);
  let score: number;
  if (comp.score !== null && prop.score !== null) score = COMPOSITION_SHARE * comp.score + (1 - COMPOSITION_SHARE) * prop.score;
  else score = comp.score ?? prop.score ?? 0;
  return { score: round(score, 2), compositionScore: comp.score, propertyScore: prop.score, elements: comp.elements, properties: prop.properties };
}

/** What the server keeps in memory per record so a whole-database ranking stays fast. */
export interface PreparedComposition {
  vector: CompositionVector;
  added: Set<string>;
  /** Guaranteed minima per property, in compareProperties' order (impact last), when known. */
  properties?: Map<PropertyKey, number | null>;
}

export function prepareComposition(record: Pick<SpecRecord, 'composition'> & Partial<Pick<SpecRecord, 'properties' | 'impact'>>): PreparedComposition {
  const prepared: PreparedComposition = { vector: compositionVector(record.composition), added: addedElements(record.composition) };
  if (record.properties) {
    const properties = new Map<PropertyKey, number | null>();
    for (const key of Object.keys(record.properties) as PropertyKey[]) if (key !== 'impact') properties.set(key, guaranteedMin(record.properties[key]));
    properties.set('impact', record.impact?.joules ?? null);
    prepared.properties = properties;
  }
  return prepared;
}

/** Property part of similarityScore from prepared minima: compareProperties' arithmetic, in its order. */
function preparedPropertyScore(ref: Map<PropertyKey, number | null>, cand: Map<PropertyKey, number | null>): number | null {
  let totalWeight = 0;
  let lost = 0;
  for (const [key, a] of ref) {
    const b = cand.get(key);
    if (a === null || b === null || b === undefined) continue;
    const weight = PROPERTY_WEIGHTS[key] ?? 1;
    totalWeight += weight;
    lost += weight * Math.min(1, Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b), 1));
  }
  return totalWeight === 0 ? null : round(100 * (1 - lost / totalWeight), 2);
}

export interface RankedSimilar {
  record: SpecRecord;
  result: SimilarityResult;
}

/**
 * The score of `similarity()` without building the explanation: the same arithmetic and the
 * same rounding, but no per-element objects, so a whole-database ranking allocates almost nothing.
 */
export function similarityScore(
  ref: SpecRecord,
  cand: SpecRecord,
  refVector: CompositionVector,
  candVector: CompositionVector,
  refAdded: Set<string>,
  candAdded: Set<string>,
  useProperties: boolean,
  refProperties?: Map<PropertyKey, number | null>,
  candProperties?: Map<PropertyKey, number | null>,
): number {
  let totalWeight = 0;
  let lost = 0;
  const visit = (el: string, a: number | undefined, b: number | undefined) => {
    const floor = floorOf(el);
    if (a === undefined || b === undefined) {
      const present = a ?? b;
      if (present === undefined || present <= floor) return;
      if (!(a === undefined ? candAdded : refAdded).has(el)) return;
    }
    const av = a ?? 0;
    const bv = b ?? 0;
    const weight = weightOf(el);
    totalWeight += weight;
    lost += weight * Math.min(1, Math.abs(av - bv) / Math.max(av, bv, floor));
  };
  for (const el in refVector) visit(el, refVector[el], candVector[el]);
  for (const el in candVector) if (!(el in refVector)) visit(el, undefined, candVector[el]);
  const comp = totalWeight === 0 ? null : round(100 * (1 - lost / totalWeight), 2);
  const prop = !useProperties ? null : refProperties && candProperties ? preparedPropertyScore(refProperties, candProperties) : compareProperties(ref, cand).score;
  const score = comp !== null && prop !== null ? COMPOSITION_SHARE * comp + (1 - COMPOSITION_SHARE) * prop : (comp ?? prop ?? 0);
  return round(score, 2);
}

/**
 * Ranks candidates by similarity to `ref`, excluding `ref` itself; optional system filter.
 * Every candidate is scored cheaply; only the top `limit` get the full explanation.
 */
export function rankSimilar(
  ref: SpecRecord,
  candidates: readonly SpecRecord[],
  options: { system?: string | null; limit?: number; useProperties?: boolean; vectors?: Map<string, PreparedComposition> } = {},
): RankedSimilar[] {
  const refPrep = options.vectors?.get(ref.id) ?? prepareComposition(ref);
  const wanted = options.system ? normaliseSystem(options.system) : null;
  const useProperties = options.useProperties !== false;
  const scored: { record: SpecRecord; score: number; prep: PreparedComposition }[] = [];
  for (const cand of candidates) {
    if (cand.id === ref.id || cand.type !== ref.type) continue;
    if (wanted && !systemMatches(cand.system, wanted)) continue;
    const prep = options.vectors?.get(cand.id) ?? prepareComposition(cand);
    scored.push({ record: cand, prep, score: similarityScore(ref, cand, refPrep.vector, prep.vector, refPrep.added, prep.added, useProperties, refPrep.properties, prep.properties) });
  }
  scored.sort((a, b) => b.score - a.score || a.record.grade.localeCompare(b.record.grade));
  return scored.slice(0, options.limit ?? 10).map(({ record, prep }) => ({
    record,
    result: similarity(ref, record, { useProperties: options.useProperties, refVector: refPrep.vector, refAdded: refPrep.added, candVector: prep.vector, candAdded: prep.added }),
  }));
}

/** ASTM, AISI, SAE and UNS name the same American family of grades. */
const SYSTEM_GROUPS: Record<string, string> = { ASTM: 'ASTM', AISI: 'ASTM', SAE: 'ASTM', UNS: 'ASTM', 'ASTM/AISI/UNS': 'ASTM' };

export function normaliseSystem(system: string): string {
  const up = system.trim().toUpperCase();
  return SYSTEM_GROUPS[up] ?? up;
}

export function systemMatches(system: string, wanted: string): boolean {
  return normaliseSystem(system) === normaliseSystem(wanted);
}

function round(v: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}
