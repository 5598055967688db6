import { redisAnswers as probeRedis } from '../helpers/redis-probe';
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import type { MockInstance } from 'vitest';
import { authSeedStep, DEMO_PASSWORD } from '@/lib/server/auth/seed';
import { paymentsSeedStep } from '@/lib/server/payments/catalogue';
import { redisRateLimiter } from '@/lib/server/ratelimit/redis';
import { callApi } from '../helpers/api';
import { redisForwarder } from '../helpers/redis-forwarder';
import { rebuildTestServices, testClock } from '../helpers/services';
import { authTestDatabase } from './auth-helpers';
import { buyVip } from './payments-helpers';

/**
 * Issue 45, item 11: a Redis outage never turns a rate-limited call into a 500. The limiter then counts in the
 * instance's memory (docs/SECURITY.md, "Where limits live"), so every limit still holds, and it goes back to
 * Redis by itself once Redis answers again. Runs on PGlite and, with DATABASE_URL, on PostgreSQL; the recovery
 * test needs the machine's Redis (127.0.0.1:6379, or REDIS_TEST_URL) and reaches it through a forwarder it can
 * stop, so the shared Redis itself is never touched.
 */
authTestDatabase([authSeedStep, paymentsSeedStep]);
const now = () => testClock().now().getTime();
const login = (userName: string, password: string) => callApi('POST', 'loginCustom/login', { body: { userName, password }, lang: 'en' });
const captcha = () => callApi('GET', 'loginCustom/verifyCode');

/** Nothing listens on port 1: ioredis's real "connection refused", on any machine. */
const CLOSED = 'redis://127.0.0.1:1/0';

describe('rate-limited calls while Redis cannot be reached', () => {
  let warn: MockInstance<(...args: unknown[]) => void>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    rebuildTestServices({ rateLimiter: redisRateLimiter(CLOSED, now) });
  });
  afterEach(() => warn.mockRestore());

  it('answers the captcha, sign-in and an order, not 500', async () => {
    expect((await captcha()).status).toBe(200);
    const signedIn = await login('demo_expert', DEMO_PASSWORD);
    expect(signedIn).toMatchObject({ status: 200, body: { code: 0 } });
    const order = await buyVip(signedIn.body.data.token, 'monthly', {}, { 'idempotency-key': crypto.randomUUID() });
    expect(order).toMatchObject({ status: 200, body: { code: 0 } });
    // The outage is logged once, not once per call.
    const lines = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('rate_limiter_unavailable'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'warn', event: 'rate_limiter_unavailable', store: 'redis' });
  });

  it('still enforces each limit, per instance in memory: the 61st captcha of a minute is refused with 429', async () => {
    for (let i = 0; i < 60; i++) expect((await captcha()).status).toBe(200);
    const refused = await captcha();
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('still throttles an account after 5 failed sign-ins', async () => {
    for (let i = 0; i < 5; i++) expect((await login('demo_lab', 'bad-pass99')).status).toBe(400);
    const blocked = await login('demo_lab', DEMO_PASSWORD);
    expect(blocked).toMatchObject({ status: 429, body: { code: -1 } });
    expect(blocked.body.msg).toContain('Too many failed sign-ins');
  });
});

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/8';
const redisAnswers = await probeRedis(REDIS_URL);

describe.runIf(redisAnswers)('a Redis outage that ends', () => {
  const forwarder = redisForwarder(new URL(REDIS_URL));
  const direct = new Redis(REDIS_URL, { lazyConnect: true });
  let limiter: ReturnType<typeof redisRateLimiter>;
  let warn: MockInstance<(...args: unknown[]) => void>;
  let info: MockInstance<(...args: unknown[]) => void>;

  beforeAll(async () => {
    await forwarder.start();
    await direct.connect();
  });
  afterAll(async () => {
    await forwarder.stop();
    direct.disconnect();
  });
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    info = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    limiter = redisRateLimiter(forwarder.url(), now);
    rebuildTestServices({ rateLimiter: limiter });
  });
  afterEach(() => {
    warn.mockRestore();
    info.mockRestore();
  });

  it('counts in Redis, in memory while Redis is gone (no 500), and in Redis again once it is back', async () => {
    const key = `outage-test:${crypto.randomUUID()}`;
    const inRedis = async () => Number((await direct.get(`atsteel:rl:${key}`)) ?? 0);
    expect(await limiter.hit(key, 100, 60)).toMatchObject({ allowed: true, count: 1 });
    expect(await inRedis()).toBe(1);
    expect((await captcha()).status).toBe(200);

    await forwarder.stop();
    expect((await captcha()).status).toBe(200);
    expect(await limiter.hit(key, 100, 60)).toMatchObject({ allowed: true, count: 1 });
    expect(limiter.degraded).toBe(true);
    expect(await inRedis()).toBe(1);

    await forwarder.start();
    // ioredis reconnects by itself (its attempts are at most 2 s apart); until it has, the insurance answers.
    await vi.waitFor(async () => {
      await limiter.peek(key);
      expect(limiter.degraded).toBe(false);
    }, { timeout: 10_000, interval: 100 });
    expect(await limiter.hit(key, 100, 60)).toMatchObject({ allowed: true, count: 2 });
    expect(await inRedis()).toBe(2);
    expect((await captcha()).status).toBe(200);
    const events = [...warn.mock.calls, ...info.mock.calls].map(([line]) => String(line)).filter((line) => line.includes('rate_limiter_'));
    expect(events.map((line) => JSON.parse(line).event)).toEqual(['rate_limiter_unavailable', 'rate_limiter_restored']);
    await direct.del(`atsteel:rl:${key}`);
  });
});
