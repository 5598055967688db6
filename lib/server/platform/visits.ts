import 'server-only';
import crypto from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { VisitInput, VisitRow } from '@/lib/platform/contract';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { visits } from '@/lib/server/db/schema';

const VISITOR_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Records one page visit (spec section 3). Keeps the visitor's token when it is well formed,
 * otherwise issues a new random one, and links the visit to the signed-in user.
 */
export async function recordVisit(db: Db, input: VisitInput, userId: number | null): Promise<string> {
  const visitorToken =
    input.visitorToken && VISITOR_TOKEN.test(input.visitorToken) ? input.visitorToken : crypto.randomBytes(16).toString('base64url');
  await db.insert(visits).values({
    visitorToken,
    userId,
    plateform: input.plateform,
    source: input.source?.slice(0, 500) || null,
    url: input.url?.slice(0, 2000) || null,
    path: input.path.slice(0, 500),
  });
  return visitorToken;
}

/** Visit counts per path, most visited first (administrators). */
export async function countVisitsByPath(db: Db, limit = 50): Promise<VisitRow[]> {
  return db
    .select({
      path: visits.path,
      visits: sql<number>`count(*)::int`,
      visitors: sql<number>`count(distinct ${visits.visitorToken})::int`,
    })
    .from(visits)
    .groupBy(visits.path)
    .orderBy(desc(sql`count(*)`))
    .limit(limit);
}

/**
 * Issue 3, item 8: the visits of a visitor token made before login belong to the user. The platform's answer to auth's
 * `linkVisitor` (lib/server/ports/answers.ts): auth opens the session and asks, since it may not import a product.
 */
export async function linkVisitor(db: DbExecutor, visitorToken: string, userId: number): Promise<void> {
  await db
    .update(visits)
    .set({ userId })
    .where(and(eq(visits.visitorToken, visitorToken.slice(0, 64)), isNull(visits.userId)));
}
