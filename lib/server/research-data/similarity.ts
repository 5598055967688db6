import 'server-only';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { prepareComposition, rankSimilar, similarityScore } from '@/lib/intelligence/similarity';
import type { SpecRecord } from '@/lib/intelligence/types';
import { detailHref } from '@/lib/materials/paths';
import type { CompositionRow, SimilarityAnswer } from '@/lib/research-data/contract';
import { decide } from '@/lib/research-data/policy';
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
    return { grade: record.grade, standard: record.standard ?? null, score: result.score, href: detailHref('steel', full?.slug ?? record.id) };
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
