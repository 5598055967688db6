import net from 'node:net';
import { redisRateLimiter } from './redis';

/**
 * The Redis limiter fails fast when Redis cannot be reached, so the fallback (fallback.ts) counts in memory at once
 * instead of every call waiting: refused connections, and a Redis that accepts connections but never answers
 * (without a command timeout each call would wait for ever).
 */
describe('the Redis rate limiter when Redis cannot be reached', () => {
  const quiet = { log: () => undefined };

  it('counts in memory at once when the connection is refused', async () => {
    const limiter = redisRateLimiter('redis://127.0.0.1:1/0', Date.now, quiet);
    expect(await limiter.hit('k', 1, 60)).toMatchObject({ allowed: true, count: 1 });
    expect(await limiter.hit('k', 1, 60)).toMatchObject({ allowed: false, count: 2 });
    expect(limiter.degraded).toBe(true);
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
    });
  });
});
