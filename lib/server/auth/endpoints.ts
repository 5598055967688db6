import 'server-only';
import { authCalls } from '@/lib/auth/contract';
import { defineEndpoint, PUBLIC, USER } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { permissionsForRole, PERMISSIONS } from '@/lib/session/permissions';
import { issueCaptcha } from './captcha';
import { loginWithMobile, loginWithPassword } from './login';
import { revokeSession } from './session';
import { buildSessionData } from './session-data';
import { verifySsoToken } from './sso';

/** loginCustom/*: sign-in, the session check, logout, permissions, captcha and SSO (spec section 7). */
export const loginEndpoints = [
  defineEndpoint(authCalls.login, {
    summary: 'Password login by login name or mobile; answers the session (token, permission, userInfo, extendUserInfo, listSysMenuUser).',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.signIn,
    signIn: true,
    handler: ({ db, input, request, services }) => loginWithPassword(db, input, request, services.rateLimiter(), services.memory),
  }),
  defineEndpoint(authCalls.loginByMobile, {
    summary: 'SMS code login (purpose login) of a registered mobile number; answers the session.',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.signIn,
    signIn: true,
    handler: ({ db, input, request }) => loginWithMobile(db, input, request, false),
  }),
  defineEndpoint(authCalls.loginByMobileAndRegis, {
    summary: 'SMS code login that registers an unknown mobile number as an individual account first.',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.signIn,
    signIn: true,
    handler: ({ db, input, request }) => loginWithMobile(db, input, request, true),
  }),
  defineEndpoint(authCalls.checkLogin, {
    summary: 'The session of the bearer token: token, permission, userInfo {userName, userType}, extendUserInfo, listSysMenuUser.',
    access: USER,
    rateLimit: RATE_LIMITS.read,
    handler: ({ db, user, request }) => buildSessionData(db, user!.id, request.token!),
  }),
  defineEndpoint(authCalls.logout, {
    summary: 'Revokes the bearer token at once; answers success also when the token was already invalid.',
    access: PUBLIC,
    handler: async ({ db, user }) => {
      if (user) await revokeSession(db, user.sessionId);
      return null;
    },
  }),
  defineEndpoint(authCalls.getRolePermission, {
    summary: "The caller's role and its permission codes, read from the database.",
    access: USER,
    handler: async ({ user }) => ({ role: user!.role, permission: permissionsForRole(user!.role), all: Object.values(PERMISSIONS) }),
  }),
  defineEndpoint(authCalls.verifyCode, {
    summary: 'Image captcha (SVG body, binary answer); its id comes in the X-Captcha-Id header and is needed by gateway/sendMobile.',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.signInAid,
    binary: true,
    handler: async ({ db, services, request }) => {
      const { id, svg } = await issueCaptcha(db, services.sms(), request.at);
      return new Response(svg, {
        status: 200,
        headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'no-store', 'x-captcha-id': id },
      });
    },
  }),
  defineEndpoint(authCalls.verifySsoToken, {
    summary: 'Verifies an SSO JWT (jwtStr: HS256, exp, iss, aud) and answers {token, data} for the user named by its subject.',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.signIn,
    signIn: true,
    handler: ({ db, input, request }) => verifySsoToken(db, input.jwtStr, request),
  }),
];
