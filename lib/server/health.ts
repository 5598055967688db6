import 'server-only';
import { checkDatabase, UNAVAILABLE_RETRY_AFTER_S } from '@/lib/server/db/availability';
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
 * Readiness (`GET /atsteel/ready`): the database is open, migrated, seeded and answers. 200 when it does;
 * 503 with the reason (no hang: at most READY_TIMEOUT_MS) while it is down, restarting or still being
 * migrated by another instance, so a balancer sends this instance no traffic until it is ready. It also names
 * the data version this instance's cached pages carry, so an operator (and `npm run cluster:check`) can see
 * every instance serve the same one after an import.
 */
export async function readyResponse(services: Pick<Services, 'database' | 'dataGeneration'>): Promise<Response> {
  const result = await checkDatabase(services.database);
  return result.ok
    ? Response.json({ status: 'ready', database: result.kind, dataGeneration: services.dataGeneration.get() }, { headers: noStore })
    : Response.json({ status: 'unavailable', database: result.reason }, { status: 503, headers: { ...noStore, 'retry-after': String(UNAVAILABLE_RETRY_AFTER_S) } });
}
