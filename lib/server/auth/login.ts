import 'server-only';
import { eq, or, sql } from 'drizzle-orm';
import type { MobileLoginInput, PasswordLoginInput } from '@/lib/auth/contract';
import { badRequest, conflict, forbidden, tooMany } from '@/lib/server/api/errors';
import type { RequestInfo } from '@/lib/server/api/types';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { ask } from '@/lib/server/ports/answers';
import type { ProcessMemory, RateLimiter } from '@/lib/server/ports';
import { AUTH_LIMITS } from './limits';
import { hashPassword, verifyPassword } from './password';
import { createSession } from './session';
import { buildSessionData, type SessionData } from './session-data';
import { checkSmsCode } from './sms-codes';
import { grantWelcomePackage } from '@/lib/server/payments/vip-membership';

export function maskMobile(mobile: string | null | undefined): string {
  return mobile ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '';
}

/** Opens a session, links the visitor's earlier anonymous visits and answers the session data. */
export async function startSession(db: Db, userId: number, request: RequestInfo, visitorToken?: string): Promise<SessionData> {
  const { token } = await createSession(db, userId, { ip: request.ip, userAgent: request.userAgent }, request.at);
  // Issue 3, item 8: the visits belong to the platform domain (a product, which auth may not import): it links them.
  if (visitorToken) await ask('linkVisitor', db, visitorToken, userId);
  return buildSessionData(db, userId, token);
}


/**
 * Password login by login name or mobile. Failures are counted per account and per IP; over
 * the limit the account (or IP) waits for the window to end, it is never locked for good.
 */
export async function loginWithPassword(db: Db, input: PasswordLoginInput, request: RequestInfo, limiter: RateLimiter, memory: ProcessMemory): Promise<SessionData> {
  const account = input.userName.trim().toLowerCase();
  const accountKey = `login:acct:${account}`;
  const ipKey = `login:ip:${request.ip}`;
  const { loginFailuresPerAccount: perAccount, loginFailuresPerIp: perIp } = AUTH_LIMITS;
  if ((await limiter.peek(accountKey)) >= perAccount.limit || (await limiter.peek(ipKey)) >= perIp.limit) {
    throw tooMany('Auth.loginThrottled', { minutes: Math.ceil(perAccount.window / 60) });
  }
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(or(sql`lower(${users.loginName}) = ${account}`, eq(users.mobile, account)))
    .limit(1);
  // A stand-in hash (made once per services object, kept in its memory) so an unknown account costs the same scrypt time as a known one.
  const dummyHash = memory.slot('auth.dummyHash', () => hashPassword('timing-equaliser-0'));
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash));
  if (!user || !ok) {
    await limiter.hit(accountKey, perAccount.limit, perAccount.window);
    await limiter.hit(ipKey, perIp.limit, perIp.window);
    throw badRequest('Auth.loginFailed');
  }
  if (user.disabledAt) throw forbidden('Auth.accountDisabled');
  await limiter.reset(accountKey);
  return startSession(db, user.id, request, input.visitorToken);
}

export async function findUserByMobile(db: Db, mobile: string) {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return user;
}

/**
 * SMS login (purpose login). With `register` an unknown number, verified by a register code,
 * becomes a new individual account (loginByMobileAndRegis); without it it is refused.
 */
export async function loginWithMobile(db: Db, input: MobileLoginInput, request: RequestInfo, register: boolean): Promise<SessionData> {
  const existing = await findUserByMobile(db, input.mobile);
  if (!existing && !register) throw badRequest('Auth.mobileNotRegistered');
  // An unknown number can only have received a registration code (sendMobile refuses login codes to it).
  await checkSmsCode(db, { mobile: input.mobile, purpose: existing ? 'login' : 'register', code: input.code, consume: true, now: request.at });
  let userId = existing?.id;
  if (!existing) {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ mobile: input.mobile, userName: maskMobile(input.mobile), accountType: 'individual', role: 'individual' })
        .onConflictDoNothing()
        .returning({ id: users.id });
      // Spec section 9: new registered users get the 1-month free data package, with the account.
      if (row) await grantWelcomePackage(tx, row.id);
      return row;
    });
    userId = created?.id ?? (await findUserByMobile(db, input.mobile))?.id;
  }
  if (!userId) throw conflict('Errors.saveFailed');
  if (existing?.disabledAt) throw forbidden('Auth.accountDisabled');
  return startSession(db, userId, request, input.visitorToken);
}
