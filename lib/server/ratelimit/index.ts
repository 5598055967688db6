import 'server-only';

export type { RateLimiter, HitResult } from './types';
export { MemoryRateLimiter } from './memory';
export { FallbackRateLimiter } from './fallback';
export { RedisRateLimiter, redisRateLimiter } from './redis';
