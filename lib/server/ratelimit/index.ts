import 'server-only';
import { getEnv } from '@/lib/env';
import { MemoryRateLimiter } from './memory';
import { RedisRateLimiter } from './redis';
import type { RateLimiter } from './types';

export type { RateLimiter, HitResult } from './types';
export { MemoryRateLimiter } from './memory';

const globalForLimiter = globalThis as unknown as { __atsteelLimiter?: RateLimiter };

/**
 * The process-wide limiter: in memory by default, shared in Redis when REDIS_URL is set
 * (several app instances then count together).
 */
export function getRateLimiter(): RateLimiter {
  if (!globalForLimiter.__atsteelLimiter) {
    const url = getEnv().REDIS_URL;
    globalForLimiter.__atsteelLimiter = url ? new RedisRateLimiter(url) : new MemoryRateLimiter();
  }
  return globalForLimiter.__atsteelLimiter;
}

/** Tests install a fresh limiter. */
export function setRateLimiterForTests(limiter: RateLimiter | undefined): void {
  globalForLimiter.__atsteelLimiter = limiter;
}
