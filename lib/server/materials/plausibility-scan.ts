import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { materialElements, materialProperties, materials, materialSearchDocs } from '@/lib/server/db/schema';
import { checkRecord, plausibleRange, type Finding, type GateProperty } from '@/lib/materials/plausibility';
import type { MaterialFamily } from '@/lib/materials/family-names';

export interface ScanFinding {
  datasetCode: string;
  naturalKey: string;
  grade: string;
  finding: Finding | { target: 'search'; field: string; reason: 'outOfRange'; value: number };
}

/**
 * Runs the import's plausibility gate over every number stored in the database (composition, property
 * rows, physical properties and the search documents' numeric columns; a research record linked to its
 * standard grade also against that grade's stored limits and specified rows). Numbers the gate flagged are
 * stored as text only, so a clean import gives an empty list.
 */
export async function scanImplausible(db: Db): Promise<ScanFinding[]> {
  const records = await db
    .select({
      id: materials.id, family: materials.family, naturalKey: materials.naturalKey, grade: materials.grade, datasetCode: materials.datasetCode,
      standardGradeId: materials.standardGradeId, density: materials.density, youngModulus: materials.youngModulus, shearModulus: materials.shearModulus, poissonRatio: materials.poissonRatio,
    })
    .from(materials);
  const elements = await db
    .select({ materialId: materialElements.materialId, element: materialElements.element, min: materialElements.minValue, max: materialElements.maxValue, typical: materialElements.typicalValue, unit: materialElements.unit, raw: materialElements.raw })
    .from(materialElements);
  const properties = await db.select().from(materialProperties).orderBy(materialProperties.materialId, materialProperties.seq);
  const docs = await db.select().from(materialSearchDocs);
  const elementsOf = new Map<number, typeof elements>();
  for (const e of elements) elementsOf.set(e.materialId, [...(elementsOf.get(e.materialId) ?? []), e]);
  const propsOf = new Map<number, GateProperty[]>();
  for (const p of properties) propsOf.set(p.materialId, [...(propsOf.get(p.materialId) ?? []), p as GateProperty]);
  const docOf = new Map(docs.map((d) => [d.materialId, d]));
  const out: ScanFinding[] = [];
  for (const r of records) {
    const base = { datasetCode: r.datasetCode, naturalKey: r.naturalKey, grade: r.grade };
    // A record linked to its standard grade is held to that grade's limits and specified minima (issue 46).
    const grade = r.standardGradeId === null
      ? null
      : { elements: elementsOf.get(r.standardGradeId) ?? [], properties: (propsOf.get(r.standardGradeId) ?? []).filter((p) => p.valueType === 'specified') };
    for (const finding of checkRecord({ ...r, elements: elementsOf.get(r.id) ?? [], properties: propsOf.get(r.id) ?? [], grade })) out.push({ ...base, finding });
    const doc = docOf.get(r.id);
    if (!doc) continue;
    const searchFields: [keyof typeof doc, Parameters<typeof plausibleRange>[1]][] = [
      ['tensileMin', 'tensile'], ['tensileMax', 'tensile'], ['yieldMin', 'yield'], ['elongationMin', 'elongation'],
      ['reductionMin', 'reduction'], ['impactEnergy', 'impact'], ['hardness', 'hardness'], ['fatigueStrength', 'fatigue'],
    ];
    for (const [column, field] of searchFields) {
      const v = doc[column] as number | null;
      const [lo, hi] = plausibleRange(r.family as MaterialFamily, field);
      if (v !== null && (v < lo || v > hi)) out.push({ ...base, finding: { target: 'search', field: column, reason: 'outOfRange', value: v } });
    }
  }
  return out;
}
