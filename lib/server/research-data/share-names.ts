import 'server-only';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { rateLimited } from '@/lib/server/api/errors';
import type { DbExecutor } from '@/lib/server/db/client';
import { researchDataAudience, users } from '@/lib/server/db/schema';
import type { RateLimiter } from '@/lib/server/ports';

/**
 * Names a share call may add to audiences per owner, like the existence check
 * (gateway/verifyUserNameIsExist: 60 per 10 minutes, 300 a day). docs/SECURITY.md.
 */
export const SHARE_NAME_LIMITS = [
  { max: 60, windowSeconds: 600 },
  { max: 300, windowSeconds: 86400 },
] as const;

const lower = (names: readonly string[]) => [...new Set(names.map((n) => n.toLowerCase()))];
const matches = (name: string, row: { loginName: string | null; userName: string }) => row.loginName?.toLowerCase() === name.toLowerCase() || row.userName === name;

/**
 * The users a share call names (issue 27, no user enumeration): a login name (any case) or a user
 * name; a name that is no user is left out without a word, so the answer is the same whether it
 * exists or not. The record's owner sees the resolved audience afterwards (researchData/get), so
 * every name not already in the record's audience counts against the owner's name budget, and a
 * share over it is refused (429) before any name is looked up: sharing finds users no faster than
 * the rate-limited existence check.
 */
export async function resolveSharedUsers(tx: DbExecutor, recordId: number, names: readonly string[], owner: number, limiter: RateLimiter): Promise<number[]> {
  if (names.length === 0) return [];
  const current = await tx
    .select({ loginName: users.loginName, userName: users.userName })
    .from(researchDataAudience)
    .innerJoin(users, eq(users.id, researchDataAudience.userId))
    .where(eq(researchDataAudience.recordId, recordId));
  const added = lower(names.filter((n) => !current.some((row) => matches(n, row))));
  if (added.length > 0) await chargeNames(limiter, owner, added.length);
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(or(inArray(sql`lower(${users.loginName})`, lower(names)), inArray(users.userName, [...names])));
  return [...new Set(rows.map((r) => r.id))].filter((id) => id !== owner);
}

async function chargeNames(limiter: RateLimiter, owner: number, count: number): Promise<void> {
  let wait = 0;
  for (const rule of SHARE_NAME_LIMITS) {
    const hit = await limiter.hit(`rd-share-names:${rule.windowSeconds}:u:${owner}`, rule.max, rule.windowSeconds, count);
    if (!hit.allowed) wait = Math.max(wait, hit.retryAfter);
  }
  if (wait > 0) throw rateLimited(wait);
}
