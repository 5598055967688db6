import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from '@/lib/server/db/client';
import { runSeeds, type SeedStep } from '@/lib/server/ports/seed';
import type { ServiceOverrides } from '@/lib/server/services';
import { startTestServices } from './services';

/**
 * A migrated, empty PGlite data directory as a tarball, made once per set of migrations and kept in the system's
 * temporary directory (named by a hash of every file of drizzle/ and PGlite's version): migrating a new in-memory
 * database takes 4–5 s, loading this takes under one. Written to a temporary name and renamed, so parallel
 * workers never read half a file.
 */
/** The advisory lock of making the PostgreSQL template (a fixed key, not the portal's migrate lock). */
const TEMPLATE_LOCK_KEY = '107152781108589';

function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  const pglite = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version;
  hash.update(`pglite ${pglite}\n`);
  for (const file of fs.readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (fs.statSync(full).isFile()) hash.update(`${file}\n`).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

async function migratedTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `atsteel-pglite-migrated-${migrationsHash()}.tar`);
  if (!fs.existsSync(file)) {
    const handle = await openDatabase({ dataDir: 'memory' });
    const client = (handle.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
    const tar = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    await handle.close();
    const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temp, tar);
    fs.renameSync(temp, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * throw-away database on the PostgreSQL server named by DATABASE_URL (dropped on close).
 * The file's test services (tests/helpers/services.ts) are built on it: every call of callApi runs with them.
 */
export async function createTestDatabase(options: { seeds?: readonly SeedStep[]; services?: ServiceOverrides } = {}): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  if (url) {
    const { Client } = await import('pg');
    const name = `t_${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`;
    const testUrl = new URL(url);
    testUrl.pathname = `/${name}`;
    // PostgreSQL copies a migrated template database (made once per set of migrations, under an advisory lock
    // so parallel workers make it once) instead of migrating each new database.
    const template = `atsteel_migrated_${migrationsHash()}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`select pg_advisory_lock(${TEMPLATE_LOCK_KEY}::bigint)`);
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (!rowCount) {
        await admin.query(`CREATE DATABASE ${template}`);
        const templateUrl = new URL(url);
        templateUrl.pathname = `/${template}`;
        await (await openDatabase({ url: templateUrl.toString() })).close();
      }
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.query(`select pg_advisory_unlock(${TEMPLATE_LOCK_KEY}::bigint)`).catch(() => undefined);
      await admin.end();
    }
    const inner = await openDatabase({ url: testUrl.toString() });
    handle = {
      ...inner,
      close: async () => {
        await inner.close();
        const drop = new Client({ connectionString: url });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      },
    };
  } else {
    handle = await openDatabase({ dataDir: 'memory', template: await migratedTemplate() });
  }
  const services = startTestServices(handle, options.services);
  if (options.seeds?.length) await runSeeds(handle.db, options.seeds, services, () => undefined);
  return handle;
}
