import 'server-only';
import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { sessions, users } from '@/lib/server/db/schema';
import type { SessionUser } from '@/lib/session/permissions';
import { LIMITS } from '@/lib/session/constants';

export type { SessionUser };

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** A new random token (256 bits, base64url); only its hash is stored. */
export async function createSession(
  db: Db,
  userId: number,
  meta: { ip?: string; userAgent?: string } = {},
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LIMITS.sessionCookieSeconds * 1000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    ip: meta.ip?.slice(0, 64),
    userAgent: meta.userAgent?.slice(0, 500),
  });
  return { token, expiresAt };
}

/** The user behind a token at `now` (the services' clock), or null for an unknown, expired or revoked token or a disabled user. */
export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const rows = await db
    .select({
      id: users.id,
      userName: users.userName,
      role: users.role,
      accountType: users.accountType,
      companyId: users.companyId,
      sessionId: sessions.id,
      disabledAt: users.disabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row || row.disabledAt) return null;
  return {
    id: row.id,
    userName: row.userName,
    role: row.role,
    accountType: row.accountType,
    companyId: row.companyId,
    sessionId: row.sessionId,
  };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Logs a user out everywhere: after a password change or removal of an employee. */
export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
