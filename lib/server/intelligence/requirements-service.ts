import 'server-only';
import { notFoundId } from '@/lib/server/api/errors';
import { DEFAULT_REQUIREMENTS, rankCandidates, evaluateCandidate, type Requirement } from '@/lib/intelligence/requirements';
import { AXIS_PROPERTIES } from '@/lib/intelligence/contract';
import { PROPERTY_UNITS } from '@/lib/intelligence/types';
import type { MaterialFamily } from '@/lib/materials/family';
import type { IntelData, IntelRecord } from './records';
import { bandedPool, summaryIn } from './summary';
import type { RecordSummary } from '@/lib/intelligence/outputs';

/** intelligentMatching/conditions: requirement kinds, defaults, chart axes and groups of one family. */
export function matchingConditions(data: IntelData, type: MaterialFamily) {
  const pool = data.records.filter((r) => r.type === type);
  const elementCounts = new Map<string, number>();
  const systems = new Map<string, number>();
  const categories = new Map<string, number>();
  for (const r of pool) {
    for (const el of Object.keys(r.composition)) elementCounts.set(el, (elementCounts.get(el) ?? 0) + 1);
    if (r.system) systems.set(r.system, (systems.get(r.system) ?? 0) + 1);
    if (r.category) categories.set(r.category, (categories.get(r.category) ?? 0) + 1);
  }
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]).map(([value, count]) => ({ value, count }));
  return {
    type,
    total: pool.length,
    requirements: [
      ...AXIS_PROPERTIES.map((key) => ({ key, unit: PROPERTY_UNITS[key], ops: ['>=', '<='] })),
      { key: 'cev', unit: '', ops: ['<='] },
    ],
    defaults: type === 'steel' ? DEFAULT_REQUIREMENTS : [],
    axes: {
      properties: AXIS_PROPERTIES.map((key) => ({ key, unit: PROPERTY_UNITS[key] })),
      elements: sorted(elementCounts).filter((e) => e.count > 0),
    },
    systems: sorted(systems),
    categories: sorted(categories),
  };
}

function serialise(e: ReturnType<typeof evaluateCandidate>, summaries: Map<string, RecordSummary>) {
  return { record: summaryIn(summaries, e.record as IntelRecord), checks: e.checks, passed: e.passed, failed: e.failed, unknown: e.unknown, minMargin: e.minMargin };
}

/** intelligentMatching/results: ranked candidates with their margins. */
export function matchingResults(data: IntelData, input: { type: MaterialFamily; requirements: Requirement[]; limit: number; thickness?: number }) {
  // Each candidate as it applies at the thickness asked for (or its thinnest band).
  const thickness = input.thickness ?? null;
  const pool = bandedPool(
    data.records.filter((r) => r.type === input.type),
    thickness,
  );
  const ranked = rankCandidates(pool.records, input.requirements);
  return {
    thickness,
    total: ranked.length,
    meetingAll: ranked.filter((r) => r.failed === 0 && r.unknown === 0).length,
    list: ranked.slice(0, input.limit).map((e) => serialise(e, pool.summaries)),
  };
}

/** intelligentMatching/contrast: chosen candidates evaluated side by side. */
export function matchingContrast(data: IntelData, input: { ids: string[]; requirements: Requirement[]; thickness?: number }) {
  const { requirements } = input;
  const thickness = input.thickness ?? null;
  const chosen = input.ids.map((id) => {
    const rec = data.byId.get(id);
    if (!rec) throw notFoundId();
    return rec;
  });
  const pool = bandedPool(chosen, thickness);
  return { thickness, list: pool.records.map((rec) => serialise(evaluateCandidate(rec, requirements), pool.summaries)) };
}
