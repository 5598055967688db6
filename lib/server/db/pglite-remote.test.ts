import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from './client';
import { users } from './schema';
import { inputDatabaseError, sqlState } from '@/lib/server/api/input-rules';

/** PGlite in a worker thread behaves as PGlite on the thread: results, transactions, errors (issue 10). */
describe('PGlite in a worker thread', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory', worker: true });
    await handle.db.execute(sql`CREATE TABLE t_worker (id int PRIMARY KEY, at timestamptz, note text)`);
  });
  afterAll(async () => handle?.close());

  it('answers queries with rows, types and the driver’s timestamp strings', async () => {
    await handle.db.execute(sql`INSERT INTO t_worker VALUES (1, '2026-11-25T10:00:00Z', ${'甲'})`);
    const r = await handle.db.execute(sql`SELECT id, at, note, json_build_object('a', 1) AS j FROM t_worker`);
    expect(r.rows).toEqual([{ id: 1, at: expect.stringMatching(/^2026-11-25/), note: '甲', j: { a: 1 } }]);
    // The query builder goes through the same client (array rows mapped to fields).
    expect(await handle.db.select({ n: sql<number>`count(*)::int` }).from(users)).toEqual([{ n: 0 }]);
  });

  it('commits a transaction, rolls back a failed one and its savepoints', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO t_worker (id) VALUES (2)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO t_worker (id) VALUES (3)`);
          throw new Error('inner');
        })
        .catch(() => undefined);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO t_worker (id) VALUES (4)`);
        throw new Error('outer');
      }),
    ).rejects.toThrow('outer');
    const ids = (await handle.db.execute(sql`SELECT id FROM t_worker ORDER BY id`)).rows.map((r) => (r as { id: number }).id);
    expect(ids).toEqual([1, 2]);
  });

  it('hands back the database error with its SQLSTATE, so input errors still map to 4xx', async () => {
    const error = await handle.db.execute(sql`INSERT INTO t_worker (id) VALUES (1)`).catch((e: unknown) => e);
    expect(sqlState(error)).toBe('23505');
    expect(inputDatabaseError(error)?.status).toBe(409);
    const tooBig = await handle.db.execute(sql`SELECT ${'99999999999'}::int`).catch((e: unknown) => e);
    expect(inputDatabaseError(tooBig)?.status).toBe(400);
  });

  it('keeps statements in order under concurrency and outside statements wait for a transaction', async () => {
    const order: string[] = [];
    const inTx = handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO t_worker (id) VALUES (10)`);
      await new Promise((r) => setTimeout(r, 50));
      order.push('tx');
    });
    const outside = handle.db.execute(sql`SELECT count(*)::int AS n FROM t_worker WHERE id = 10`).then((r) => {
      order.push('outside');
      return (r.rows[0] as { n: number }).n;
    });
    const [, seen] = await Promise.all([inTx, outside]);
    expect(order).toEqual(['tx', 'outside']);
    expect(seen).toBe(1);
    const many = await Promise.all(Array.from({ length: 50 }, (_, i) => handle.db.execute(sql`SELECT ${i}::int AS i`)));
    expect(many.map((r) => (r.rows[0] as { i: number }).i)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });
});
