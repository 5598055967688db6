import 'server-only';
import { checkDatabase } from '@/lib/server/db/availability';
import type { Services } from '@/lib/server/ports';

const noStore = { 'cache-control': 'no-store' };

/**
 * Liveness (`GET /atsteel/health`, docs/DEPLOYMENT.md): the process answers HTTP. It touches nothing else,
 * so a process manager restarts an instance only when the process itself is stuck, never because the
 * database is down (a restart would not help then).
 */
export function healthResponse(): Response {
  return Response.json({ status: 'ok' }, { headers: noStore });
}

/**
 * Readiness (`GET /atsteel/ready`, docs/DEPLOYMENT.md): this instance can serve requests, so a balancer sends it
 * traffic. While it starts (until its first request can be served) and once it is stopping, the portal's server
 * answers 503 itself before this runs (lib/startup-gate.mjs); here it has started: the database was opened,
 * migrated and seeded at start-up. The database's state now is reported, not required: when it cannot be
 * reached every instance answers 503 with Retry-After by itself (API and pages), and a balancer that took every
 * instance out would only answer its own 503 instead and wait for its checks before sending traffic again. The
 * check waits at most READY_TIMEOUT_MS for the database. It also names the data version this instance's cached
 * pages carry, so an operator (and `npm run cluster:check`) can see every instance serve the same one after an import.
 */
export async function readyResponse(services: Pick<Services, 'database' | 'dataGeneration'>): Promise<Response> {
  const result = await checkDatabase(services.database);
  const database = result.ok ? { database: result.kind } : { database: 'unavailable', reason: result.reason };
  return Response.json({ status: 'ready', ...database, dataGeneration: services.dataGeneration.get() }, { headers: noStore });
}
