import type { ParamValues } from './types';
import { idParam } from '@/lib/id-param';

/**
 * The choice of a laboratory, items, quantities and parameters as an address's query, so the
 * estimate (/cloud/testResources) hands it to the order form (/cloud/requirementFill) and both can be
 * linked and reloaded:
 *
 *   ?labId=12&items=3x2,7x2&p7=temperature:-20|notch:V
 *
 * `items`: `<itemId>x<quantity>` separated by commas; `p<itemId>`: that item's parameters as
 * `key:value` pairs separated by `|`. Values are text or numbers as written. Pure and zod-free (the
 * browser reads it); the server checks everything again (estimateForLab).
 */
export interface Choice {
  labId: number | null;
  items: { itemId: number; samples: number; params: ParamValues }[];
}

const NUM = /^-?\d+(\.\d+)?$/;

export function choiceToQuery(choice: Choice): Record<string, string> {
  const out: Record<string, string> = {};
  if (choice.labId) out.labId = String(choice.labId);
  if (choice.items.length) out.items = choice.items.map((i) => `${i.itemId}x${i.samples}`).join(',');
  for (const i of choice.items) {
    const pairs = Object.entries(i.params).map(([k, v]) => `${k}:${v}`);
    if (pairs.length) out[`p${i.itemId}`] = pairs.join('|');
  }
  return out;
}

export function choiceFromQuery(query: Record<string, string | string[] | undefined> | URLSearchParams): Choice {
  const get = (k: string): string | undefined => {
    const v = query instanceof URLSearchParams ? (query.get(k) ?? undefined) : query[k];
    return Array.isArray(v) ? v[0] : v;
  };
  const labId = idParam(get('labId'));
  const items: Choice['items'] = [];
  for (const part of (get('items') ?? '').split(',').slice(0, 30)) {
    const m = /^(\d{1,9})x(\d{1,4})$/.exec(part.trim());
    if (!m || items.some((i) => i.itemId === Number(m[1]))) continue;
    const params: ParamValues = {};
    for (const pair of (get(`p${m[1]}`) ?? '').split('|')) {
      const [k, ...rest] = pair.split(':');
      const v = rest.join(':');
      if (/^[a-zA-Z]{1,30}$/.test(k ?? '') && v) params[k] = NUM.test(v) ? Number(v) : v.slice(0, 40);
    }
    items.push({ itemId: Number(m[1]), samples: Math.max(1, Number(m[2])), params });
  }
  return { labId, items };
}
