import 'server-only';
import { stringifyCookie } from 'cookie';
import { comparisonCalls } from '@/lib/api/calls/intelligence';
import type { ComparisonTable } from '@/lib/intelligence/contract';
import type { Locale } from '@/lib/i18n/routing';
import type { MaterialFamily } from '@/lib/materials/family-names';
import { dispatch } from '@/lib/server/entry';
import { COOKIE, RESPONSE_CODE } from '@/lib/session/constants';
import { langCookieValue } from '@/lib/session/rules';

export type ServerComparison = { ok: true; data: ComparisonTable } | { ok: false; msg: string };

/**
 * The comparison of a shared link, asked of the registry in-process as a visitor (steelComparison
 * and its siblings are public POST calls; lib/server/entry's serverGet covers GET only), so the
 * input is checked and the answer made exactly as for the browser. `msg` is the refusal in the page's language.
 */
export async function compareOnServer(locale: Locale, family: MaterialFamily, ids: string[], thickness?: number): Promise<ServerComparison> {
  const call = comparisonCalls[family];
  const req = new Request(`http://internal/atsteel/${call.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: stringifyCookie({ [COOKIE.lang]: langCookieValue(locale) }), 'accept-language': locale },
    body: JSON.stringify({ ids, ...(thickness ? { thickness } : {}) }),
  });
  const res = await dispatch(req, call.path.split('/'));
  const body = (await res.json().catch(() => null)) as { code: number; data: ComparisonTable; msg: string } | null;
  if (res.status === 200 && body?.code === RESPONSE_CODE.success) return { ok: true, data: body.data };
  return { ok: false, msg: body?.msg ?? '' };
}
