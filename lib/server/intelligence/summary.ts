import 'server-only';
import type { RecordSummary } from '@/lib/intelligence/contract';
import { guaranteedMin } from '@/lib/intelligence/limits';
import type { IntelRecord } from './records';
import { atThickness, type BandChoice } from '@/lib/intelligence/thickness';

export function summarise(r: IntelRecord, band?: BandChoice | null): RecordSummary {
  return {
    ...(band !== undefined ? { band } : {}),
    id: r.id,
    slug: r.slug,
    type: r.type,
    grade: r.grade,
    aliases: r.aliases,
    system: r.system,
    standard: r.standard ?? null,
    category: r.category,
    confidence: r.confidence,
    datasetCode: r.datasetCode,
  };
}

/**
 * Every record of a pool as it applies at `thickness` (mm; null = each record's thinnest band), with the
 * band each used as its summary (records without bands unchanged). Matching and comparison evaluate these.
 */
export function bandedPool(pool: IntelRecord[], thickness: number | null): { records: IntelRecord[]; summaries: Map<string, RecordSummary> } {
  const summaries = new Map<string, RecordSummary>();
  const records = pool.map((r) => {
    if (!r.bands?.length) return r;
    const { record, band } = atThickness(r, r.bands, thickness);
    summaries.set(r.id, summarise(r, band));
    return record;
  });
  return { records, summaries };
}

/** The summary of a record of a banded pool: with its band when it has bands. */
export const summaryIn = (summaries: Map<string, RecordSummary>, r: IntelRecord): RecordSummary => summaries.get(r.id) ?? summarise(r);

/** Property keys with the direction that counts as better (hardness has none). */
export const PROPERTY_BETTER: Record<string, 'higher' | null> = {
  tensile: 'higher',
  yield: 'higher',
  elongation: 'higher',
  reductionOfArea: 'higher',
  impact: 'higher',
  hardness: null,
};

export function propertyValue(r: IntelRecord, key: string): number | null {
  if (key === 'impact') return r.impact?.joules ?? null;
  return guaranteedMin(r.properties[key as keyof IntelRecord['properties']]);
}
