import type { CallInput } from '@/lib/route';
import { rddaCalls, rddaExchangeCalls, researchDataCalls as calls } from './calls/research-data';
import { request, requestXlsx } from './client';

/** The browser's calls of R&D data (lib/research-data/contract.ts; types from there). */
type In<C> = CallInput<C>;

export const researchDataApi = {
  save: (body: In<typeof calls.save>) => request(calls.save, body),
  saveDraft: (body: In<typeof calls.saveDraft>) => request(calls.saveDraft, body),
  share: (body: In<typeof calls.share>) => request(calls.share, body),
  publish: (id: number) => request(calls.publish, { id }),
  withdraw: (id: number) => request(calls.withdraw, { id }),
  recycle: (id: number) => request(calls.recycle, { id }),
  restore: (id: number) => request(calls.restore, { id }),
  remove: (id: number) => request(calls.delete, { id }),
  like: (id: number) => request(calls.like, { id }),
  dislike: (id: number) => request(calls.dislike, { id }),
  collect: (id: number) => request(calls.collect, { id }),
  apply: (body: In<typeof rddaCalls.apply>) => request(rddaCalls.apply, body),
  decide: (body: In<typeof rddaCalls.decide>) => request(rddaCalls.decide, body),
  revoke: (applicationId: number) => request(rddaCalls.revoke, { applicationId }),
  proposeExchange: (body: In<typeof rddaExchangeCalls.propose>) => request(rddaExchangeCalls.propose, body),
  decideExchange: (body: In<typeof rddaExchangeCalls.decide>) => request(rddaExchangeCalls.decide, body),
  withdrawExchange: (exchangeId: number) => request(rddaExchangeCalls.withdraw, { exchangeId }),
  /** The company list as .xlsx; a refusal is answered by the envelope handling like any call. */
  exportCompany: (p: In<typeof calls.exportCompany> = {}) => requestXlsx(calls.exportCompany, p),
};
