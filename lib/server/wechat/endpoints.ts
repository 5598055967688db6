import 'server-only';
import { z } from 'zod';
import { wxBindingMobileSchema, wxConfigSchema, wxLoginSchema } from '@/lib/api/auth-schemas';
import { ApiError } from '@/lib/server/api/errors';
import { defineEndpoint } from '@/lib/server/api/types';
import { getEnv } from '@/lib/env';
import { bindWxMobile, completeWxLogin, createWxConfig } from './login';
import { isWechatSandbox, issueSandboxCode, WECHAT_REDIRECT_PATH } from './oauth';

/** The sandbox only sends the browser back to our own /wxSuccess page (no open redirect). */
const sandboxRedirects = new Set([WECHAT_REDIRECT_PATH, `/en${WECHAT_REDIRECT_PATH}`]);

export const sandboxAuthorizeSchema = z.object({
  appid: z.string().max(64),
  state: z.string({ error: 'Auth.wxStateInvalid' }).min(1, 'Auth.wxStateInvalid').max(128),
  redirect_uri: z.string().max(500),
  nickname: z.string({ error: 'Auth.wxNicknameRequired' }).trim().min(1, 'Auth.wxNicknameRequired').max(40, 'Auth.wxNicknameRequired'),
});

/** WeChat QR login (OAuth2 code flow) and the local sandbox that stands in for the phone. */
export const wechatEndpoints = [
  defineEndpoint({
    method: 'GET',
    path: 'wxLogin/getWxConfig',
    summary: 'A fresh OAuth2 state and the authorisation address for WeChat QR login (purpose login) or binding (purpose bind, signed in).',
    input: wxConfigSchema,
    access: { kind: 'public' },
    handler: ({ db, input, user, locale }) => createWxConfig(db, input.purpose, user, locale),
  }),
  defineEndpoint({
    method: 'POST',
    path: 'wxLogin/login',
    summary: 'Completes the code flow: {status: login, ...session} for a bound WeChat, {status: bind, ticket} for a new one, {status: bound} after binding.',
    input: wxLoginSchema,
    access: { kind: 'public' },
    handler: ({ db, input, request }) => completeWxLogin(db, input.code, input.state, request),
  }),
  defineEndpoint({
    method: 'POST',
    path: 'loginCustom/wxBindingMobile',
    summary: 'Binds a WeChat login ticket to a mobile number with a bind SMS code and answers the session.',
    input: wxBindingMobileSchema,
    access: { kind: 'public' },
    handler: ({ db, input, request }) => bindWxMobile(db, input, request),
  }),
  defineEndpoint({
    method: 'POST',
    path: 'wxSandbox/authorize',
    summary: 'Local WeChat sandbox only: the scanning user confirms; answers the redirect address with code and state.',
    input: sandboxAuthorizeSchema,
    access: { kind: 'public' },
    handler: async ({ db, input }) => {
      if (!isWechatSandbox()) throw new ApiError('Errors.unknownCall', -1, 404);
      if (input.appid !== getEnv().WECHAT_APP_ID) throw new ApiError('Auth.wxStateInvalid');
      if (!sandboxRedirects.has(input.redirect_uri)) throw new ApiError('Auth.wxRedirectInvalid');
      const code = await issueSandboxCode(db, input.nickname);
      return { redirect: `${input.redirect_uri}?${new URLSearchParams({ code, state: input.state })}` };
    },
  }),
];
