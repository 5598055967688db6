import 'server-only';
import crypto from 'node:crypto';
import canonicalize from 'canonicalize';
import { and, eq, lt } from 'drizzle-orm';
import { badRequest, conflict } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { idempotencyKeys } from '@/lib/server/db/schema';

/**
 * The Idempotency-Key of order creation (issue 12, item 2). The key row is inserted in the same
 * transaction as the order: a concurrent request with the same key waits on the unique index until
 * the first commits (then finds its answer) or rolls back (then makes the order itself). Keys are
 * per user and kept IDEMPOTENCY_TTL_HOURS.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_TTL_HOURS = 24;
const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,64}$/;

/** The header's key, undefined when absent; a malformed key is refused. */
export function idempotencyKeyOf(headers: Headers): string | undefined {
  const raw = headers.get(IDEMPOTENCY_HEADER);
  if (raw === null) return undefined;
  const key = raw.trim();
  if (!KEY_PATTERN.test(key)) throw badRequest('Payments.badIdempotencyKey');
  return key;
}

/**
 * SHA-256 of the call and its parsed input (defaults applied) in canonical JSON (RFC 8785, the
 * `canonicalize` package, as the R&D provenance): "the same body". For every input the dispatcher
 * lets through (decoded JSON: finite numbers, no lone surrogates, no dates) this text is the same as
 * the former hand-rolled `JSON.stringify` with sorted keys, so fingerprints stored before still match
 * (idempotency.test.ts pins it).
 */
export function requestHash(path: string, input: unknown): string {
  const text = canonicalize([path, input]);
  if (text === undefined) throw new TypeError('not a JSON value');
  return crypto.createHash('sha256').update(text).digest('hex');
}

/**
 * Runs `create` once per (user, key): answers the first answer for the same request, refuses the
 * same key with another request (HTTP 409). Without a key, simply runs `create` in a transaction.
 */
export async function once<T>(db: Db, userId: number, key: string | undefined, hash: string, create: (tx: DbExecutor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (!key) return create(tx);
    const inserted = await tx.insert(idempotencyKeys).values({ userId, key, requestHash: hash }).onConflictDoNothing().returning({ id: idempotencyKeys.id });
    if (inserted.length) {
      const answer = await create(tx);
      await tx.update(idempotencyKeys).set({ answer: answer as object }).where(eq(idempotencyKeys.id, inserted[0].id));
      return answer;
    }
    const [row] = await tx.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!row || row.requestHash !== hash) throw conflict('Payments.idempotencyConflict');
    if (row.answer === null) throw conflict('Payments.idempotencyInProgress');
    return row.answer as T;
  });
}

/** Forgets keys older than the TTL (the timer job). */
export async function purgeIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_HOURS * 3600_000)))
    .returning({ id: idempotencyKeys.id });
  return gone.length;
}
