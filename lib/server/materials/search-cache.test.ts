import type { SharedAnswers } from '@/lib/server/cache/types';
import { cachedAnswer, clearSearchCache } from './search-cache';

/** An in-memory shared level (what Redis holds), with the data version every instance reads. */
function sharedStore(initial = 'g1') {
  const stored = new Map<string, string>();
  let generation = initial;
  let down = false;
  const store: SharedAnswers & { setGeneration(g: string): void; down(d: boolean): void; stored: Map<string, string> } = {
    stored,
    generation: () => generation,
    setGeneration: (g) => void (generation = g),
    down: (d) => void (down = d),
    async get<T>(key: string, g: string) {
      if (down) return undefined;
      const json = stored.get(`${g}:${key}`);
      return json === undefined ? undefined : (JSON.parse(json) as T);
    },
    async put(key, g, value) {
      if (!down) stored.set(`${g}:${key}`, JSON.stringify(value));
    },
  };
  return store;
}

/** Two instances: two databases' process caches (each instance has its own memory), one shared level. */
function counting() {
  let computed = 0;
  return { compute: async () => ({ list: [{ id: 1 }], computed: ++computed }), count: () => computed };
}

describe('cachedAnswer (the process cache, then the shared level)', () => {
  it('computes an answer on one instance and answers it from the shared level on the other', async () => {
    const shared = sharedStore();
    const [a, b] = [{}, {}];
    const { compute, count } = counting();
    const first = await cachedAnswer(a, shared, 'k', compute);
    await new Promise((r) => setImmediate(r));
    expect(await cachedAnswer(b, shared, 'k', compute)).toEqual(first);
    expect(count()).toBe(1);
    // Then from B's own process cache, even with the shared level gone.
    shared.down(true);
    expect(await cachedAnswer(b, shared, 'k', compute)).toEqual(first);
    expect(count()).toBe(1);
  });

  it('computes again everywhere once the data version changes, without any flush', async () => {
    const shared = sharedStore();
    const [a, b] = [{}, {}];
    const { compute, count } = counting();
    await cachedAnswer(a, shared, 'k', compute);
    await cachedAnswer(b, shared, 'k', compute);
    expect(count()).toBe(1);
    shared.setGeneration('g2');
    // A's process cache holds the g1 answer: it misses too.
    expect(await cachedAnswer(a, shared, 'k', compute)).toMatchObject({ computed: 2 });
    expect(await cachedAnswer(b, shared, 'k', compute)).toMatchObject({ computed: 2 });
    expect(count()).toBe(2);
    expect([...shared.stored.keys()].sort()).toEqual(['g1:k', 'g2:k']);
  });

  it('still answers while the shared level is down, by computing', async () => {
    const shared = sharedStore();
    shared.down(true);
    const { compute, count } = counting();
    expect(await cachedAnswer({}, shared, 'k', compute)).toMatchObject({ computed: 1 });
    expect(await cachedAnswer({}, shared, 'k', compute)).toMatchObject({ computed: 2 });
    expect(count()).toBe(2);
  });

  it('shares nothing before the server has read the data version', async () => {
    const shared = sharedStore('0');
    const { compute } = counting();
    await cachedAnswer({}, shared, 'k', compute);
    expect(shared.stored.size).toBe(0);
  });

  it('without a shared level keeps answers per process, cleared by an import', async () => {
    const db = {};
    const { compute, count } = counting();
    await cachedAnswer(db, null, 'k', compute);
    await cachedAnswer(db, undefined, 'k', compute);
    expect(count()).toBe(1);
    clearSearchCache(db);
    await cachedAnswer(db, null, 'k', compute);
    expect(count()).toBe(2);
  });

  it('stores nothing when the computation fails (an unknown record answers 404 every time)', async () => {
    const shared = sharedStore();
    await expect(cachedAnswer({}, shared, 'k', async () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    expect(shared.stored.size).toBe(0);
  });
});
