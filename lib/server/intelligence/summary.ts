import 'server-only';
import type { RecordSummary } from '@/lib/intelligence/contract';
import { guaranteedMin } from '@/lib/intelligence/limits';
import type { IntelRecord } from './records';

export function summarise(r: IntelRecord): RecordSummary {
  return {
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
