import 'server-only';
import path from 'node:path';
import { getEnv } from '@/lib/env';
import { openDatabase, type DatabaseHandle, type Db } from '@/lib/server/db/client';
import { runSeeds } from '@/lib/server/db/seed';
import { seedSteps } from '@/lib/server/registry';

const globalForDb = globalThis as unknown as { __atsteelDb?: Promise<DatabaseHandle> };

/**
 * The process-wide database (composition: it seeds with the registry's steps): opened, migrated and seeded once, on first use
 * (instrumentation.ts calls it at start so the first request does not wait).
 */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!globalForDb.__atsteelDb) {
    const env = getEnv();
    globalForDb.__atsteelDb = (async () => {
      const handle = await openDatabase({
        url: env.DATABASE_URL,
        dataDir: path.join(path.resolve(env.DATA_DIR), 'pglite'),
        worker: env.PGLITE_WORKER,
      });
      await runSeeds(handle.db, seedSteps);
      return handle;
    })();
    globalForDb.__atsteelDb.catch(() => {
      globalForDb.__atsteelDb = undefined;
    });
  }
  return globalForDb.__atsteelDb;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Tests install their own fresh database. */
export function setDatabaseForTests(handle: DatabaseHandle | undefined): void {
  globalForDb.__atsteelDb = handle ? Promise.resolve(handle) : undefined;
}

export type { Db, DatabaseHandle };
