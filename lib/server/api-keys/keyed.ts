import 'server-only';
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { API_KEY_TIERS, API_SCOPES, type ApiKeyTier, type ApiScope } from '@/lib/api-keys/contract';
import type { ApiKeyPort, KeyedCallRecord, KeyLookup } from '@/lib/server/api/keys';
import { utcDay } from '@/lib/server/api/keys';
import type { Db } from '@/lib/server/db/client';
import { apiKeyCalls, apiKeyDays, apiKeys, users } from '@/lib/server/db/schema';
import { hasActiveVip } from '@/lib/server/payments/vip-membership';
import { parseKey, secretHash } from './format';

/**
 * The tier of a key (lib/api-keys/contract.ts API_KEY_TIERS): a company key is the company's; a personal key is VIP
 * while its owner is (users.user_level ≥ 1 or an active VIP privilege, as the material pages decide), else regular.
 */
export async function tierOf(db: Db, key: { kind: string; userId: number }, userLevel: number, now: Date): Promise<ApiKeyTier> {
  if (key.kind === 'company') return 'company';
  return userLevel >= 1 || (await hasActiveVip(db, key.userId, now)) ? 'vip' : 'regular';
}

/**
 * The key behind a token: looked up by its prefix, the secret's hash compared in constant time. A revoked key, a
 * disabled owner, or an owner no longer in the company the key was made in is refused (and audited); a wrong
 * secret is no key at all (the prefix is shown in the list, so only the secret proves the holder).
 */
async function identify(db: Db, token: string, now: Date): Promise<KeyLookup> {
  const parsed = parseKey(token);
  if (!parsed) return null;
  const [row] = await db
    .select({
      id: apiKeys.id,
      userId: apiKeys.userId,
      companyId: apiKeys.companyId,
      kind: apiKeys.kind,
      secretHash: apiKeys.secretHash,
      scopes: apiKeys.scopes,
      revokedAt: apiKeys.revokedAt,
      userName: users.userName,
      role: users.role,
      accountType: users.accountType,
      userCompanyId: users.companyId,
      userLevel: users.userLevel,
      disabledAt: users.disabledAt,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.prefix, parsed.prefix))
    .limit(1);
  if (!row) return null;
  const expected = Buffer.from(row.secretHash, 'hex');
  const given = Buffer.from(secretHash(parsed.secret), 'hex');
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  if (row.revokedAt || row.disabledAt) return { ok: false, keyId: row.id };
  if (row.companyId !== null && row.userCompanyId !== row.companyId) return { ok: false, keyId: row.id };
  const tier = API_KEY_TIERS[await tierOf(db, row, row.userLevel, now)];
  const scopes = row.scopes.filter((s): s is ApiScope => (API_SCOPES as readonly string[]).includes(s));
  return {
    ok: true,
    keyId: row.id,
    caller: {
      keyId: row.id,
      // A keyed call has no session: sessionId 0 (no endpoint a key may call reads it).
      user: { id: row.userId, userName: row.userName, role: row.role, accountType: row.accountType, companyId: row.userCompanyId, sessionId: 0 },
      scopes,
      perMinute: tier.perMinute,
      perDay: tier.perDay,
    },
  };
}

/** One more call in the key's UTC day, counted by the database itself, so every instance sees one count. */
async function countToday(db: Db, keyId: number, now: Date): Promise<number> {
  const [row] = await db
    .insert(apiKeyDays)
    .values({ keyId, day: utcDay(now), count: 1 })
    .onConflictDoUpdate({ target: [apiKeyDays.keyId, apiKeyDays.day], set: { count: sql`${sql.raw('"api_key_days"."count"')} + 1` } })
    .returning({ count: apiKeyDays.count });
  return row.count;
}

async function record(db: Db, entry: KeyedCallRecord): Promise<void> {
  await db.insert(apiKeyCalls).values({ keyId: entry.keyId, path: entry.path.slice(0, 200), method: entry.method.slice(0, 8), status: entry.status, code: entry.code, at: entry.at });
  await db.update(apiKeys).set({ lastUsedAt: entry.at }).where(eq(apiKeys.id, entry.keyId));
}

/** What the dispatcher is handed for keyed calls (lib/server/entry.ts). */
export const apiKeyPort: ApiKeyPort = { identify, countToday, record };
