import type { HitResult, RateLimiter } from './types';

interface Window {
  count: number;
  endsAt: number;
}

/** In-process fixed windows; the default when no REDIS_URL is configured. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowSeconds: number, cost = 1): Promise<HitResult> {
    const now = this.now();
    this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.endsAt <= now) {
      w = { count: 0, endsAt: now + windowSeconds * 1000 };
      this.windows.set(key, w);
    }
    w.count += cost;
    return { allowed: w.count <= limit, count: w.count, retryAfter: Math.ceil((w.endsAt - now) / 1000) };
  }

  async peek(key: string): Promise<number> {
    const w = this.windows.get(key);
    return w && w.endsAt > this.now() ? w.count : 0;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  /** Drops ended windows now and then so the map does not grow without bound. */
  private sweep(now: number) {
    if (this.windows.size < 10000) return;
    for (const [key, w] of this.windows) if (w.endsAt <= now) this.windows.delete(key);
  }
}
