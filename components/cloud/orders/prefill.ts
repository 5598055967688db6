import { choiceFromQuery, choiceToQuery } from '@/lib/cloud/choice';
import type { ChosenItems } from './item-picker';

export interface Prefill {
  labId?: number;
  items: ChosenItems;
  samples: { sampleNo: string; material: string; state: string; processing: string; quantity: number }[];
  qualification?: string;
  highThroughput: boolean;
  /** Custom detection (docs/CUSTOM.md): the customisation order whose product testing this order is. */
  customOrderNo?: string;
}

const MAX_PREFILL_SAMPLES = 500;

/**
 * The order form's prefill from its address: the estimate's choice (lib/cloud/choice.ts:
 * `labId`, `items=<id>x<samples>,…`, `p<id>=key:value|…`, what /cloud/testResources links to), the
 * number of sample rows (the largest quantity of the choice, or `samples=<n>`), their `material`,
 * `qualification`, `highThroughput=1` and `customOrderNo` (custom detection). Anything malformed is ignored; the form checks the rest.
 */
export function readPrefill(q: URLSearchParams): Prefill {
  const choice = choiceFromQuery(q);
  const items: ChosenItems = {};
  for (const i of choice.items) items[i.itemId] = i.params;
  const given = q.get('samples');
  const wanted = given && /^\d{1,4}$/.test(given) ? Number(given) : Math.max(1, ...choice.items.map((i) => i.samples));
  const count = Math.min(Math.max(wanted, 1), MAX_PREFILL_SAMPLES);
  const material = (q.get('material') ?? '').slice(0, 60);
  const width = String(count).length;
  const samples = Array.from({ length: count }, (_, i) => ({ sampleNo: `S${String(i + 1).padStart(width, '0')}`, material, state: '', processing: '', quantity: 1 }));
  const qualification = q.get('qualification') ?? undefined;
  return {
    labId: choice.labId ?? undefined,
    items,
    samples,
    qualification: ['any', 'CMA', 'CNAS', 'CMA_CNAS'].includes(qualification ?? '') ? qualification : undefined,
    highThroughput: q.get('highThroughput') === '1',
    customOrderNo: /^[A-Za-z0-9-]{1,32}$/.test(q.get('customOrderNo') ?? '') ? q.get('customOrderNo')! : undefined,
  };
}

/** The form's address for a batch (the inverse of readPrefill), used by the high-throughput page. */
export function requirementFillHref(p: { labId?: number; items: ChosenItems; samples: number; material?: string; highThroughput?: boolean }): string {
  const q = new URLSearchParams(choiceToQuery({ labId: p.labId ?? null, items: Object.entries(p.items).map(([id, params]) => ({ itemId: Number(id), samples: p.samples, params })) }));
  if (p.material) q.set('material', p.material);
  if (p.highThroughput) q.set('highThroughput', '1');
  return `/cloud/requirementFill?${q}`;
}
