import 'server-only';

export type { RateLimiter, HitResult } from './types';
export { MemoryRateLimiter } from './memory';
export { RedisRateLimiter, redisRateLimiter } from './redis';
