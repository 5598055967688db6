import 'server-only';
import type { Redis } from 'ioredis';
import { logger } from '@/lib/server/log';
import { FallbackRateLimiter, type FallbackOptions } from './fallback';
import { MemoryRateLimiter } from './memory';
import type { HitResult, RateLimiter } from './types';

const PREFIX = 'atsteel:rl:';

export interface RedisLimiterOptions {
  /** How long opening a connection may take before the command fails (ms). */
  connectTimeoutMs?: number;
  /** How long one command may take before it fails (ms): a Redis that accepts connections but does not answer. */
  commandTimeoutMs?: number;
}

/**
 * Fixed windows in Redis (INCRBY + PEXPIRE in one MULTI), shared by every app instance. A command fails fast when
 * Redis cannot be reached (refused or reconnecting: at once; silent: after `commandTimeoutMs`) instead of waiting in
 * ioredis's queue, so the caller (FallbackRateLimiter) can count in memory at once; ioredis keeps reconnecting by itself.
 */
export class RedisRateLimiter implements RateLimiter {
  private client: Promise<Redis> | undefined;

  constructor(
    private readonly url: string,
    private readonly options: RedisLimiterOptions = {},
  ) {}

  private async redis(): Promise<Redis> {
    this.client ??= import('ioredis').then(({ Redis: Client }) => {
      const client = new Client(this.url, {
        // A command queued while the connection is lost fails at the first failed reconnect, not after several.
        maxRetriesPerRequest: 0,
        // Generous enough that a busy instance (its event loop held for a second by a large render) does not take its
        // own late reading of an answer for an outage; a hung Redis costs one call this long every RETRY_SHARED_MS.
        connectTimeout: this.options.connectTimeoutMs ?? 3000,
        commandTimeout: this.options.commandTimeoutMs ?? 2000,
      });
      // An outage reaches the caller through its failed commands (logged once there); unheard, ioredis would print
      // every reconnect attempt's error.
      client.on('error', () => undefined);
      return client;
    });
    const redis = await this.client;
    // Between reconnect attempts (up to 2 s apart) a command would wait in the offline queue for the next one: fail now.
    if (redis.status === 'reconnecting' || redis.status === 'close' || redis.status === 'end') throw new Error(`Redis is unreachable (${redis.status})`);
    return redis;
  }

  async hit(key: string, limit: number, windowSeconds: number, cost = 1): Promise<HitResult> {
    const redis = await this.redis();
    const k = PREFIX + key;
    const result = await redis.multi().incrby(k, cost).pexpire(k, windowSeconds * 1000, 'NX').pttl(k).exec();
    // exec answers [error, value] per command: a failed INCRBY is an outage, not a count of 0.
    const failed = result?.find(([error]) => error)?.[0];
    if (!result || failed) throw failed ?? new Error('Redis answered no result');
    const count = Number(result[0]?.[1] ?? 0);
    const ttl = Number(result[2]?.[1] ?? windowSeconds * 1000);
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

  /** Closes the connection (tests; the server's lives as long as the process). */
  async close(): Promise<void> {
    if (this.client) (await this.client).disconnect();
  }
}

/**
 * The limiter of an instance with REDIS_URL (lib/server/services.ts): Redis, and while Redis cannot be reached the
 * instance's own memory (FallbackRateLimiter: the policy, docs/SECURITY.md), logged through the server's logger.
 */
export function redisRateLimiter(url: string, windowNow: () => number, options: RedisLimiterOptions & Omit<FallbackOptions, 'store'> = {}): FallbackRateLimiter {
  return new FallbackRateLimiter(new RedisRateLimiter(url, options), new MemoryRateLimiter(windowNow), {
    store: 'redis',
    log: (level, event, fields) => logger.write(level, event, fields),
    ...options,
  });
}
