import 'server-only';
import { reviewCalls } from '@/lib/reviews/contract';
import { defineEndpoint, USER } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { actOnItem, reviewDetail, reviewQueue } from './queue';

/**
 * The audit calls (spec section 7). Signed-in callers; who may do what is decided per item from the
 * database: reviewers by lib/reviews/kinds.ts, owners by the item, never both (docs/REVIEWS.md).
 */
export const reviewEndpoints = [
  defineEndpoint(reviewCalls.page, {
    summary: "The reviewer's queue: items of the kinds the caller's role reviews, by kind and state (default: submitted or under review). 403 for a role that reviews nothing.",
    access: USER,
    handler: ({ db, user, input }) => reviewQueue(db, user!.id, input),
  }),
  defineEndpoint(reviewCalls.get, {
    summary: 'One review item with every step (who, when, from, to, comment) and the actions open to the caller; for its owner and its reviewers.',
    access: USER,
    handler: ({ db, user, input }) => reviewDetail(db, user!.id, input.id),
  }),
  defineEndpoint(reviewCalls.start, {
    summary: 'A reviewer takes a submitted item under review. Never the owner or submitter.',
    access: USER,
    rateLimit: RATE_LIMITS.review,
    handler: ({ db, user, input }) => actOnItem(db, user!.id, input.id, 'start'),
  }),
  defineEndpoint(reviewCalls.audit, {
    summary: 'A reviewer approves or fails an item under review (a reason is required to fail); the owner gets a message. Never the owner or submitter.',
    access: USER,
    rateLimit: RATE_LIMITS.review,
    handler: ({ db, user, input }) => actOnItem(db, user!.id, input.id, input.decision, input.comment),
  }),
  defineEndpoint(reviewCalls.revoke, {
    summary: 'A reviewer revokes an approval with a reason (back to not submitted); the owner gets a message.',
    access: USER,
    rateLimit: RATE_LIMITS.review,
    handler: ({ db, user, input }) => actOnItem(db, user!.id, input.id, 'revoke', input.comment),
  }),
  defineEndpoint(reviewCalls.submit, {
    summary: 'The owner resubmits or reapplies: a failed, withdrawn or revoked item goes back to submitted.',
    access: USER,
    rateLimit: RATE_LIMITS.review,
    handler: ({ db, user, input }) => actOnItem(db, user!.id, input.id, 'submit'),
  }),
  defineEndpoint(reviewCalls.withdraw, {
    summary: 'The owner withdraws a pending application (submitted or under review → not submitted).',
    access: USER,
    rateLimit: RATE_LIMITS.review,
    handler: ({ db, user, input }) => actOnItem(db, user!.id, input.id, 'withdraw', input.comment),
  }),
];
