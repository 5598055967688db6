import type { KeyObject } from 'node:crypto';
import type { SharedAnswers } from '@/lib/server/cache/types';
import type { DatabaseHandle, Db } from '@/lib/server/db/client';
import type { RateLimiter } from '@/lib/server/ratelimit/types';
import type { SmsProvider } from '@/lib/server/sms/types';
import type { FileStorage } from './file-storage';
import type { PaymentProviders } from './payment-providers';

/**
 * What the composition root hands every handler (`ctx.services`), server component (`serverGet`)
 * and job: the process-wide things a request may need. Built once per process by
 * `createServices()` in lib/server/services.ts (the only holder); every test builds its own with
 * overrides (tests/helpers/services.ts). Types only, so infrastructure, platform services and
 * product domains can all name it without importing the root (docs/ARCHITECTURE.md,
 * "The composition root").
 */
export interface Services {
  /** The database, opened, migrated and seeded on first use. */
  database(): Promise<DatabaseHandle>;
  db(): Promise<Db>;
  /** Where uploaded and generated files' bytes live (local DATA_DIR/uploads or S3). */
  storage(): FileStorage;
  /** Delivers verification codes (the outbox in development, Aliyun in production). */
  sms(): SmsProvider;
  /** Counts the endpoints' rate limits and the sign-in / SMS throttles (memory, or Redis). */
  rateLimiter(): RateLimiter;
  /** WeChat Pay and Alipay (the in-app sandbox or the real providers), per PAY_PROVIDER. */
  payments: PaymentProviders;
  /** The time the rules read: sessions, code cooldowns, rate-limit windows, order expiry. */
  clock: Clock;
  /** The platform's provenance keys: the current signing key and every key still trusted. */
  signingKeys: SigningKeys;
  /** In-memory state every bundle of the process shares (the material search caches and counters). */
  memory: ProcessMemory;
  /**
   * The second level of the answer cache: answers that are the same for everyone (material searches, conditions,
   * details per viewer level), shared by every instance under the data version — Redis with REDIS_URL, else none.
   */
  sharedAnswers(): SharedAnswers | null;
  /** The version of the imported material data, which the cached pages' addresses carry (proxy.ts reads the process's). */
  dataGeneration: DataGeneration;
  /** The AI assistant's external model (AI_BASE_URL, AI_API_KEY, AI_MODEL), or null: the built-in engine answers. */
  aiModel(): AiModelSettings | null;
}

/** An OpenAI-compatible model the AI assistant may call (docs/AI.md). */
export interface AiModelSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** One answer's time limit; past it the built-in engine answers. */
  timeoutMs: number;
}

export interface DataGeneration {
  get(): string;
  set(value: string): void;
}

/** The time the server's rules read. The process clock is the system's; tests (and a TEST_CLOCK server) move theirs. */
export interface Clock {
  now(): Date;
}

/** A clock that can be moved forward: tests, and the test server started with TEST_CLOCK=1 (docs/SECURITY.md). */
export interface MovableClock extends Clock {
  /** Moves the clock by `ms` (never backwards); answers the new time. */
  advance(ms: number): Date;
  /** How far the clock is ahead of the system's, in ms. */
  offset(): number;
}

export interface SigningKey {
  keyId: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** The platform's Ed25519 keys (docs/PROVENANCE.md): one signs, all verify (looked up by key id). */
export interface SigningKeys {
  /** The key that signs new versions. */
  current(): SigningKey;
  /** Every trusted public key by id: the current one first, then the retired ones. */
  all(): Map<string, KeyObject>;
}

/**
 * Named in-memory state of the process (or of one test's services): a cache, the material counters,
 * the data version. One slot per name, created on first use.
 */
export interface ProcessMemory {
  slot<T>(name: string, create: () => T): T;
}

/** The system clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock that starts at the system's time (or `start`) plus nothing, and moves only forward when told. */
export function movableClock(start?: Date): MovableClock {
  let offset = start ? start.getTime() - Date.now() : 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
      offset += ms;
      return new Date(Date.now() + offset);
    },
    offset: () => offset,
  };
}

/** A data version held in this object only ('0' until set): tests and scripts. */
export function localDataGeneration(): DataGeneration {
  let value = '0';
  return { get: () => value, set: (v) => void (value = v) };
}

/** A fresh, empty process memory. */
export function createProcessMemory(): ProcessMemory {
  const slots = new Map<string, unknown>();
  return {
    slot<T>(name: string, create: () => T): T {
      if (!slots.has(name)) slots.set(name, create());
      return slots.get(name) as T;
    },
  };
}
