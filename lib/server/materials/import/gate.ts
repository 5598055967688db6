import 'server-only';
import { checkRecord, type GateField, type GateGrade } from '@/lib/materials/plausibility';
import type { FlaggedValue } from '@/lib/server/db/schema/materials';
import type { DatasetImport, ImportProperty, ImportRecord } from './types';

/** The numeric columns of a property row per gate field, and its text column. */
const FIELD_COLUMNS: Record<GateField, { numbers: (keyof ImportProperty)[]; raw: keyof ImportProperty | null }> = {
  tensile: { numbers: ['tensileMin', 'tensileMax'], raw: 'tensileRaw' },
  yield: { numbers: ['yieldMin', 'yieldMax'], raw: 'yieldRaw' },
  elongation: { numbers: ['elongationMin', 'elongationMax'], raw: 'elongationRaw' },
  reduction: { numbers: ['reductionMin'], raw: 'reductionRaw' },
  impact: { numbers: ['impactEnergy'], raw: 'impactRaw' },
  hardness: { numbers: ['hardnessValue'], raw: 'hardnessRaw' },
  fatigue: { numbers: ['fatigueStrength'], raw: null },
  fracture: { numbers: ['fractureStrength'], raw: null },
  thickness: { numbers: ['thicknessMin', 'thicknessMax'], raw: 'thicknessRaw' },
};

const shown = (v: number) => String(Number(v.toPrecision(6)));

/**
 * The plausibility gate of the import (issue 26, lib/materials/plausibility.ts): every value of a record
 * that fails a rule of its family loses its numbers (its text stays and the detail page shows it "as
 * printed in the source, not used for search"), is flagged on the element, row or record, and is listed
 * with its file, row, column and reason. Runs before the records are written, so no search column and no
 * comparison ever reads such a number. A number without text of its own (a measured data set's cell) keeps
 * the source's figure as its text.
 */
export function applyPlausibilityGate(data: DatasetImport): FlaggedValue[] {
  const flagged: FlaggedValue[] = [];
  for (const r of data.records) flagged.push(...gateRecord(r));
  data.flagged = flagged;
  return flagged;
}

/**
 * The grade rules of the gate (issue 46), after the research records are linked: a record that names a
 * compiled standard grade (`namedGrade`, standard-links.ts) is held to that grade's composition limits and
 * specified minima as stored (its elements no grade of that name allows, its typical yield or tensile below
 * the applicable specified minimum). Adds to the data set's flagged list; the family rules ran before.
 */
export function applyGradeGate(data: DatasetImport): FlaggedValue[] {
  const flagged: FlaggedValue[] = [];
  for (const r of data.records) if (r.namedGrade) flagged.push(...gateRecord(r, gradeOf(r.namedGrade)));
  data.flagged = [...(data.flagged ?? []), ...flagged];
  return flagged;
}

/** The composition limits and specified rows of a compiled record, as the gate reads them. */
export function gradeOf(r: ImportRecord): GateGrade {
  return { elements: r.elements, properties: r.properties.filter((p) => p.valueType === 'specified') };
}

function gateRecord(r: ImportRecord, grade: GateGrade | null = null): FlaggedValue[] {
  const out: FlaggedValue[] = [];
  const base = { record: r.naturalKey, grade: r.grade };
  for (const f of checkRecord({ ...r, grade })) {
    if (f.target === 'element') {
      const e = r.elements.find((x) => x.element === f.element)!;
      if (e.flag) continue;
      e.flag = f.reason;
      e.min = e.max = e.typical = null;
      out.push({ ...base, file: r.sourceFile ?? null, row: r.sourceRow, column: f.element, raw: e.raw, value: f.value, reason: f.reason });
    } else if (f.target === 'property') {
      const p = r.properties[f.row];
      p.flags ??= {};
      if (p.flags[f.field]) continue;
      const { numbers, raw } = FIELD_COLUMNS[f.field];
      const row = p as unknown as Record<string, unknown>;
      const figure = numbers.map((k) => row[k]).filter((v) => v !== null && v !== undefined).map((v) => shown(v as number)).join('–');
      const text = (raw ? (row[raw] as string | null | undefined) : null) || figure;
      p.flags[f.field] = { reason: f.reason, raw: text };
      if (raw && !row[raw]) row[raw] = text;
      for (const k of numbers) row[k] = null;
      out.push({ ...base, file: p.sourceFile ?? r.sourceFile ?? null, row: p.sourceRow, column: f.field, raw: text, value: f.value, reason: f.reason });
    } else {
      r.flags ??= {};
      if (r.flags[f.field]) continue;
      r.flags[f.field] = { reason: f.reason, raw: shown(f.value) };
      r[f.field] = null;
      out.push({ ...base, file: r.sourceFile ?? null, row: r.sourceRow, column: f.field, raw: shown(f.value), value: f.value, reason: f.reason });
    }
  }
  return out;
}
