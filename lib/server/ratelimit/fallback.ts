import type { HitResult, RateLimiter } from './types';

/** What the limiter reports when its shared store goes away and comes back (the server's logger in production). */
export type RateLimiterLog = (level: 'info' | 'warn', event: 'rate_limiter_unavailable' | 'rate_limiter_restored', fields: Record<string, unknown>) => void;

export interface FallbackOptions {
  /** How long to use the fallback alone after the shared store failed before trying it again (ms). */
  retryMs?: number;
  now?: () => number;
  log?: RateLimiterLog;
  /** The store's name in the log lines (`redis`). */
  store?: string;
}

/** After a failure, the shared store is tried again at most this often: a hung store costs one caller a timeout, not every caller. */
export const RETRY_SHARED_MS = 2000;

/**
 * The policy when the shared rate-limit store (Redis) cannot be reached (docs/SECURITY.md, "Where limits live"):
 * every limit goes on being enforced, by this instance alone, in process memory — never a 500 and never a call let
 * through uncounted. So during an outage a limit holds per instance (at most N times the limit across N instances)
 * instead of across the cluster. The outage is logged once (`rate_limiter_unavailable`, warn) and its end once
 * (`rate_limiter_restored`, info); the store is tried again every `retryMs` and used again from its first answer.
 * Counts made in memory during the outage are not carried over to the store.
 */
export class FallbackRateLimiter implements RateLimiter {
  private downSince: number | null = null;
  private retryAt = 0;
  private readonly retryMs: number;
  private readonly now: () => number;
  private readonly log: RateLimiterLog;
  private readonly store: string;

  constructor(
    private readonly shared: RateLimiter,
    private readonly local: RateLimiter,
    options: FallbackOptions = {},
  ) {
    this.retryMs = options.retryMs ?? RETRY_SHARED_MS;
    this.now = options.now ?? Date.now;
    this.log = options.log ?? (() => undefined);
    this.store = options.store ?? 'shared';
  }

  /** True while the shared store is being replaced by process memory. */
  get degraded(): boolean {
    return this.downSince !== null;
  }

  hit(key: string, limit: number, windowSeconds: number, cost?: number): Promise<HitResult> {
    return this.run((limiter) => limiter.hit(key, limit, windowSeconds, cost));
  }

  peek(key: string): Promise<number> {
    return this.run((limiter) => limiter.peek(key));
  }

  async reset(key: string): Promise<void> {
    // A count made in memory during an outage must not outlive a reset made after it.
    await this.local.reset(key);
    await this.run((limiter) => (limiter === this.local ? Promise.resolve() : limiter.reset(key)));
  }

  private async run<T>(operation: (limiter: RateLimiter) => Promise<T>): Promise<T> {
    if (this.downSince !== null && this.now() < this.retryAt) return operation(this.local);
    let result: T;
    try {
      result = await operation(this.shared);
    } catch (error) {
      const now = this.now();
      this.retryAt = now + this.retryMs;
      if (this.downSince === null) {
        this.downSince = now;
        this.log('warn', 'rate_limiter_unavailable', { store: this.store, policy: 'per-instance limits in memory', error: error instanceof Error ? error.message : String(error) });
      }
      return operation(this.local);
    }
    if (this.downSince !== null) {
      this.log('info', 'rate_limiter_restored', { store: this.store, downForS: Math.round((this.now() - this.downSince) / 1000) });
      this.downSince = null;
    }
    return result;
  }
}
