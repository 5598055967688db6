import 'server-only';
import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { getEnv } from '@/lib/env';
import { badRequest } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { wechatSandboxCodes } from '@/lib/server/db/schema';

export interface WechatIdentity {
  openId: string;
  nickname: string | null;
}

/** The sandbox speaks for WeChat unless WECHAT_OAUTH_BASE names the real API host. */
export function isWechatSandbox(): boolean {
  return !getEnv().WECHAT_OAUTH_BASE;
}

export const SANDBOX_SCAN_PATH = '/wxSandbox';
export const WECHAT_REDIRECT_PATH = '/wxSuccess';

/**
 * The authorisation address of the OAuth2 code flow (website QR login, scope snsapi_login).
 * Real: open.weixin.qq.com/connect/qrconnect. Sandbox: the local scan page with the same query.
 */
export function authorizeUrl(state: string, redirectUri: string): string {
  const env = getEnv();
  const query = new URLSearchParams({
    appid: env.WECHAT_APP_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'snsapi_login',
    state,
  });
  if (isWechatSandbox()) return `${SANDBOX_SCAN_PATH}?${query.toString()}`;
  return `https://open.weixin.qq.com/connect/qrconnect?${query.toString()}#wechat_redirect`;
}

/** Sandbox identities are stable per nickname, as a real open id is stable per WeChat user. */
export function sandboxOpenId(appId: string, nickname: string): string {
  return `sbx_${crypto.createHash('sha256').update(`${appId}:${nickname.trim().toLowerCase()}`).digest('base64url').slice(0, 28)}`;
}

/** The sandbox's "user confirmed on the phone" step: a one-time code valid 5 minutes. */
export async function issueSandboxCode(db: Db, nickname: string): Promise<string> {
  const code = crypto.randomBytes(24).toString('base64url');
  await db.insert(wechatSandboxCodes).values({
    code,
    openId: sandboxOpenId(getEnv().WECHAT_APP_ID, nickname),
    nickname: nickname.trim().slice(0, 100),
    expiresAt: new Date(Date.now() + 5 * 60 * 1000),
  });
  return code;
}

/** Exchanges an authorisation code for the user's open id (sns/oauth2/access_token). */
export async function exchangeCode(db: Db, code: string): Promise<WechatIdentity> {
  if (isWechatSandbox()) {
    const [row] = await db
      .update(wechatSandboxCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(wechatSandboxCodes.code, code), isNull(wechatSandboxCodes.usedAt), gt(wechatSandboxCodes.expiresAt, new Date())))
      .returning();
    if (!row) throw badRequest('Auth.wxCodeInvalid');
    return { openId: row.openId, nickname: row.nickname };
  }
  const env = getEnv();
  const base = env.WECHAT_OAUTH_BASE!.replace(/\/$/, '');
  const tokenUrl = `${base}/sns/oauth2/access_token?${new URLSearchParams({
    appid: env.WECHAT_APP_ID,
    secret: env.WECHAT_APP_SECRET,
    code,
    grant_type: 'authorization_code',
  })}`;
  const token = (await (await fetch(tokenUrl, { signal: AbortSignal.timeout(10000) })).json()) as {
    access_token?: string;
    openid?: string;
    errcode?: number;
  };
  if (!token.openid || !token.access_token || token.errcode) throw badRequest('Auth.wxCodeInvalid');
  let nickname: string | null = null;
  try {
    const info = (await (
      await fetch(`${base}/sns/userinfo?${new URLSearchParams({ access_token: token.access_token, openid: token.openid })}`, {
        signal: AbortSignal.timeout(10000),
      })
    ).json()) as { nickname?: string };
    nickname = info.nickname ?? null;
  } catch {
    /* the nickname is optional */
  }
  return { openId: token.openid, nickname };
}
