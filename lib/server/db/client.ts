import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
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
}

export interface OpenOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string;
  /** PGlite directory, or 'memory' for an in-memory database (tests). */
  dataDir?: string;
  /** Run PGlite in a worker thread (lib/server/db/pglite-remote.ts), off the thread that serves requests. */
  worker?: boolean;
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

/**
 * Opens the database of DESIGN.md: PostgreSQL when a URL is given, otherwise PGlite
 * (file-backed under DATA_DIR/pglite, or in memory). Applies every committed migration.
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator) emits 'error' on
    // the pool; unheard, Node would end the process. The pool drops that client and opens a new one.
    pool.on('error', (error: Error & { code?: string }) => logger.write('warn', 'db_idle_connection_lost', { code: error.code ?? null, message: error.message }));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, kind: 'postgres', close: () => pool.end() };
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
    client = await PGlite.create(dir, { extensions: { pg_trgm } });
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
