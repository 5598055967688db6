import 'server-only';
import { badRequest } from '@/lib/server/api/errors';
import { representative } from '@/lib/intelligence/limits';
import { normaliseSystem } from '@/lib/intelligence/similarity';
import { AXIS_PROPERTIES } from '@/lib/intelligence/contract';
import type { MaterialFamily } from '@/lib/materials/family';
import type { IntelData, IntelRecord } from './records';
import { propertyValue } from './summary';

/** An axis is a property key (`yield`) or an element (`el:Cr`). */
function axisValue(r: IntelRecord, axis: string): number | null {
  if (axis.startsWith('el:')) return representative(r.composition[axis.slice(3)]);
  return propertyValue(r, axis);
}

function validAxis(axis: string): boolean {
  return (AXIS_PROPERTIES as readonly string[]).includes(axis) || /^el:[A-Z][a-z]?$/.test(axis);
}

/**
 * intelligentMatching/visualization: the points of an Ashby-style scatter over the whole
 * database of one family, or over the ids of a search result ("select a coordinate axis first").
 */
export function visualizationPoints(data: IntelData, input: { type: MaterialFamily; x: string; y: string; colorBy: 'category' | 'system'; system?: string; ids?: string[] }) {
  if (!input.x || !input.y) throw badRequest('Intelligence.chart.selectAxis');
  if (!validAxis(input.x) || !validAxis(input.y)) throw badRequest('Intelligence.chart.badAxis');
  const only = input.ids ? new Set(input.ids) : null;
  const wanted = input.system ? normaliseSystem(input.system) : null;
  const pool = data.records.filter((r) => r.type === input.type && (!only || only.has(r.id)) && (!wanted || normaliseSystem(r.system) === wanted));
  const points = [];
  for (const r of pool) {
    const x = axisValue(r, input.x);
    const y = axisValue(r, input.y);
    if (x === null || y === null) continue;
    points.push({ id: r.id, slug: r.slug, name: r.grade, x, y, group: (input.colorBy === 'system' ? r.system : r.category) || 'none' });
  }
  return { total: pool.length, plotted: points.length, points };
}
