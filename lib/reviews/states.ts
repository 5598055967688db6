/**
 * The review workflow's states and transitions (spec section 4: "not submitted, submitted, under
 * review, approved, failed. After a failure the user can reapply or resubmit. Saving an approved
 * public test bag forces resubmission for review. Approval can be revoked."), one state machine for
 * every reviewed kind. Pure: the server (lib/server/reviews) applies it inside a transaction, the
 * screens read it to offer only the buttons that can work.
 */

export const REVIEW_STATES = ['notSubmitted', 'submitted', 'underReview', 'approved', 'failed'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_ACTIONS = ['submit', 'withdraw', 'edit', 'start', 'approve', 'fail', 'revoke'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** Who may take an action: the owner side (owner or last submitter) or a reviewer of the kind. */
export type ReviewActor = 'owner' | 'reviewer';

export interface TransitionRule {
  from: readonly ReviewState[];
  to: ReviewState;
  actor: ReviewActor;
  /** A reason the owner will read: required to fail or revoke. */
  commentRequired: boolean;
}

export const TRANSITIONS: Record<ReviewAction, TransitionRule> = {
  /** First submission, and resubmission or reapplication after a failure or a revocation. */
  submit: { from: ['notSubmitted', 'failed'], to: 'submitted', actor: 'owner', commentRequired: false },
  /** The applicant takes back a pending application. */
  withdraw: { from: ['submitted', 'underReview'], to: 'notSubmitted', actor: 'owner', commentRequired: false },
  /** Saving a thing that is approved or being reviewed: the saved version must be reviewed again. */
  edit: { from: ['approved', 'underReview'], to: 'submitted', actor: 'owner', commentRequired: false },
  /** A reviewer takes the item. */
  start: { from: ['submitted'], to: 'underReview', actor: 'reviewer', commentRequired: false },
  approve: { from: ['underReview'], to: 'approved', actor: 'reviewer', commentRequired: false },
  fail: { from: ['underReview'], to: 'failed', actor: 'reviewer', commentRequired: true },
  /** The approval is withdrawn by a reviewer; the owner may submit again. */
  revoke: { from: ['approved'], to: 'notSubmitted', actor: 'reviewer', commentRequired: true },
};

/** Longest comment of a step. */
export const REVIEW_COMMENT_MAX = 500;

/** The reasons a transition is refused; each is a message key `Reviews.refused.<reason>`. */
export type RefusalReason = 'wrongState' | 'selfReview' | 'notReviewer' | 'notOwner' | 'commentRequired';

export interface TransitionRequest {
  action: ReviewAction;
  state: ReviewState;
  /** The caller is the owner or the last submitter of the item. */
  isOwnerSide: boolean;
  /** The caller is one of the kind's reviewers for this item (lib/reviews/kinds.ts `mayReview`). */
  isReviewer: boolean;
  comment?: string | null;
}

export type TransitionResult = { ok: true; to: ReviewState } | { ok: false; reason: RefusalReason };

/**
 * Whether one action may happen now, and the state it leads to. The reviewer is never the
 * submitter: a reviewer's action by the owner or the last submitter is refused as `selfReview`,
 * whatever role the caller holds.
 */
export function checkTransition(req: TransitionRequest): TransitionResult {
  const rule = TRANSITIONS[req.action];
  if (rule.actor === 'reviewer') {
    if (req.isOwnerSide) return { ok: false, reason: 'selfReview' };
    if (!req.isReviewer) return { ok: false, reason: 'notReviewer' };
  } else if (!req.isOwnerSide) {
    return { ok: false, reason: 'notOwner' };
  }
  if (!rule.from.includes(req.state)) return { ok: false, reason: 'wrongState' };
  if (rule.commentRequired && !req.comment?.trim()) return { ok: false, reason: 'commentRequired' };
  return { ok: true, to: rule.to };
}

/** The actions a caller could take on an item now (the buttons a screen offers). */
export function availableActions(state: ReviewState, who: { isOwnerSide: boolean; isReviewer: boolean }): ReviewAction[] {
  return REVIEW_ACTIONS.filter((action) => {
    const rule = TRANSITIONS[action];
    if (!rule.from.includes(state)) return false;
    if (rule.actor === 'reviewer') return who.isReviewer && !who.isOwnerSide;
    // `edit` is the owning domain's save, not a button of the review screens.
    return who.isOwnerSide && action !== 'edit';
  });
}

/** States a reviewer's queue shows by default: the ones waiting for a reviewer. */
export const PENDING_STATES: readonly ReviewState[] = ['submitted', 'underReview'];

/**
 * The message key that explains a refusal to the caller: the pure reason, made specific where
 * the state tells more (a decision on a decided item, a review of a withdrawn or unsent one).
 */
export function refusalMessage(action: ReviewAction, state: ReviewState, reason: RefusalReason): string {
  if (reason === 'wrongState' && TRANSITIONS[action].actor === 'reviewer') {
    if (action === 'revoke') return 'Reviews.refused.notApproved';
    if (state === 'approved' || state === 'failed') return 'Reviews.refused.alreadyDecided';
    if (state === 'notSubmitted') return 'Reviews.refused.notPending';
  }
  return `Reviews.refused.${reason}`;
}
