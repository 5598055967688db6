import 'server-only';
import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import { badRequest, tooMany } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import type { SmsPurpose } from '@/lib/auth/contract';
import { verificationCodes } from '@/lib/server/db/schema';
import type { RateLimiter, SmsProvider } from '@/lib/server/ports';
import { AUTH_LIMITS, type LimitStep } from './limits';
import { saltedHash, sameDigest } from './password';

/** Counts one hit on each window in order and stops at the first that is over its limit. */
export async function enforceLimits(limiter: RateLimiter, prefix: string, steps: readonly LimitStep[]): Promise<void> {
  for (const step of steps) {
    const result = await limiter.hit(`${prefix}:${step.key}`, step.limit, step.window);
    if (!result.allowed) throw tooMany(step.message, { seconds: result.retryAfter, minutes: Math.ceil(result.retryAfter / 60) });
  }
}

/**
 * Issues a 6-digit code from the CSPRNG for one phone and one purpose (issue 3, item 6):
 * at most 1 a minute, 5 an hour and 10 a day per phone and a per-IP cap across phones.
 * Earlier unused codes of the same phone and purpose die; only a salted hash is stored.
 */
export async function issueSmsCode(
  db: Db,
  params: { mobile: string; purpose: SmsPurpose; ip: string; locale: Locale; now: Date },
  with_: { limiter: RateLimiter; sms: SmsProvider },
): Promise<void> {
  await enforceLimits(with_.limiter, `sms:ip:${params.ip}`, AUTH_LIMITS.smsPerIp);
  await enforceLimits(with_.limiter, `sms:phone:${params.mobile}`, AUTH_LIMITS.smsPerPhone);
  const code = String(crypto.randomInt(0, 10 ** AUTH_LIMITS.smsCodeDigits)).padStart(AUTH_LIMITS.smsCodeDigits, '0');
  const salt = crypto.randomBytes(12).toString('base64url');
  const now = params.now;
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.mobile, params.mobile), eq(verificationCodes.purpose, params.purpose), isNull(verificationCodes.consumedAt)));
  await db.insert(verificationCodes).values({
    mobile: params.mobile,
    purpose: params.purpose,
    codeHash: saltedHash(code, salt),
    salt,
    expiresAt: new Date(now.getTime() + AUTH_LIMITS.smsCodeValidSeconds * 1000),
    ip: params.ip.slice(0, 64),
  });
  await with_.sms.send({
    mobile: params.mobile,
    code,
    purpose: params.purpose,
    locale: params.locale,
    validMinutes: AUTH_LIMITS.smsCodeValidSeconds / 60,
  });
}

/**
 * Checks a code against the newest live code of that phone and purpose. A wrong code counts
 * a try; the fifth wrong try kills the code. `consume` spends a right code (one use).
 */
export async function checkSmsCode(db: Db, params: { mobile: string; purpose: SmsPurpose; code: string; consume: boolean; now?: Date }): Promise<void> {
  const now = params.now ?? new Date();
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.mobile, params.mobile),
        eq(verificationCodes.purpose, params.purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!row) throw badRequest('Auth.codeExpired');
  if (row.attempts >= AUTH_LIMITS.smsCodeMaxAttempts) throw tooMany('Auth.codeTooManyTries');
  if (!sameDigest(row.codeHash, saltedHash(params.code, row.salt))) {
    const [after] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id))
      .returning({ attempts: verificationCodes.attempts });
    if (after.attempts >= AUTH_LIMITS.smsCodeMaxAttempts) throw tooMany('Auth.codeTooManyTries');
    throw badRequest('Auth.codeWrong');
  }
  if (params.consume) {
    const spent = await db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    // Two requests racing with the same code: only one spends it.
    if (!spent.length) throw badRequest('Auth.codeExpired');
  }
}
