/**
 * The second level of the answer cache (lib/server/materials/search-cache.ts): answers that are the same for every
 * visitor, shared by every instance of the portal (Redis with REDIS_URL, docs/DEPLOYMENT.md "The shared answer
 * cache"), stored under the data version they were computed for, so a new version (an import or a content change on
 * any instance) is a new set of keys: nothing is flushed, the old answers expire.
 */
export interface SharedAnswers {
  /** The data version answers are stored and looked up under now ('0' while the server has not read it: nothing is shared). */
  generation(): string;
  /**
   * The answer stored for `key` under `generation`, or undefined: not there, unreadable, or the store is down or slower
   * than its timeout (never throws, never waits longer than the timeout).
   */
  get<T>(key: string, generation: string): Promise<T | undefined>;
  /**
   * Stores an answer computed for `generation` (the version read before the computation began, so an answer computed
   * from older data never lands under a newer version). An answer larger than the size bound is not stored. Never
   * throws; the caller need not wait for it.
   */
  put(key: string, generation: string, value: unknown): Promise<void>;
}
