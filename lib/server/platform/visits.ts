import 'server-only';
import crypto from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import type { VisitInput, VisitRow } from '@/lib/platform/contract';
import type { Db } from '@/lib/server/db/client';
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
