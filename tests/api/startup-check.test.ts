import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATE_LOCK_KEY, migrationsApplied, newestMigrationMillis, openDatabase, type DatabaseHandle, type OpenOptions } from '@/lib/server/db/client';
import { runSeeds, seedsDone, type SeedStep } from '@/lib/server/ports/seed';
import { createServices } from '@/lib/server/services';
import { describeStartup } from '@/lib/server/startup';

/**
 * The start-up check (docs/DEPLOYMENT.md, "Start-up"): a restart against a migrated, seeded database finds nothing to
 * do in two queries and takes neither the migration lock nor the per-step seed checks; a new migration or seed step
 * still runs. On PGlite (a data directory of its own) and, with DATABASE_URL, on a PostgreSQL database of its own.
 */
const url = process.env.DATABASE_URL;
const name = `startup_check_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atsteel-startup-check-'));

async function admin(statement: string) {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Opens the test's database (the same one every time), as the server does: migrations, then the seeds. */
function open(steps: readonly SeedStep[], extra: Partial<OpenOptions> = {}): Promise<DatabaseHandle> {
  const services = createServices({ database: () => Promise.reject(new Error('not used')) });
  const target = url ? { url: Object.assign(new URL(url), { pathname: `/${name}` }).toString() } : { dataDir: path.join(dataDir, 'pglite') };
  return openDatabase({
    ...target,
    prepare: (db) => runSeeds(db, steps, services, () => undefined),
    prepared: (db) => seedsDone(db, steps),
    ...extra,
  });
}

const ran: string[] = [];
const step = (stepName: string): SeedStep => ({
  name: stepName,
  run: async () => {
    ran.push(stepName);
    return stepName;
  },
});

beforeAll(async () => {
  if (url) await admin(`CREATE DATABASE ${name}`);
});
afterAll(async () => {
  if (url) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`the start-up check (${url ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('migrates and seeds an empty database on the full path', async () => {
    const handle = await open([step('check-a'), step('check-b')]);
    try {
      expect(handle.timings?.upToDate).toBe(false);
      expect(ran).toEqual(['check-a', 'check-b']);
      expect(await migrationsApplied(handle.db)).toBe(true);
      expect(await seedsDone(handle.db, [step('check-a'), step('check-b')])).toBe(true);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('finds a restart up to date: no migration, no seed step, no lock', async () => {
    let lockHolder: { query: (q: string) => Promise<unknown>; end: () => Promise<void> } | undefined;
    if (url) {
      // Another session holds the migration lock (an instance migrating): the up-to-date restart does not wait for it.
      const { Client } = await import('pg');
      const client = new Client({ connectionString: Object.assign(new URL(url), { pathname: `/${name}` }).toString() });
      await client.connect();
      await client.query(`select pg_advisory_lock(${MIGRATE_LOCK_KEY}::bigint)`);
      lockHolder = client;
    }
    let prepared = 0;
    const started = Date.now();
    const handle = await open([step('check-a'), step('check-b')], {
      prepare: async () => {
        prepared++;
      },
    });
    try {
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(handle.timings?.upToDate).toBe(true);
      expect(handle.timings?.lock).toBe(0);
      expect(prepared).toBe(0);
      expect(ran).toEqual(['check-a', 'check-b']);
    } finally {
      await handle.close();
      await lockHolder?.end();
    }
  }, 60_000);

  it('runs a new seed step on the full path', async () => {
    const handle = await open([step('check-a'), step('check-b'), step('check-c')]);
    try {
      expect(handle.timings?.upToDate).toBe(false);
      expect(ran).toEqual(['check-a', 'check-b', 'check-c']);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('answers that a migration is missing when the newest applied one is older than the journal\'s', async () => {
    const handle = await open([step('check-a'), step('check-b'), step('check-c')]);
    try {
      const newest = newestMigrationMillis();
      expect(await migrationsApplied(handle.db, newest)).toBe(true);
      // A migration committed after the newest applied one: drizzle would run it, so the check sends the start down the full path.
      expect(await migrationsApplied(handle.db, newest + 1)).toBe(false);
      // Drizzle's record of what it applied: the newest row is the journal's newest migration.
      const rows = await handle.db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
      expect(Number((rows.rows[0] as { newest: string }).newest)).toBe(newest);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('answers no on a database drizzle never migrated', async () => {
    const handle = url
      ? await (async () => {
          const empty = `${name}_empty`;
          await admin(`CREATE DATABASE ${empty}`);
          const { drizzle } = await import('drizzle-orm/node-postgres');
          const { Pool } = await import('pg');
          const pool = new Pool({ connectionString: Object.assign(new URL(url), { pathname: `/${empty}` }).toString() });
          return {
            db: drizzle(pool),
            close: async () => {
              await pool.end();
              await admin(`DROP DATABASE IF EXISTS ${empty} WITH (FORCE)`);
            },
          };
        })()
      : await (async () => {
          const { PGlite } = await import('@electric-sql/pglite');
          const { drizzle } = await import('drizzle-orm/pglite');
          const client = await PGlite.create();
          return { db: drizzle(client), close: () => client.close() };
        })();
    try {
      expect(await migrationsApplied(handle.db as unknown as DatabaseHandle['db'])).toBe(false);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('counts every step once in the seed check', async () => {
    const handle = await open([step('check-a'), step('check-b'), step('check-c')]);
    try {
      expect(await seedsDone(handle.db, [])).toBe(true);
      expect(await seedsDone(handle.db, [step('check-a'), step('check-a')])).toBe(true);
      expect(await seedsDone(handle.db, [step('check-a'), step('check-d')])).toBe(false);
    } finally {
      await handle.close();
    }
  }, 60_000);
});

describe('the start-up log line', () => {
  const rest = { configuration: 12, dataVersion: 3, jobs: 1 };

  it('names every step of a full start', () => {
    const open = { connect: 30, check: 4, lock: 2, migrate: 40, prepare: 25, upToDate: false };
    expect(describeStartup(open, rest)).toBe('configuration 12, connect 30, check 4, lock 2, migrate 40, seeds 25, data version 3, jobs 1 ms');
  });

  it('says when the check found the migrations and seeds up to date, without the steps it skipped', () => {
    const open = { connect: 30, check: 4, lock: 0, migrate: 0, prepare: 0, upToDate: true };
    expect(describeStartup(open, rest)).toBe('configuration 12, connect 30, check 4, data version 3, jobs 1 ms; migrations and seeds up to date');
  });
});
