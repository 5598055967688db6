import { listHref, readListQuery, type AddressQuery } from '@/lib/list-query';
import { EXPERIMENT_TYPES, VISIBILITIES } from './contract-enums';

const RD_LIST = '/allServer/allServer';
const RD_LIST_KEYS = ['keyword', 'experimentType', 'visibility', 'page'] as const;

/** The address query of the shared-data list (/allServer/allServer): only known keys and values survive (lib/list-query.ts). */
export function rdListQuery(params: AddressQuery): Record<string, string> {
  return readListQuery(params, RD_LIST_KEYS, { oneOf: { experimentType: EXPERIMENT_TYPES, visibility: VISIBILITIES } });
}

export const rdListHref = (query: Record<string, string | number | undefined>): string => listHref(RD_LIST, query);

export const rdDetailHref = (id: number) => `/allServer/${id}`;
