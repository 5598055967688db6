import 'server-only';
import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import { logger } from '@/lib/server/log';
import type { SharedAnswers } from './types';

export const ANSWER_PREFIX = 'atsteel:answers:';

/** What the shared cache reports when Redis goes away and comes back (the server's logger in production). */
export type AnswerCacheLog = (level: 'info' | 'warn', event: 'answer_cache_unavailable' | 'answer_cache_restored', fields: Record<string, unknown>) => void;

export interface RedisAnswersOptions {
  /** The data version answers are keyed by (the services' dataGeneration). */
  generation: () => string;
  /** How long a stored answer lives (s); a new data version makes it unreachable before that. */
  ttlSeconds?: number;
  /** Answers whose JSON is larger than this (bytes) are not stored. */
  maxBytes?: number;
  /** How long a look-up may take before the caller computes the answer itself (ms). */
  timeoutMs?: number;
  /** After a failure, how long Redis is left alone before it is asked again (ms). */
  retryMs?: number;
  /** How long opening the connection may take (ms). */
  connectTimeoutMs?: number;
  /** The key prefix (tests use one of their own). */
  prefix?: string;
  now?: () => number;
  log?: AnswerCacheLog;
}

export const ANSWER_DEFAULTS = { ttlSeconds: 600, maxBytes: 262_144, timeoutMs: 50, retryMs: 2000 } as const;
/**
 * A look-up slower than its timeout is answered by computing; only late answers for this long with no timely one in
 * between are an outage. Measured under the throughput load on this busy 2-core machine (docs/PERFORMANCE.md): a
 * healthy Redis answered late now and then, several concurrent look-ups at once. Taken for outages (one late answer, or
 * three in a row), they logged an outage and its end every few seconds and left Redis unused for 2 s each time.
 */
export const SLOW_FOR_MS_BEFORE_OUTAGE = 1000;

class SlowAnswer extends Error {}

/**
 * Resolves with the promise's value, or with undefined once `ms` have passed (and a settled promise was given the
 * chance to be read: after a timer fires, the poll phase of the same turn of the event loop still reads a reply that
 * arrived while the loop was busy, so a render that held the loop is not taken for a slow Redis).
 */
function within<T>(promise: Promise<T>, ms: number): Promise<{ value: T } | 'timeout'> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => setImmediate(() => !settled && ((settled = true), resolve('timeout'))), ms);
    promise.then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ value });
      },
      (error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A stored answer, or undefined when it is not JSON (not ours): a miss, not an outage. */
function parsed<T>(json: string): T | undefined {
  try {
    return JSON.parse(json) as T;
  } catch {
    return undefined;
  }
}

/**
 * The shared answer cache in Redis (GET / SET PX of the answer's JSON under `atsteel:answers:<version>:<sha256 of the
 * key>`). The policy while Redis cannot be reached or is slow follows the rate limiter's (lib/server/ratelimit/redis.ts):
 * never an error and never a wait beyond `timeoutMs`: the caller computes the answer as if nothing were shared. A refused
 * or lost connection is an outage at once, late answers once they have lasted SLOW_FOR_MS_BEFORE_OUTAGE; the outage is logged once (`answer_cache_unavailable`, warn) and its end once (`answer_cache_restored`, info); Redis is
 * asked again after `retryMs`, and used again from its first answer. ioredis keeps reconnecting by itself.
 */
export class RedisSharedAnswers implements SharedAnswers {
  private client: Promise<Redis> | undefined;
  private connection: Redis | undefined;
  private firstReady: Promise<unknown> | undefined;
  private readonly createdAt: number;
  private downSince: number | null = null;
  private retryAt = 0;
  private slowSince: number | null = null;
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly timeoutMs: number;
  private readonly retryMs: number;
  private readonly prefix: string;
  private readonly now: () => number;
  private readonly log: AnswerCacheLog;
  /** Answers not stored for their size since the start (docs/PERFORMANCE.md). */
  oversized = 0;

  constructor(
    private readonly url: string,
    private readonly options: RedisAnswersOptions,
  ) {
    this.ttlMs = (options.ttlSeconds ?? ANSWER_DEFAULTS.ttlSeconds) * 1000;
    this.maxBytes = options.maxBytes ?? ANSWER_DEFAULTS.maxBytes;
    this.timeoutMs = options.timeoutMs ?? ANSWER_DEFAULTS.timeoutMs;
    this.retryMs = options.retryMs ?? ANSWER_DEFAULTS.retryMs;
    this.prefix = options.prefix ?? ANSWER_PREFIX;
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((level, event, fields) => logger.write(level, event, fields));
    this.createdAt = this.now();
  }

  generation(): string {
    return this.options.generation();
  }

  /** True once the connection is open and ready for commands. */
  get ready(): boolean {
    return this.connection?.status === 'ready';
  }

  /** True while Redis is left alone after a failure. */
  get degraded(): boolean {
    return this.downSince !== null;
  }

  private redisKey(key: string, generation: string): string {
    return `${this.prefix}${generation}:${crypto.createHash('sha256').update(key).digest('base64url')}`;
  }

  /** The connected client, or undefined while the first connection is still being made (a quiet miss, not an outage). */
  private async redis(): Promise<Redis | undefined> {
    this.client ??= import('ioredis').then(({ Redis: Client }) => {
      const client = new Client(this.url, {
        // As the rate limiter's client: a command never waits in ioredis's queue for a reconnect.
        maxRetriesPerRequest: 0,
        connectTimeout: this.options.connectTimeoutMs ?? 3000,
        // A backstop only: the look-up gives up after timeoutMs itself (within), this ends the command in ioredis.
        commandTimeout: Math.max(1000, this.timeoutMs * 4),
      });
      // An outage reaches the caller through failed commands (logged once); unheard, ioredis would print every reconnect.
      client.on('error', () => undefined);
      this.connection = client;
      return client;
    });
    const redis = await this.client;
    if (redis.status === 'ready') return redis;
    // Connecting for the first time since the start: the first look-up waits for it up to its timeout (an instance's
    // first answers are then shared too), later ones miss quietly; an outage only once it takes longer than a connect may.
    if ((redis.status === 'connecting' || redis.status === 'connect' || redis.status === 'wait') && this.downSince === null && this.now() - this.createdAt < (this.options.connectTimeoutMs ?? 3000)) {
      this.firstReady ??= new Promise((resolve) => redis.once('ready', resolve));
      const ready = await within(this.firstReady, this.timeoutMs);
      return ready === 'timeout' ? undefined : redis;
    }
    throw new Error(`Redis is unreachable (${redis.status})`);
  }

  private usable(): boolean {
    return this.downSince === null || this.now() >= this.retryAt;
  }

  private failed(error: unknown): void {
    const now = this.now();
    if (error instanceof SlowAnswer && this.downSince === null) {
      this.slowSince ??= now;
      if (now - this.slowSince < SLOW_FOR_MS_BEFORE_OUTAGE) return;
    }
    this.slowSince = null;
    this.retryAt = now + this.retryMs;
    if (this.downSince !== null) return;
    this.downSince = now;
    this.log('warn', 'answer_cache_unavailable', { store: 'redis', policy: 'answers computed per instance', error: error instanceof Error ? error.message : String(error) });
  }

  private answered(): void {
    this.slowSince = null;
    if (this.downSince === null) return;
    this.log('info', 'answer_cache_restored', { store: 'redis', downForS: Math.round((this.now() - this.downSince) / 1000) });
    this.downSince = null;
  }

  async get<T>(key: string, generation: string): Promise<T | undefined> {
    if (!this.usable()) return undefined;
    try {
      const redis = await this.redis();
      if (!redis) return undefined;
      const answer = await within(redis.get(this.redisKey(key, generation)), this.timeoutMs);
      if (answer === 'timeout') throw new SlowAnswer(`Redis did not answer within ${this.timeoutMs} ms`);
      this.answered();
      if (answer.value === null) return undefined;
      return parsed<T>(answer.value);
    } catch (error) {
      this.failed(error);
      return undefined;
    }
  }

  async put(key: string, generation: string, value: unknown): Promise<void> {
    if (!this.usable()) return;
    let json: string;
    try {
      json = JSON.stringify(value);
    } catch {
      return;
    }
    if (json === undefined) return;
    if (Buffer.byteLength(json) > this.maxBytes) {
      this.oversized += 1;
      return;
    }
    try {
      const redis = await this.redis();
      if (!redis) return;
      const stored = await within(redis.set(this.redisKey(key, generation), json, 'PX', this.ttlMs), this.timeoutMs);
      if (stored === 'timeout') throw new SlowAnswer(`Redis did not answer within ${this.timeoutMs} ms`);
      this.answered();
    } catch (error) {
      this.failed(error);
    }
  }

  /** Closes the connection (tests; the server's lives as long as the process). */
  async close(): Promise<void> {
    if (this.client) (await this.client).disconnect();
  }
}
