import 'server-only';
import { comparisonCalls } from '@/lib/api/calls/intelligence';
import type { ComparisonTable } from '@/lib/intelligence/contract';
import type { Locale } from '@/lib/i18n/routing';
import type { MaterialFamily } from '@/lib/materials/family-names';
import { publicPost } from '@/lib/server/entry';

export type ServerComparison = { ok: true; data: ComparisonTable } | { ok: false; msg: string };

/**
 * The comparison of a shared link, asked of the registry in-process as a visitor through the one
 * in-process call (`publicPost`, lib/server/entry.ts; steelComparison and its siblings are public
 * POST calls), so the input is checked and the answer made exactly as for the browser. `msg` is the
 * refusal in the page's language.
 */
export async function compareOnServer(locale: Locale, family: MaterialFamily, ids: string[], thickness?: number): Promise<ServerComparison> {
  const result = await publicPost(locale, comparisonCalls[family], { ids, ...(thickness ? { thickness } : {}) });
  return result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg };
}
