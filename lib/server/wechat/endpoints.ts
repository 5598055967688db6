import 'server-only';
import { wechatCalls } from '@/lib/auth/contract';
import { badRequest, notFound } from '@/lib/server/api/errors';
import { defineEndpoint, PUBLIC } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { getEnv } from '@/lib/env';
import { bindWxMobile, completeWxLogin, createWxConfig } from './login';
import { isWechatSandbox, issueSandboxCode, WECHAT_REDIRECT_PATH } from './oauth';
import { localizePath } from '@/lib/i18n/locale-path';

/** The sandbox only sends the browser back to our own /wxSuccess page (no open redirect). */
const sandboxRedirects = new Set([WECHAT_REDIRECT_PATH, localizePath(WECHAT_REDIRECT_PATH, 'en')]);

/** WeChat QR login (OAuth2 code flow) and the local sandbox that stands in for the phone. */
export const wechatEndpoints = [
  defineEndpoint(wechatCalls.getWxConfig, {
    summary: 'A fresh OAuth2 state and the authorisation address for WeChat QR login (purpose login) or binding (purpose bind, signed in).',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.signInAid,
    handler: ({ db, input, user, locale }) => createWxConfig(db, input.purpose, user, locale),
  }),
  defineEndpoint(wechatCalls.wxLogin, {
    summary: 'Completes the code flow: {status: login, ...session} for a bound WeChat, {status: bind, ticket} for a new one, {status: bound} after binding.',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.signIn,
    signIn: true,
    handler: ({ db, input, request }) => completeWxLogin(db, input.code, input.state, request),
  }),
  defineEndpoint(wechatCalls.wxBindingMobile, {
    summary: 'Binds a WeChat login ticket to a mobile number with a bind SMS code and answers the session.',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.signIn,
    signIn: true,
    handler: ({ db, input, request }) => bindWxMobile(db, input, request),
  }),
  defineEndpoint(wechatCalls.sandboxAuthorize, {
    summary: 'Local WeChat sandbox only: the scanning user confirms; answers the redirect address with code and state.',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.signInAid,
    handler: async ({ db, input }) => {
      if (!isWechatSandbox()) throw notFound('Errors.unknownCall');
      if (input.appid !== getEnv().WECHAT_APP_ID) throw badRequest('Auth.wxStateInvalid');
      if (!sandboxRedirects.has(input.redirect_uri)) throw badRequest('Auth.wxRedirectInvalid');
      const code = await issueSandboxCode(db, input.nickname);
      return { redirect: `${input.redirect_uri}?${new URLSearchParams({ code, state: input.state })}` };
    },
  }),
];
