import 'server-only';
import { UPLOAD_COUNT_LIMITS } from '@/lib/files/kinds';
import type { RateLimiter } from '@/lib/server/ratelimit/types';
import { refusal } from './content';

/**
 * Counts one upload of a user against `UPLOAD_COUNT_LIMITS` in the services' rate limiter (Redis when
 * REDIS_URL is set, so the count holds across instances) before a byte of the body is read. Every
 * attempt counts, a refused one too. Over a limit: 429 `Files.tooManyUploads` naming the limit and the
 * wait, with Retry-After (issue 45 item 9).
 */
export async function countUpload(limiter: RateLimiter, userId: number): Promise<void> {
  let refused: { max: number; windowSeconds: number; retryAfter: number } | null = null;
  for (const rule of UPLOAD_COUNT_LIMITS) {
    const hit = await limiter.hit(`files:uploads:${rule.windowSeconds}:u:${userId}`, rule.max, rule.windowSeconds);
    if (!hit.allowed && (!refused || hit.retryAfter > refused.retryAfter)) refused = { ...rule, retryAfter: hit.retryAfter };
  }
  if (!refused) return;
  const seconds = Math.max(1, refused.retryAfter);
  throw Object.assign(refusal('Files.tooManyUploads', 429, { max: refused.max, minutes: refused.windowSeconds / 60, seconds }), { headers: { 'retry-after': String(seconds) } });
}
