import 'server-only';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { logger } from '@/lib/server/log';
import { ClockedMemoryLimiter, liveCount, toHitResult, UNBOUNDED_POINTS, type CallOptions } from './memory';
import type { HitResult, RateLimiter } from './types';

/** Keys are `atsteel:rl:<key>` (the library joins its prefix and the key with a colon), as before the library. */
const KEY_PREFIX = 'atsteel:rl';

/** What the limiter reports when Redis goes away and comes back (the server's logger in production). */
export type RateLimiterLog = (level: 'info' | 'warn', event: 'rate_limiter_unavailable' | 'rate_limiter_restored', fields: Record<string, unknown>) => void;

export interface RedisLimiterOptions {
  /** How long opening a connection may take before it fails (ms). */
  connectTimeoutMs?: number;
  /** How long one command may take before it fails (ms): a Redis that accepts connections but does not answer. */
  commandTimeoutMs?: number;
  log?: RateLimiterLog;
}

interface Connection {
  client: Redis;
  limiter: RateLimiterRedis;
}

/**
 * Fixed windows in Redis, shared by every app instance: rate-limiter-flexible's RateLimiterRedis (one Lua script:
 * SET NX with the window, INCRBY, PTTL) over ioredis. While Redis cannot be reached its insuranceLimiter, this
 * instance's memory (ClockedMemoryLimiter), answers instead — the policy of docs/SECURITY.md, "Where limits live":
 * every limit still enforced, per instance; never a 500, never a call let through uncounted.
 *
 * Calls fail over at once rather than wait: the library refuses a call while ioredis is not `ready`
 * (`rejectIfRedisNotReady`), ioredis keeps no offline queue, and a command that times out on a connection ioredis
 * still thinks is ready drops that connection, so the next calls fail over at once until ioredis has reconnected
 * and Redis has answered its ready check (ioredis retries by itself, at most 2 s apart).
 */
export class RedisRateLimiter implements RateLimiter {
  private connection: Promise<Connection> | undefined;
  private readonly insurance: ClockedMemoryLimiter;
  private readonly log: RateLimiterLog;
  private downSince: number | null = null;
  private lastError: string | undefined;

  constructor(
    private readonly url: string,
    windowNow?: () => number,
    private readonly options: RedisLimiterOptions = {},
  ) {
    this.insurance = new ClockedMemoryLimiter(windowNow);
    this.log = options.log ?? (() => undefined);
  }

  /** True while this instance's memory stands in for Redis. */
  get degraded(): boolean {
    return this.downSince !== null;
  }

  async hit(key: string, limit: number, windowSeconds: number, cost = 1): Promise<HitResult> {
    const options: CallOptions = { customDuration: windowSeconds };
    const res = await this.call(options, (limiter) => limiter.consume(key, cost, options));
    return toHitResult(res, limit);
  }

  async peek(key: string): Promise<number> {
    const options: CallOptions = {};
    return liveCount(await this.call(options, (limiter) => limiter.get(key, options)));
  }

  async reset(key: string): Promise<void> {
    const options: CallOptions = {};
    await this.call(options, (limiter) => limiter.delete(key, options));
    // A count made in memory during an outage must not outlive a reset made after it.
    if (!this.insurance.answeredCall(options)) await this.insurance.delete(key);
  }

  /** Closes the connection (tests; the server's lives as long as the process). */
  async close(): Promise<void> {
    if (this.connection) (await this.connection).client.disconnect();
  }

  private async call<T>(options: CallOptions, operation: (limiter: RateLimiterRedis) => Promise<T>): Promise<T> {
    const { client, limiter } = await this.connect();
    let result: T;
    try {
      result = await operation(limiter);
    } catch (error) {
      // Over a limit is an answer: with our unbounded points the library never rejects with one, but stay honest.
      if (error instanceof RateLimiterRes) return error as T;
      throw error;
    }
    if (this.insurance.answeredCall(options)) {
      // A command that failed on a connection ioredis still holds as ready (Redis hung, a half-open socket): drop it,
      // so the following calls fail over at once until ioredis reconnects and Redis answers its ready check.
      if (client.status === 'ready') client.disconnect(true);
      if (this.downSince === null) {
        this.downSince = Date.now();
        this.log('warn', 'rate_limiter_unavailable', { store: 'redis', policy: 'per-instance limits in memory', error: this.lastError ?? `Redis is ${client.status}` });
      }
    } else if (this.downSince !== null) {
      this.log('info', 'rate_limiter_restored', { store: 'redis', downForS: Math.round((Date.now() - this.downSince) / 1000) });
      this.downSince = null;
      this.lastError = undefined;
    }
    return result;
  }

  private connect(): Promise<Connection> {
    this.connection ??= import('ioredis').then(async ({ Redis: Client }) => {
      const client = new Client(this.url, {
        // A command never waits for a connection: it fails, and the insurance answers.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        // Generous enough that a busy instance (its event loop held for a second by a large render) does not take its
        // own late reading of an answer for an outage.
        connectTimeout: this.options.connectTimeoutMs ?? 3000,
        commandTimeout: this.options.commandTimeoutMs ?? 2000,
      });
      // An outage reaches the limiter as the insurance answering (logged once there); unheard, ioredis would print
      // every reconnect attempt's error.
      client.on('error', (error: Error) => (this.lastError = error.message));
      // The first call waits for the first connection (or its failure) instead of failing over while it opens.
      await new Promise<void>((resolve) => {
        client.once('ready', () => resolve());
        client.once('error', () => resolve());
        client.once('end', () => resolve());
      });
      const limiter = new RateLimiterRedis({
        storeClient: client,
        keyPrefix: KEY_PREFIX,
        points: UNBOUNDED_POINTS,
        duration: 60,
        rejectIfRedisNotReady: true,
        insuranceLimiter: this.insurance,
      });
      return { client, limiter };
    });
    return this.connection;
  }
}

/**
 * The limiter of an instance with REDIS_URL (lib/server/services.ts): Redis, insured by the instance's memory on the
 * services' clock, its outages logged through the server's logger.
 */
export function redisRateLimiter(url: string, windowNow: () => number, options: RedisLimiterOptions = {}): RedisRateLimiter {
  return new RedisRateLimiter(url, windowNow, { log: (level, event, fields) => logger.write(level, event, fields), ...options });
}
