import { z } from '@/lib/zod';
import { call, dbId, pageSchema, type Paged } from '@/lib/contract';
import { REVIEW_KIND_NAMES, type ReviewKind } from './kinds';
import { REVIEW_COMMENT_MAX, REVIEW_STATES, type ReviewAction, type ReviewState } from './states';

/**
 * The review workflow's calls (spec section 7: "audit" calls, admin only; docs/REVIEWS.md): the
 * reviewers' queue and decisions, and the owner's resubmission and withdrawal of an item the
 * owning domain first submitted with `submitForReview` (lib/server/reviews/service.ts).
 */

const kindEnum = z.enum(REVIEW_KIND_NAMES as [ReviewKind, ...ReviewKind[]], { error: 'Reviews.badFilter' });
const comment = z.string({ error: 'Reviews.commentTooLong' }).trim().max(REVIEW_COMMENT_MAX, 'Reviews.commentTooLong');
const requiredComment = z.string({ error: 'Reviews.refused.commentRequired' }).trim().min(1, 'Reviews.refused.commentRequired').max(REVIEW_COMMENT_MAX, 'Reviews.commentTooLong');

/** `pending` (the default): submitted or under review; `all`: every state. */
export const QUEUE_STATE_FILTERS = ['pending', 'all', ...REVIEW_STATES] as const;
export type QueueStateFilter = (typeof QUEUE_STATE_FILTERS)[number];

export const reviewQueueSchema = pageSchema.extend({
  kind: kindEnum.optional(),
  state: z.enum(QUEUE_STATE_FILTERS, { error: 'Reviews.badFilter' }).optional().default('pending'),
});
export type ReviewQueueInput = z.infer<typeof reviewQueueSchema>;

export const reviewIdSchema = z.object({ id: dbId() });

export const DECISIONS = ['approve', 'fail'] as const;
export type Decision = (typeof DECISIONS)[number];

/** A decision: approve (comment optional) or fail (the reason is required). */
export const auditSchema = z
  .object({ id: dbId(), decision: z.enum(DECISIONS, { error: 'Reviews.badDecision' }), comment: comment.optional() })
  .refine((v) => v.decision !== 'fail' || !!v.comment, { message: 'Reviews.refused.commentRequired', path: ['comment'] });
export type AuditInput = z.infer<typeof auditSchema>;

export const revokeSchema = z.object({ id: dbId(), comment: requiredComment });
export const withdrawSchema = z.object({ id: dbId(), comment: comment.optional() });

/** One item as the queue and the owner see it. */
export interface ReviewItemRow {
  id: number;
  kind: ReviewKind;
  subjectId: number;
  title: string;
  state: ReviewState;
  ownerName: string;
  /** ISO 8601, or null before the first submission. */
  submittedAt: string | null;
  reviewerName: string | null;
  decidedAt: string | null;
  /** What the caller may do now (lib/reviews/states.ts `availableActions`). */
  actions: ReviewAction[];
}

/** One transition: who, when, from, to, comment. */
export interface ReviewStepRow {
  id: number;
  action: ReviewAction;
  fromState: ReviewState;
  toState: ReviewState;
  actorName: string | null;
  comment: string | null;
  createdAt: string;
}

export interface ReviewDetail extends ReviewItemRow {
  steps: ReviewStepRow[];
}

export interface ReviewQueue extends Paged<ReviewItemRow> {
  /** The kinds the caller reviews (the queue's kind filter). */
  kinds: ReviewKind[];
}

export const reviewCalls = {
  page: call('GET', 'audit/page', reviewQueueSchema).returns<ReviewQueue>(),
  get: call('GET', 'audit/get', reviewIdSchema).returns<ReviewDetail>(),
  start: call('POST', 'audit/start', reviewIdSchema).returns<ReviewDetail>(),
  audit: call('POST', 'audit/audit', auditSchema).returns<ReviewDetail>(),
  revoke: call('POST', 'audit/revoke', revokeSchema).returns<ReviewDetail>(),
  submit: call('POST', 'audit/submit', reviewIdSchema).returns<ReviewDetail>(),
  withdraw: call('POST', 'audit/withdraw', withdrawSchema).returns<ReviewDetail>(),
};
