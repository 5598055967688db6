import type { CallInput } from '@/lib/route';
import { reviewCalls } from './calls/reviews';
import { request } from './client';

/** The browser's calls of the review workflow (lib/reviews/contract.ts). */
type In<C> = CallInput<C>;

export const reviewsApi = {
  start: (id: number) => request(reviewCalls.start, { id }),
  audit: (body: In<typeof reviewCalls.audit>) => request(reviewCalls.audit, body),
  revoke: (body: In<typeof reviewCalls.revoke>) => request(reviewCalls.revoke, body),
  submit: (id: number) => request(reviewCalls.submit, { id }),
  withdraw: (body: In<typeof reviewCalls.withdraw>) => request(reviewCalls.withdraw, body),
};
