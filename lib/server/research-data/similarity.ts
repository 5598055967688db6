import 'server-only';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { prepareComposition, rankSimilar, similarity, similarityScore } from '@/lib/intelligence/similarity';
import { PROPERTY_UNITS, type SpecRecord } from '@/lib/intelligence/types';
import { detailHref } from '@/lib/materials/paths';
import type { CompositionRow, PerformanceRow, SimilarityAnswer, SimilarityPair, SimilaritySide } from '@/lib/research-data/contract';
import { rdDetailHref } from '@/lib/research-data/paths';
import { formatAmount, parseTarget } from '@/lib/research-data/similarity-pair';
import { badRequest, notFound } from '@/lib/server/api/errors';
import { VISITOR_PROPERTY_ROWS } from '@/lib/server/materials/permission';
import { decide, visibleParts } from '@/lib/research-data/policy';
import type { Db } from '@/lib/server/db/client';
import { researchData } from '@/lib/server/db/schema';
import { getIntelData } from '@/lib/server/intelligence/records';
import type { SessionUser } from '@/lib/session/permissions';
import { loadRecords, requireRecord, toActor, type RecordRow } from './access';

/**
 * Similar records by composition (issue 16 item 5, /allServer/similarity): the material database's
 * steels and the other R&D records the caller may read, scored with the existing similarity score
 * (lib/intelligence/similarity.ts, composition only: an R&D record's properties are free-form).
 */

function specOf(row: RecordRow): SpecRecord {
  const composition = Object.fromEntries((row.composition as CompositionRow[]).map((c) => [c.element, { min: c.value, max: c.value }]));
  return { id: `rd:${row.id}`, type: 'steel', grade: row.materialName || row.dataName, system: '', composition, properties: {} };
}

export async function similarRecords(db: Db, id: number, user: SessionUser | null): Promise<SimilarityAnswer> {
  const { row } = await requireRecord(db, id, user, 'get', 'composition');
  const ref = specOf(row);
  if (Object.keys(ref.composition).length === 0) return { material: [], researchData: [] };
  const intel = await getIntelData(db);
  const material = rankSimilar(ref, intel.records.filter((r) => r.type === 'steel'), { useProperties: false, vectors: intel.prepared, limit: 10 }).map(({ record, result }) => {
    const full = intel.byId.get(record.id);
    return { id: record.id, grade: record.grade, standard: record.standard ?? null, score: result.score, href: detailHref('steel', full?.slug ?? record.id) };
  });
  const others = await db
    .select()
    .from(researchData)
    .where(and(ne(researchData.id, id), eq(researchData.draft, false), isNull(researchData.deletedAt)))
    .orderBy(desc(researchData.updatedAt))
    .limit(500);
  const actor = toActor(user);
  const readable = (await loadRecords(db, others, user)).filter((l) => decide(actor, l.policy, 'get', 'composition'));
  const refPrep = prepareComposition(ref);
  const scored = readable
    .map(({ row: r }) => {
      const cand = specOf(r);
      const prep = prepareComposition(cand);
      return { id: r.id, dataName: r.dataName, materialName: r.materialName, score: similarityScore(ref, cand, refPrep.vector, prep.vector, refPrep.added, prep.added, false) };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 10);
  return { material, researchData: scored };
}

// ---------------------------------------------------------------------------------------------
// One pair side by side (/allServer/similarityDetail, /allServer/similarityNewDetail)

const PROPERTY_ORDER = ['tensile', 'yield', 'elongation', 'reductionOfArea', 'hardness', 'impact'] as const;

async function recordSide(db: Db, id: number, user: SessionUser | null): Promise<{ side: SimilaritySide; spec: SpecRecord | null }> {
  const loaded = await requireRecord(db, id, user, 'page');
  const parts = visibleParts(toActor(user), loaded.policy);
  const { row } = loaded;
  const composition = parts.has('composition') ? (row.composition as CompositionRow[]).map((c) => ({ element: c.element, min: c.value, max: c.value })) : null;
  const properties = parts.has('properties')
    ? (row.performance as PerformanceRow[]).map((p) => ({ property: p.property, known: false, value: p.kind === 'typical' ? String(p.value) : formatAmount(p.min ?? null, p.max ?? null), unit: p.unit }))
    : null;
  return {
    side: { kind: 'researchData', name: row.dataName, subtitle: row.materialName || null, href: rdDetailHref(row.id), composition, properties },
    spec: composition ? specOf(row) : null,
  };
}

async function materialSide(db: Db, id: string, user: SessionUser | null): Promise<{ side: SimilaritySide; spec: SpecRecord }> {
  const intel = await getIntelData(db);
  const record = intel.byId.get(id);
  if (!record || record.type !== 'steel') throw notFound('ResearchData.noSuchMaterial');
  // The material database's own rule (lib/server/materials/permission.ts): composition for everyone,
  // a visitor sees the first property rows only.
  const all = PROPERTY_ORDER.flatMap((key): NonNullable<SimilaritySide['properties']> => {
    if (key === 'impact') return record.impact ? [{ property: key, known: true, value: String(record.impact.joules), unit: PROPERTY_UNITS.impact }] : [];
    const l = record.properties[key];
    return l && (l.min !== null || l.max !== null) ? [{ property: key, known: true, value: formatAmount(l.min, l.max), unit: PROPERTY_UNITS[key] }] : [];
  });
  return {
    side: {
      kind: 'material',
      name: record.grade,
      subtitle: record.standard ?? null,
      href: detailHref('steel', record.slug),
      composition: Object.entries(record.composition).map(([element, l]) => ({ element, min: l.min, max: l.max })),
      properties: user ? all : all.slice(0, VISITOR_PROPERTY_ROWS),
    },
    spec: record,
  };
}

/** `researchData/similarityDetail`: one record and one similar record or steel, with the score's explanation. */
export async function similarityPair(db: Db, id: number, target: string, user: SessionUser | null): Promise<SimilarityPair> {
  const parsed = parseTarget(target);
  if (!parsed) throw badRequest('ResearchData.badTarget');
  if (parsed.kind === 'researchData' && parsed.id === id) throw badRequest('ResearchData.badTarget');
  const ref = await recordSide(db, id, user);
  const other = parsed.kind === 'researchData' ? await recordSide(db, parsed.id, user) : await materialSide(db, parsed.id, user);
  if (!ref.spec || !other.spec) return { reference: ref.side, target: other.side, score: null, elements: null };
  const result = similarity(ref.spec, other.spec, { useProperties: false });
  return { reference: ref.side, target: other.side, score: result.score, elements: result.elements };
}
