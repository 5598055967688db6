import 'server-only';
import { aliasedTable, and, asc, count, desc, eq, getTableColumns, inArray, or, type SQL } from 'drizzle-orm';
import type { ReviewDetail, ReviewItemRow, ReviewQueue, ReviewQueueInput } from '@/lib/reviews/contract';
import { kindsReviewedBy, REVIEW_KINDS, type ReviewKind } from '@/lib/reviews/kinds';
import { availableActions, PENDING_STATES, type ReviewAction, type ReviewState } from '@/lib/reviews/states';
import { forbidden, notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { reviewItems, reviewSteps, users } from '@/lib/server/db/schema';
import { applyAction, isOwnerSide, isReviewerOf, loadActor, lockItem, type Actor, type ReviewItem } from './workflow';

const owners = aliasedTable(users, 'owners');
const reviewers = aliasedTable(users, 'reviewers');

const itemColumns = {
  ...getTableColumns(reviewItems),
  ownerName: owners.userName,
  reviewerName: reviewers.userName,
};

type Joined = ReviewItem & { ownerName: string; reviewerName: string | null };

function toRow(joined: Joined, actor: Actor): ReviewItemRow {
  const { ownerName, reviewerName, ...item } = joined;
  return {
    id: item.id,
    kind: item.kind as ReviewKind,
    subjectId: item.subjectId,
    title: item.title,
    state: item.state as ReviewState,
    ownerName,
    submittedAt: item.submittedAt?.toISOString() ?? null,
    reviewerName,
    decidedAt: item.decidedAt?.toISOString() ?? null,
    actions: actionsFor(item, actor),
  };
}

function actionsFor(item: ReviewItem, actor: Actor): ReviewAction[] {
  return availableActions(item.state as ReviewState, { isOwnerSide: isOwnerSide(item, actor), isReviewer: isReviewerOf(item, actor) });
}

/** Which items a reviewer sees: the kinds of their role, company-scoped kinds only inside their company. */
function reviewableWhere(actor: Actor, kinds: ReviewKind[]): SQL | undefined {
  const parts = kinds.map((kind) => {
    const mine = REVIEW_KINDS[kind].reviewers.filter((r) => r.role === actor.role);
    const platform = mine.some((r) => r.scope === 'platform');
    if (platform) return eq(reviewItems.kind, kind);
    return actor.companyId === null ? undefined : and(eq(reviewItems.kind, kind), eq(reviewItems.companyId, actor.companyId));
  });
  return or(...parts.filter((p): p is SQL => !!p));
}

/** The reviewer's queue: the kinds they review, by kind and state (default: waiting), oldest submission first. */
export async function reviewQueue(db: Db, userId: number, input: ReviewQueueInput): Promise<ReviewQueue> {
  const actor = await loadActor(db, userId);
  const kinds = kindsReviewedBy(actor.role);
  if (!kinds.length) throw forbidden();
  if (input.kind && !kinds.includes(input.kind)) throw forbidden();
  const visible = reviewableWhere(actor, input.kind ? [input.kind] : kinds);
  // A company-scoped reviewer without a company sees nothing (never "no filter").
  if (!visible) return { list: [], total: 0, page: input.page, pageSize: input.pageSize, kinds };
  const where: SQL[] = [visible];
  if (input.state === 'pending') where.push(inArray(reviewItems.state, [...PENDING_STATES]));
  else if (input.state !== 'all') where.push(eq(reviewItems.state, input.state));
  const filter = and(...where);
  const pending = input.state === 'pending';
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(reviewItems)
      .innerJoin(owners, eq(owners.id, reviewItems.ownerId))
      .leftJoin(reviewers, eq(reviewers.id, reviewItems.reviewerId))
      .where(filter)
      .orderBy(pending ? asc(reviewItems.submittedAt) : desc(reviewItems.updatedAt), asc(reviewItems.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(reviewItems).where(filter),
  ]);
  return { list: rows.map((r) => toRow(r, actor)), total: Number(total?.n ?? 0), page: input.page, pageSize: input.pageSize, kinds };
}

/** One item with its steps, for its owner side and its reviewers; anyone else is refused. */
export async function reviewDetail(db: DbExecutor, userId: number, itemId: number): Promise<ReviewDetail> {
  const actor = await loadActor(db, userId);
  const [joined] = await db
    .select(itemColumns)
    .from(reviewItems)
    .innerJoin(owners, eq(owners.id, reviewItems.ownerId))
    .leftJoin(reviewers, eq(reviewers.id, reviewItems.reviewerId))
    .where(eq(reviewItems.id, itemId));
  if (!joined) throw notFound('Errors.noCorrespondingId');
  if (!isOwnerSide(joined, actor) && !isReviewerOf(joined, actor)) throw forbidden();
  const steps = await db
    .select({
      id: reviewSteps.id,
      action: reviewSteps.action,
      fromState: reviewSteps.fromState,
      toState: reviewSteps.toState,
      actorName: users.userName,
      comment: reviewSteps.comment,
      createdAt: reviewSteps.createdAt,
    })
    .from(reviewSteps)
    .leftJoin(users, eq(users.id, reviewSteps.actorId))
    .where(eq(reviewSteps.itemId, itemId))
    .orderBy(asc(reviewSteps.id));
  return {
    ...toRow(joined, actor),
    steps: steps.map((s) => ({
      ...s,
      action: s.action as ReviewAction,
      fromState: s.fromState as ReviewState,
      toState: s.toState as ReviewState,
      createdAt: s.createdAt.toISOString(),
    })),
  };
}

/** One action on an item named by its id (the audit/* endpoints), then the item as the caller now sees it. */
export async function actOnItem(db: Db, userId: number, itemId: number, action: ReviewAction, comment?: string): Promise<ReviewDetail> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, { itemId });
    if (!item) throw notFound('Errors.noCorrespondingId');
    const actor = await loadActor(tx, userId);
    // Someone who may neither review nor own the item learns nothing about its state.
    if (!isOwnerSide(item, actor) && !isReviewerOf(item, actor)) throw forbidden();
    await applyAction(tx, item, action, actor, comment);
    return reviewDetail(tx, userId, itemId);
  });
}
