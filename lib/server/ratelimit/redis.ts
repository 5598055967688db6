import 'server-only';
import type { Redis } from 'ioredis';
import type { HitResult, RateLimiter } from './types';

const PREFIX = 'atsteel:rl:';

/** Fixed windows in Redis (INCRBY + PEXPIRE in one MULTI), shared by every app instance. */
export class RedisRateLimiter implements RateLimiter {
  private client: Promise<Redis> | undefined;

  constructor(private readonly url: string) {}

  private redis(): Promise<Redis> {
    this.client ??= import('ioredis').then(({ Redis: Client }) => new Client(this.url, { maxRetriesPerRequest: 2, lazyConnect: false }));
    return this.client;
  }

  async hit(key: string, limit: number, windowSeconds: number, cost = 1): Promise<HitResult> {
    const redis = await this.redis();
    const k = PREFIX + key;
    const result = await redis.multi().incrby(k, cost).pexpire(k, windowSeconds * 1000, 'NX').pttl(k).exec();
    const count = Number(result?.[0]?.[1] ?? 0);
    const ttl = Number(result?.[2]?.[1] ?? windowSeconds * 1000);
    return { allowed: count <= limit, count, retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
  }

  async peek(key: string): Promise<number> {
    const redis = await this.redis();
    return Number((await redis.get(PREFIX + key)) ?? 0);
  }

  async reset(key: string): Promise<void> {
    const redis = await this.redis();
    await redis.del(PREFIX + key);
  }
}
