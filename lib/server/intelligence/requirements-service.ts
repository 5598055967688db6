import 'server-only';
import { notFoundId } from '@/lib/server/api/errors';
import { rankCandidates, requirementSchema, evaluateCandidate, type Requirement } from '@/lib/intelligence/requirements';
import { PROPERTY_UNITS, type MaterialType } from '@/lib/intelligence/types';
import type { IntelData, IntelRecord } from './records';
import { AXIS_PROPERTIES } from './schemas';
import { summarise } from './summary';

/** The requirement form of the example: yield ≥ 345 MPa, A ≥ 20 %, KV(−20 °C) ≥ 34 J, CEV ≤ 0.45. */
export const DEFAULT_REQUIREMENTS: Requirement[] = [
  { key: 'yield', op: '>=', value: 345 },
  { key: 'elongation', op: '>=', value: 20 },
  { key: 'impact', op: '>=', value: 34, tempC: -20 },
  { key: 'cev', op: '<=', value: 0.45 },
];

/** intelligentMatching/conditions: requirement kinds, defaults, chart axes and groups of one family. */
export function matchingConditions(data: IntelData, type: MaterialType) {
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

function serialise(e: ReturnType<typeof evaluateCandidate>) {
  return { record: summarise(e.record as IntelRecord), checks: e.checks, passed: e.passed, failed: e.failed, unknown: e.unknown, minMargin: e.minMargin };
}

/** intelligentMatching/results: ranked candidates with their margins. */
export function matchingResults(data: IntelData, input: { type: MaterialType; requirements: Requirement[]; limit: number }) {
  const pool = data.records.filter((r) => r.type === input.type);
  const ranked = rankCandidates(pool, input.requirements);
  return {
    total: ranked.length,
    meetingAll: ranked.filter((r) => r.failed === 0 && r.unknown === 0).length,
    list: ranked.slice(0, input.limit).map(serialise),
  };
}

/** intelligentMatching/contrast: chosen candidates evaluated side by side. */
export function matchingContrast(data: IntelData, input: { ids: string[]; requirements: unknown[] }) {
  const requirements = input.requirements.map((r) => requirementSchema.parse(r));
  return {
    list: input.ids.map((id) => {
      const rec = data.byId.get(id);
      if (!rec) throw notFoundId();
      return serialise(evaluateCandidate(rec, requirements));
    }),
  };
}
