import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle, type Db } from '@/lib/server/db/client';
import { runSeeds, type SeedStep } from '@/lib/server/ports/seed';
import { importMaterials } from '@/lib/server/materials/importer';
import { importWeldMatchingRules } from '@/lib/server/intelligence/seed';
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
/** The advisory lock of making the PostgreSQL reference template (every data set imported), held while it imports. */
const REFERENCE_LOCK_KEY = '107152781108590';

/**
 * What the reference database is made of (issue 47): every reference data set (importMaterials over reference-data/)
 * and the weld matching and selection tables. Its template is named by a hash of everything the import reads and
 * runs — the data, the migrations, the importer and the rules it applies, PGlite's version — so a change to any of
 * them imports again, and an unchanged tree imports once for every test file that needs the whole data (the search,
 * materials and completeness files, the assistant's evaluation).
 */
const REFERENCE_INPUTS = ['reference-data', 'lib/server/materials', 'lib/materials', 'lib/server/db/schema', 'lib/server/intelligence/seed.ts', 'lib/csv.ts'];

function referenceHash(): string {
  const root = process.cwd();
  const hash = crypto.createHash('sha256').update(`migrations ${migrationsHash()}\n`);
  for (const input of REFERENCE_INPUTS) {
    const full = path.join(root, input);
    const list = fs.statSync(full).isDirectory() ? fs.readdirSync(full, { recursive: true, encoding: 'utf8' }).sort().map((f) => path.join(full, f)) : [full];
    for (const file of list) {
      // Tests and the data sets' own documentation (SOURCES.md, README.md) are not read by the import.
      if (!fs.statSync(file).isFile() || /\.test\.tsx?$|\.md$/.test(file)) continue;
      hash.update(`${path.relative(root, file)}\n`).update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function importReference(db: Db): Promise<void> {
  await importMaterials(db);
  await importWeldMatchingRules(db);
}

/**
 * The reference PGlite data directory as a tarball in the system's temporary directory, made once: the first process
 * that needs it takes a lock file and imports (20–45 s on this machine, more while it is busy), the others wait for its
 * file (as the PostgreSQL template's makers wait on the advisory lock) and load it in a few seconds. A lock left by a
 * dead process is taken over after ten minutes.
 */
async function referenceTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `atsteel-pglite-reference-${referenceHash()}.tar`);
  const lock = `${file}.lock`;
  for (;;) {
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    let fd: number | null = null;
    try {
      fd = fs.openSync(lock, 'wx');
    } catch {
      fd = null;
    }
    if (fd !== null) {
      try {
        const handle = await openDatabase({ dataDir: 'memory', template: await migratedTemplate() });
        await importReference(handle.db);
        const client = (handle.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
        const tar = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
        await handle.close();
        const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
        fs.writeFileSync(temp, tar);
        fs.renameSync(temp, file);
      } finally {
        fs.closeSync(fd);
        fs.rmSync(lock, { force: true });
      }
      continue;
    }
    const age = (() => {
      try {
        return Date.now() - fs.statSync(lock).mtimeMs;
      } catch {
        return 0;
      }
    })();
    if (age > 600_000) fs.rmSync(lock, { force: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** An in-memory PGlite database holding every reference data set, without test services (`npm run ai:eval`). */
export async function openReferenceDatabase(): Promise<DatabaseHandle> {
  return openDatabase({ dataDir: 'memory', template: await referenceTemplate() });
}

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
export async function createTestDatabase(options: { seeds?: readonly SeedStep[]; services?: ServiceOverrides; reference?: boolean } = {}): Promise<DatabaseHandle> {
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
      if (!options.reference) await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.query(`select pg_advisory_unlock(${TEMPLATE_LOCK_KEY}::bigint)`).catch(() => undefined);
      await admin.end();
    }
    if (options.reference) await createFromReference(url, template, name);
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
    handle = await openDatabase({ dataDir: 'memory', template: options.reference ? await referenceTemplate() : await migratedTemplate() });
  }
  const services = startTestServices(handle, options.services);
  if (options.seeds?.length) await runSeeds(handle.db, options.seeds, services, () => undefined);
  return handle;
}

/**
 * A new PostgreSQL database copied from the reference template (made once from the migrated template under its own
 * advisory lock, so other files' databases are made meanwhile; made again when its inputs change, as its name says).
 */
async function createFromReference(url: string, migrated: string, name: string): Promise<void> {
  const { Client } = await import('pg');
  const reference = `atsteel_reference_${referenceHash()}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`select pg_advisory_lock(${REFERENCE_LOCK_KEY}::bigint)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [reference]);
    if (!rowCount) {
      const building = `${reference}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`select pg_advisory_lock(${TEMPLATE_LOCK_KEY}::bigint)`);
      try {
        await admin.query(`CREATE DATABASE ${building} TEMPLATE ${migrated}`);
      } finally {
        await admin.query(`select pg_advisory_unlock(${TEMPLATE_LOCK_KEY}::bigint)`);
      }
      const buildUrl = new URL(url);
      buildUrl.pathname = `/${building}`;
      const handle = await openDatabase({ url: buildUrl.toString() });
      try {
        await importReference(handle.db);
      } finally {
        await handle.close();
      }
      // Renamed only when complete: a run stopped half-way leaves no reference template behind.
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${reference}`);
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${reference}`);
  } finally {
    await admin.query(`select pg_advisory_unlock(${REFERENCE_LOCK_KEY}::bigint)`).catch(() => undefined);
    await admin.end();
  }
}
