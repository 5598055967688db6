import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@/lib/server/db/client';
import { runSeeds, type SeedStep } from '@/lib/server/ports/seed';
import { createServices } from '@/lib/server/services';

/**
 * PostgreSQL only (the CI's second pass, or DATABASE_URL pointing at any server): several instances that
 * start at once on one fresh database migrate and seed it once (the advisory lock of openDatabase).
 */
const url = process.env.DATABASE_URL;

describe.runIf(!!url)('two instances starting at once on a fresh PostgreSQL database', () => {
  const name = `cluster_lock_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
  const dbUrl = () => Object.assign(new URL(url!), { pathname: `/${name}` }).toString();
  const admin = async (statement: string) => {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(() => admin(`CREATE DATABASE ${name}`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('migrates and runs each seed step once, the second waiting for the first', async () => {
    const runs: string[] = [];
    // A slow step: without the lock both instances would find it not done yet and run it.
    const steps: SeedStep[] = [
      {
        name: 'cluster-lock-probe',
        run: async (db) => {
          runs.push('start');
          await db.execute(sql`select pg_sleep(0.5)`);
          runs.push('end');
          return 'probe';
        },
      },
    ];
    const services = createServices({ database: () => Promise.reject(new Error('not used')) });
    const open = () => openDatabase({ url: dbUrl(), prepare: (db) => runSeeds(db, steps, services, () => undefined) });
    const handles: DatabaseHandle[] = await Promise.all([open(), open()]);
    try {
      expect(runs).toEqual(['start', 'end']);
      const seeded = await handles[1].db.execute(sql`select count(*)::int as n from seed_runs where name = 'cluster-lock-probe'`);
      expect((seeded.rows[0] as { n: number }).n).toBe(1);
      // Both answer, on one migrated schema.
      for (const handle of handles) expect((await handle.db.execute(sql`select 1 as one`)).rows[0]).toEqual({ one: 1 });
      // The lock is released: a third start does not wait.
      const started = Date.now();
      const third = await open();
      await third.close();
      expect(Date.now() - started).toBeLessThan(5000);
      expect(runs).toHaveLength(2);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });
});
