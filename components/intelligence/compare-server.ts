import 'server-only';
import { comparisonCalls } from '@/lib/api/calls/intelligence';
import type { ComparisonTable } from '@/lib/intelligence/contract';
import type { Locale } from '@/lib/i18n/routing';
import type { MaterialFamily } from '@/lib/materials/family-names';
import { serverPost } from '@/lib/server/entry';
import { RESPONSE_CODE } from '@/lib/session/constants';

export type ServerComparison = { ok: true; data: ComparisonTable } | { ok: false; msg: string; signedOut: boolean };

/**
 * The comparison of a shared link, asked of the registry in-process with the reader's session
 * (`serverPost`, lib/server/entry.ts), so the input and the access rule (registered users only, issue 29
 * item 9) are checked exactly as for the browser. `msg` is the refusal in the page's language;
 * `signedOut` asks the page for a sign-in prompt.
 */
export async function compareOnServer(locale: Locale, family: MaterialFamily, ids: string[], thickness?: number): Promise<ServerComparison> {
  const result = await serverPost(locale, comparisonCalls[family], { ids, ...(thickness ? { thickness } : {}) });
  return result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg, signedOut: result.code === RESPONSE_CODE.noToken || result.code === RESPONSE_CODE.invalidToken };
}
