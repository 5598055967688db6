import 'server-only';
import type { ReviewKind } from '@/lib/reviews/kinds';
import type { ReviewAction } from '@/lib/reviews/states';
import type { DbExecutor } from '@/lib/server/db/client';

/**
 * What a reviewed kind's own domain does when a reviewer decides (docs/REVIEWS.md "Reacting to a
 * decision"): e.g. approving a laboratory settlement application creates the laboratory and gives
 * the applicant the laboratory role. A hook runs inside the decision's transaction, after the state
 * moved, so the decision and its consequences commit or roll back together; a hook that throws
 * undoes the decision. Registered once, at module load of the owning domain (like file owners).
 */
export interface ReviewEvent {
  kind: ReviewKind;
  subjectId: number;
  ownerId: number;
  actorId: number;
  action: ReviewAction;
}

export type ReviewHook = (tx: DbExecutor, event: ReviewEvent) => Promise<void>;

const hooks = new Map<ReviewKind, Partial<Record<ReviewAction, ReviewHook>>>();

export function registerReviewHooks(kind: ReviewKind, byAction: Partial<Record<ReviewAction, ReviewHook>>): void {
  hooks.set(kind, { ...hooks.get(kind), ...byAction });
}

export async function runReviewHook(tx: DbExecutor, event: ReviewEvent): Promise<void> {
  const hook = hooks.get(event.kind)?.[event.action];
  if (hook) await hook(tx, event);
}
