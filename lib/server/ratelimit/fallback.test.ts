import { FallbackRateLimiter, type RateLimiterLog } from './fallback';
import { MemoryRateLimiter } from './memory';
import type { RateLimiter } from './types';

/** A shared store that can be taken down: while down every command fails as a lost Redis would. */
function switchableStore(): RateLimiter & { down: boolean; calls: number } {
  const inner = new MemoryRateLimiter();
  const store = {
    down: false,
    calls: 0,
    async hit(key: string, limit: number, windowSeconds: number, cost?: number) {
      store.calls += 1;
      if (store.down) throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
      return inner.hit(key, limit, windowSeconds, cost);
    },
    async peek(key: string) {
      store.calls += 1;
      if (store.down) throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
      return inner.peek(key);
    },
    async reset(key: string) {
      store.calls += 1;
      if (store.down) throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
      return inner.reset(key);
    },
  };
  return store;
}

function setUp() {
  let now = 1_000_000;
  const lines: { level: string; event: string; fields: Record<string, unknown> }[] = [];
  const log: RateLimiterLog = (level, event, fields) => lines.push({ level, event, fields });
  const shared = switchableStore();
  const limiter = new FallbackRateLimiter(shared, new MemoryRateLimiter(() => now), { retryMs: 2000, now: () => now, log, store: 'redis' });
  return { limiter, shared, lines, advance: (ms: number) => (now += ms) };
}

describe('FallbackRateLimiter (the policy while Redis is down)', () => {
  it('counts in the shared store while it answers', async () => {
    const { limiter, shared, lines } = setUp();
    expect(await limiter.hit('k', 2, 60)).toMatchObject({ allowed: true, count: 1 });
    expect(await shared.peek('k')).toBe(1);
    expect(lines).toEqual([]);
  });

  it('keeps enforcing every limit in memory while the store fails, and logs the outage once', async () => {
    const { limiter, shared, lines } = setUp();
    shared.down = true;
    expect(await limiter.hit('k', 2, 60)).toMatchObject({ allowed: true, count: 1 });
    expect(await limiter.hit('k', 2, 60)).toMatchObject({ allowed: true, count: 2 });
    expect(await limiter.hit('k', 2, 60)).toMatchObject({ allowed: false, count: 3, retryAfter: 60 });
    expect(await limiter.peek('k')).toBe(3);
    expect(limiter.degraded).toBe(true);
    expect(lines).toEqual([{ level: 'warn', event: 'rate_limiter_unavailable', fields: expect.objectContaining({ store: 'redis', error: 'connect ECONNREFUSED 127.0.0.1:6379' }) }]);
  });

  it('asks a failed store again only after the retry interval, so a hung store does not slow every call', async () => {
    const { limiter, shared, advance } = setUp();
    shared.down = true;
    await limiter.hit('k', 5, 60);
    const after = shared.calls;
    await limiter.hit('k', 5, 60);
    await limiter.peek('k');
    expect(shared.calls).toBe(after);
    advance(2000);
    await limiter.hit('k', 5, 60);
    expect(shared.calls).toBe(after + 1);
  });

  it('goes back to the shared store from its first answer once it is back, and logs that once', async () => {
    const { limiter, shared, lines, advance } = setUp();
    shared.down = true;
    await limiter.hit('k', 5, 60);
    shared.down = false;
    // Within the retry interval the memory still counts.
    expect(await limiter.hit('k', 5, 60)).toMatchObject({ count: 2 });
    advance(5000);
    expect(await limiter.hit('k', 5, 60)).toMatchObject({ allowed: true, count: 1 });
    expect(await limiter.hit('k', 5, 60)).toMatchObject({ count: 2 });
    expect(await shared.peek('k')).toBe(2);
    expect(limiter.degraded).toBe(false);
    expect(lines.map((l) => l.event)).toEqual(['rate_limiter_unavailable', 'rate_limiter_restored']);
    expect(lines[1]).toMatchObject({ level: 'info', fields: { store: 'redis', downForS: 5 } });
  });

  it('forgets a key in memory and in the store on reset, and does not fail while the store is down', async () => {
    const { limiter, shared, advance } = setUp();
    shared.down = true;
    await limiter.hit('k', 5, 60);
    await expect(limiter.reset('k')).resolves.toBeUndefined();
    expect(await limiter.peek('k')).toBe(0);
    shared.down = false;
    await shared.hit('k', 5, 60);
    advance(2000);
    await limiter.reset('k');
    expect(await shared.peek('k')).toBe(0);
  });
});
