import 'server-only';
import { and, count, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contract';
import { API_KEY_TIERS, MAX_ACTIVE_KEYS, type ApiKeyCallRow, type ApiKeyKind, type ApiKeyList, type ApiKeyView, type ApiScope, type CreatedApiKey } from '@/lib/api-keys/contract';
import { conflict, forbidden, notFound } from '@/lib/server/api/errors';
import { utcDay } from '@/lib/server/api/keys';
import type { Db } from '@/lib/server/db/client';
import { apiKeyCalls, apiKeyDays, apiKeys, users } from '@/lib/server/db/schema';
import { PERMISSIONS, roleHasPermission, type SessionUser } from '@/lib/session/permissions';
import { newKey } from './format';
import { tierOf } from './keyed';

const E = 'ApiKeys.errors';

/** The company's administrator (company:manage) of the company the caller belongs to, or null. */
function managedCompany(user: SessionUser): number | null {
  return user.companyId !== null && roleHasPermission(user.role, PERMISSIONS.companyManage) ? user.companyId : null;
}

/** The keys a caller sees and may revoke: their own, and as the company's administrator the company's keys. */
function visibleTo(user: SessionUser): SQL {
  const company = managedCompany(user);
  const own = eq(apiKeys.userId, user.id);
  return company === null ? own : or(own, and(eq(apiKeys.kind, 'company'), eq(apiKeys.companyId, company)))!;
}

type KeyRow = typeof apiKeys.$inferSelect;

async function viewOf(db: Db, user: SessionUser, row: KeyRow, usedToday: number, now: Date): Promise<ApiKeyView> {
  const [owner] = await db.select({ level: users.userLevel }).from(users).where(eq(users.id, row.userId));
  const tier = await tierOf(db, row, owner?.level ?? 0, now);
  return {
    id: row.id,
    name: row.name,
    prefix: `ak_${row.prefix}`,
    kind: row.kind as ApiKeyKind,
    scopes: row.scopes as ApiScope[],
    tier,
    perDay: API_KEY_TIERS[tier].perDay,
    usedToday,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    own: row.userId === user.id,
  };
}

/** apiKeys/list: the caller's keys (and the company's, for its administrator), newest first, with today's count. */
export async function listKeys(db: Db, user: SessionUser, now: Date): Promise<ApiKeyList> {
  const rows = await db
    .select({ key: apiKeys, used: apiKeyDays.count })
    .from(apiKeys)
    .leftJoin(apiKeyDays, and(eq(apiKeyDays.keyId, apiKeys.id), eq(apiKeyDays.day, utcDay(now))))
    .where(visibleTo(user))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  const list = await Promise.all(rows.map((r) => viewOf(db, user, r.key, r.used ?? 0, now)));
  return { list, canCreateCompany: managedCompany(user) !== null, maxActive: MAX_ACTIVE_KEYS };
}

/**
 * apiKeys/create: a new key, its text answered this once. A company key only by the company's administrator. At
 * most MAX_ACTIVE_KEYS active keys per user, counted under a lock of the user's row so two creates at once cannot
 * pass the limit together. Every key records the company its owner is in: it stops working when they leave it.
 */
export async function createKey(db: Db, user: SessionUser, input: { name: string; scopes: ApiScope[]; company: boolean }, now: Date): Promise<CreatedApiKey> {
  if (input.company && managedCompany(user) === null) throw forbidden(`${E}.companyOnlyAdmin`);
  const key = newKey();
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [active] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, user.id), isNull(apiKeys.revokedAt)));
    if (active.n >= MAX_ACTIVE_KEYS) throw conflict(`${E}.tooMany`, { max: MAX_ACTIVE_KEYS });
    const [inserted] = await tx
      .insert(apiKeys)
      .values({ userId: user.id, companyId: user.companyId, kind: input.company ? 'company' : 'personal', name: input.name, prefix: key.prefix, secretHash: key.hash, scopes: input.scopes, createdAt: now })
      .returning();
    return inserted;
  });
  return { key: await viewOf(db, user, row, 0, now), secret: key.text };
}

async function visibleKey(db: Db, user: SessionUser, id: number): Promise<KeyRow> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), visibleTo(user)));
  if (!row) throw notFound(`${E}.notFound`);
  return row;
}

/** apiKeys/revoke: refused from the next call on, on every instance (keys are read from the database on every call). Revoking a revoked key answers it unchanged. */
export async function revokeKey(db: Db, user: SessionUser, id: number, now: Date): Promise<ApiKeyView> {
  const row = await visibleKey(db, user, id);
  const [updated] = row.revokedAt ? [row] : await db.update(apiKeys).set({ revokedAt: now }).where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt))).returning();
  const [used] = await db
    .select({ n: apiKeyDays.count })
    .from(apiKeyDays)
    .where(and(eq(apiKeyDays.keyId, id), eq(apiKeyDays.day, utcDay(now))));
  return viewOf(db, user, updated ?? row, used?.n ?? 0, now);
}

/** apiKeys/calls: the audit of one visible key, newest first. */
export async function pageKeyCalls(db: Db, user: SessionUser, input: { id: number; page: number; pageSize: number }): Promise<Paged<ApiKeyCallRow>> {
  await visibleKey(db, user, input.id);
  const where = eq(apiKeyCalls.keyId, input.id);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(apiKeyCalls).where(where),
    db
      .select()
      .from(apiKeyCalls)
      .where(where)
      .orderBy(desc(apiKeyCalls.at), desc(apiKeyCalls.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
  ]);
  return {
    list: rows.map((r) => ({ id: r.id, path: r.path, method: r.method, status: r.status, code: r.code, at: r.at.toISOString() })),
    total: total.n,
    page: input.page,
    pageSize: input.pageSize,
  };
}
