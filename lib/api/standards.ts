import type { CallInput } from '@/lib/route';
import { standardCalls as calls } from './calls/standards';
import { request } from './client';

/** The browser's calls of the standards domain (lib/standards/contract.ts; types from there). */
type In<C> = CallInput<C>;

export const standardsApi = {
  saveSystem: (p: In<typeof calls.saveSystem>) => request(calls.saveSystem, p),
  deleteSystem: () => request(calls.deleteSystem, {}),
  save: (p: In<typeof calls.save>) => request(calls.save, p),
  delete: (id: number) => request(calls.delete, { id }),
  grade: (p: In<typeof calls.grade>) => request(calls.grade, p),
  deleteGrade: (id: number) => request(calls.deleteGrade, { id }),
  mechanicalProperty: (p: In<typeof calls.mechanicalProperty>) => request(calls.mechanicalProperty, p),
  deleteMechanicalProperty: (id: number) => request(calls.deleteMechanicalProperty, { id }),
  audit: (id: number) => request(calls.audit, { id }),
  repeal: (id: number, reason: string) => request(calls.repeal, { id, reason }),
};
