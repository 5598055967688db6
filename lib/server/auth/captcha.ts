import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { getEnv } from '@/lib/env';
import type { Db } from '@/lib/server/db/client';
import { captchas } from '@/lib/server/db/schema';
import type { SmsProvider } from '@/lib/server/ports';
import { AUTH_LIMITS } from './limits';
import { hashToken } from './session';
import { saltedHash, sameDigest } from './password';
import { renderCaptchaSvg } from './captcha-svg';

export const CAPTCHA_LENGTH = 4;

/**
 * Issues an image captcha (answer of verifyCode): 4 random digits drawn as jittered strokes in
 * an SVG (no text nodes), bound to a random id. Only hashes of the id and answer are stored.
 */
export async function issueCaptcha(db: Db, sms: SmsProvider, now = new Date()): Promise<{ id: string; svg: string }> {
  const id = crypto.randomBytes(18).toString('base64url');
  let answer = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) answer += String(crypto.randomInt(0, 10));
  const idHash = hashToken(id);
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db.insert(captchas).values({
    idHash,
    answerHash: saltedHash(answer, idHash),
    expiresAt: new Date(now.getTime() + AUTH_LIMITS.captchaValidSeconds * 1000),
  });
  // Outbox mode (development, tests): the answer is written beside the SMS outbox.
  if (sms.name === 'outbox') await writeCaptchaOutbox(id, answer);
  return { id, svg: renderCaptchaSvg(answer) };
}

/** Checks and spends a captcha: each captcha answers one attempt, right or wrong. */
export async function consumeCaptcha(db: Db, id: string, answer: string, now = new Date()): Promise<boolean> {
  if (!id || !answer) return false;
  const idHash = hashToken(id);
  const spent = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.idHash, idHash), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  if (!spent.length) return false;
  return sameDigest(spent[0].answerHash, saltedHash(answer.trim(), idHash));
}

/**
 * Development aid of the outbox mode only: the answer is written next to the SMS outbox so the
 * e2e suite can solve it (the SMS code itself is readable there anyway). Never in aliyun mode.
 */
async function writeCaptchaOutbox(id: string, answer: string) {
  const file = path.join(path.resolve(getEnv().DATA_DIR), 'outbox', 'captcha.jsonl');
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.appendFile(file, `${JSON.stringify({ at: new Date().toISOString(), id, answer })}\n`, 'utf8');
}
