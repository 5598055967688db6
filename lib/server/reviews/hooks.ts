import 'server-only';
import type { ReviewKind } from '@/lib/reviews/kinds';
import type { DbExecutor } from '@/lib/server/db/client';
import type { ReviewEvent, ReviewHooks } from '@/lib/server/ports/hooks';

export type { ReviewEvent, ReviewHook, ReviewHooks } from '@/lib/server/ports/hooks';

const hooks = new Map<ReviewKind, ReviewHooks>();

/** Called by the composition root (lib/server/registry.ts) for every `reviewHooks` entry of the domains' manifests. */
export function registerReviewHooks(kind: ReviewKind, byAction: ReviewHooks): void {
  hooks.set(kind, { ...hooks.get(kind), ...byAction });
}

export async function runReviewHook(tx: DbExecutor, event: ReviewEvent): Promise<void> {
  const hook = hooks.get(event.kind)?.[event.action];
  if (hook) await hook(tx, event);
}
