import 'server-only';
import { asc, count, eq, max } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { materialElements, materialEquivalents, materialProperties, materialSearchDocs, materials } from '@/lib/server/db/schema';
import { parseLimit } from '@/lib/materials/values';
import { prepareComposition, type PreparedComposition } from '@/lib/intelligence/similarity';
import type { CrossReference } from '@/lib/intelligence/match-class';
import type { MaterialFamily } from '@/lib/materials/family';
import type { Limit, SpecRecord } from '@/lib/intelligence/types';
import type { ThicknessBand } from '@/lib/intelligence/thickness';

/** A material as the intelligence endpoints keep it in memory. */
export interface IntelRecord extends SpecRecord {
  numericId: number;
  slug: string;
  aliases: string[];
  category: string | null;
  confidence: string | null;
  datasetCode: string;
  sourceUrls: string[];
  process: Record<string, string | number>;
  /** Composition as printed in the source, per element. */
  rawElements: Record<string, string>;
  /** Yield, tensile and elongation per thickness band, when the standard prints them so. */
  bands?: ThicknessBand[];
  /** The value type of the row each property was taken from (`specified`, `typical`, `measured`). */
  valueTypes?: Partial<Record<keyof SpecRecord['properties'], string>>;
}

export interface IntelData {
  version: string;
  records: IntelRecord[];
  byId: Map<string, IntelRecord>;
  /** Per-record normalised composition vectors, computed once per data version. */
  prepared: Map<string, PreparedComposition>;
  crossReferences: CrossReference[];
  loadedAt: number;
  checkedAt: number;
}

const VERSION_CHECK_MS = 1000;

const NOT_ELEMENTS = new Set(['others', 'othersEach', 'othersTotal', 'CEV', 'Ceq']);
const cache = new WeakMap<Db, IntelData>();
const loading = new WeakMap<Db, Promise<IntelData>>();

async function dataVersion(db: Db): Promise<string> {
  const [row] = await db.select({ n: count(), t: max(materials.updatedAt) }).from(materials);
  return `${row?.n ?? 0}:${row?.t ? new Date(row.t as unknown as string).getTime() : 0}`;
}

/**
 * All materials with their composition, first specified property values and cross-references,
 * cached per database and reloaded when the materials table changes (row count or latest
 * update). Similarity over the whole database then runs in memory.
 */
export async function getIntelData(db: Db): Promise<IntelData> {
  const cached = cache.get(db);
  // The version probe runs at most once a second: material data changes only on imports.
  if (cached && Date.now() - cached.checkedAt < VERSION_CHECK_MS) return cached;
  const version = await dataVersion(db);
  if (cached && cached.version === version) {
    cached.checkedAt = Date.now();
    return cached;
  }
  const pending = loading.get(db);
  if (pending) return pending;
  const promise = loadAll(db, version).finally(() => loading.delete(db));
  loading.set(db, promise);
  const data = await promise;
  cache.set(db, data);
  return data;
}

async function loadAll(db: Db, version: string): Promise<IntelData> {
  const rows = await db
    .select({
      id: materials.id,
      slug: materials.slug,
      family: materials.family,
      grade: materials.grade,
      aliases: materials.aliases,
      category: materials.category,
      system: materials.standardSystem,
      standard: materials.standardText,
      confidence: materials.confidence,
      datasetCode: materials.datasetCode,
      sourceUrls: materials.sourceUrls,
      process: materials.process,
      superseded: materialSearchDocs.superseded,
    })
    .from(materials)
    .leftJoin(materialSearchDocs, eq(materialSearchDocs.materialId, materials.id))
    .orderBy(asc(materials.id));
  const elements = await db
    .select({ materialId: materialElements.materialId, element: materialElements.element, raw: materialElements.raw, min: materialElements.minValue, max: materialElements.maxValue, typical: materialElements.typicalValue, unit: materialElements.unit, rule: materialElements.rule })
    .from(materialElements);
  const props = await db.select().from(materialProperties).orderBy(asc(materialProperties.materialId), asc(materialProperties.seq));

  const records: IntelRecord[] = rows.map((r) => ({
    id: String(r.id),
    numericId: r.id,
    type: r.family as MaterialFamily,
    grade: r.grade,
    aliases: r.aliases ?? [],
    slug: r.slug,
    system: r.system ?? '',
    standard: r.standard,
    family: r.category,
    category: r.category,
    confidence: r.confidence,
    datasetCode: r.datasetCode,
    sourceUrls: r.sourceUrls ?? [],
    process: r.process ?? {},
    composition: {},
    rawElements: {},
    properties: {},
    impact: null,
    cevMax: null,
    superseded: r.superseded ?? false,
  }));
  const byNumeric = new Map(records.map((r) => [r.numericId, r]));
  for (const e of elements) {
    const rec = byNumeric.get(e.materialId);
    if (!rec) continue;
    rec.rawElements[e.element] = e.raw;
    if (e.rule) (rec.rules ??= {})[e.element] = e.rule;
    if (e.element === 'CEV' || e.element === 'Ceq') {
      // Thickness-banded maxima ("<=30:0.45; >30-63:0.47"): the thinnest band stands for the grade.
      const banded = parseLimit(e.raw);
      const v = banded?.max ?? banded?.min ?? null;
      rec.cevMax = v !== null && v < 2 ? v : null;
    }
    const scale = e.unit === 'ppm' ? 1e-4 : 1;
    const limit: Limit = { min: e.min ?? e.typical, max: e.max ?? e.typical };
    if (limit.min === null && limit.max === null) continue;
    if (NOT_ELEMENTS.has(e.element)) continue;
    rec.composition[e.element] = { min: limit.min === null ? null : limit.min * scale, max: limit.max === null ? null : limit.max * scale };
  }
  for (const p of props) {
    const rec = byNumeric.get(p.materialId);
    if (!rec) continue;
    const set = (key: keyof SpecRecord['properties'], min: number | null, maxV: number | null) => {
      if (rec.properties[key] || (min === null && maxV === null)) return;
      rec.properties[key] = { min, max: maxV };
      (rec.valueTypes ??= {})[key] = p.valueType;
    };
    set('tensile', p.tensileMin, p.tensileMax);
    set('yield', p.yieldMin, p.yieldMax);
    set('elongation', p.elongationMin, p.elongationMax);
    set('reductionOfArea', p.reductionMin, null);
    set('hardness', p.hardnessValue, p.hardnessValue);
    if (!rec.impact && p.impactEnergy !== null) rec.impact = { joules: p.impactEnergy, tempC: p.impactTemperature };
    if (p.thicknessMin !== null || p.thicknessMax !== null) {
      const band: ThicknessBand = { min: p.thicknessMin, max: p.thicknessMax, raw: p.thicknessRaw, properties: {} };
      if (p.yieldMin !== null || p.yieldMax !== null) band.properties.yield = { min: p.yieldMin, max: p.yieldMax };
      if (p.tensileMin !== null || p.tensileMax !== null) band.properties.tensile = { min: p.tensileMin, max: p.tensileMax };
      if (p.elongationMin !== null || p.elongationMax !== null) band.properties.elongation = { min: p.elongationMin, max: p.elongationMax };
      (rec.bands ??= []).push(band);
    }
  }
  const prepared = new Map(records.map((r) => [r.id, prepareComposition(r)]));
  return { version, records, byId: new Map(records.map((r) => [r.id, r])), prepared, crossReferences: await loadCrossReferences(db), loadedAt: Date.now(), checkedAt: Date.now() };
}

async function loadCrossReferences(db: Db): Promise<CrossReference[]> {
  const rows = await db.select().from(materialEquivalents).orderBy(asc(materialEquivalents.groupCode), asc(materialEquivalents.id));
  const groups = new Map<string, CrossReference>();
  for (const r of rows) {
    let g = groups.get(r.groupCode);
    if (!g) {
      g = { id: r.groupCode, names: {}, relation: r.relation ?? '', sources: r.sourceUrls ?? [], confidence: r.confidence ?? '', notes: r.notes };
      groups.set(r.groupCode, g);
    }
    g.names[r.system] = g.names[r.system] ? `${g.names[r.system]}; ${r.designation}` : r.designation;
  }
  return [...groups.values()];
}
