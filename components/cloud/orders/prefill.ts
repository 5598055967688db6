import type { ParamValues } from '@/lib/cloud/types';
import type { ChosenItems } from './item-picker';

export interface Prefill {
  labId?: number;
  items: ChosenItems;
  samples: { sampleNo: string; material: string; state: string; processing: string; quantity: number }[];
  qualification?: string;
  highThroughput: boolean;
}

const MAX_PREFILL_SAMPLES = 500;

/**
 * The order form's prefill from its address, as the estimate (/cloud/testResources) and the
 * high-throughput page link to it: `labId`, `items=<id>,<id>`, a parameter of an item as
 * `p<itemId>_<key>=<value>` (e.g. `p7_temperature=-20`), `samples=<count>` with `material=<grade>`,
 * `qualification`, `highThroughput=1`. Anything malformed is ignored (the form checks the rest).
 */
export function readPrefill(q: URLSearchParams): Prefill {
  const int = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined);
  const items: ChosenItems = {};
  for (const id of (q.get('items') ?? '').split(',')) if (int(id)) items[Number(id)] = {};
  for (const [key, value] of q.entries()) {
    const m = /^p(\d{1,9})_([a-zA-Z][a-zA-Z0-9]{0,29})$/.exec(key);
    if (m && items[Number(m[1])]) (items[Number(m[1])] as ParamValues)[m[2]] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value.slice(0, 40);
  }
  const count = Math.min(int(q.get('samples')) ?? 1, MAX_PREFILL_SAMPLES) || 1;
  const material = (q.get('material') ?? '').slice(0, 60);
  const width = String(count).length;
  const samples = Array.from({ length: count }, (_, i) => ({ sampleNo: `S${String(i + 1).padStart(width, '0')}`, material, state: '', processing: '', quantity: 1 }));
  const qualification = q.get('qualification') ?? undefined;
  return { labId: int(q.get('labId')), items, samples, qualification: ['any', 'CMA', 'CNAS', 'CMA_CNAS'].includes(qualification ?? '') ? qualification : undefined, highThroughput: q.get('highThroughput') === '1' };
}

/** The form's address for a choice (the inverse of readPrefill), used by the estimate and high-throughput pages. */
export function requirementFillHref(p: { labId?: number; items: ChosenItems; samples: number; material?: string; highThroughput?: boolean }): string {
  const q = new URLSearchParams();
  if (p.labId) q.set('labId', String(p.labId));
  q.set('items', Object.keys(p.items).join(','));
  for (const [id, params] of Object.entries(p.items)) for (const [k, v] of Object.entries(params)) q.set(`p${id}_${k}`, String(v));
  q.set('samples', String(p.samples));
  if (p.material) q.set('material', p.material);
  if (p.highThroughput) q.set('highThroughput', '1');
  return `/cloud/requirementFill?${q}`;
}
