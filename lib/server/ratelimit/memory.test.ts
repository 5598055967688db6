import { MemoryRateLimiter } from './memory';

describe('MemoryRateLimiter', () => {
  it('allows hits up to the limit and refuses the next one within the window, until the services clock ends it', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    expect((await limiter.hit('k', 2, 60)).allowed).toBe(true);
    expect((await limiter.hit('k', 2, 60)).allowed).toBe(true);
    const third = await limiter.hit('k', 2, 60);
    expect(third).toMatchObject({ allowed: false, count: 3 });
    expect(third.retryAfter).toBe(60);
    now += 30_000;
    expect(await limiter.hit('k', 2, 60)).toMatchObject({ allowed: false, count: 4, retryAfter: 30 });
    now += 30_000;
    expect(await limiter.hit('k', 2, 60)).toMatchObject({ allowed: true, count: 1, retryAfter: 60 });
  });

  it('ends a window on the services clock for peek too, and keeps windows that have not ended', async () => {
    let now = 5_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    await limiter.hit('minute', 5, 60);
    await limiter.hit('day', 5, 86_400);
    now += 61_000;
    expect(await limiter.peek('minute')).toBe(0);
    expect(await limiter.peek('day')).toBe(1);
  });

  it('keeps keys apart and forgets a key on reset', async () => {
    const limiter = new MemoryRateLimiter();
    await limiter.hit('a', 1, 60);
    expect(await limiter.peek('a')).toBe(1);
    expect(await limiter.peek('b')).toBe(0);
    await limiter.reset('a');
    expect(await limiter.peek('a')).toBe(0);
  });

  it('counts a hit by its cost (bytes of an upload) and refuses once the sum is over the limit', async () => {
    const limiter = new MemoryRateLimiter();
    expect(await limiter.hit('bytes', 100, 3600, 60)).toMatchObject({ allowed: true, count: 60 });
    expect(await limiter.hit('bytes', 100, 3600, 40)).toMatchObject({ allowed: true, count: 100 });
    expect(await limiter.hit('bytes', 100, 3600, 0)).toMatchObject({ allowed: true, count: 100 });
    expect(await limiter.hit('bytes', 100, 3600, 1)).toMatchObject({ allowed: false, count: 101 });
  });

  describe("on the machine's time (no services clock)", () => {
    beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z') }));
    afterEach(() => vi.useRealTimers());

    it("ends the window when the library's own time reaches its end, and drops the key", async () => {
      const limiter = new MemoryRateLimiter();
      await limiter.hit('k', 1, 60);
      expect(await limiter.hit('k', 1, 60)).toMatchObject({ allowed: false, count: 2, retryAfter: 60 });
      vi.advanceTimersByTime(59_000);
      expect(await limiter.peek('k')).toBe(2);
      vi.advanceTimersByTime(1_000);
      expect(await limiter.peek('k')).toBe(0);
      expect(await limiter.hit('k', 1, 60)).toMatchObject({ allowed: true, count: 1 });
    });
  });
});
