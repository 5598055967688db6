import 'server-only';
import { jwtVerify, type JWTPayload } from 'jose';
import { eq, lt, or, sql } from 'drizzle-orm';
import { getEnv } from '@/lib/env';
import { badRequest } from '@/lib/server/api/errors';
import type { RequestInfo } from '@/lib/server/api/types';
import type { Db } from '@/lib/server/db/client';
import { ssoTokenUses, users } from '@/lib/server/db/schema';
import { AUTH_LIMITS } from './limits';
import { createSession } from './session';

/** Only HMAC-SHA256 is accepted: `none` and algorithm-confusion tokens are refused. */
export const SSO_ALGORITHMS = ['HS256'];

async function verifiedClaims(jwtStr: string): Promise<JWTPayload> {
  const env = getEnv();
  if (!env.SSO_ENABLED) throw badRequest('Auth.ssoInvalid');
  try {
    const { payload } = await jwtVerify(jwtStr, new TextEncoder().encode(env.SSO_JWT_SECRET), {
      algorithms: SSO_ALGORITHMS,
      issuer: env.SSO_JWT_ISSUER,
      audience: env.SSO_JWT_AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub', 'jti'],
      maxTokenAge: AUTH_LIMITS.ssoTokenMaxSeconds,
      clockTolerance: AUTH_LIMITS.ssoClockToleranceSeconds,
    });
    return payload;
  } catch {
    throw badRequest('Auth.ssoInvalid');
  }
}

/**
 * Spends the token's `jti`: one insert that succeeds only the first time, in the database every
 * server process shares. Spent ids are kept until the token would have expired anyway.
 */
async function spendOnce(db: Db, jti: string, expiresAt: Date): Promise<boolean> {
  await db.delete(ssoTokenUses).where(lt(ssoTokenUses.expiresAt, new Date()));
  const inserted = await db.insert(ssoTokenUses).values({ jti, expiresAt }).onConflictDoNothing().returning({ jti: ssoTokenUses.jti });
  return inserted.length === 1;
}

/**
 * verifySSOToken (spec section 4): checks the JWT's signature against SSO_JWT_SECRET, the
 * algorithm allow-list, issuer and audience, a lifetime (exp - iat) of at most
 * AUTH_LIMITS.ssoTokenMaxSeconds and a `jti` never seen before; the subject is a mobile number
 * or login name of an existing, enabled user. Answers a new session token; `data` stays null.
 */
export async function verifySsoToken(db: Db, jwtStr: string, request: RequestInfo): Promise<{ token: string; data: null }> {
  const payload = await verifiedClaims(jwtStr);
  const { sub: subject, jti, exp, iat } = payload;
  if (!subject || !jti || typeof exp !== 'number' || typeof iat !== 'number') throw badRequest('Auth.ssoInvalid');
  if (exp - iat > AUTH_LIMITS.ssoTokenMaxSeconds || jti.length > 128) throw badRequest('Auth.ssoInvalid');
  const key = subject.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, disabledAt: users.disabledAt })
    .from(users)
    .where(or(eq(users.mobile, key), sql`lower(${users.loginName}) = ${key}`))
    .limit(1);
  if (!user || user.disabledAt) throw badRequest('Auth.ssoUnknownUser');
  if (!(await spendOnce(db, jti, new Date(exp * 1000)))) throw badRequest('Auth.ssoReplayed');
  const { token } = await createSession(db, user.id, { ip: request.ip, userAgent: request.userAgent }, request.at);
  return { token, data: null };
}
