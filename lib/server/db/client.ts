import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { logger } from '@/lib/server/log';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/**
 * The database or an open transaction: what a service other domains call inside their own
 * transaction takes (`notify(tx, …)`, `submitForReview(tx, …)`), so its rows commit or roll back
 * with the change they belong to.
 */
export type DbExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
  /** How long each step of the open took, in ms (the start-up log line, lib/server/startup.ts). */
  timings?: OpenTimings;
}

/**
 * The steps of `openDatabase`, in ms: the first connection, the check that nothing is left to do, waiting for the
 * migration lock (PostgreSQL), the migrations, `prepare`; `upToDate` when the check found nothing to do (no lock,
 * migrations or `prepare`).
 */
export interface OpenTimings {
  connect: number;
  check: number;
  lock: number;
  migrate: number;
  prepare: number;
  upToDate: boolean;
}

export interface OpenOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string;
  /** PGlite directory, or 'memory' for an in-memory database (tests). */
  dataDir?: string;
  /** Run PGlite in a worker thread (lib/server/db/pglite-remote.ts), off the thread that serves requests. */
  worker?: boolean;
  /**
   * Runs after the migrations, under the same lock (the seeds, lib/server/services.ts): on PostgreSQL a
   * session advisory lock, so of several instances starting at once one migrates and seeds while the others
   * wait, then find nothing left to do.
   */
  prepare?: (db: Db) => Promise<void>;
  /**
   * Whether what `prepare` does is already done on this database (the seeds: every step recorded). When it is and
   * every committed migration is applied too, the open takes no lock and runs neither the migrations nor `prepare`:
   * a restart against a migrated, seeded database checks that in two queries. Without it, an open with `prepare`
   * always takes the full path.
   */
  prepared?: (db: Db) => Promise<boolean>;
  /**
   * In-memory PGlite only (tests): start from this data directory (a `dumpDataDir` tarball of an already migrated
   * database, tests/helpers/db.ts) instead of an empty one; the migrations then find nothing left to do.
   */
  template?: Blob;
}

/**
 * The advisory lock key of "migrate and seed" (a fixed bigint the portal uses for nothing else: 'atstel' in ASCII).
 * Held by one session; a killed instance's session ends and PostgreSQL releases it.
 */
export const MIGRATE_LOCK_KEY = '107152781108588';

/** Times the steps of an open: `lap(step)` records the time since the previous lap (or the start) under `step`. */
function stopwatch() {
  const timings: OpenTimings = { connect: 0, check: 0, lock: 0, migrate: 0, prepare: 0, upToDate: false };
  let mark = Date.now();
  const lap = (step: Exclude<keyof OpenTimings, 'upToDate'>) => {
    timings[step] = Date.now() - mark;
    mark = Date.now();
  };
  return { timings, lap };
}

/** The query in flight on a connection that fails rejects with its error and is answered there; nothing more to do. */
const ignoreConnectionError = () => undefined;

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

/**
 * The time of the newest committed migration (drizzle's journal, read on each call: once per database open):
 * drizzle applies every migration dated after the newest one applied.
 */
export function newestMigrationMillis(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether every migration up to `newest` is applied, by drizzle's own rule (a migration runs when it is dated after
 * the newest row of drizzle.__drizzle_migrations), in one query and without reading or hashing the SQL files. False
 * on a database drizzle never migrated (the query fails) and on any other failure: the caller then migrates.
 */
export async function migrationsApplied(db: Db, newest = newestMigrationMillis()): Promise<boolean> {
  try {
    const result = await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
    const applied = (result.rows[0] as { newest: string | number | null } | undefined)?.newest;
    return applied !== null && applied !== undefined && Number(applied) >= newest;
  } catch {
    return false;
  }
}

/** True when nothing is left to do: the migrations applied and, when there is a `prepare`, `prepared` answering that it is done. */
async function upToDate(db: Db, options: OpenOptions): Promise<boolean> {
  if (options.prepare && !options.prepared) return false;
  if (!(await migrationsApplied(db))) return false;
  return options.prepared ? options.prepared(db).catch(() => false) : true;
}

/**
 * Opens the database of DESIGN.md: PostgreSQL when a URL is given, otherwise PGlite
 * (file-backed under DATA_DIR/pglite, or in memory). Applies every committed migration, then `prepare`, unless a
 * first check finds both done already (`prepared`).
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const { timings, lap } = stopwatch();
  if (options.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // A connection that cannot be opened within 5 s fails (the caller gets 503) instead of waiting for ever
    // while the server is down or unreachable (docs/DEPLOYMENT.md, "Health and readiness").
    const pool = new Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle connection the server ends (a restart, a failover, an administrator) emits 'error' on
    // the pool; unheard, Node would end the process. The pool drops that client and opens a new one.
    pool.on('error', (error: Error & { code?: string }) => logger.write('warn', 'db_idle_connection_lost', { code: error.code ?? null, message: error.message }));
    // A checked-out connection (a transaction, a query in flight) has no pool listener: when the server ends it
    // (a restart) it emits 'error' ("Connection terminated unexpectedly"), which unheard is an uncaught exception.
    // Every connection hears it for good: the query in flight rejects with the same error (the caller answers 503,
    // lib/server/db/availability.ts), and the pool drops the broken connection when it is released.
    pool.on('connect', (client) => client.on('error', ignoreConnectionError));
    const db = drizzle(pool, { schema });
    try {
      // One session holds the lock while the pool's other connections migrate and seed; released on every path.
      const locker = await pool.connect();
      lap('connect');
      try {
        // A restart against a migrated, seeded database: nothing to wait for or to run. While another instance
        // migrates or seeds, the check finds a migration or a step missing and this one waits for the lock below.
        timings.upToDate = await upToDate(db, options);
        lap('check');
        if (!timings.upToDate) {
          await locker.query(`select pg_advisory_lock(${MIGRATE_LOCK_KEY}::bigint)`);
          lap('lock');
          await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
          lap('migrate');
          await options.prepare?.(db);
          lap('prepare');
        }
      } finally {
        if (!timings.upToDate) await locker.query(`select pg_advisory_unlock(${MIGRATE_LOCK_KEY}::bigint)`).catch(() => undefined);
        locker.release();
      }
    } catch (error) {
      // The server is down (the open is retried on next use, lib/server/services.ts): leave no pool behind.
      await pool.end().catch(() => undefined);
      throw error;
    }
    return { db, kind: 'postgres', close: () => pool.end(), timings };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = options.dataDir && options.dataDir !== 'memory' ? options.dataDir : undefined;
  if (dir) fs.mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  let client: InstanceType<typeof PGlite>;
  if (options.worker) {
    const { openRemotePGlite } = await import('./pglite-remote');
    // drizzle calls query, exec and transaction only, which the remote client provides.
    client = (await openRemotePGlite(dir)) as unknown as InstanceType<typeof PGlite>;
  } else {
    client = await PGlite.create(dir, { extensions: { pg_trgm }, ...(options.template && !dir ? { loadDataDir: options.template } : {}) });
  }
  const db = drizzle(client, { schema });
  lap('connect');
  timings.upToDate = await upToDate(db as unknown as Db, options);
  lap('check');
  if (!timings.upToDate) {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    lap('migrate');
    // PGlite has one process per DATA_DIR: nothing to lock against.
    await options.prepare?.(db as unknown as Db);
    lap('prepare');
  }
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close(), timings };
}
