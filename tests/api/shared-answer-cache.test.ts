import { redisAnswers as probeRedis } from '../helpers/redis-probe';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { MockInstance } from 'vitest';
import type { MaterialDetail, MaterialSearchResult } from '@/lib/materials/contract';
import { RedisSharedAnswers } from '@/lib/server/cache/redis-answers';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { createSession } from '@/lib/server/auth/session';
import { materialFavorites, materials, users } from '@/lib/server/db/schema';
import { importMaterials } from '@/lib/server/materials/importer';
import { clearSearchCache } from '@/lib/server/materials/search-cache';
import { callApi } from '../helpers/api';
import { createTestDatabase } from '../helpers/db';
import { rebuildTestServices } from '../helpers/services';

/**
 * Issue 45, item 15: with REDIS_URL the answers that are the same for everyone are shared by the instances under the
 * data version. Two "instances" here are two services objects, each with its own shared-cache client, on one
 * database; the second one's process cache is emptied (clearSearchCache) as a second process's would be. The
 * machine's Redis (database 9, or REDIS_TEST_URL) with a key prefix of this run; skipped where no Redis answers.
 */
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/9';
const reachable = await probeRedis(REDIS_URL);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await importMaterials(handle.db, ['compiled_steel_grades']);
}, 180_000);
afterAll(async () => {
  await handle.close();
});

const search = (body: unknown) => callApi<MaterialSearchResult>('POST', 'steelName/steelSearch', { body, lang: 'en' });
const detail = (id: number, token?: string) => callApi<MaterialDetail>('GET', 'steelName/steelDetail', { query: { id }, lang: 'en', token });

describe.runIf(reachable)('the shared answer cache across two instances', () => {
  const prefix = `atsteel:test-answers:${crypto.randomUUID()}:`;
  const direct = new Redis(REDIS_URL, { lazyConnect: true });
  const clients: RedisSharedAnswers[] = [];
  let generation = 'v1';
  const instance = (options: { maxBytes?: number } = {}) => {
    const store = new RedisSharedAnswers(REDIS_URL, { generation: () => generation, prefix, log: () => undefined, ...options });
    clients.push(store);
    return store;
  };
  /** Makes `store` the answering instance's shared level, with an empty process cache (another process). */
  const on = async (store: RedisSharedAnswers) => {
    rebuildTestServices({ sharedAnswers: store });
    clearSearchCache(handle.db);
    // Wait for the connection: the look-ups of a store still connecting are quiet misses.
    for (let i = 0; i < 100 && !store.ready; i++) {
      await store.get('probe', generation);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  const stored = async () => (await direct.keys(`${prefix}${generation}:*`)).length;
  /** The shared level stores without being waited for: wait until the count of keys stops changing. */
  const settled = async () => {
    for (let before = -1, i = 0; i < 50; i++) {
      const now = await stored();
      if (now === before) return now;
      before = now;
      await new Promise((r) => setTimeout(r, 20));
    }
    return stored();
  };

  beforeAll(() => direct.connect());
  afterAll(async () => {
    const keys = await direct.keys(`${prefix}*`);
    if (keys.length) await direct.del(...keys);
    direct.disconnect();
    await Promise.all(clients.map((c) => c.close()));
    rebuildTestServices({ sharedAnswers: null });
  });

  it('answers on instance B the search computed on instance A, until the data version changes', async () => {
    await on(instance());
    const first = await search({ keyword: 'Q355B', pageSize: 5 });
    expect(first.body.code).toBe(0);
    const row = first.body.data!.list.find((r) => r.grade === 'Q355B')!;
    expect(await settled()).toBeGreaterThan(0);

    // A change behind the cache's back (no import, so no new version): B answers what A computed, from Redis.
    await handle.db.update(materials).set({ grade: 'Q355B-changed' }).where(eq(materials.id, row.id));
    await on(instance());
    const onB = await search({ keyword: 'Q355B', pageSize: 5 });
    expect(onB.body.data).toEqual(first.body.data);

    // A new data version (an import anywhere announces one): every instance computes again, without a flush.
    generation = 'v2';
    clearSearchCache(handle.db);
    const after = await search({ keyword: 'Q355B', pageSize: 5 });
    expect(after.body.data!.list.map((r) => r.grade)).toContain('Q355B-changed');
    await handle.db.update(materials).set({ grade: 'Q355B' }).where(eq(materials.id, row.id));
  });

  it('shares a material detail per viewer level and adds the favourite flag per user, unshared', async () => {
    generation = 'v3';
    await on(instance());
    const found = await search({ keyword: 'Q235B', pageSize: 1 });
    const id = found.body.data!.list[0].id;
    const onA = await detail(id);
    expect(onA.body.code).toBe(0);
    await settled();
    const before = await stored();
    await on(instance());
    const onB = await detail(id);
    expect(onB.body.data).toEqual(onA.body.data);
    expect(onB.body.data!.isFavorite).toBe(false);
    // B found the detail in Redis: it stored nothing new.
    expect(await settled()).toBe(before);
    // A signed-in member of another level gets the detail of that level; the favourite flag is theirs, never shared.
    const [user] = await handle.db.insert(users).values({ userName: 'shared-cache-reader', mobile: '13800000045' }).returning();
    await handle.db.insert(materialFavorites).values({ userId: user.id, materialId: id });
    const { token } = await createSession(handle.db, user.id);
    const member = await detail(id, token);
    expect(member.body.data!.isFavorite).toBe(true);
    expect((await detail(id)).body.data!.isFavorite).toBe(false);
  });

  it('does not store an answer larger than the size bound, and still answers it', async () => {
    generation = 'v4';
    const small = instance({ maxBytes: 1024 });
    await on(small);
    const answer = await search({ keyword: 'Q', pageSize: 50 });
    expect(answer.body.code).toBe(0);
    expect(JSON.stringify(answer.body.data).length).toBeGreaterThan(1024);
    await settled();
    expect(await stored()).toBe(0);
    expect(small.oversized).toBeGreaterThan(0);
  });
});

describe('searches while the shared cache cannot be reached', () => {
  let warn: MockInstance<(...args: unknown[]) => void>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    rebuildTestServices({ sharedAnswers: null });
  });

  it('answers every search (computed), as without Redis, and logs the outage once', async () => {
    rebuildTestServices({ sharedAnswers: null });
    clearSearchCache(handle.db);
    const expected = await search({ keyword: 'Q345', pageSize: 5 });
    const down = new RedisSharedAnswers('redis://127.0.0.1:1/0', { generation: () => 'v1', connectTimeoutMs: 100 });
    await new Promise((r) => setTimeout(r, 150));
    rebuildTestServices({ sharedAnswers: down });
    for (const body of [{ keyword: 'Q345', pageSize: 5 }, { keyword: 'Q235', pageSize: 5 }, { keyword: 'Q345', pageSize: 5, page: 2 }]) {
      clearSearchCache(handle.db);
      const started = Date.now();
      const answer = await search(body);
      expect(answer.status).toBe(200);
      expect(answer.body.code).toBe(0);
      expect(Date.now() - started).toBeLessThan(5000);
      if (body.keyword === 'Q345' && !('page' in body)) expect(answer.body.data).toEqual(expected.body.data);
    }
    const lines = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('answer_cache_unavailable'));
    expect(lines).toHaveLength(1);
    await down.close();
  });
});
