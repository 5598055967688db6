import 'server-only';
import { asc } from 'drizzle-orm';
import { authCalls } from '@/lib/auth/contract';
import { defineEndpoint, PUBLIC } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { userLevels } from '@/lib/server/db/schema';
import { limitExistenceCheck, mobileExists, registerUser, resetPassword, sendMobileCode, userNameExists } from './gateway';
import { checkSmsCode } from './sms-codes';

/** gateway/*: SMS codes, existence checks, registration, password reset, user levels. */
export const gatewayEndpoints = [
  defineEndpoint(authCalls.sendMobile, {
    summary: 'Sends a 6-digit SMS code for one purpose (register, login, reset, bind, change, security) after the image captcha.',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.signIn,
    handler: ({ db, input, user, request, locale, services }) => sendMobileCode(db, input, user, request, locale, services),
  }),
  defineEndpoint(authCalls.verifySmsCode, {
    summary: 'Checks an SMS code for a phone and purpose without spending it (a wrong try counts).',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.signIn,
    handler: async ({ db, input, request }) => {
      await checkSmsCode(db, { ...input, consume: false, now: request.at });
      return { valid: true };
    },
  }),
  defineEndpoint(authCalls.verifyMobileIsExist, {
    summary: 'Whether a mobile number is registered (rate-limited per IP).',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.signIn,
    handler: async ({ db, input, request, services }) => {
      await limitExistenceCheck(request, services);
      return { exist: await mobileExists(db, input.mobile) };
    },
  }),
  defineEndpoint(authCalls.verifyUserNameIsExist, {
    summary: 'Whether a login name is taken (rate-limited per IP).',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.signIn,
    handler: async ({ db, input, request, services }) => {
      await limitExistenceCheck(request, services);
      return { exist: await userNameExists(db, input.userName) };
    },
  }),
  defineEndpoint(authCalls.saveUserInfo, {
    summary: 'Registers an individual or company account with a register SMS code and the three agreements; answers the session.',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.signIn,
    handler: ({ db, input, request }) => registerUser(db, input, request),
  }),
  defineEndpoint(authCalls.forgetPassword, {
    summary: 'Sets a new password with a reset SMS code and revokes every session of the account.',
    access: PUBLIC,
    rateLimit: RATE_LIMITS.signIn,
    handler: async ({ db, input }) => {
      await resetPassword(db, input);
      return null;
    },
  }),
  defineEndpoint(authCalls.listUserLevels, {
    summary: 'User levels with their names in the caller language.',
    access: PUBLIC,
    handler: async ({ db, locale }) => {
      const rows = await db.select().from(userLevels).orderBy(asc(userLevels.level));
      return rows.map((r) => ({
        level: r.level,
        name: locale === 'zh' ? r.nameZh : r.nameEn,
        description: (locale === 'zh' ? r.descriptionZh : r.descriptionEn) ?? '',
      }));
    },
  }),
];
