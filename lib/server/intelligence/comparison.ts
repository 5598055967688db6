import 'server-only';
import { badRequest, notFoundId } from '@/lib/server/api/errors';
import { checkComparison } from '@/lib/intelligence/board';
import type { ComparisonTable } from '@/lib/intelligence/contract';
import type { MaterialFamily } from '@/lib/materials/family';
import { PROPERTY_UNITS, type Limit } from '@/lib/intelligence/types';
import { carbonEquivalent, isCarbonEquivalent } from '@/lib/intelligence/requirements';
import type { IntelData, IntelRecord } from './records';
import { PROPERTY_BETTER, bandedPool, propertyValue, summaryIn } from './summary';
import { compareElements } from '@/lib/elements';

const sameLimit = (a: Limit | null, b: Limit | null) => (a?.min ?? null) === (b?.min ?? null) && (a?.max ?? null) === (b?.max ?? null);

/**
 * steelComparison / weldingComparison / AlloyComparison (spec section 5): the board rules
 * again on the server, then composition and properties side by side, where they differ,
 * and the best record per property.
 */
export function buildComparison(data: IntelData, ids: string[], expected: MaterialFamily, thickness: number | null = null): ComparisonTable {
  const chosen: IntelRecord[] = [];
  for (const id of [...new Set(ids)]) {
    const r = data.byId.get(id);
    if (!r) throw notFoundId();
    chosen.push(r);
  }
  // Each record as it applies at the thickness asked for (or its thinnest band).
  const pool = bandedPool(chosen, thickness);
  const records = pool.records;
  const check = checkComparison(records);
  if (!check.ok) throw badRequest(check.messageKey);
  if (records[0].type !== expected) throw badRequest('Intelligence.board.mixedTypes');

  // Carbon equivalents are a formula of the composition, not a content in wt %: they have one row of
  // their own (`cev`, below), so the composition never repeats them (issue 29, item 10).
  const elements = [...new Set(records.flatMap((r) => Object.keys(r.rawElements)))].filter((e) => !isCarbonEquivalent(e)).sort(compareElements);
  const composition = elements.map((element) => {
    const cells = records.map((r) => ({ raw: r.rawElements[element] ?? null, limit: r.composition[element] ?? null }));
    return { element, cells, differs: cells.some((c) => !sameLimit(c.limit, cells[0].limit) || c.raw !== cells[0].raw) };
  });

  const properties = Object.keys(PROPERTY_BETTER)
    .map((key) => {
      const values = records.map((r) => propertyValue(r, key));
      const cells = records.map((r) => ({
        raw: null,
        limit: key === 'impact' ? (r.impact ? { min: r.impact.joules, max: null } : null) : (r.properties[key as keyof IntelRecord['properties']] ?? null),
      }));
      const better = PROPERTY_BETTER[key];
      const present = values.filter((v): v is number => v !== null);
      const top = better === 'higher' && present.length > 1 ? Math.max(...present) : null;
      const best = top === null || present.every((v) => v === top) ? [] : values.flatMap((v, i) => (v === top ? [i] : []));
      return {
        key,
        unit: PROPERTY_UNITS[key as keyof typeof PROPERTY_UNITS],
        better,
        cells,
        values,
        best,
        differs: cells.some((c) => !sameLimit(c.limit, cells[0].limit)),
        tempC: key === 'impact' ? records.map((r) => r.impact?.tempC ?? null) : undefined,
      };
    })
    .filter((p) => p.values.some((v) => v !== null));

  return { type: expected, thickness, records: records.map((r) => summaryIn(pool.summaries, r)), composition, properties, cev: records.map((r) => (r.type === 'steel' ? carbonEquivalent(r) : null)) };
}
