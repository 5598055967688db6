import type { CallInput } from '@/lib/route';
import { cloudCalls as calls } from './calls/cloud';
import { request } from './client';

/** The browser's cloud calls that change something (lib/cloud/contract.ts; types from there). Reads go through useCall. */
type In<C> = CallInput<C>;

export const cloudApi = {
  saveApplication: (body: In<typeof calls.saveApplication>) => request(calls.saveApplication, body),
  withdrawApplication: () => request(calls.withdrawApplication, {}),
  saveBag: (body: In<typeof calls.saveBag>) => request(calls.saveBag, body),
  deleteBag: (id: number) => request(calls.deleteBag, { id }),
  setLabStatus: (body: In<typeof calls.setLabStatus>) => request(calls.setLabStatus, body),
};
