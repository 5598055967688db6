import 'server-only';
import { and, eq } from 'drizzle-orm';
import { findRoute } from '@/lib/routes';
import { mayReview, REVIEW_KINDS, type ReviewKind } from '@/lib/reviews/kinds';
import { checkTransition, refusalMessage, type RefusalReason, type ReviewAction, type ReviewState } from '@/lib/reviews/states';
import { ApiError, conflict, notFound } from '@/lib/server/api/errors';
import type { DbExecutor } from '@/lib/server/db/client';
import { reviewItems, reviewSteps, users } from '@/lib/server/db/schema';
import { notify } from '@/lib/server/messages/notify';
import { runReviewHook } from './hooks';

export type ReviewItem = typeof reviewItems.$inferSelect;

/** The acting user as the rules need them, read from the database (never from the request). */
export interface Actor {
  id: number;
  role: string;
  companyId: number | null;
}

export async function loadActor(tx: DbExecutor, userId: number): Promise<Actor> {
  const [row] = await tx.select({ id: users.id, role: users.role, companyId: users.companyId, disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId));
  if (!row || row.disabledAt) throw notFound('Errors.noCorrespondingId');
  return { id: row.id, role: row.role, companyId: row.companyId };
}

/** The item, locked for the rest of the transaction so two reviewers cannot both decide it. */
export async function lockItem(tx: DbExecutor, ref: { itemId: number } | { kind: ReviewKind; subjectId: number }): Promise<ReviewItem | undefined> {
  const where = 'itemId' in ref ? eq(reviewItems.id, ref.itemId) : and(eq(reviewItems.kind, ref.kind), eq(reviewItems.subjectId, ref.subjectId));
  const [row] = await tx.select().from(reviewItems).where(where).for('update');
  return row;
}

export function isOwnerSide(item: ReviewItem, actor: Actor): boolean {
  return actor.id === item.ownerId || actor.id === item.submittedBy;
}

export function isReviewerOf(item: ReviewItem, actor: Actor): boolean {
  return mayReview(item.kind, actor, item.companyId);
}

/** Refusals the caller has no right to try are 403 (and logged); a wrong moment is 409. */
const STATUS: Record<RefusalReason, number> = { selfReview: 403, notReviewer: 403, notOwner: 403, wrongState: 409, commentRequired: 400 };

/** The message that tells the owner what a reviewer did. */
const DECISION_MESSAGES: Partial<Record<ReviewAction, 'reviewApproved' | 'reviewFailed' | 'reviewRevoked'>> = {
  approve: 'reviewApproved',
  fail: 'reviewFailed',
  revoke: 'reviewRevoked',
};

/**
 * Applies one action to a locked item: checks it with the pure rules (lib/reviews/states.ts), moves
 * the state, records the step, and tells the owner of a decision, all in the caller's transaction.
 */
export async function applyAction(tx: DbExecutor, item: ReviewItem, action: ReviewAction, actor: Actor, comment?: string | null): Promise<ReviewItem> {
  const from = item.state as ReviewState;
  const result = checkTransition({ action, state: from, isOwnerSide: isOwnerSide(item, actor), isReviewer: isReviewerOf(item, actor), comment });
  if (!result.ok) throw new ApiError(refusalMessage(action, from, result.reason), -1, STATUS[result.reason]);
  const now = new Date();
  const owner = action === 'submit' || action === 'edit';
  const reviewer = action === 'start' || action === 'approve' || action === 'fail' || action === 'revoke';
  const [updated] = await tx
    .update(reviewItems)
    .set({
      state: result.to,
      updatedAt: now,
      ...(owner ? { submittedBy: actor.id, submittedAt: now, reviewerId: null, decidedAt: null } : {}),
      ...(reviewer ? { reviewerId: actor.id } : {}),
      ...(action === 'approve' || action === 'fail' || action === 'revoke' ? { decidedAt: now } : {}),
    })
    // The state guard makes a lost race a refusal instead of a second transition.
    .where(and(eq(reviewItems.id, item.id), eq(reviewItems.state, from)))
    .returning();
  if (!updated) throw conflict(refusalMessage(action, from, 'wrongState'));
  await tx.insert(reviewSteps).values({ itemId: item.id, action, fromState: from, toState: result.to, actorId: actor.id, comment: comment?.trim() || null, createdAt: now });
  await runReviewHook(tx, { kind: item.kind as ReviewKind, subjectId: item.subjectId, ownerId: item.ownerId, actorId: actor.id, action });
  const kind = DECISION_MESSAGES[action];
  if (kind) {
    const screen = REVIEW_KINDS[item.kind as ReviewKind].ownerScreen;
    await notify(
      tx,
      item.ownerId,
      kind,
      { kindKey: `Reviews.kinds.${item.kind}`, title: item.title, ...(comment?.trim() ? { reason: comment.trim() } : {}) },
      { link: findRoute(screen)?.built ? screen : null },
    );
  }
  return updated;
}
