import { EXPERIMENT_TYPES, VISIBILITIES } from './contract-enums';

/** The address query of the shared-data list (/allServer/allServer): only known keys and values survive. */
export function rdListQuery(params: Record<string, string | string[] | undefined>): Record<string, string> {
  const one = (k: string) => (typeof params[k] === 'string' ? (params[k] as string).trim() : '');
  const out: Record<string, string> = {};
  const keyword = one('keyword').slice(0, 100);
  if (keyword) out.keyword = keyword;
  if ((EXPERIMENT_TYPES as readonly string[]).includes(one('experimentType'))) out.experimentType = one('experimentType');
  if ((VISIBILITIES as readonly string[]).includes(one('visibility'))) out.visibility = one('visibility');
  const page = Number(one('page'));
  if (Number.isInteger(page) && page > 1 && page <= 10000) out.page = String(page);
  return out;
}

export function rdListHref(query: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '' && !(k === 'page' && Number(v) <= 1)) q.set(k, String(v));
  const s = q.toString();
  return `/allServer/allServer${s ? `?${s}` : ''}`;
}

export const rdDetailHref = (id: number) => `/allServer/${id}`;
