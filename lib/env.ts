import { z } from 'zod';

/**
 * Process configuration, validated once. Every setting is an environment variable
 * (see .env.example); a wrong value stops the server at start with a readable message.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
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
  PUBLIC_BASE_URL: z.string().url().default('http://localhost:3000'),
  /** Comma-separated origins that the SSO guard may redirect to besides our own. */
  SSO_REDIRECT_ALLOWLIST: z.string().default(''),
  SSO_JWT_SECRET: z.string().default('dev-sso-secret-change-me'),
  SSO_JWT_ISSUER: z.string().default('atsteel-sso'),
  SSO_JWT_AUDIENCE: z.string().default('atsteel-portal'),
  SMS_PROVIDER: z.enum(['outbox', 'aliyun']).default('outbox'),
  SMS_ACCESS_KEY_ID: z.string().optional(),
  SMS_ACCESS_KEY_SECRET: z.string().optional(),
  SMS_SIGN_NAME: z.string().optional(),
  SMS_TEMPLATE_CODE: z.string().optional(),
  WECHAT_APP_ID: z.string().default('wx-sandbox-app'),
  WECHAT_APP_SECRET: z.string().default('wx-sandbox-secret'),
  WECHAT_OAUTH_BASE: z.string().optional(),
});

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
