import { MemoryRateLimiter } from './memory';

describe('MemoryRateLimiter', () => {
  it('allows hits up to the limit and refuses the next one within the window', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    expect((await limiter.hit('k', 2, 60)).allowed).toBe(true);
    expect((await limiter.hit('k', 2, 60)).allowed).toBe(true);
    const third = await limiter.hit('k', 2, 60);
    expect(third).toMatchObject({ allowed: false, count: 3 });
    expect(third.retryAfter).toBe(60);
    now += 60_000;
    expect((await limiter.hit('k', 2, 60)).allowed).toBe(true);
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
});
