import type { CallInput } from '@/lib/route';
import { cloudOrderCalls as calls } from './calls/cloud';
import { request } from './client';

/** The browser's calls of the detection order (lib/cloud/order-contract.ts; types from there). */
type In<C> = CallInput<C>;

export const cloudOrdersApi = {
  estimate: (p: In<typeof calls.estimate>) => request(calls.estimate, p),
  save: (p: In<typeof calls.save>) => request(calls.save, p),
  contact: (p: In<typeof calls.contact>) => request(calls.contact, p),
  assign: (p: In<typeof calls.assign>) => request(calls.assign, p),
  offer: (p: In<typeof calls.offer>) => request(calls.offer, p),
  accept: (p: In<typeof calls.accept>) => request(calls.accept, p),
  confirmContract: (p: In<typeof calls.confirmContract>) => request(calls.confirmContract, p),
  pay: (p: In<typeof calls.pay>) => request(calls.pay, p),
  deliver: (p: In<typeof calls.deliver>) => request(calls.deliver, p),
  complete: (p: In<typeof calls.complete>) => request(calls.complete, p),
  evaluate: (p: In<typeof calls.evaluate>) => request(calls.evaluate, p),
  cancel: (p: In<typeof calls.cancel>) => request(calls.cancel, p),
};

/** The address of customer service's Excel export with the list's filters (a plain link: the session cookie authorises it). */
export function exportHref(filters: Record<string, string | undefined>): string {
  const q = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => !!e[1]));
  return `/atsteel/${calls.exportAdmin.path}?${q}`;
}
