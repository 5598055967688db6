import { createPrivateKey, createPublicKey } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';

/** The SSO secret of the defaults; a production server refuses to start with it. */
export const DEV_SSO_SECRET = 'dev-sso-secret-change-me';
const MIN_SSO_SECRET_LENGTH = 32;

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('')
  .transform((v) => v === 'true' || v === '1');

/** The address of a local trial: PUBLIC_BASE_URL when it is not set (development, tests, `npm start`). */
export const localBaseUrl = (port: number | string) => `http://localhost:${port}`;

/** PAY_PROVIDER=sandbox: both channels are the in-app sandbox (docs/PAYMENT-PROVIDERS.md). */
const isSandboxOnly = (providers: string[]) => providers.join() === 'sandbox';

/** An optional setting where an empty value means unset. */
const optionalText = z.string().optional().or(z.literal('').transform(() => undefined));

/** One entry of TRUSTED_PROXIES: an IP address or a CIDR block (IPv4 or IPv6). */
function isAddressOrBlock(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const family = isIP(address);
  if (!family) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

/**
 * A key given in one environment variable (docs/DEPLOYMENT.md, "Keys from configuration"): the PEM or JSON
 * text itself, or its base64 (one line, safe in any env file or orchestrator secret).
 */
export function decodeKeySetting(value: string): string {
  const text = value.trim();
  // A PEM written on one line with \n escapes (as most env files and orchestrators allow) is read as its lines.
  if (text.startsWith('-----BEGIN')) return text.replace(/\\n/g, '\n');
  if (text.startsWith('{')) return text;
  return Buffer.from(text, 'base64').toString('utf8');
}

/** Is the setting an Ed25519 key (private, or public when `publicToo`)? */
function isEd25519(value: string, publicToo = false): boolean {
  try {
    const pem = decodeKeySetting(value);
    return (publicToo ? createPublicKey(pem) : createPrivateKey(pem)).asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}

/** Is the setting the payment sandbox's key set (the JSON `npm run keys:new` prints, version 1)? */
function isSandboxKeySet(value: string): boolean {
  try {
    const parsed = JSON.parse(decodeKeySetting(value)) as { version?: unknown; wechat?: unknown; alipay?: unknown };
    return parsed.version === 1 && typeof parsed.wechat === 'object' && typeof parsed.alipay === 'object';
  } catch {
    return false;
  }
}

/**
 * Process configuration, validated once. Every setting is an environment variable
 * (see .env.example); a wrong value stops the server at start with a readable message.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The Ed25519 key that signs R&D data versions (docs/PROVENANCE.md); default DATA_DIR/keys/provenance-ed25519.pem, created on first start. */
  PROVENANCE_KEY_FILE: optionalText,
  /**
   * Retired platform keys, still published and trusted for the versions they signed (docs/PROVENANCE.md,
   * "Changing the key"): every *.pem in this folder (public or private key; only the public part is used).
   * Default: the folder `retired` beside the signing key.
   */
  PROVENANCE_RETIRED_KEYS_DIR: optionalText,
  /**
   * The provenance signing key itself (Ed25519 PKCS#8 PEM, or its base64), for several instances: every one
   * sets the same value and no key file is read or created (docs/DEPLOYMENT.md). Wins over PROVENANCE_KEY_FILE.
   */
  PROVENANCE_KEY: optionalText.refine((v) => v === undefined || isEd25519(v), 'PROVENANCE_KEY must be an Ed25519 private key in PEM (PKCS#8) or its base64; `npm run keys:new` prints one'),
  /** Retired provenance keys given by value: comma-separated PEMs' base64 (public or private Ed25519); with PROVENANCE_KEY. */
  PROVENANCE_RETIRED_KEYS: z
    .string()
    .default('')
    .transform((raw) => raw.split(',').map((s) => s.trim()).filter(Boolean))
    .refine((list) => list.every((k) => isEd25519(k, true)), 'PROVENANCE_RETIRED_KEYS must list base64 PEMs of Ed25519 keys, comma-separated'),
  /**
   * The payment sandbox's key set (JSON or its base64, as `npm run keys:new` prints it), for several instances:
   * every one sets the same value instead of generating DATA_DIR/pay-sandbox/keys.json (docs/DEPLOYMENT.md).
   */
  PAY_SANDBOX_KEYS: optionalText.refine((v) => v === undefined || isSandboxKeySet(v), 'PAY_SANDBOX_KEYS must be the sandbox key set (JSON with version 1, or its base64) that `npm run keys:new` prints'),
  /** PGlite in a worker thread (true, the default) or on the server's own thread (false): docs/PERFORMANCE.md. */
  PGLITE_WORKER: z.enum(['true', 'false', '']).default('true').transform((v) => v !== 'false'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The shared answer cache (docs/DEPLOYMENT.md, "The shared answer cache"): with REDIS_URL, the material answers that
   * are the same for everyone are shared by every instance under the data version. ANSWER_CACHE_SHARED=false keeps
   * them per instance; the TTL of a stored answer (s), the largest answer stored (bytes of JSON) and how long a
   * look-up may take before the answer is computed instead (ms).
   */
  ANSWER_CACHE_SHARED: z.enum(['true', 'false', '']).default('true').transform((v) => v !== 'false'),
  ANSWER_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86400).default(600),
  ANSWER_CACHE_MAX_BYTES: z.coerce.number().int().min(1024).max(16 * 1024 * 1024).default(262144),
  ANSWER_CACHE_TIMEOUT_MS: z.coerce.number().int().min(1).max(2000).default(50),
  /**
   * The portal's public address (sitemap, hreflang, OAuth callbacks, the payment sandbox's QR codes and
   * notify URLs). Unset: http://localhost:PORT (a local trial); a production server must set it.
   */
  PUBLIC_BASE_URL: z.string().url('PUBLIC_BASE_URL must be a URL, e.g. https://www.example.com').optional().or(z.literal('').transform(() => undefined)),
  /** Comma-separated origins that the SSO guard may redirect to besides our own. */
  SSO_REDIRECT_ALLOWLIST: z.string().default(''),
  /** SSO_ENABLED=false switches the SSO guard and verifySSOToken off. */
  SSO_ENABLED: z.enum(['true', 'false', '']).default('true').transform((v) => v !== 'false'),
  SSO_JWT_SECRET: z.string().default(DEV_SSO_SECRET),
  SSO_JWT_ISSUER: z.string().default('atsteel-sso'),
  SSO_JWT_AUDIENCE: z.string().default('atsteel-portal'),
  SMS_PROVIDER: z.enum(['outbox', 'aliyun']).default('outbox'),
  SMS_ACCESS_KEY_ID: z.string().optional(),
  SMS_ACCESS_KEY_SECRET: z.string().optional(),
  SMS_SIGN_NAME: z.string().optional(),
  SMS_TEMPLATE_CODE: z.string().optional(),
  SMS_INVITE_TEMPLATE_CODE: z.string().optional(),
  WECHAT_APP_ID: z.string().default('wx-sandbox-app'),
  WECHAT_APP_SECRET: z.string().default('wx-sandbox-secret'),
  WECHAT_OAUTH_BASE: z.string().optional(),
  /**
   * Comma-separated IP addresses or CIDR blocks of the reverse proxies whose X-Forwarded-Proto
   * is believed (HSTS and Secure cookies over HTTPS). Empty: the header is never believed.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((raw) => raw.split(',').map((s) => s.trim()).filter(Boolean))
    .refine((list) => list.every(isAddressOrBlock), 'TRUSTED_PROXIES must list IP addresses or CIDR blocks, e.g. 10.0.0.0/8,127.0.0.1'),
  /** Where uploaded files are kept (docs/FILES.md): local = DATA_DIR/uploads, s3 = an S3-compatible bucket. */
  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  /** S3-compatible endpoint (MinIO, Ceph, OSS, COS …); empty for AWS itself. */
  S3_ENDPOINT: z.string().url('S3_ENDPOINT must be a URL, e.g. http://127.0.0.1:9000').optional().or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().optional().or(z.literal('').transform(() => undefined)),
  S3_ACCESS_KEY_ID: z.string().optional().or(z.literal('').transform(() => undefined)),
  S3_SECRET_ACCESS_KEY: z.string().optional().or(z.literal('').transform(() => undefined)),
  /** Path-style addresses (http://host/bucket/key), needed by most self-hosted S3 servers. */
  S3_FORCE_PATH_STYLE: flag,
  /**
   * Payments (docs/PAYMENT-PROVIDERS.md): `sandbox` (default) runs both providers in the app itself;
   * `wechat`, `alipay` or `wechat,alipay` switches those channels to the real providers and turns the
   * sandbox off (a channel not listed is then unavailable).
   */
  PAY_PROVIDER: z
    .string()
    .default('sandbox')
    .transform((raw) => raw.split(',').map((s) => s.trim()).filter(Boolean))
    .refine(
      (list) => list.length > 0 && (list.join() === 'sandbox' || list.every((c) => c === 'wechat' || c === 'alipay')),
      'PAY_PROVIDER must be sandbox, wechat, alipay or wechat,alipay',
    ),
  /** Where the app reaches its own sandbox API (server to server); default http://127.0.0.1:PORT. */
  PAY_SANDBOX_API_URL: z.string().url('PAY_SANDBOX_API_URL must be a URL, e.g. http://127.0.0.1:3000').optional().or(z.literal('').transform(() => undefined)),
  /** Which WeChat Pay key the sandbox signs with: the WeChat Pay public key (current mode) or a platform certificate. */
  PAY_SANDBOX_WECHAT_KEY_MODE: z.enum(['publicKey', 'platformCertificate']).default('publicKey'),
  WECHATPAY_MCHID: optionalText,
  WECHATPAY_APPID: optionalText,
  /** Serial number of the merchant API certificate. */
  WECHATPAY_MERCHANT_SERIAL: optionalText,
  /** PEM file of the merchant API private key (apiclient_key.pem). */
  WECHATPAY_PRIVATE_KEY_PATH: optionalText,
  WECHATPAY_API_V3_KEY: optionalText,
  /** Platform certificate mode: the PEM certificate downloaded from /v3/certificates. */
  WECHATPAY_PLATFORM_CERT_PATH: optionalText,
  /** WeChat Pay public key mode: the PEM public key and its id (PUB_KEY_ID_…). */
  WECHATPAY_PUBLIC_KEY_PATH: optionalText,
  WECHATPAY_PUBLIC_KEY_ID: optionalText,
  WECHATPAY_BASE_URL: z.string().url().default('https://api.mch.weixin.qq.com'),
  ALIPAY_APP_ID: optionalText,
  /** The application private key (PEM or the bare base64 of Alipay's key tool). */
  ALIPAY_PRIVATE_KEY_PATH: optionalText,
  /** Alipay's public key for this application (PEM or bare base64). */
  ALIPAY_PUBLIC_KEY_PATH: optionalText,
  /** The merchant's Alipay user id (2088…), checked in every notification. */
  ALIPAY_SELLER_ID: optionalText,
  ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  /**
   * Explicit switch for a production build run by tests, benchmarks and local trials: lets it
   * start with the development secrets. Never set on a real server.
   */
  ALLOW_DEV_SECRETS: flag,
  /**
   * Explicit switch that lets a production server run with PAY_PROVIDER=sandbox (anyone can "pay" at the
   * sandbox's cashier): set by the e2e/bench servers and by `npm start` as a local trial. Never on a real server.
   */
  ALLOW_SANDBOX_PAYMENTS: flag,
  /**
   * Multiplies every declared rate limit (lib/server/api/rate-limits.ts); 1 by default. `npm run bench` sets 1000
   * because it measures one user's throughput, not the limits. A production server refuses any other value
   * unless ALLOW_DEV_SECRETS=1 (a benchmark or test server).
   */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(100000).default(1),
  /**
   * A movable server clock for the browser tests (docs/SECURITY.md, "The test clock"): POST
   * /atsteel-test/clock moves the time every rule reads (code cooldowns, sessions, rate limits, order
   * expiry). A production server refuses it unless ALLOW_DEV_SECRETS=1 (a test server).
   */
  TEST_CLOCK: flag,
  /** Minutes an unpaid order waits before the timer cancels it (docs/PAYMENTS.md). */
  ORDER_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /**
   * The AI assistant's external engine (docs/AI.md): an OpenAI-compatible endpoint, its key and the model. All
   * three or none; unset, the built-in engine answers. AI_TIMEOUT_MS bounds one answer; past it the built-in
   * engine answers instead.
   */
  AI_BASE_URL: z.string().url('AI_BASE_URL must be a URL, e.g. https://api.example.com/v1').regex(/^https?:\/\//, 'AI_BASE_URL must start with http:// or https://').optional().or(z.literal('').transform(() => undefined)),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300000).default(30000),
  /** Set by `next build`; the production checks apply to a running server only. */
  NEXT_PHASE: z.string().optional(),
}).superRefine((env, ctx) => {
  if (env.STORAGE_PROVIDER === 's3') {
    if (!env.S3_BUCKET || !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(env.S3_BUCKET)) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'STORAGE_PROVIDER=s3 needs S3_BUCKET, a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens' });
    }
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK then uses its default credentials)' });
    }
  }
  const missing = (names: (keyof typeof env)[]) => {
    for (const name of names) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `PAY_PROVIDER lists ${String(name).startsWith('WECHATPAY') ? 'wechat' : 'alipay'}, so ${String(name)} is required (docs/PAYMENT-PROVIDERS.md)` });
    }
  };
  if (env.PAY_PROVIDER.includes('wechat')) {
    missing(['WECHATPAY_MCHID', 'WECHATPAY_APPID', 'WECHATPAY_MERCHANT_SERIAL', 'WECHATPAY_PRIVATE_KEY_PATH', 'WECHATPAY_API_V3_KEY']);
    if (env.WECHATPAY_API_V3_KEY && Buffer.byteLength(env.WECHATPAY_API_V3_KEY, 'utf8') !== 32) {
      ctx.addIssue({ code: 'custom', path: ['WECHATPAY_API_V3_KEY'], message: 'WECHATPAY_API_V3_KEY must be exactly 32 bytes' });
    }
    if (!env.WECHATPAY_PLATFORM_CERT_PATH && !(env.WECHATPAY_PUBLIC_KEY_PATH && env.WECHATPAY_PUBLIC_KEY_ID)) {
      ctx.addIssue({ code: 'custom', path: ['WECHATPAY_PUBLIC_KEY_PATH'], message: 'PAY_PROVIDER lists wechat: set WECHATPAY_PUBLIC_KEY_PATH and WECHATPAY_PUBLIC_KEY_ID, or WECHATPAY_PLATFORM_CERT_PATH' });
    }
  }
  const ai = [env.AI_BASE_URL, env.AI_API_KEY, env.AI_MODEL];
  if (ai.some(Boolean) && !ai.every(Boolean)) {
    ctx.addIssue({ code: 'custom', path: ['AI_BASE_URL'], message: 'the external AI engine needs all of AI_BASE_URL, AI_API_KEY and AI_MODEL (or none: the built-in engine answers)' });
  }
  if (env.PAY_PROVIDER.includes('alipay')) missing(['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_PATH', 'ALIPAY_PUBLIC_KEY_PATH', 'ALIPAY_SELLER_ID']);
  // The production refusals (docs/SECURITY.md, "Production refusals"): a running production server, not `next build`.
  const running = env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build';
  if (!running) return;
  if (!env.PUBLIC_BASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_BASE_URL'],
      message: 'a production server needs its public address: set PUBLIC_BASE_URL (e.g. https://www.example.com); payment QR codes, notify URLs and OAuth callbacks are built from it. For a trial on this machine use `npm start`, which sets it to http://localhost:PORT',
    });
  }
  if (isSandboxOnly(env.PAY_PROVIDER) && !env.ALLOW_SANDBOX_PAYMENTS) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAY_PROVIDER'],
      message: 'PAY_PROVIDER is sandbox (the default) in production: anyone could "pay" at the in-app sandbox cashier. Set PAY_PROVIDER=wechat, alipay or wechat,alipay with their keys (docs/PAYMENT-PROVIDERS.md), or ALLOW_SANDBOX_PAYMENTS=1 for a trial or test server that takes no real money',
    });
  }
  if (env.RATE_LIMIT_SCALE !== 1 && !env.ALLOW_DEV_SECRETS) {
    ctx.addIssue({
      code: 'custom',
      path: ['RATE_LIMIT_SCALE'],
      message: 'RATE_LIMIT_SCALE raises every rate limit: a production server keeps it at 1 (it is for benchmarks, which also set ALLOW_DEV_SECRETS=1)',
    });
  }
  if (env.TEST_CLOCK && !env.ALLOW_DEV_SECRETS) {
    ctx.addIssue({
      code: 'custom',
      path: ['TEST_CLOCK'],
      message: 'TEST_CLOCK lets anyone move the server clock (code cooldowns, sessions, order expiry): it is for the browser tests only, which also set ALLOW_DEV_SECRETS=1; never on a real server',
    });
  }
  if (env.ALLOW_DEV_SECRETS || !env.SSO_ENABLED) return;
  if (env.SSO_JWT_SECRET === DEV_SSO_SECRET || env.SSO_JWT_SECRET.length < MIN_SSO_SECRET_LENGTH) {
    ctx.addIssue({
      code: 'custom',
      path: ['SSO_JWT_SECRET'],
      message: `single sign-on is on in production with the development secret or a secret shorter than ${MIN_SSO_SECRET_LENGTH} characters; set a random SSO_JWT_SECRET (e.g. openssl rand -base64 48) or SSO_ENABLED=false`,
    });
  }
}).transform((env) => ({ ...env, PUBLIC_BASE_URL: env.PUBLIC_BASE_URL ?? localBaseUrl(env.PORT) }));

export type Env = z.infer<typeof envSchema>;

/** Parses an environment record; throws one readable error listing every wrong variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration (see .env.example):\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * Forgets the parsed configuration, so the next getEnv() reads process.env again. For tests/setup.ts only: endpoint
 * test files share a worker's modules (vitest.config.ts), and a file that sets DATA_DIR must not see the previous one's.
 */
export function resetEnvCache(): void {
  cached = undefined;
}
