import 'server-only';
import path from 'node:path';
import { getEnv, type Env } from '@/lib/env';
import { openDatabase, type DatabaseHandle } from '@/lib/server/db/client';
import { runSeeds, seedsDone } from '@/lib/server/ports/seed';
import { createLocalStorage } from '@/lib/server/files/storage-local';
import { createS3Storage } from '@/lib/server/files/storage-s3';
import { configuredChannels, createDefaultProviders } from '@/lib/server/payments/default-providers';
import {
  createProcessMemory,
  localDataGeneration,
  movableClock,
  systemClock,
  type Clock,
  type AiModelSettings,
  type DataGeneration,
  type FileStorage,
  type PaymentProviders,
  type ProcessMemory,
  type RateLimiter,
  type Services,
  type SigningKeys,
  type SmsProvider,
} from '@/lib/server/ports';
import { MemoryRateLimiter } from '@/lib/server/ratelimit/memory';
import { redisRateLimiter } from '@/lib/server/ratelimit/redis';
import { RedisSharedAnswers } from '@/lib/server/cache/redis-answers';
import type { SharedAnswers } from '@/lib/server/cache/types';
import { processDataGeneration, processHolder } from '@/lib/server/process-holder';
import { platformKeysFromEnvironment } from '@/lib/server/research-data/signing-key';
import { seedSteps } from '@/lib/server/registry';
import { AliyunSmsProvider } from '@/lib/server/sms/aliyun';
import { OutboxSmsProvider } from '@/lib/server/sms/outbox';

/**
 * The composition root of the process's services (docs/ARCHITECTURE.md, "The composition root"):
 * each service built from the environment on first use, or given. The dispatcher passes the object in
 * every handler's context (`ctx.services`), serverGet and the jobs take it from here; tests build
 * their own with `createServices({ database, sms, … })` and never touch the process's.
 */
export interface ServiceOverrides {
  database?: () => Promise<DatabaseHandle>;
  storage?: FileStorage;
  sms?: SmsProvider;
  rateLimiter?: RateLimiter;
  payments?: PaymentProviders;
  clock?: Clock;
  signingKeys?: SigningKeys;
  dataGeneration?: DataGeneration;
  /** The shared level of the answer cache; null: none (the process cache alone). */
  sharedAnswers?: SharedAnswers | null;
  /** The AI assistant's external model; null forces the built-in engine. */
  aiModel?: AiModelSettings | null;
}

function lazy<T>(create: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: create() }).v;
}

/** The database of the environment (composition: it migrates and seeds with the registry's steps under one lock), opened once; a failed open is retried on next use. */
function environmentDatabase(env: () => Env, self: () => Services): () => Promise<DatabaseHandle> {
  let opening: Promise<DatabaseHandle> | undefined;
  return () => {
    if (!opening) {
      const e = env();
      opening = (async () => {
        // Seeds run under the migration lock, so several instances starting at once seed once (docs/DEPLOYMENT.md).
        return openDatabase({
          url: e.DATABASE_URL,
          dataDir: path.join(path.resolve(e.DATA_DIR), 'pglite'),
          worker: e.PGLITE_WORKER,
          prepare: (db) => runSeeds(db, seedSteps, self()),
          // A restart against a seeded database skips the lock and the per-step checks (docs/DEPLOYMENT.md, "Start-up").
          prepared: (db) => seedsDone(db, seedSteps),
        });
      })();
      opening.catch(() => {
        opening = undefined;
      });
    }
    return opening;
  };
}

/** The configured file storage: local `DATA_DIR/uploads` by default, an S3-compatible bucket with `STORAGE_PROVIDER=s3`. */
function environmentStorage(env: Env): FileStorage {
  return env.STORAGE_PROVIDER === 's3'
    ? createS3Storage({
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        bucket: env.S3_BUCKET!,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      })
    : createLocalStorage(path.join(path.resolve(env.DATA_DIR), 'uploads'));
}

/** The configured SMS provider: the outbox by default, Aliyun when SMS_PROVIDER=aliyun. */
function environmentSms(env: Env): SmsProvider {
  if (env.SMS_PROVIDER !== 'aliyun') return new OutboxSmsProvider(env.DATA_DIR);
  if (!env.SMS_ACCESS_KEY_ID || !env.SMS_ACCESS_KEY_SECRET || !env.SMS_SIGN_NAME || !env.SMS_TEMPLATE_CODE) {
    throw new Error('SMS_PROVIDER=aliyun needs SMS_ACCESS_KEY_ID, SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME and SMS_TEMPLATE_CODE');
  }
  return new AliyunSmsProvider({ accessKeyId: env.SMS_ACCESS_KEY_ID, accessKeySecret: env.SMS_ACCESS_KEY_SECRET, signName: env.SMS_SIGN_NAME, templateCode: env.SMS_TEMPLATE_CODE, inviteTemplateCode: env.SMS_INVITE_TEMPLATE_CODE });
}

/** The channels PAY_PROVIDER configures (the in-app sandboxes, or the real WeChat Pay / Alipay), built once on first use. */
function environmentPayments(env: () => Env, memory: ProcessMemory): PaymentProviders {
  const built = lazy(() => createDefaultProviders(env(), memory));
  return {
    wechat: () => (configuredChannels(env()).includes('wechat') ? built().wechat : undefined),
    alipay: () => (configuredChannels(env()).includes('alipay') ? built().alipay : undefined),
  };
}

/** The external model of the environment, when AI_BASE_URL, AI_API_KEY and AI_MODEL are set (lib/env.ts checks all or none). */
function environmentAiModel(env: Env): AiModelSettings | null {
  return env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL ? { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS } : null;
}

/** With REDIS_URL (and ANSWER_CACHE_SHARED not false): the answers everyone gets, shared through Redis per data version. */
function environmentSharedAnswers(env: Env, generation: () => string): SharedAnswers | null {
  if (!env.REDIS_URL || !env.ANSWER_CACHE_SHARED) return null;
  return new RedisSharedAnswers(env.REDIS_URL, {
    generation,
    ttlSeconds: env.ANSWER_CACHE_TTL_SECONDS,
    maxBytes: env.ANSWER_CACHE_MAX_BYTES,
    timeoutMs: env.ANSWER_CACHE_TIMEOUT_MS,
  });
}

/**
 * One services object: every service not given is built from the environment (getEnv) on first
 * use, so building it reads no file and opens nothing. The memory (caches, counters, data version)
 * is always the object's own.
 */
export function createServices(overrides: ServiceOverrides = {}): Services {
  const clock = overrides.clock ?? (getEnv().TEST_CLOCK ? movableClock() : systemClock);
  const database = overrides.database ?? environmentDatabase(getEnv, () => built);
  const storage = lazy(() => overrides.storage ?? environmentStorage(getEnv()));
  const sms = lazy(() => overrides.sms ?? environmentSms(getEnv()));
  const now = () => clock.now().getTime();
  // With Redis, limits hold across instances; while Redis is down, per instance in memory (never a 500: docs/SECURITY.md).
  const rateLimiter = lazy(() => overrides.rateLimiter ?? (getEnv().REDIS_URL ? redisRateLimiter(getEnv().REDIS_URL!, now) : new MemoryRateLimiter(now)));
  const dataGeneration = overrides.dataGeneration ?? localDataGeneration();
  const memory = createProcessMemory();
  const sharedAnswers = lazy(() => (overrides.sharedAnswers !== undefined ? overrides.sharedAnswers : environmentSharedAnswers(getEnv(), () => dataGeneration.get())));
  const built: Services = {
    database,
    db: async () => (await database()).db,
    storage,
    sms,
    rateLimiter,
    payments: overrides.payments ?? environmentPayments(getEnv, memory),
    clock,
    signingKeys: overrides.signingKeys ?? platformKeysFromEnvironment(),
    memory,
    sharedAnswers,
    dataGeneration,
    aiModel: () => (overrides.aiModel !== undefined ? overrides.aiModel : environmentAiModel(getEnv())),
  };
  return built;
}

/** The process's services, built on first use and kept in the one process holder (lib/server/process-holder.ts). */
export function services(): Services {
  const holder = processHolder();
  holder.services ??= createServices({
    dataGeneration: { get: processDataGeneration, set: (value) => void (processHolder().dataGeneration = value) },
  });
  return holder.services as Services;
}
