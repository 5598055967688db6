import 'server-only';

/**
 * Search answers depend only on the imported data (which changes at import time), so they are
 * kept for a short while per process. importMaterials clears the cache.
 */
const MAX_ENTRIES = 500;
const TTL_MS = 60_000;

type Entries = Map<string, { at: number; value: unknown }>;
const holder = globalThis as unknown as { __materialSearchCache?: WeakMap<object, Entries> };
const caches = (holder.__materialSearchCache ??= new WeakMap());

function entries(db: object): Entries {
  let map = caches.get(db);
  if (!map) {
    map = new Map();
    caches.set(db, map);
  }
  return map;
}

export function cached<T>(db: object, key: string): T | undefined {
  const cache = entries(db);
  const hit = cache.get(key);
  if (!hit) return undefined;
  if (Date.now() - hit.at > TTL_MS) {
    cache.delete(key);
    return undefined;
  }
  cache.delete(key);
  cache.set(key, hit);
  return hit.value as T;
}

export function remember<T>(db: object, key: string, value: T): T {
  const cache = entries(db);
  cache.set(key, { at: Date.now(), value });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return value;
}

export function clearSearchCache(db: object): void {
  caches.delete(db);
}
