import 'server-only';
import { jwtVerify } from 'jose';
import { eq, or, sql } from 'drizzle-orm';
import { getEnv } from '@/lib/env';
import { ApiError } from '@/lib/server/api/errors';
import type { RequestInfo } from '@/lib/server/api/types';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { createSession } from './session';

/** Only HMAC-SHA256 is accepted: `none` and algorithm-confusion tokens are refused. */
export const SSO_ALGORITHMS = ['HS256'];

/**
 * verifySSOToken (spec section 4): checks the JWT's signature against SSO_JWT_SECRET, the
 * algorithm allow-list, expiry, issuer and audience; the subject is a mobile number or login
 * name of an existing, enabled user. Answers a new session token; `data` stays null.
 */
export async function verifySsoToken(db: Db, jwtStr: string, request: RequestInfo): Promise<{ token: string; data: null }> {
  const env = getEnv();
  let subject: string | undefined;
  try {
    const { payload } = await jwtVerify(jwtStr, new TextEncoder().encode(env.SSO_JWT_SECRET), {
      algorithms: SSO_ALGORITHMS,
      issuer: env.SSO_JWT_ISSUER,
      audience: env.SSO_JWT_AUDIENCE,
      requiredClaims: ['exp', 'sub'],
    });
    subject = payload.sub;
  } catch {
    throw new ApiError('Auth.ssoInvalid');
  }
  if (!subject) throw new ApiError('Auth.ssoInvalid');
  const key = subject.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, disabledAt: users.disabledAt })
    .from(users)
    .where(or(eq(users.mobile, key), sql`lower(${users.loginName}) = ${key}`))
    .limit(1);
  if (!user || user.disabledAt) throw new ApiError('Auth.ssoUnknownUser');
  const { token } = await createSession(db, user.id, { ip: request.ip, userAgent: request.userAgent });
  return { token, data: null };
}
