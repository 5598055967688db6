export interface HitResult {
  /** False when this hit went over the limit (the hit is still counted). */
  allowed: boolean;
  count: number;
  /** Seconds until the window ends. */
  retryAfter: number;
}

/** Fixed-window counters keyed by a string such as `sms:phone:13800000000`. */
export interface RateLimiter {
  /**
   * Counts one hit (or `cost` units: an upload counts its bytes) and tells whether the count is
   * still within `limit` for the window.
   */
  hit(key: string, limit: number, windowSeconds: number, cost?: number): Promise<HitResult>;
  /** The current count of a key without adding to it. */
  peek(key: string): Promise<number>;
  /** Forgets a key (a successful login clears its failure counter). */
  reset(key: string): Promise<void>;
}
