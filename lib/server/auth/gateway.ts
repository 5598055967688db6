import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { ForgetPasswordInput, RegisterInput, SendMobileInput } from '@/lib/auth/contract';
import type { Locale } from '@/lib/i18n/routing';
import { badRequest, conflict, noToken } from '@/lib/server/api/errors';
import type { RequestInfo } from '@/lib/server/api/types';
import type { Db } from '@/lib/server/db/client';
import type { Services } from '@/lib/server/ports';
import { companies, users } from '@/lib/server/db/schema';
import { consumeCaptcha } from './captcha';
import { AUTH_LIMITS } from './limits';
import { findUserByMobile, startSession } from './login';
import { hashPassword } from './password';
import { revokeAllSessions, type SessionUser } from './session';
import type { SessionData } from './session-data';
import { checkSmsCode, enforceLimits, issueSmsCode } from './sms-codes';
import { grantWelcomePackage } from '@/lib/server/payments/vip-membership';

/** Which purposes need the number to be registered already, and which need it to be free. */
const NEEDS_ACCOUNT = new Set(['login', 'reset']);
const NEEDS_FREE = new Set(['register', 'change']);

/**
 * gateway/sendMobile: the image captcha first (spent on every try), then the number's state for
 * the purpose, then the SMS limits. `security` codes go to the signed-in user's own number.
 */
export async function sendMobileCode(db: Db, input: SendMobileInput, user: SessionUser | null, request: RequestInfo, locale: Locale, services: Services) {
  if (!(await consumeCaptcha(db, input.captchaId, input.captchaCode, request.at))) throw badRequest('Auth.captchaWrong');
  let mobile = input.mobile;
  if (input.purpose === 'security') {
    if (!user) throw noToken();
    const [row] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, user.id));
    if (!row?.mobile) throw badRequest('Auth.mobileNotRegistered');
    mobile = row.mobile;
  }
  if (!mobile) throw badRequest('Auth.mobileRequired');
  const existing = await findUserByMobile(db, mobile);
  if (NEEDS_ACCOUNT.has(input.purpose) && !existing) throw badRequest('Auth.mobileNotRegistered');
  if (NEEDS_FREE.has(input.purpose) && existing) throw conflict('Auth.mobileRegistered');
  await issueSmsCode(db, { mobile, purpose: input.purpose, ip: request.ip, locale, now: request.at }, { limiter: services.rateLimiter(), sms: services.sms() });
  return { sent: true, validSeconds: AUTH_LIMITS.smsCodeValidSeconds };
}

/** verifyMobileIsExist / verifyUserNameIsExist are limited per IP like SMS sending. */
export async function limitExistenceCheck(request: RequestInfo, services: Services): Promise<void> {
  await enforceLimits(services.rateLimiter(), `exists:ip:${request.ip}`, AUTH_LIMITS.existsPerIp);
}

export async function mobileExists(db: Db, mobile: string): Promise<boolean> {
  return !!(await findUserByMobile(db, mobile));
}

export async function userNameExists(db: Db, userName: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.loginName}) = ${userName.trim().toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

function isUniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  return code === '23505' ? (e?.constraint ?? e?.cause?.constraint ?? 'unique') : null;
}

/**
 * gateway/saveUserInfo: registration (verify phone, fill account info). The role follows the
 * account type only: an individual, or the administrator of a new company. Fields such as
 * userType or companyId in the body are not part of the schema and never reach the database.
 */
export async function registerUser(db: Db, input: RegisterInput, request: RequestInfo): Promise<SessionData> {
  if (await mobileExists(db, input.mobile)) throw conflict('Auth.mobileRegistered');
  if (await userNameExists(db, input.userName)) throw conflict('Auth.userNameTaken');
  await checkSmsCode(db, { mobile: input.mobile, purpose: 'register', code: input.code, consume: true, now: request.at });
  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      let companyId: number | null = null;
      if (input.accountType === 'company') {
        const [company] = await tx
          .insert(companies)
          .values({
            name: input.companyName!,
            creditCode: input.creditCode || null,
            industry: input.industry || null,
            contact: input.contact || null,
            email: input.email || null,
            enterpriseType: input.enterpriseType,
            subAccountCount: input.subAccountCount,
            serverRequirements: input.serverRequirements || null,
          })
          .returning({ id: companies.id });
        companyId = company.id;
      }
      const [user] = await tx
        .insert(users)
        .values({
          mobile: input.mobile,
          loginName: input.userName,
          userName: input.userName,
          fullName: input.fullName || null,
          email: input.email || null,
          passwordHash,
          accountType: input.accountType,
          role: input.accountType === 'company' ? 'company_admin' : 'individual',
          companyId,
        })
        .returning({ id: users.id });
      // Spec section 9: new registered users get the 1-month free data package, with the account.
      await grantWelcomePackage(tx, user.id);
      return user.id;
    });
  } catch (error) {
    const constraint = isUniqueViolation(error);
    if (constraint?.includes('credit')) throw conflict('Auth.creditCodeTaken');
    if (constraint?.includes('login_name')) throw conflict('Auth.userNameTaken');
    if (constraint) throw conflict('Auth.mobileRegistered');
    throw error;
  }
  return startSession(db, userId, request);
}

/** gateway/forgetPassword: a reset code (purpose reset only) sets a new password and ends every session. */
export async function resetPassword(db: Db, input: ForgetPasswordInput): Promise<void> {
  const user = await findUserByMobile(db, input.mobile);
  if (!user) throw badRequest('Auth.mobileNotRegistered');
  await checkSmsCode(db, { mobile: input.mobile, purpose: 'reset', code: input.code, consume: true });
  await db.update(users).set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() }).where(eq(users.id, user.id));
  await revokeAllSessions(db, user.id);
}
