import 'server-only';
import { parseCell, type CellCondition, type CellEntry } from '@/lib/materials/values';
import type { ImportProperty } from './types';

/** The value columns of a property row that a cell may fill. */
export type PropertyColumn = 'tensile' | 'yield' | 'elongation' | 'reduction';

type RowValues = Partial<Omit<ImportProperty, 'sourceRow' | 'valueType'>>;

/** The numbers and text an entry gives its column. */
function columnValues(column: PropertyColumn, e: CellEntry, text: string): RowValues {
  const low = e.min ?? e.typical;
  switch (column) {
    case 'tensile': return { tensileMin: low, tensileMax: e.max, tensileRaw: text };
    case 'yield': return { yieldMin: low, yieldMax: e.max, yieldRaw: text };
    case 'elongation': return { elongationMin: low, elongationMax: e.max, elongationRaw: text };
    case 'reduction': return { reductionMin: low, reductionRaw: text };
  }
}

const conditionKey = (c: CellCondition) =>
  JSON.stringify([c.thickness?.min ?? null, c.thickness?.max ?? null, c.gauge ?? null, c.direction ?? null, c.temperature ?? null]);
const isPlain = (c: CellCondition) => !c.thickness && !c.gauge && !c.direction && c.temperature === undefined;

function conditionColumns(c: CellCondition): RowValues {
  return {
    thicknessMin: c.thickness?.min ?? null,
    thicknessMax: c.thickness?.max ?? null,
    thicknessRaw: c.thickness?.text ?? null,
    gaugeLength: c.gauge ?? null,
    direction: c.direction ?? null,
    ...(c.temperature !== undefined ? { testTemperature: c.temperature } : {}),
  };
}

/**
 * Property rows from value cells that carry conditions (issue 26): each condition (thickness band,
 * gauge length, direction, temperature) becomes its own row with the condition in the row's columns,
 * entries of several cells with the same condition share a row, and the entries without a condition
 * form the main row. A later entry of a cell with a condition already seen (another source's figure)
 * adds its text to that row, not a number. `cells` are read in order; band cells (`<=16:355; …`) the same way.
 */
export function conditionRows(cells: [PropertyColumn, string | null | undefined][]): { main: RowValues; rows: RowValues[] } {
  const main: RowValues = {};
  const rows = new Map<string, RowValues>();
  for (const [column, raw] of cells) {
    const entries = parseCell(raw, { elongation: column === 'elongation' });
    const taken = new Set<string>();
    for (const e of entries) {
      const key = conditionKey(e.condition);
      const target = isPlain(e.condition) ? main : (rows.get(key) ?? rows.set(key, conditionColumns(e.condition)).get(key)!);
      const rawKey = `${column}Raw` as const;
      if (taken.has(key) || (target as Record<string, unknown>)[rawKey]) {
        const prev = (target as Record<string, unknown>)[rawKey];
        (target as Record<string, unknown>)[rawKey] = prev ? `${prev}; ${e.text}` : e.text;
        continue;
      }
      taken.add(key);
      Object.assign(target, columnValues(column, e, e.text));
    }
  }
  return { main, rows: [...rows.values()] };
}
