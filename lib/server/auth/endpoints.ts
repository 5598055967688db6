import 'server-only';
import { z } from 'zod';
import { mobileLoginSchema, passwordLoginSchema, ssoSchema } from '@/lib/api/auth-schemas';
import { defineEndpoint } from '@/lib/server/api/types';
import { issueCaptcha } from './captcha';
import { loginWithMobile, loginWithPassword } from './login';
import { permissionsForRole, PERMISSIONS } from './permissions';
import { revokeSession } from './session';
import { buildSessionData } from './session-data';
import { verifySsoToken } from './sso';

const empty = z.object({});

/** loginCustom/*: sign-in, the session check, logout, permissions, captcha and SSO (spec section 7). */
export const loginEndpoints = [
  defineEndpoint({
    method: 'POST',
    path: 'loginCustom/login',
    summary: 'Password login by login name or mobile; answers the session (token, permission, userInfo, extendUserInfo, listSysMenuUser).',
    input: passwordLoginSchema,
    access: { kind: 'public' },
    handler: ({ db, input, request }) => loginWithPassword(db, input, request),
  }),
  defineEndpoint({
    method: 'POST',
    path: 'loginCustom/loginByMobile',
    summary: 'SMS code login (purpose login) of a registered mobile number; answers the session.',
    input: mobileLoginSchema,
    access: { kind: 'public' },
    handler: ({ db, input, request }) => loginWithMobile(db, input, request, false),
  }),
  defineEndpoint({
    method: 'POST',
    path: 'loginCustom/loginByMobileAndRegis',
    summary: 'SMS code login that registers an unknown mobile number as an individual account first.',
    input: mobileLoginSchema,
    access: { kind: 'public' },
    handler: ({ db, input, request }) => loginWithMobile(db, input, request, true),
  }),
  defineEndpoint({
    method: 'POST',
    path: 'loginCustom/checkLogin',
    summary: 'The session of the bearer token: token, permission, userInfo {userName, userType}, extendUserInfo, listSysMenuUser.',
    input: empty,
    access: { kind: 'user' },
    handler: ({ db, user, request }) => buildSessionData(db, user!.id, request.token!),
  }),
  defineEndpoint({
    method: 'GET',
    path: 'loginCustom/logout',
    summary: 'Revokes the bearer token at once; answers success also when the token was already invalid.',
    input: empty,
    access: { kind: 'public' },
    handler: async ({ db, user }) => {
      if (user) await revokeSession(db, user.sessionId);
      return null;
    },
  }),
  defineEndpoint({
    method: 'GET',
    path: 'loginCustom/getRolePermission',
    summary: "The caller's role and its permission codes, read from the database.",
    input: empty,
    access: { kind: 'user' },
    handler: async ({ user }) => ({ role: user!.role, permission: permissionsForRole(user!.role), all: Object.values(PERMISSIONS) }),
  }),
  defineEndpoint({
    method: 'GET',
    path: 'loginCustom/verifyCode',
    summary: 'Image captcha (SVG body, binary answer); its id comes in the X-Captcha-Id header and is needed by gateway/sendMobile.',
    input: empty,
    access: { kind: 'public' },
    binary: true,
    handler: async ({ db }) => {
      const { id, svg } = await issueCaptcha(db);
      return new Response(svg, {
        status: 200,
        headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'no-store', 'x-captcha-id': id },
      });
    },
  }),
  defineEndpoint({
    method: 'GET',
    path: 'loginCustom/verifySSOToken',
    summary: 'Verifies an SSO JWT (jwtStr: HS256, exp, iss, aud) and answers {token, data} for the user named by its subject.',
    input: ssoSchema,
    access: { kind: 'public' },
    handler: ({ db, input, request }) => verifySsoToken(db, input.jwtStr, request),
  }),
];
