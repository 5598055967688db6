import 'server-only';
import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SessionData, WxBindingMobileInput, WxConfig, WxLoginResult } from '@/lib/auth/contract';
import { getEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { badRequest, conflict, forbidden, noToken } from '@/lib/server/api/errors';
import type { RequestInfo } from '@/lib/server/api/types';
import { AUTH_LIMITS } from '@/lib/server/auth/limits';
import { findUserByMobile, maskMobile, startSession } from '@/lib/server/auth/login';
import { hashToken, type SessionUser } from '@/lib/server/auth/session';
import { checkSmsCode } from '@/lib/server/auth/sms-codes';
import type { Db } from '@/lib/server/db/client';
import { users, wechatStates } from '@/lib/server/db/schema';
import { authorizeUrl, exchangeCode, isWechatSandbox, WECHAT_REDIRECT_PATH } from './oauth';
import { grantWelcomePackage } from '@/lib/server/payments/vip-membership';
import { localizePath } from '@/lib/i18n/locale-path';

/** wxLogin/getWxConfig: a fresh OAuth2 state (stored hashed) for a login or for binding the caller. */
export async function createWxConfig(db: Db, purpose: 'login' | 'bind', user: SessionUser | null, locale: Locale): Promise<WxConfig> {
  if (purpose === 'bind' && !user) throw noToken();
  const state = crypto.randomBytes(18).toString('base64url');
  await db.insert(wechatStates).values({
    stateHash: hashToken(state),
    purpose,
    userId: purpose === 'bind' ? user!.id : null,
    expiresAt: new Date(Date.now() + AUTH_LIMITS.wechatStateValidSeconds * 1000),
  });
  const redirectPath = localizePath(WECHAT_REDIRECT_PATH, locale);
  const redirectUri = isWechatSandbox() ? redirectPath : `${getEnv().PUBLIC_BASE_URL.replace(/\/$/, '')}${redirectPath}`;
  return {
    appid: getEnv().WECHAT_APP_ID,
    scope: 'snsapi_login',
    state,
    redirectUri,
    authorizeUrl: authorizeUrl(state, redirectUri),
    sandbox: isWechatSandbox(),
    expiresIn: AUTH_LIMITS.wechatStateValidSeconds,
  };
}

/**
 * wxLogin/login: the redirect back from WeChat with code and state. A bound open id signs in;
 * an unknown one gets a one-time ticket for /bindPhone; a binding state binds the open id.
 */
export async function completeWxLogin(db: Db, code: string, state: string, request: RequestInfo): Promise<WxLoginResult> {
  const [row] = await db
    .update(wechatStates)
    .set({ usedAt: new Date() })
    .where(and(eq(wechatStates.stateHash, hashToken(state)), isNull(wechatStates.usedAt), gt(wechatStates.expiresAt, new Date())))
    .returning();
  if (!row) throw badRequest('Auth.wxStateInvalid');
  const identity = await exchangeCode(db, code);
  const [owner] = await db.select({ id: users.id, disabledAt: users.disabledAt }).from(users).where(eq(users.wxOpenId, identity.openId)).limit(1);
  if (row.purpose === 'bind') {
    if (owner && owner.id !== row.userId) throw conflict('Auth.wxAlreadyBound');
    await db.update(users).set({ wxOpenId: identity.openId, wxNickname: identity.nickname, updatedAt: new Date() }).where(eq(users.id, row.userId!));
    return { status: 'bound', nickname: identity.nickname };
  }
  if (owner) {
    if (owner.disabledAt) throw forbidden('Auth.accountDisabled');
    return { status: 'login', ...(await startSession(db, owner.id, request)) };
  }
  const ticket = crypto.randomBytes(18).toString('base64url');
  await db
    .update(wechatStates)
    .set({ openId: identity.openId, nickname: identity.nickname, bindTicketHash: hashToken(ticket) })
    .where(eq(wechatStates.stateHash, row.stateHash));
  return { status: 'bind', ticket };
}

/**
 * wxBindingMobile: finishes a WeChat login for an unbound open id with a mobile number and a
 * bind code. An existing account gets the open id; an unknown number becomes a new account.
 */
export async function bindWxMobile(db: Db, input: WxBindingMobileInput, request: RequestInfo): Promise<SessionData> {
  const [row] = await db
    .select()
    .from(wechatStates)
    .where(and(eq(wechatStates.bindTicketHash, hashToken(input.ticket)), gt(wechatStates.expiresAt, new Date())))
    .limit(1);
  if (!row?.openId) throw badRequest('Auth.wxStateInvalid');
  await checkSmsCode(db, { mobile: input.mobile, purpose: 'bind', code: input.code, consume: true });
  const spent = await db
    .update(wechatStates)
    .set({ bindTicketHash: null })
    .where(eq(wechatStates.stateHash, row.stateHash))
    .returning({ stateHash: wechatStates.stateHash });
  if (!spent.length) throw badRequest('Auth.wxStateInvalid');
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.wxOpenId, row.openId)).limit(1);
  const existing = await findUserByMobile(db, input.mobile);
  if (owner && owner.id !== existing?.id) throw conflict('Auth.wxAlreadyBound');
  let userId: number;
  if (existing) {
    if (existing.wxOpenId && existing.wxOpenId !== row.openId) throw conflict('Auth.wxOtherBound');
    if (existing.disabledAt) throw forbidden('Auth.accountDisabled');
    await db.update(users).set({ wxOpenId: row.openId, wxNickname: row.nickname, updatedAt: new Date() }).where(eq(users.id, existing.id));
    userId = existing.id;
  } else {
    userId = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ mobile: input.mobile, userName: row.nickname || maskMobile(input.mobile), wxOpenId: row.openId, wxNickname: row.nickname })
        .returning({ id: users.id });
      // Spec section 9: new registered users get the 1-month free data package, with the account.
      await grantWelcomePackage(tx, created.id);
      return created.id;
    });
  }
  return startSession(db, userId, request);
}
