import 'server-only';
import { dataGeneration } from '@/lib/materials/cached-pages';

/**
 * Search answers depend only on the imported data (which changes at import time), so they are
 * kept for a short while per process. importMaterials clears the cache.
 */
const MAX_ENTRIES = 500;
const TTL_MS = 60_000;

type Entries = Map<string, { at: number; value: unknown }>;
type Details = { generation: string; rows: Map<number, unknown> };
const holder = globalThis as unknown as { __materialSearchCache?: WeakMap<object, Entries>; __materialRowDetails?: WeakMap<object, Details> };
const caches = (holder.__materialSearchCache ??= new WeakMap());
const details = (holder.__materialRowDetails ??= new WeakMap());

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
 * main elements) by record id, kept per process until the data changes: an import here clears it, an
 * import by another process changes the data generation, which starts a new map.
 */
export function rowDetails<T>(db: object): Map<number, T> {
  const generation = dataGeneration();
  let entry = details.get(db);
  if (!entry || entry.generation !== generation) {
    entry = { generation, rows: new Map() };
    details.set(db, entry);
  }
  return entry.rows as Map<number, T>;
}

export function clearSearchCache(db: object): void {
  caches.delete(db);
  details.delete(db);
}
