import { redisAnswers as probeRedis } from '@/tests/helpers/redis-probe';
import crypto from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { RedisSharedAnswers, SLOW_FOR_MS_BEFORE_OUTAGE, type AnswerCacheLog } from './redis-answers';

/**
 * The shared answer cache against the machine's Redis (127.0.0.1:6379 database 9, or REDIS_TEST_URL; a key prefix of
 * this run's own, so nothing else's keys are read or left behind), and against a Redis that refuses or never answers.
 */
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/9';
const reachable = await probeRedis(REDIS_URL);

type Line = { level: string; event: string; fields: Record<string, unknown> };
const recorder = () => {
  const lines: Line[] = [];
  const log: AnswerCacheLog = (level, event, fields) => lines.push({ level, event, fields });
  return { lines, log };
};

/** Waits until the store has connected (the first look-ups while it connects are quiet misses). */
async function connected(store: RedisSharedAnswers): Promise<void> {
  for (let i = 0; i < 100; i++) {
    await store.put('probe', 'g', 1);
    if ((await store.get('probe', 'g')) === 1) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the store never connected');
}

describe.runIf(reachable)('the shared answer cache in Redis', () => {
  const prefix = `atsteel:test-answers:${crypto.randomUUID()}:`;
  const direct = new Redis(REDIS_URL, { lazyConnect: true });
  const stores: RedisSharedAnswers[] = [];
  const instance = (options: Partial<ConstructorParameters<typeof RedisSharedAnswers>[1]> = {}) => {
    const store = new RedisSharedAnswers(REDIS_URL, { generation: () => 'g1', prefix, log: () => undefined, ...options });
    stores.push(store);
    return store;
  };

  beforeAll(() => direct.connect());
  afterAll(async () => {
    const keys = await direct.keys(`${prefix}*`);
    if (keys.length) await direct.del(...keys);
    direct.disconnect();
    await Promise.all(stores.map((s) => s.close()));
  });

  it('answers on one instance what another stored (two stores on one Redis), from its very first look-up', async () => {
    const a = instance();
    await connected(a);
    const answer = { list: [{ id: 1, grade: 'Q355B', elements: { C: '≤0.20' } }], total: 1, notice: null };
    await a.put('["steel","zh",{"keyword":"Q355B"}]', 'g1', answer);
    // B has not connected yet: its first look-up waits for the connection (up to its timeout) instead of missing.
    const b = instance({ timeoutMs: 500 });
    expect(await b.get('["steel","zh",{"keyword":"Q355B"}]', 'g1')).toEqual(answer);
    expect(await b.get('["steel","zh",{"keyword":"Q235"}]', 'g1')).toBeUndefined();
  });

  it('keys answers by the data version: another version misses, and the key expires after the TTL', async () => {
    const a = instance({ ttlSeconds: 30 });
    await connected(a);
    await a.put('conditions:steel:en', 'g1', { total: 3 });
    expect(await a.get('conditions:steel:en', 'g1')).toEqual({ total: 3 });
    expect(await a.get('conditions:steel:en', 'g2')).toBeUndefined();
    const [key] = await direct.keys(`${prefix}g1:*`).then((keys) => Promise.all(keys.map(async (k) => ({ k, ttl: await direct.pttl(k) })))).then((all) => all.filter((e) => e.ttl > 0 && e.ttl <= 30_000));
    expect(key).toBeDefined();
  });

  it('does not store an answer larger than the size bound', async () => {
    const a = instance({ maxBytes: 1024 });
    await connected(a);
    const huge = { list: Array.from({ length: 100 }, (_, id) => ({ id, grade: `G${id}`, text: 'x'.repeat(50) })) };
    await a.put('huge', 'g1', huge);
    expect(a.oversized).toBe(1);
    expect(await a.get('huge', 'g1')).toBeUndefined();
    await a.put('small', 'g1', { id: 1 });
    expect(await a.get('small', 'g1')).toEqual({ id: 1 });
  });
});

describe('the shared answer cache when Redis cannot be reached', () => {
  it('misses at once when the connection is refused, logs the outage once and never throws', async () => {
    const { lines, log } = recorder();
    const store = new RedisSharedAnswers('redis://127.0.0.1:1/0', { generation: () => 'g1', log, connectTimeoutMs: 300 });
    // Past the first connect's grace the refused connection is an outage.
    await new Promise((r) => setTimeout(r, 400));
    const started = Date.now();
    for (let i = 0; i < 5; i++) {
      expect(await store.get('k', 'g1')).toBeUndefined();
      await expect(store.put('k', 'g1', { a: 1 })).resolves.toBeUndefined();
    }
    expect(Date.now() - started).toBeLessThan(200);
    expect(store.degraded).toBe(true);
    expect(lines).toEqual([{ level: 'warn', event: 'answer_cache_unavailable', fields: expect.objectContaining({ store: 'redis' }) }]);
    await store.close();
  });

  describe('a Redis that stops answering after the connection is made', () => {
    const sockets = new Set<net.Socket>();
    let answering = true;
    // Answers the connection's set-up (INFO for ioredis's ready check, OK to anything else, GET with nothing) until told to stop.
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('data', (data) => {
        if (!answering) return;
        // Each command is a RESP array whose first bulk string is its name.
        for (const [, name] of data.toString().matchAll(/\*\d+\r\n\$\d+\r\n([A-Za-z]+)\r\n/g)) {
          const info = 'redis_version:7.0.0\r\nloading:0\r\n';
          socket.write(/^info$/i.test(name) ? `$${info.length}\r\n${info}\r\n` : /^get$/i.test(name) ? '$-1\r\n' : '+OK\r\n');
        }
      });
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

    it('gives up on a look-up after its timeout, takes late answers lasting a second for an outage and then leaves Redis alone until the retry interval has passed', async () => {
      const { lines, log } = recorder();
      let now = 1_000_000;
      const store = new RedisSharedAnswers(`redis://127.0.0.1:${port}`, { generation: () => 'g1', log, timeoutMs: 30, retryMs: 2000, now: () => now });
      // The first look-up opens the connection; wait until it is ready.
      expect(await store.get('k', 'g1')).toBeUndefined();
      for (let i = 0; i < 100 && !store.ready; i++) await new Promise((r) => setTimeout(r, 10));
      expect(store.ready).toBe(true);
      answering = false;
      // Late answers are computed instead, not an outage, until they have lasted a second with no timely one.
      for (const [n, at] of [0, 400, 900].entries()) {
        now = 1_000_000 + at;
        const started = Date.now();
        expect(await store.get('k', 'g1')).toBeUndefined();
        expect(Date.now() - started).toBeGreaterThanOrEqual(25);
        expect(Date.now() - started).toBeLessThan(150);
        expect(store.degraded, `late answer ${n + 1}`).toBe(false);
      }
      now = 1_000_000 + SLOW_FOR_MS_BEFORE_OUTAGE;
      expect(await store.get('k', 'g1')).toBeUndefined();
      expect(store.degraded).toBe(true);
      const next = Date.now();
      expect(await store.get('k', 'g1')).toBeUndefined();
      expect(Date.now() - next).toBeLessThan(10);
      // Past the retry interval it is asked again (and is late again: still down): one log line for the one outage.
      now += 2000;
      const again = Date.now();
      expect(await store.get('k', 'g1')).toBeUndefined();
      expect(Date.now() - again).toBeGreaterThanOrEqual(25);
      expect(lines.map((l) => l.event)).toEqual(['answer_cache_unavailable']);
      await store.close();
    });
  });
});
