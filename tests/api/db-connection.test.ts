import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/client';

/**
 * PostgreSQL only (the CI's second pass): an idle pooled connection that the server ends (restart,
 * failover, pg_terminate_backend) must not end the process; the next query gets a new connection.
 */
const url = process.env.DATABASE_URL;

describe.runIf(!!url)('PostgreSQL pool', () => {
  it('survives the server ending its idle connections and answers the next query', async () => {
    const handle = await openDatabase({ url: url! });
    try {
      const before = await handle.db.execute(sql`select pg_backend_pid() as pid`);
      const pid = Number((before.rows[0] as { pid: number }).pid);
      const { Client } = await import('pg');
      const admin = new Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      // Let the pool hear of it while the connection is idle.
      await new Promise((r) => setTimeout(r, 300));
      const after = await handle.db.execute(sql`select 1 as one`);
      expect((after.rows[0] as { one: number }).one).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
