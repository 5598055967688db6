import type { CallInput } from '@/lib/route';
import { comparisonCalls, intelligenceCalls as calls } from './calls/intelligence';
import type { MaterialFamily } from '@/lib/materials/family';
import { request, requestXlsx } from './client';

/**
 * Browser calls of material intelligence (issue 5; spec section 7: steelComparison,
 * weldingComparison, AlloyComparison, intelligentMatching, the comparison board): calls only,
 * typed from lib/intelligence/contract.ts (import the types from there).
 */

type In<C> = CallInput<C>;

export const intelligenceApi = {
  compare: (family: MaterialFamily, ids: string[]) => request(comparisonCalls[family], { ids }),
  similar: (p: In<typeof calls.similar>) => request(calls.similar, p),
  gradeMatching: (p: In<typeof calls.gradeMatching>) => request(calls.gradeMatching, p),
  weldingMatching: (p: In<typeof calls.weldingMatching>) => request(calls.weldingMatching, p),
  conditions: (p: In<typeof calls.conditions> = {}) => request(calls.conditions, p),
  results: (p: In<typeof calls.results>) => request(calls.results, p),
  contrast: (p: In<typeof calls.contrast>) => request(calls.contrast, p),
  visualization: (p: In<typeof calls.visualization>) => request(calls.visualization, p),
  /** The comparison as .xlsx, written on the server (needs material:export); a refusal goes through the envelope handling. */
  exportExcel: (p: In<typeof calls.exportExcel>) => requestXlsx(calls.exportExcel, p),
};

/** Signed-in only: the comparison board kept on the server. */
export const boardApi = {
  get: () => request(calls.boardGet, {}),
  save: (ids: string[]) => request(calls.boardSave, { ids }),
  add: (id: string) => request(calls.boardAdd, { id }),
};
