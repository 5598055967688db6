import crypto from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { redisAnswers } from '@/tests/helpers/redis-probe';
import { RedisRateLimiter, redisRateLimiter } from './redis';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/8';
const quiet = { log: () => undefined };

describe.runIf(await redisAnswers(REDIS_URL))("the Redis rate limiter on the machine's Redis", () => {
  const direct = new Redis(REDIS_URL, { lazyConnect: true });
  const limiter = new RedisRateLimiter(REDIS_URL, Date.now, quiet);
  const key = () => `rl-test:${crypto.randomUUID()}`;
  const written: string[] = [];
  const stored = (k: string) => (written.push(k), direct.get(`atsteel:rl:${k}`));

  beforeAll(() => direct.connect());
  afterAll(async () => {
    if (written.length) await direct.del(...written.map((k) => `atsteel:rl:${k}`));
    direct.disconnect();
    await limiter.close();
  });

  it('counts hits in Redis under atsteel:rl:<key> and refuses the one over the limit, with the window left', async () => {
    const k = key();
    expect(await limiter.hit(k, 2, 60)).toMatchObject({ allowed: true, count: 1, retryAfter: 60 });
    expect(await limiter.hit(k, 2, 60)).toMatchObject({ allowed: true, count: 2 });
    const third = await limiter.hit(k, 2, 60);
    expect(third).toMatchObject({ allowed: false, count: 3 });
    expect(third.retryAfter).toBeGreaterThanOrEqual(59);
    expect(third.retryAfter).toBeLessThanOrEqual(60);
    expect(await stored(k)).toBe('3');
    const ttl = await direct.pttl(`atsteel:rl:${k}`);
    expect(ttl).toBeGreaterThan(58_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(limiter.degraded).toBe(false);
  });

  it('counts a hit by its cost, reads a count without adding to it and forgets a key on reset', async () => {
    const k = key();
    expect(await limiter.hit(k, 100, 3600, 60)).toMatchObject({ allowed: true, count: 60 });
    expect(await limiter.hit(k, 100, 3600, 0)).toMatchObject({ allowed: true, count: 60 });
    expect(await limiter.hit(k, 100, 3600, 41)).toMatchObject({ allowed: false, count: 101 });
    expect(await limiter.peek(k)).toBe(101);
    expect(await limiter.peek(key())).toBe(0);
    await limiter.reset(k);
    expect(await limiter.peek(k)).toBe(0);
    expect(await stored(k)).toBeNull();
  });

  it('shares the counts between instances (two limiters on one Redis)', async () => {
    const k = key();
    const other = new RedisRateLimiter(REDIS_URL, Date.now, quiet);
    await limiter.hit(k, 2, 60);
    expect(await other.hit(k, 2, 60)).toMatchObject({ allowed: true, count: 2 });
    expect(await limiter.hit(k, 2, 60)).toMatchObject({ allowed: false, count: 3 });
    written.push(k);
    await other.close();
  });
});

/**
 * When Redis cannot be reached the library's insuranceLimiter (this instance's memory) answers at once instead of
 * every call waiting: refused connections, and a Redis that accepts connections but never answers (without a command
 * timeout each call would wait for ever).
 */
describe('the Redis rate limiter when Redis cannot be reached', () => {
  it('lets the insurance limiter count in memory at once when the connection is refused, and logs that once', async () => {
    const lines: string[] = [];
    const limiter = redisRateLimiter('redis://127.0.0.1:1/0', Date.now, { log: (_level, event, fields) => lines.push(`${event} ${String(fields.error)}`) });
    expect(await limiter.hit('k', 1, 60)).toMatchObject({ allowed: true, count: 1 });
    expect(await limiter.hit('k', 1, 60)).toMatchObject({ allowed: false, count: 2, retryAfter: 60 });
    expect(await limiter.peek('k')).toBe(2);
    expect(limiter.degraded).toBe(true);
    expect(lines).toEqual([expect.stringMatching(/^rate_limiter_unavailable .*ECONNREFUSED/)]);
    await limiter.close();
  });

  describe('a Redis that accepts connections and never answers', () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    let port = 0;
    beforeAll(async () => {
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      port = (silent.address() as net.AddressInfo).port;
    });
    afterAll(async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });

    it('gives up on a call after its timeouts and answers the next ones from memory without asking again', async () => {
      const limiter = redisRateLimiter(`redis://127.0.0.1:${port}/0`, Date.now, { ...quiet, connectTimeoutMs: 300, commandTimeoutMs: 300 });
      const started = Date.now();
      expect(await limiter.hit('k', 5, 60)).toMatchObject({ allowed: true, count: 1 });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(limiter.degraded).toBe(true);
      const next = Date.now();
      expect(await limiter.hit('k', 5, 60)).toMatchObject({ count: 2 });
      expect(Date.now() - next).toBeLessThan(200);
      await limiter.close();
    });
  });
});
