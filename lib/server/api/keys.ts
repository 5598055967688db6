import 'server-only';
import type { ApiScope } from '@/lib/api-keys/contract';
import type { Db } from '@/lib/server/db/client';
import type { SessionUser } from '@/lib/session/permissions';
import { tooMany } from './errors';
import type { CountedRateLimit } from './rate-limits';

/**
 * Keyed calls (issue 53 item 2, docs/API-KEYS.md): what the dispatcher needs to decide a call made with an API key.
 * The key's rows live in the api-keys domain; the composition root (lib/server/entry.ts) hands its functions to the
 * dispatcher as `keys` (an `ApiKeyPort`), so this infrastructure imports no domain.
 */

/** Every API key starts with this; a session token never does (base64url of 32 random bytes could, so sessions are looked up only when it does not). */
export const API_KEY_MARK = 'ak_';

/** The caller behind an identified, working key. */
export interface KeyedCaller {
  keyId: number;
  /** The key's owner as loaded from the database for this call (role, company): the key acts as them. */
  user: SessionUser;
  scopes: readonly ApiScope[];
  /** The tier's limits (lib/api-keys/contract.ts API_KEY_TIERS). */
  perMinute: number;
  perDay: number;
}

/** A key found by its prefix and secret: working, or refused (revoked, owner disabled or no longer in its company); null: no such key. */
export type KeyLookup = { ok: true; keyId: number; caller: KeyedCaller } | { ok: false; keyId: number } | null;

/** One keyed call as the audit keeps it. */
export interface KeyedCallRecord {
  keyId: number;
  path: string;
  method: string;
  status: number;
  code: number;
  at: Date;
}

export interface ApiKeyPort {
  /** The key behind `token` at `now`, read from the database on every call (a revoked key fails at once on every instance). */
  identify(db: Db, token: string, now: Date): Promise<KeyLookup>;
  /** Counts one call in the key's UTC day, atomically in the database; answers the day's count including this call. */
  countToday(db: Db, keyId: number, now: Date): Promise<number>;
  /** Writes the audit row of a call (and the key's last use). */
  record(db: Db, entry: KeyedCallRecord): Promise<void>;
}

/**
 * The key a request carries: `Authorization: Bearer ak_…` or the `x-api-key` header (any value: one that is not a
 * key is refused as an invalid token). Undefined when neither, so the session token applies.
 */
export function keyFromHeaders(headers: Headers): string | undefined {
  const header = headers.get('x-api-key');
  if (header !== null) return header.trim();
  const auth = headers.get('authorization');
  if (auth?.startsWith('Bearer ')) {
    const token = auth.slice(7).trim();
    if (token.startsWith(API_KEY_MARK)) return token;
  }
  return undefined;
}

/** Query names that carry a key by their name whatever the value. */
const KEY_QUERY_NAMES = new Set(['apikey', 'api_key', 'api-key', 'x-api-key']);

/**
 * Whether the address carries a key: a parameter named apiKey (api_key, x-api-key …) or any value starting with
 * `ak_` (`?key=ak_…`, `?token=ak_…`). Such a call is refused before anything else: an address ends up in logs,
 * histories and Referer headers, so a key in it is as good as published.
 */
export function keyInQuery(url: URL): boolean {
  for (const [name, value] of url.searchParams) {
    if (KEY_QUERY_NAMES.has(name.toLowerCase())) return true;
    if (value.trim().startsWith(API_KEY_MARK)) return true;
  }
  return false;
}

/** The per-minute limit of a key, counted by key id in the services' rate limiter (so across instances with Redis). */
export function keyRateLimit(caller: KeyedCaller): CountedRateLimit {
  return { kind: 'counted', name: 'apiKey', rules: [{ max: caller.perMinute, windowSeconds: 60 }] };
}

/** The UTC day of `now` (`2026-03-01`): the quota's day. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Seconds from `now` to the next UTC midnight (at least 1): the Retry-After of a used-up daily quota. */
export function secondsToNextUtcDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** The day's quota of a key is used up: HTTP 429 with Retry-After until the next UTC day. */
export const quotaExceeded = (now: Date, perDay: number) =>
  Object.assign(tooMany('Errors.apiKeyQuota', { quota: perDay }), { headers: { 'retry-after': String(secondsToNextUtcDay(now)) } });
