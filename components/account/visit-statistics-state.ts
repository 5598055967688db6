import type { VisitRow } from '@/lib/platform/contract';
import { RESPONSE_CODE } from '@/lib/session/constants';

export type { VisitRow };

/** What the visit statistics screen shows, decided on the server from the endpoint's answer. */
export type VisitStatisticsState =
  | { kind: 'ok'; rows: VisitRow[] }
  | { kind: 'denied'; msg: string }
  | { kind: 'error'; msg: string }
  | { kind: 'signedOut' };

/** Row limits offered by the screen; statistics/visitsByPath accepts 1 to 500. */
export const VISIT_LIMITS = [20, 50, 100, 200] as const;
export const DEFAULT_VISIT_LIMIT = 50;

/** The `limit` query parameter, or the default when it is missing or not one of the offered limits. */
export function parseVisitLimit(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return (VISIT_LIMITS as readonly number[]).includes(n) ? n : DEFAULT_VISIT_LIMIT;
}

/** Maps the endpoint's answer to a screen state; a refused permission answers HTTP 403. */
export function visitStatisticsState(result: { ok: true; data: VisitRow[] } | { ok: false; code: number; msg: string; status: number }): VisitStatisticsState {
  if (result.ok) return { kind: 'ok', rows: result.data };
  if (result.code === RESPONSE_CODE.noToken || result.code === RESPONSE_CODE.invalidToken) return { kind: 'signedOut' };
  return result.status === 403 ? { kind: 'denied', msg: result.msg } : { kind: 'error', msg: result.msg };
}
