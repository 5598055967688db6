import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import type { HitResult, RateLimiter } from './types';

/**
 * The library limiters' own maximum, which no count reaches: our limits come with each hit (a preset's rule, an auth
 * step, a byte budget), so the library counts and ends the windows and `toHitResult` compares the count with the limit.
 * One library limiter per store then holds every key, which `peek` and `reset` need (they know the key alone).
 */
export const UNBOUNDED_POINTS = Number.MAX_SAFE_INTEGER;

/** Clock moves shorter than this are ignored: two readings of the machine's time a millisecond apart are no move. */
const CLOCK_MOVE_MS = 1000;

/** Options the library hands on untouched; the window of a hit is its `customDuration` (used when the key is new). */
export type CallOptions = { customDuration?: number };

/**
 * rate-limiter-flexible's in-memory counters (fixed windows, ended by the library's timers), following the services'
 * clock (docs/SECURITY.md, "The test clock"): the library reads the machine's time, so when the services' clock has
 * moved ahead of it (TEST_CLOCK, the tests' movable clock) every window is moved as far towards its end, through the
 * library's own dump and restore. It also notes which calls it answered, so that as the insurance of the Redis limiter
 * (redis.ts) it tells when it took over.
 */
export class ClockedMemoryLimiter extends RateLimiterMemory {
  private readonly answered = new WeakSet<object>();
  private ahead: number;

  constructor(private readonly now?: () => number) {
    super({ points: UNBOUNDED_POINTS, duration: 60 });
    this.ahead = this.clockAhead();
  }

  /** True when this limiter answered the call made with these options. */
  answeredCall(options: object): boolean {
    return this.answered.has(options);
  }

  override consume(key: string | number, points?: number, options: CallOptions = {}): Promise<RateLimiterRes> {
    this.beforeCall(options);
    return super.consume(key, points, options);
  }

  override get(key: string | number, options: CallOptions = {}): Promise<RateLimiterRes | null> {
    this.beforeCall(options);
    return super.get(key);
  }

  override delete(key: string | number, options: CallOptions = {}): Promise<boolean> {
    this.beforeCall(options);
    return super.delete(key);
  }

  private clockAhead(): number {
    if (!this.now) return 0;
    const machine = Date.now();
    return this.now() - machine;
  }

  private beforeCall(options: object) {
    this.answered.add(options);
    this.followClock();
  }

  private followClock() {
    const ahead = this.clockAhead();
    const moved = ahead - this.ahead;
    if (moved < CLOCK_MOVE_MS) {
      // A clock that falls behind the machine's (a test's frozen clock) moves nothing; forget that, so its next jump
      // counts whole. Small moves forward add up until they count.
      this.ahead = Math.min(this.ahead, ahead);
      return;
    }
    this.ahead = ahead;
    const { storage } = this.dump();
    for (const record of storage) void super.delete(record.key);
    // restore() leaves out the records whose window has now ended.
    this.restore({ version: 1, storage: storage.map((r) => ({ ...r, expiresAt: r.expiresAt === null ? null : r.expiresAt - moved })) });
  }
}

/** The interface's answer from the library's: allowed while the count is within the limit. */
export function toHitResult(res: RateLimiterRes, limit: number): HitResult {
  return { allowed: res.consumedPoints <= limit, count: res.consumedPoints, retryAfter: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
}

/** The count of a key the library answered for, 0 when it has none or its window has ended. */
export function liveCount(res: RateLimiterRes | null): number {
  if (!res) return 0;
  // -1: a key without an end (never written here); otherwise what is left of its window.
  return res.msBeforeNext > 0 || res.msBeforeNext === -1 ? res.consumedPoints : 0;
}

/**
 * Fixed windows in process memory (rate-limiter-flexible's RateLimiterMemory); the default when no REDIS_URL is
 * configured, and the insurance of the Redis limiter. `now` is the services' clock (see ClockedMemoryLimiter).
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly limiter: ClockedMemoryLimiter;

  constructor(now?: () => number) {
    this.limiter = new ClockedMemoryLimiter(now);
  }

  async hit(key: string, limit: number, windowSeconds: number, cost = 1): Promise<HitResult> {
    return toHitResult(await this.limiter.consume(key, cost, { customDuration: windowSeconds }), limit);
  }

  async peek(key: string): Promise<number> {
    return liveCount(await this.limiter.get(key));
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
