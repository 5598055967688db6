import 'server-only';

/**
 * Search answers depend only on the imported data (which changes at import time), so they are
 * kept for a short while per process. importMaterials clears the cache.
 */
const MAX_ENTRIES = 500;
const TTL_MS = 60_000;

type Entries = Map<string, { at: number; value: unknown }>;
type Details = { at: number; rows: Map<number, unknown> };
/**
 * Per database, per bundle: Next compiles each route into its own bundle, so a page's serverGet and
 * the /atsteel route keep separate copies. That is harmless for a cache (each copy expires after
 * TTL_MS; an import in this process clears this copy) and keeps the process free of globals.
 */
const caches = new WeakMap<object, Entries>();
const details = new WeakMap<object, Details>();

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

/**
 * The part of a search result row that is the same in every search (record, data set, standard code,
 * main elements) by record id, kept until the data changes: an import here clears it, an import by
 * another process (npm run data:import) shows within TTL_MS, like the search answers themselves.
 */
export function rowDetails<T>(db: object): Map<number, T> {
  const now = Date.now();
  let entry = details.get(db);
  if (!entry || now - entry.at > TTL_MS) {
    entry = { at: now, rows: new Map() };
    details.set(db, entry);
  }
  return entry.rows as Map<number, T>;
}

export function clearSearchCache(db: object): void {
  caches.delete(db);
  details.delete(db);
}
