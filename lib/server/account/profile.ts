import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { ChangeMobileInput, ChangePasswordInput, Profile, UpdateProfileInput } from '@/lib/account/contract';
import type { SessionData } from '@/lib/auth/contract';
import { badRequest, conflict } from '@/lib/server/api/errors';
import type { RequestInfo } from '@/lib/server/api/types';
import { findUserByMobile, maskMobile, startSession } from '@/lib/server/auth/login';
import { hashPassword } from '@/lib/server/auth/password';
import { permissionsForRole } from '@/lib/session/permissions';
import { revokeAllSessions } from '@/lib/server/auth/session';
import { checkSmsCode } from '@/lib/server/auth/sms-codes';
import type { Db } from '@/lib/server/db/client';
import { companies, companyGroups, users } from '@/lib/server/db/schema';
import { getAvatar } from './avatar';

/** getUserInfo: the caller's profile; the mobile number is masked, secrets never leave. */
export async function getProfile(db: Db, userId: number): Promise<Profile> {
  const [row] = await db
    .select({
      id: users.id,
      userName: users.userName,
      loginName: users.loginName,
      fullName: users.fullName,
      email: users.email,
      mobile: users.mobile,
      accountType: users.accountType,
      role: users.role,
      userLevel: users.userLevel,
      languageType: users.languageType,
      wxOpenId: users.wxOpenId,
      wxNickname: users.wxNickname,
      hasPassword: users.passwordHash,
      companyName: companies.name,
      groupName: companyGroups.name,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(companyGroups, eq(companyGroups.id, users.groupId))
    .where(eq(users.id, userId));
  const { wxOpenId, hasPassword, mobile, createdAt, ...rest } = row;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    mobile: maskMobile(mobile),
    hasPassword: !!hasPassword,
    wxBound: !!wxOpenId,
    permission: permissionsForRole(row.role),
    avatar: await getAvatar(db, userId),
  };
}

export async function updateProfile(db: Db, userId: number, input: UpdateProfileInput): Promise<Profile> {
  await db
    .update(users)
    .set({ userName: input.userName, fullName: input.fullName || null, email: input.email || null, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return getProfile(db, userId);
}

/** myData/saveEmail: the caller's email only (the same answer as updateUserInfo). */
export async function saveEmail(db: Db, userId: number, email: string): Promise<Profile> {
  await db.update(users).set({ email: email || null, updatedAt: new Date() }).where(eq(users.id, userId));
  return getProfile(db, userId);
}

async function ownMobile(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  if (!row?.mobile) throw conflict('Auth.mobileNotRegistered');
  return row.mobile;
}

/**
 * Changing the password needs security verification (a code to the own number). Every
 * session ends, this browser gets a new one so it stays signed in.
 */
export async function changePassword(db: Db, userId: number, input: Pick<ChangePasswordInput, 'securityCode' | 'password'>, request: RequestInfo): Promise<SessionData> {
  const mobile = await ownMobile(db, userId);
  await checkSmsCode(db, { mobile, purpose: 'security', code: input.securityCode, consume: true });
  await db.update(users).set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() }).where(eq(users.id, userId));
  await revokeAllSessions(db, userId);
  return startSession(db, userId, request);
}

/** Changing the mobile number needs a security code on the old number and a change code on the new one. */
export async function changeMobile(db: Db, userId: number, input: ChangeMobileInput): Promise<{ mobile: string }> {
  const mobile = await ownMobile(db, userId);
  if (mobile === input.newMobile) throw badRequest('Account.sameMobile');
  if (await findUserByMobile(db, input.newMobile)) throw conflict('Auth.mobileRegistered');
  await checkSmsCode(db, { mobile, purpose: 'security', code: input.securityCode, consume: true });
  await checkSmsCode(db, { mobile: input.newMobile, purpose: 'change', code: input.newCode, consume: true });
  await db.update(users).set({ mobile: input.newMobile, updatedAt: new Date() }).where(eq(users.id, userId));
  return { mobile: maskMobile(input.newMobile) };
}

/** Unbinding WeChat is allowed while the account can still sign in another way (it has a mobile). */
export async function unbindWechat(db: Db, userId: number) {
  const updated = await db
    .update(users)
    .set({ wxOpenId: null, wxNickname: null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), ne(users.mobile, '')))
    .returning({ id: users.id });
  if (!updated.length) throw conflict('Account.unbindNeedsMobile');
}
