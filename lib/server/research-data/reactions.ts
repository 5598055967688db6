import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { ReactionState } from '@/lib/research-data/contract';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { researchData, researchDataReactions } from '@/lib/server/db/schema';
import type { SessionUser } from '@/lib/session/permissions';
import { requireRecord } from './access';

/** Like, dislike (positive and negative feedback, mutually exclusive) and collect: toggles. */
export type ReactionKind = 'like' | 'dislike' | 'collect';

export async function reactionsOf(db: DbExecutor, recordId: number, userId: number): Promise<{ like: boolean; dislike: boolean; collect: boolean }> {
  const rows = await db.select({ kind: researchDataReactions.kind }).from(researchDataReactions).where(and(eq(researchDataReactions.recordId, recordId), eq(researchDataReactions.userId, userId)));
  const has = (k: ReactionKind) => rows.some((r) => r.kind === k);
  return { like: has('like'), dislike: has('dislike'), collect: has('collect') };
}

async function recount(tx: DbExecutor, recordId: number): Promise<void> {
  const n = (kind: ReactionKind) => sql`(select count(*)::int from ${researchDataReactions} where ${researchDataReactions.recordId} = ${recordId} and ${researchDataReactions.kind} = ${kind})`;
  await tx.update(researchData).set({ likes: n('like'), dislikes: n('dislike') }).where(eq(researchData.id, recordId));
}

export async function toggleReaction(db: Db, user: SessionUser, recordId: number, kind: ReactionKind): Promise<ReactionState> {
  return db.transaction(async (tx) => {
    await requireRecord(tx, recordId, user, 'like', undefined, true);
    const mine = and(eq(researchDataReactions.recordId, recordId), eq(researchDataReactions.userId, user.id), eq(researchDataReactions.kind, kind));
    const removed = await tx.delete(researchDataReactions).where(mine).returning();
    if (removed.length === 0) {
      await tx.insert(researchDataReactions).values({ recordId, userId: user.id, kind });
      const opposite = kind === 'like' ? 'dislike' : kind === 'dislike' ? 'like' : null;
      if (opposite) await tx.delete(researchDataReactions).where(and(eq(researchDataReactions.recordId, recordId), eq(researchDataReactions.userId, user.id), eq(researchDataReactions.kind, opposite)));
    }
    await recount(tx, recordId);
    const [row] = await tx.select().from(researchData).where(eq(researchData.id, recordId));
    return {
      ...(await reactionsOf(tx, recordId, user.id)),
      counts: { referenced: row.referenced, consulted: row.consulted, traded: row.traded, discovered: row.discovered, likes: row.likes, dislikes: row.dislikes },
    };
  });
}
