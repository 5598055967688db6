import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { ReviewDetail, ReviewQueue, ReviewQueueInput } from '@/lib/reviews/contract';
import { notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { reviewItems } from '@/lib/server/db/schema';
import { actOnItem, reviewDetail, reviewQueue } from '@/lib/server/reviews/queue';
import type { ReviewAction } from '@/lib/reviews/states';

/**
 * `rdda/audit/*` (spec section 7): the public administrator's review of R&D data publication under
 * the spec's names, addressed by the record's id. Thin: every rule (who reviews, which transition,
 * the owner never reviews, a reason to fail) is the shared review workflow's (lib/server/reviews,
 * docs/REVIEWS.md); these only fix the kind to `researchData`.
 */

const KIND = 'researchData' as const;

async function itemOf(db: DbExecutor, recordId: number): Promise<number> {
  const [item] = await db
    .select({ id: reviewItems.id })
    .from(reviewItems)
    .where(and(eq(reviewItems.kind, KIND), eq(reviewItems.subjectId, recordId)));
  if (!item) throw notFound('ResearchData.noPublicationReview');
  return item.id;
}

export function auditPage(db: Db, userId: number, input: Omit<ReviewQueueInput, 'kind'>): Promise<ReviewQueue> {
  return reviewQueue(db, userId, { ...input, kind: KIND });
}

export async function auditDetail(db: Db, userId: number, recordId: number): Promise<ReviewDetail> {
  return reviewDetail(db, userId, await itemOf(db, recordId));
}

export async function auditAct(db: Db, userId: number, recordId: number, action: Extract<ReviewAction, 'start' | 'approve' | 'fail'>, comment?: string): Promise<ReviewDetail> {
  return actOnItem(db, userId, await itemOf(db, recordId), action, comment);
}
