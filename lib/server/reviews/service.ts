import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { isReviewKind, type ReviewKind } from '@/lib/reviews/kinds';
import type { ReviewState } from '@/lib/reviews/states';
import { notFound } from '@/lib/server/api/errors';
import type { DbExecutor } from '@/lib/server/db/client';
import { reviewItems } from '@/lib/server/db/schema';
import { applyAction, loadActor, lockItem, type ReviewItem } from './workflow';

/**
 * The review workflow as other domains call it, inside their own transaction (docs/REVIEWS.md):
 *
 *   await db.transaction(async (tx) => {
 *     const [bag] = await tx.insert(testBags).values(…).returning();
 *     await submitForReview(tx, { kind: 'testBag', id: bag.id, userId: user.id, title: bag.name });
 *   });
 *
 * The state lives here, keyed by (kind, id); the domain asks `reviewState` / `reviewStates`.
 * Every function checks the acting user against lib/reviews (owner side or reviewer of the kind,
 * never both), records a step and, for decisions, writes the owner's message in the same transaction.
 */

export interface SubjectRef {
  kind: ReviewKind;
  /** The reviewed thing's id in its domain's table. */
  id: number;
}

export interface ReviewStatus {
  itemId: number;
  state: ReviewState;
}

const status = (item: ReviewItem): ReviewStatus => ({ itemId: item.id, state: item.state as ReviewState });

function checkKind(kind: string): asserts kind is ReviewKind {
  if (!isReviewKind(kind)) throw new Error(`unknown review kind ${kind}`);
}

async function existing(tx: DbExecutor, ref: SubjectRef): Promise<ReviewItem> {
  checkKind(ref.kind);
  const item = await lockItem(tx, { kind: ref.kind, subjectId: ref.id });
  if (!item) throw notFound('Errors.noCorrespondingId');
  return item;
}

/**
 * Submits a thing for review (first submission, resubmission after a failure, reapplication after a
 * revocation or withdrawal), or, when it is approved or under review, sends the saved version back
 * to review. `ownerId` (default `userId`: a domain that lets someone submit on another's behalf
 * passes it) is set on the first submission and never changes. A thing
 * already waiting keeps waiting; only its title follows.
 */
export async function submitForReview(tx: DbExecutor, input: SubjectRef & { userId: number; title: string; ownerId?: number }): Promise<ReviewStatus> {
  checkKind(input.kind);
  const title = [...input.title.trim()].slice(0, 200).join('') || `#${input.id}`;
  const actor = await loadActor(tx, input.userId);
  let item = await lockItem(tx, { kind: input.kind, subjectId: input.id });
  if (!item) {
    const ownerId = input.ownerId ?? actor.id;
    const owner = ownerId === actor.id ? actor : await loadActor(tx, ownerId);
    await tx
      .insert(reviewItems)
      .values({ kind: input.kind, subjectId: input.id, ownerId, companyId: owner.companyId, state: 'notSubmitted', title, submittedBy: actor.id })
      .onConflictDoNothing();
    item = await lockItem(tx, { kind: input.kind, subjectId: input.id });
    if (!item) throw new Error('review item vanished');
  } else if (item.title !== title) {
    [item] = await tx.update(reviewItems).set({ title, updatedAt: new Date() }).where(eq(reviewItems.id, item.id)).returning();
  }
  if (item.state === 'submitted') return status(item);
  const action = item.state === 'approved' || item.state === 'underReview' ? 'edit' : 'submit';
  return status(await applyAction(tx, item, action, actor));
}

/**
 * The owning domain saved a thing: if it is approved or under review, the saved version goes back
 * to review ("saving an approved public test bag forces resubmission"); a draft, a failed or a
 * withdrawn thing stays as it is until its owner submits it. Answers the state after the save.
 */
export async function reviewAfterEdit(tx: DbExecutor, input: SubjectRef & { userId: number; title?: string }): Promise<ReviewState> {
  checkKind(input.kind);
  const item = await lockItem(tx, { kind: input.kind, subjectId: input.id });
  if (!item) return 'notSubmitted';
  if (item.state !== 'approved' && item.state !== 'underReview') return item.state as ReviewState;
  return (await submitForReview(tx, { ...input, title: input.title ?? item.title })).state;
}

/** The applicant takes back a pending application (submitted or under review → not submitted). */
export async function withdrawReview(tx: DbExecutor, input: SubjectRef & { userId: number; comment?: string }): Promise<ReviewStatus> {
  const item = await existing(tx, input);
  return status(await applyAction(tx, item, 'withdraw', await loadActor(tx, input.userId), input.comment));
}

/** A reviewer takes an item (submitted → under review). */
export async function startReview(tx: DbExecutor, input: SubjectRef & { userId: number }): Promise<ReviewStatus> {
  const item = await existing(tx, input);
  return status(await applyAction(tx, item, 'start', await loadActor(tx, input.userId)));
}

/** A reviewer approves or fails an item under review; failing needs the reason the owner will read. */
export async function decide(tx: DbExecutor, input: SubjectRef & { userId: number; decision: 'approve' | 'fail'; comment?: string }): Promise<ReviewStatus> {
  const item = await existing(tx, input);
  return status(await applyAction(tx, item, input.decision, await loadActor(tx, input.userId), input.comment));
}

/** The state of one thing; one never submitted is `notSubmitted`. */
export async function reviewState(db: DbExecutor, ref: SubjectRef): Promise<ReviewState> {
  return (await reviewStates(db, ref.kind, [ref.id])).get(ref.id) ?? 'notSubmitted';
}

/** The states of many things of one kind (a list page), by id; ids never submitted are absent. */
export async function reviewStates(db: DbExecutor, kind: ReviewKind, ids: readonly number[]): Promise<Map<number, ReviewState>> {
  checkKind(kind);
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: reviewItems.subjectId, state: reviewItems.state })
    .from(reviewItems)
    .where(and(eq(reviewItems.kind, kind), inArray(reviewItems.subjectId, [...ids])));
  return new Map(rows.map((r) => [r.id, r.state as ReviewState]));
}

/** Forgets a thing's review and its steps (the owning domain deleted the thing for good). */
export async function removeReview(tx: DbExecutor, ref: SubjectRef): Promise<void> {
  checkKind(ref.kind);
  await tx.delete(reviewItems).where(and(eq(reviewItems.kind, ref.kind), eq(reviewItems.subjectId, ref.id)));
}
