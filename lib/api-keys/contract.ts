import { z } from '@/lib/zod';
import { call, dbId, noInput, pageSchema, type Paged } from '@/lib/contract';

/**
 * API keys (issue 53 item 2, docs/API-KEYS.md): a user, or a company's administrator for the company, makes named keys
 * with scopes for calling /atsteel/ from a script; the key is shown once and stored hashed; each key has its own rate
 * limit and daily quota by tier; every keyed call is audited. The dispatcher (lib/server/api/keys.ts) decides keyed
 * calls; an endpoint a key may call names its scope (`apiScope`).
 */

/** What a key may do. An endpoint without a scope refuses every key. */
export const API_SCOPES = ['materials:read', 'rd:read', 'rd:write', 'orders:read'] as const;
export type ApiScope = (typeof API_SCOPES)[number];
export const API_KEY_KINDS = ['personal', 'company'] as const;
export type ApiKeyKind = (typeof API_KEY_KINDS)[number];

/** Active (not revoked) keys a user may hold at once. */
export const MAX_ACTIVE_KEYS = 10;
export const KEY_NAME_MAX = 60;

/**
 * The tiers of a key and what each may call (docs/API-KEYS.md): per minute (the rate limiter, by key) and per UTC day
 * (counted in the database). A company key is the company tier; a personal key is VIP while its owner is a VIP.
 */
export const API_KEY_TIERS = {
  regular: { perMinute: 60, perDay: 1_000 },
  vip: { perMinute: 300, perDay: 10_000 },
  company: { perMinute: 600, perDay: 50_000 },
} as const;
export type ApiKeyTier = keyof typeof API_KEY_TIERS;

const E = 'ApiKeys.errors';

export const createApiKeySchema = z.object({
  name: z.string({ error: `${E}.nameRequired` }).trim().min(1, `${E}.nameRequired`).max(KEY_NAME_MAX, `${E}.nameTooLong`),
  scopes: z
    .array(z.enum(API_SCOPES, { error: `${E}.scopeInvalid` }), { error: `${E}.scopesRequired` })
    .min(1, `${E}.scopesRequired`)
    .max(API_SCOPES.length, `${E}.scopeInvalid`)
    .refine((list) => new Set(list).size === list.length, `${E}.scopeInvalid`),
  company: z.boolean({ error: `${E}.companyInvalid` }).optional().default(false),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const apiKeyIdSchema = z.object({ id: dbId() });
export const apiKeyCallsSchema = pageSchema.extend({ id: dbId() });

export interface ApiKeyView {
  id: number;
  name: string;
  /** `ak_<prefix>`: what the list shows of the key. */
  prefix: string;
  kind: ApiKeyKind;
  scopes: ApiScope[];
  tier: ApiKeyTier;
  perDay: number;
  /** Calls counted today (UTC). */
  usedToday: number;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  /** The caller's own key (a company administrator also sees the company's keys made by an earlier administrator). */
  own: boolean;
}

export interface ApiKeyList {
  list: ApiKeyView[];
  /** Whether the caller may make company keys (the company's administrator). */
  canCreateCompany: boolean;
  maxActive: number;
}

/** The answer of create: the key itself, shown this once. */
export interface CreatedApiKey {
  key: ApiKeyView;
  secret: string;
}

export interface ApiKeyCallRow {
  id: number;
  path: string;
  method: string;
  status: number;
  code: number;
  at: string;
}

export const apiKeyCalls = {
  list: call('GET', 'apiKeys/list', noInput).returns<ApiKeyList>(),
  create: call('POST', 'apiKeys/create', createApiKeySchema).returns<CreatedApiKey>(),
  revoke: call('POST', 'apiKeys/revoke', apiKeyIdSchema).returns<ApiKeyView>(),
  calls: call('GET', 'apiKeys/calls', apiKeyCallsSchema).returns<Paged<ApiKeyCallRow>>(),
};
