import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { redisForwarder } from '@/tests/helpers/redis-forwarder';
import { redisAnswers } from '@/tests/helpers/redis-probe';
import { RedisRateLimiter } from './redis';

/**
 * The policy while Redis is down (docs/SECURITY.md, "Where limits live"), on the machine's Redis reached through a
 * forwarder this file stops and starts: rate-limiter-flexible's insuranceLimiter (the instance's memory) takes over,
 * every limit still holds, the outage and its end are logged once each, and the counts go back to Redis by themselves.
 */
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/8';

describe.runIf(await redisAnswers(REDIS_URL))('the insurance limiter while Redis is unreachable', () => {
  const forwarder = redisForwarder(new URL(REDIS_URL));
  const direct = new Redis(REDIS_URL, { lazyConnect: true });
  const keys: string[] = [];
  let lines: { level: string; event: string; fields: Record<string, unknown> }[];
  let limiter: RedisRateLimiter;
  let now: number;

  const key = () => {
    const k = `rl-insurance:${crypto.randomUUID()}`;
    keys.push(`atsteel:rl:${k}`);
    return k;
  };
  const inRedis = async (k: string) => Number((await direct.get(`atsteel:rl:${k}`)) ?? 0);
  /** ioredis reconnects by itself (attempts at most 2 s apart); the limiter is back once a call is answered by Redis. */
  const backInRedis = () =>
    vi.waitFor(
      async () => {
        await limiter.peek('probe');
        expect(limiter.degraded).toBe(false);
      },
      { timeout: 10_000, interval: 50 },
    );

  beforeAll(async () => {
    await direct.connect();
  });
  beforeEach(async () => {
    await forwarder.start();
    lines = [];
    now = Date.now();
    limiter = new RedisRateLimiter(forwarder.url(), () => now, {
      log: (level, event, fields) => lines.push({ level, event, fields }),
      commandTimeoutMs: 300,
    });
  });
  afterEach(async () => {
    forwarder.release();
    await limiter.close();
    await forwarder.stop();
  });
  afterAll(async () => {
    if (keys.length) await direct.del(...keys);
    direct.disconnect();
  });

  it('counts in Redis while it answers, and logs nothing', async () => {
    const k = key();
    expect(await limiter.hit(k, 2, 60)).toMatchObject({ allowed: true, count: 1 });
    expect(await inRedis(k)).toBe(1);
    expect(limiter.degraded).toBe(false);
    expect(lines).toEqual([]);
  });

  it('takes over when Redis goes away: every limit still enforced in memory, the outage logged once', async () => {
    const k = key();
    await limiter.hit(k, 2, 60);
    await forwarder.stop();
    expect(await limiter.hit(k, 2, 60)).toMatchObject({ allowed: true, count: 1 });
    expect(await limiter.hit(k, 2, 60)).toMatchObject({ allowed: true, count: 2 });
    expect(await limiter.hit(k, 2, 60)).toMatchObject({ allowed: false, count: 3, retryAfter: 60 });
    expect(await limiter.peek(k)).toBe(3);
    expect(limiter.degraded).toBe(true);
    expect(await inRedis(k)).toBe(1);
    expect(lines).toEqual([{ level: 'warn', event: 'rate_limiter_unavailable', fields: expect.objectContaining({ store: 'redis', policy: 'per-instance limits in memory', error: expect.any(String) }) }]);
  });

  it("ends the insurance's windows on the services clock", async () => {
    const k = key();
    await forwarder.stop();
    await limiter.hit(k, 1, 60);
    expect(await limiter.hit(k, 1, 60)).toMatchObject({ allowed: false });
    now += 60_000;
    expect(await limiter.hit(k, 1, 60)).toMatchObject({ allowed: true, count: 1 });
  });

  it('fails over at once after one timeout when Redis hangs with the connection open', async () => {
    const k = key();
    await limiter.hit(k, 5, 60);
    forwarder.hold();
    const first = Date.now();
    expect(await limiter.hit(k, 5, 60)).toMatchObject({ allowed: true, count: 1 });
    expect(Date.now() - first).toBeGreaterThanOrEqual(250);
    const next = Date.now();
    expect(await limiter.hit(k, 5, 60)).toMatchObject({ count: 2 });
    expect(Date.now() - next).toBeLessThan(100);
    expect(lines.map((l) => l.event)).toEqual(['rate_limiter_unavailable']);
    forwarder.release();
    await backInRedis();
    // The timed-out INCRBY may still have reached Redis once the connection drained, as with a real hang.
    const back = await limiter.hit(k, 5, 60);
    expect(back.count).toBeGreaterThanOrEqual(2);
    expect(await inRedis(k)).toBe(back.count);
  });

  it('goes back to Redis once it answers, logs that once, and does not carry the counts made in memory', async () => {
    const k = key();
    await limiter.hit(k, 5, 60);
    await forwarder.stop();
    await limiter.hit(k, 5, 60);
    await limiter.hit(k, 5, 60);
    await forwarder.start();
    await backInRedis();
    expect(await limiter.hit(k, 5, 60)).toMatchObject({ allowed: true, count: 2 });
    expect(await inRedis(k)).toBe(2);
    expect(lines.map((l) => l.event)).toEqual(['rate_limiter_unavailable', 'rate_limiter_restored']);
    expect(lines[1]).toMatchObject({ level: 'info', fields: { store: 'redis', downForS: expect.any(Number) } });
  });

  it('forgets a key in memory and in Redis on reset, and does not fail while Redis is down', async () => {
    const k = key();
    await limiter.hit(k, 5, 60);
    await forwarder.stop();
    await limiter.hit(k, 5, 60);
    await expect(limiter.reset(k)).resolves.toBeUndefined();
    expect(await limiter.peek(k)).toBe(0);
    await limiter.hit(k, 5, 60);
    await forwarder.start();
    await backInRedis();
    await limiter.reset(k);
    expect(await inRedis(k)).toBe(0);
    // The count made in memory during the outage is gone too: a later outage starts from zero.
    await forwarder.stop();
    expect(await limiter.hit(k, 5, 60)).toMatchObject({ count: 1 });
  });
});
