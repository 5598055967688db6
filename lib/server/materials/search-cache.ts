import 'server-only';
import type { SharedAnswers } from '@/lib/server/cache/types';

/**
 * Search answers depend only on the imported data (which changes at import time), so they are
 * kept for a short while per process (the first level) and, with REDIS_URL, shared by every instance
 * under the data version (the second level, lib/server/cache/redis-answers.ts; docs/PERFORMANCE.md,
 * "The shared answer cache"). importMaterials clears this process's first level.
 */
const MAX_ENTRIES = 500;
const TTL_MS = 60_000;

/** `generation`: the data version the answer was computed for, when a shared level is in use (a newer version misses). */
type Entries = Map<string, { at: number; value: unknown; generation?: string }>;
type Details = { at: number; rows: Map<number, unknown>; generation?: string };
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

/** The answer kept in this process, if younger than TTL_MS and (given a data version) computed for that version. */
export function cached<T>(db: object, key: string, generation?: string): T | undefined {
  const cache = entries(db);
  const hit = cache.get(key);
  if (!hit) return undefined;
  if (Date.now() - hit.at > TTL_MS || (generation !== undefined && hit.generation !== generation)) {
    cache.delete(key);
    return undefined;
  }
  cache.delete(key);
  cache.set(key, hit);
  return hit.value as T;
}

export function remember<T>(db: object, key: string, value: T, generation?: string): T {
  const cache = entries(db);
  cache.set(key, { at: Date.now(), value, generation });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return value;
}

/** A shared level worth asking: there is one and the server knows the data version ('0' before it has read it). */
function sharing(shared: SharedAnswers | null | undefined): { shared: SharedAnswers; generation: string } | undefined {
  if (!shared) return undefined;
  const generation = shared.generation();
  return generation && generation !== '0' ? { shared, generation } : undefined;
}

/**
 * An answer that is the same for everyone who may see it (never a per-user one): from this process's cache, else from
 * the shared level (Redis) under the current data version, else computed and kept in both. The data version is read
 * before the computation, so an answer computed while an import lands is stored under the older version. A shared
 * level that fails or is slow only costs its timeout (the answer is then computed); without one this is the
 * process cache alone, as before.
 */
export async function cachedAnswer<T>(db: object, shared: SharedAnswers | null | undefined, key: string, compute: () => Promise<T>): Promise<T> {
  const level = sharing(shared);
  const local = cached<T>(db, key, level?.generation);
  if (local !== undefined) return local;
  if (level) {
    const hit = await level.shared.get<T>(key, level.generation);
    if (hit !== undefined) return remember(db, key, hit, level.generation);
  }
  const value = await compute();
  remember(db, key, value, level?.generation);
  if (level) void level.shared.put(key, level.generation, value);
  return value;
}

/**
 * The part of a search result row that is the same in every search (record, data set, standard code,
 * main elements) by record id, kept until the data changes: an import here clears it, an import by
 * another process (npm run data:import) shows within TTL_MS, like the search answers themselves, or at
 * once when the data version is given (a shared level is in use and announces new versions).
 */
export function rowDetails<T>(db: object, generation?: string): Map<number, T> {
  const now = Date.now();
  let entry = details.get(db);
  if (!entry || now - entry.at > TTL_MS || entry.generation !== generation) {
    entry = { at: now, rows: new Map(), generation };
    details.set(db, entry);
  }
  return entry.rows as Map<number, T>;
}

/** The data version a search's row details belong to, when a shared level is in use. */
export function sharedGeneration(shared: SharedAnswers | null | undefined): string | undefined {
  return sharing(shared)?.generation;
}

export function clearSearchCache(db: object): void {
  caches.delete(db);
  details.delete(db);
}
