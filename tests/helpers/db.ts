import crypto from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '@/lib/server/db/client';
import { runSeeds, type SeedStep } from '@/lib/server/ports/seed';
import type { ServiceOverrides } from '@/lib/server/services';
import { startTestServices } from './services';

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
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const testUrl = new URL(url);
    testUrl.pathname = `/${name}`;
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
    handle = await openDatabase({ dataDir: 'memory' });
  }
  const services = startTestServices(handle, options.services);
  if (options.seeds?.length) await runSeeds(handle.db, options.seeds, services, () => undefined);
  return handle;
}
