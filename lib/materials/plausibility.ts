/**
 * The plausibility gate of the material import (issue 26): which numbers a record may carry for its family.
 * A value that fails a rule is not stored as a number: the import keeps its text, flags it in the data
 * set's report and the detail page shows it "as printed in the source, not used for search".
 * The same rules scan an imported database (tests/api/materials-plausibility.test.ts), which must find nothing.
 * Pure: no database. The family limits are physical or metallurgical ceilings, not the limits of any standard;
 * a record that names a standard grade is also held to that grade's limits and specified minima as stored
 * (`GateRecord.grade`, issue 46), never to numbers typed into this file.
 */
import type { MaterialFamily } from './family-names';

export type FlagReason =
  | 'elementCeiling'
  | 'compositionSum'
  | 'minAboveMax'
  | 'yieldAboveTensile'
  | 'outOfRange'
  | 'rowsDisagree'
  | 'outsideGrade'
  | 'belowSpecifiedMinimum';

export const FLAG_REASONS: readonly FlagReason[] = [
  'elementCeiling', 'compositionSum', 'minAboveMax', 'yieldAboveTensile', 'outOfRange', 'rowsDisagree', 'outsideGrade', 'belowSpecifiedMinimum',
];

/** A property field the gate checks (the numeric columns of a property row). */
export type GateField = 'tensile' | 'yield' | 'elongation' | 'reduction' | 'impact' | 'hardness' | 'fatigue' | 'fracture' | 'thickness';
/** A record-level physical property. */
export type GatePhysical = 'density' | 'youngModulus' | 'shearModulus' | 'poissonRatio';

export interface GateElement {
  element: string;
  min: number | null;
  max: number | null;
  typical: number | null;
  unit?: string | null;
  /** The cell as written (only read for a grade's `others` text: the elements it names). */
  raw?: string | null;
}

export interface GateProperty {
  valueType?: string | null;
  deliveryState?: string | null;
  shape?: string | null;
  thicknessMin?: number | null;
  thicknessMax?: number | null;
  gaugeLength?: string | null;
  direction?: string | null;
  testTemperature?: number | null;
  tensileMin?: number | null;
  tensileMax?: number | null;
  yieldMin?: number | null;
  yieldMax?: number | null;
  elongationMin?: number | null;
  elongationMax?: number | null;
  reductionMin?: number | null;
  impactEnergy?: number | null;
  hardnessValue?: number | null;
  hardnessScale?: string | null;
  fatigueStrength?: number | null;
  fractureStrength?: number | null;
}

/**
 * The standard grade a record names (issue 46): the composition limits and specified property rows of the
 * compiled record of that grade, as stored. A research record is held to them: an element no grade of that
 * name allows, and a typical strength below the grade's specified minimum, are flagged.
 */
export interface GateGrade {
  elements: GateElement[];
  properties: GateProperty[];
}

export interface GateRecord {
  family: MaterialFamily;
  elements: GateElement[];
  properties: GateProperty[];
  /** The compiled grade the record names (linked, or refused a link for its composition); null or absent otherwise. */
  grade?: GateGrade | null;
  density?: number | null;
  youngModulus?: number | null;
  shearModulus?: number | null;
  poissonRatio?: number | null;
}

/** One implausible number: where it is and why. */
export type Finding =
  | { target: 'element'; element: string; reason: FlagReason; value: number }
  | { target: 'property'; row: number; field: GateField; reason: FlagReason; value: number }
  | { target: 'record'; field: GatePhysical; reason: FlagReason; value: number };

type Range = readonly [number, number];

/**
 * Highest plausible content per element (wt %), by family. Above it the number is a misread (a thickness,
 * a gauge length, a source id) or a typo. Steel: high-speed and tool steels (C 2.3, W 18, Co 12, V 5),
 * stainless and heat-resisting grades (Cr 30, Ni 36), Hadfield and TWIP steels (Mn 30). Welding: the
 * steel, stainless and nickel-base filler classes and aluminium fillers (Si 13, Mg 5.5). Aluminium: cast and
 * hypereutectic alloys (Si 25), Al-Cu, Al-Mg, Al-Zn-Mg-Cu and Al-Li alloys.
 */
const CEILINGS: Record<MaterialFamily, Record<string, number>> = {
  steel: {
    C: 2.5, Si: 5, Mn: 30, P: 0.5, S: 0.5, Cr: 35, Ni: 40, Mo: 10, Cu: 5, V: 6, Nb: 3, Ti: 3, Al: 10, N: 1, W: 20,
    Co: 25, B: 0.1, Zr: 1, Pb: 0.5, Sn: 0.5, Se: 0.5, Te: 0.5, Ca: 0.1, Ce: 0.5, As: 0.5, Sb: 0.5, O: 0.5, H: 0.01,
    CEV: 2, Ta: 3, Mg: 0.1, Zn: 1,
  },
  welding: {
    C: 1.5, Si: 13, Mn: 20, P: 0.5, S: 0.5, Cr: 35, Ni: 80, Mo: 20, Cu: 5, V: 6, Nb: 5, Ti: 3, Al: 100, N: 1, W: 20,
    Co: 25, B: 0.1, Zr: 1, Mg: 6, Fe: 100, Zn: 1, Be: 0.01, O: 1, H: 0.01,
  },
  alloy: {
    Si: 25, Fe: 5, Cu: 15, Mn: 3, Mg: 12, Cr: 1, Zn: 15, Ti: 1, Zr: 1, V: 1, Li: 5, Ni: 5, Ag: 2, Sc: 2, Pb: 3,
    Bi: 3, Sn: 10, B: 0.1, Be: 0.1, Ga: 0.1, Sr: 0.2, Na: 0.1, Ca: 0.1, Co: 2, Ce: 2, Er: 2, Cd: 1, Ge: 1, Hf: 1,
    Sb: 1, Y: 2, othersEach: 1, othersTotal: 2, Al: 100,
  },
};

/** Physical ranges per family: strength in MPa, elongation and reduction in %, impact in J, density kg/m³, moduli MPa. */
const RANGES: Record<MaterialFamily, Record<GateField | GatePhysical, Range>> = {
  steel: {
    tensile: [100, 3500], yield: [50, 3200], elongation: [0, 80], reduction: [0, 95], impact: [0, 500], hardness: [1, 1000],
    fatigue: [10, 2500], fracture: [50, 5000], thickness: [0, 2000],
    density: [7500, 8300], youngModulus: [150_000, 240_000], shearModulus: [55_000, 95_000], poissonRatio: [0.2, 0.4],
  },
  welding: {
    tensile: [50, 2000], yield: [30, 1800], elongation: [0, 80], reduction: [0, 95], impact: [0, 500], hardness: [1, 1000],
    fatigue: [10, 2000], fracture: [50, 4000], thickness: [0, 2000],
    density: [2400, 9000], youngModulus: [60_000, 240_000], shearModulus: [20_000, 95_000], poissonRatio: [0.2, 0.4],
  },
  alloy: {
    tensile: [10, 900], yield: [5, 850], elongation: [0, 80], reduction: [0, 100], impact: [0, 300], hardness: [1, 300],
    fatigue: [5, 500], fracture: [10, 1500], thickness: [0, 2000],
    density: [2400, 3100], youngModulus: [60_000, 90_000], shearModulus: [20_000, 35_000], poissonRatio: [0.25, 0.4],
  },
};

/** Hardness by scale (any family): Brinell, Vickers, Rockwell B and C; an unknown scale only by the family's range. */
const HARDNESS: Record<string, Range> = { HB: [3, 750], HBW: [3, 750], HBS: [3, 450], HV: [3, 1100], HRB: [0, 130], HRC: [0, 72] };

/** Composition sum: the guaranteed content (min or typical) of every element may not exceed 100 wt % (+ rounding). */
const SUM_LIMIT = 100.5;
/** Two rows of one record for the same band and state disagree when one value exceeds the other by more than this. */
const DISAGREE = 1.5;

const wt = (v: number | null, unit: string | null | undefined) => (v === null ? null : unit === 'ppm' ? v / 10_000 : v);
const outside = (v: number | null | undefined, [lo, hi]: Range) => v !== null && v !== undefined && (v < lo || v > hi);

/** The ceiling of an element for a family; null when the gate has none (the element is then not checked). */
export function elementCeiling(family: MaterialFamily, element: string): number | null {
  return CEILINGS[family][element] ?? null;
}

/** The plausible range of a property or physical field for a family (the gate's table, docs/DATA.md). */
export function plausibleRange(family: MaterialFamily, field: GateField | GatePhysical): Range {
  return RANGES[family][field];
}

function checkElements(r: GateRecord, out: Finding[]) {
  let sum = 0;
  for (const e of r.elements) {
    const values = [e.min, e.max, e.typical].map((v) => wt(v, e.unit)).filter((v): v is number => v !== null);
    const ceiling = elementCeiling(r.family, e.element);
    const top = values.length ? Math.max(...values) : null;
    if (top !== null && (top < 0 || (ceiling !== null && top > ceiling))) {
      out.push({ target: 'element', element: e.element, reason: 'elementCeiling', value: top });
      continue;
    }
    if (e.min !== null && e.max !== null && e.min > e.max) {
      out.push({ target: 'element', element: e.element, reason: 'minAboveMax', value: e.min });
      continue;
    }
    if (e.element === 'Al' || e.element === 'Fe' || e.element === 'CEV') continue;
    sum += wt(e.min ?? e.typical, e.unit) ?? 0;
  }
  if (sum > SUM_LIMIT) {
    const flagged = new Set(out.map((f) => (f.target === 'element' ? f.element : '')));
    for (const e of r.elements) {
      const v = wt(e.min ?? e.typical, e.unit);
      if (v !== null && !flagged.has(e.element) && !['Al', 'Fe', 'CEV'].includes(e.element)) {
        out.push({ target: 'element', element: e.element, reason: 'compositionSum', value: v });
      }
    }
  }
}

/** The numbers of one field of a row (min and max, or the single value). */
function fieldValues(p: GateProperty, field: GateField): (number | null | undefined)[] {
  switch (field) {
    case 'tensile': return [p.tensileMin, p.tensileMax];
    case 'yield': return [p.yieldMin, p.yieldMax];
    case 'elongation': return [p.elongationMin, p.elongationMax];
    case 'reduction': return [p.reductionMin];
    case 'impact': return [p.impactEnergy];
    case 'hardness': return [p.hardnessValue];
    case 'fatigue': return [p.fatigueStrength];
    case 'fracture': return [p.fractureStrength];
    case 'thickness': return [p.thicknessMin, p.thicknessMax];
  }
}

const FIELDS: GateField[] = ['tensile', 'yield', 'elongation', 'reduction', 'impact', 'hardness', 'fatigue', 'fracture', 'thickness'];

function checkRow(family: MaterialFamily, p: GateProperty, row: number, out: Finding[]) {
  const flagged = new Set<GateField>();
  const flag = (field: GateField, reason: FlagReason, value: number) => {
    if (flagged.has(field)) return;
    flagged.add(field);
    out.push({ target: 'property', row, field, reason, value });
  };
  for (const field of FIELDS) {
    const range = field === 'hardness' && p.hardnessScale && HARDNESS[p.hardnessScale.toUpperCase()]
      ? HARDNESS[p.hardnessScale.toUpperCase()]
      : RANGES[family][field];
    for (const v of fieldValues(p, field)) if (outside(v, range)) flag(field, 'outOfRange', v!);
    const [lo, hi] = fieldValues(p, field);
    if (lo !== null && lo !== undefined && hi !== null && hi !== undefined && lo > hi) flag(field, 'minAboveMax', lo);
  }
  // Yield above tensile: the lowest tensile the row states against the lowest yield it states.
  const tensile = p.tensileMax ?? p.tensileMin;
  const yieldLow = p.yieldMin ?? p.yieldMax;
  if (tensile !== null && tensile !== undefined && yieldLow !== null && yieldLow !== undefined && yieldLow > tensile && !flagged.has('tensile') && !flagged.has('yield')) {
    flag('yield', 'yieldAboveTensile', yieldLow);
    flag('tensile', 'yieldAboveTensile', tensile);
  }
}

/** Same band, state, shape, gauge, direction, temperature and value type: the rows describe the same thing. */
const rowKey = (p: GateProperty) =>
  JSON.stringify([p.valueType ?? '', p.deliveryState ?? '', p.shape ?? '', p.thicknessMin ?? null, p.thicknessMax ?? null, p.gaugeLength ?? '', p.direction ?? '', p.testTemperature ?? null]);

function checkAgreement(r: GateRecord, out: Finding[]) {
  const groups = new Map<string, number[]>();
  r.properties.forEach((p, i) => {
    if (p.valueType !== 'specified') return;
    const key = rowKey(p);
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const already = new Set(out.map((f) => (f.target === 'property' ? `${f.row}:${f.field}` : '')));
  for (const rows of groups.values()) {
    if (rows.length < 2) continue;
    for (const field of ['tensile', 'yield', 'elongation'] as const) {
      const values = rows
        .map((i) => ({ i, v: fieldValues(r.properties[i], field)[0] }))
        .filter((x): x is { i: number; v: number } => x.v !== null && x.v !== undefined && x.v > 0 && !already.has(`${x.i}:${field}`));
      if (values.length < 2) continue;
      const lo = Math.min(...values.map((x) => x.v));
      const hi = Math.max(...values.map((x) => x.v));
      if (hi <= lo * DISAGREE) continue;
      for (const x of values) out.push({ target: 'property', row: x.i, field, reason: 'rowsDisagree', value: x.v });
    }
  }
}

/**
 * The elements of a record whose content lies clearly outside a grade's limits (issue 26: a "2024" with Li
 * 4 wt %, a "6061-T4" with Mn 2.06 wt %): its lowest value above the maximum by more than half of it (at
 * least 0.1 wt %), or its highest value below the minimum by more than half of it (at least 0.1 wt %). An
 * element the grade does not list is held to the grade's "others, each" maximum when it has one (aluminium
 * alloys), unless the grade's other-elements text names it (2011: Bi, Pb). The base element is not compared.
 */
export function elementsOutsideGrade(elements: GateElement[], grade: GateElement[]): { element: string; value: number }[] {
  const limits = new Map(grade.map((e) => [e.element, e]));
  const others = limits.get('othersEach');
  const out: { element: string; value: number }[] = [];
  for (const e of elements) {
    const low = wt(e.min ?? e.typical, e.unit);
    const high = wt(e.max ?? e.typical, e.unit);
    if (low === null && high === null) continue;
    if (e.element === 'Al' || e.element === 'Fe') continue;
    const namedElsewhere = new RegExp(String.raw`\b${e.element}\b`).test(limits.get('others')?.raw ?? '');
    const limit = limits.get(e.element) ?? (others && /^[A-Z][a-z]?$/.test(e.element) && !namedElsewhere ? others : null);
    if (!limit) continue;
    const max = limit.max ?? (limit === others ? null : limit.typical);
    const min = limit.min;
    if (max !== null && low !== null && low > max + Math.max(max / 2, 0.1)) out.push({ element: e.element, value: low });
    else if (min !== null && high !== null && high < min - Math.max(min / 2, 0.1)) out.push({ element: e.element, value: high });
  }
  return out;
}

/** A delivery state that is a heat treatment: a typical value of an unstated state is not held to it. */
const TREATED = /quench|temper|q\s*&\s*t|\bqt\b|anneal|harden|aged|ageing|aging|solution|spheroid|\+A|\+QT|\bT\d/i;

/**
 * The grade's specified minimum of a strength (yield or tensile) that applies to a typical row: the
 * specified rows at room temperature of the same delivery state (or, for a row that states none, of an
 * untreated state), of the band holding the row's thickness, else of the thinnest band (the unbanded
 * main row first). Null when the grade specifies none.
 */
export function specifiedMinimum(grade: GateProperty[], field: 'yield' | 'tensile', row: GateProperty): number | null {
  const value = (p: GateProperty) => (field === 'yield' ? p.yieldMin : p.tensileMin);
  const candidates = grade.filter((p) => {
    if (p.valueType !== 'specified' || value(p) === null || value(p) === undefined) return false;
    if (p.testTemperature !== null && p.testTemperature !== undefined && Math.abs(p.testTemperature - 20) > 10) return false;
    if (row.deliveryState) return p.deliveryState === row.deliveryState;
    return !p.deliveryState || !TREATED.test(p.deliveryState);
  });
  if (!candidates.length) return null;
  const t = row.thicknessMax ?? row.thicknessMin;
  const banded = (p: GateProperty) => p.thicknessMin !== null && p.thicknessMin !== undefined || p.thicknessMax !== null && p.thicknessMax !== undefined;
  let applicable: GateProperty[];
  if (t !== null && t !== undefined) {
    applicable = candidates.filter((p) => banded(p) && (p.thicknessMin ?? 0) <= t && t <= (p.thicknessMax ?? Infinity));
    if (!applicable.length) applicable = candidates.filter((p) => !banded(p));
  } else {
    const main = candidates.filter((p) => !banded(p));
    const thinnest = Math.min(...candidates.filter(banded).map((p) => p.thicknessMin ?? 0));
    applicable = main.length ? main : candidates.filter((p) => banded(p) && (p.thicknessMin ?? 0) === thinnest);
  }
  const mins = applicable.map(value).filter((v): v is number => v !== null && v !== undefined);
  return mins.length ? Math.max(...mins) : null;
}

function checkGrade(r: GateRecord, grade: GateGrade, out: Finding[]) {
  const flaggedElements = new Set(out.map((f) => (f.target === 'element' ? f.element : '')));
  for (const { element, value } of elementsOutsideGrade(r.elements, grade.elements)) {
    if (!flaggedElements.has(element)) out.push({ target: 'element', element, reason: 'outsideGrade', value });
  }
  const flaggedFields = new Set(out.map((f) => (f.target === 'property' ? `${f.row}:${f.field}` : '')));
  r.properties.forEach((p, i) => {
    if (p.valueType !== 'typical') return;
    if (p.testTemperature !== null && p.testTemperature !== undefined && Math.abs(p.testTemperature - 20) > 10) return;
    for (const field of ['yield', 'tensile'] as const) {
      const v = field === 'yield' ? p.yieldMin ?? p.yieldMax : p.tensileMin ?? p.tensileMax;
      if (v === null || v === undefined || flaggedFields.has(`${i}:${field}`)) continue;
      const min = specifiedMinimum(grade.properties, field, p);
      if (min !== null && v < min) out.push({ target: 'property', row: i, field, reason: 'belowSpecifiedMinimum', value: v });
    }
  });
}

/** Every implausible number of one record (empty when the record passes the gate). */
export function checkRecord(r: GateRecord): Finding[] {
  const out: Finding[] = [];
  checkElements(r, out);
  r.properties.forEach((p, i) => checkRow(r.family, p, i, out));
  checkAgreement(r, out);
  if (r.grade) checkGrade(r, r.grade, out);
  for (const field of ['density', 'youngModulus', 'shearModulus', 'poissonRatio'] as const) {
    const v = r[field];
    if (outside(v, RANGES[r.family][field])) out.push({ target: 'record', field, reason: 'outOfRange', value: v! });
  }
  return out;
}
