import { getEnv } from '@/lib/env';
import { services } from '@/lib/server/services';

/**
 * The movable server clock of the browser tests (docs/SECURITY.md, "The test clock"): only on a server
 * started with TEST_CLOCK=1, which lib/env.ts refuses in production without ALLOW_DEV_SECRETS=1;
 * anywhere else this address does not exist (404). POST {"advanceMs": n} moves the time every rule of
 * the server reads (SMS code cooldowns and expiry, sessions, rate-limit windows, order expiry) forward
 * by n ms (at most a day per call, never back), so e2e/auth.spec.ts asks for a second code without
 * waiting a minute. No user-visible text: a test harness reads the numbers.
 */
export const dynamic = 'force-dynamic';

const MAX_STEP_MS = 24 * 3600_000;

function notFound(): Response {
  return Response.json({ error: 'notFound' }, { status: 404, headers: { 'cache-control': 'no-store' } });
}

export async function POST(req: Request): Promise<Response> {
  if (!getEnv().TEST_CLOCK) return notFound();
  const clock = services().clock;
  if (!('advance' in clock) || typeof clock.advance !== 'function') return notFound();
  const body = (await req.json().catch(() => null)) as { advanceMs?: unknown } | null;
  const step = body?.advanceMs;
  if (typeof step !== 'number' || !Number.isSafeInteger(step) || step < 0 || step > MAX_STEP_MS) {
    return Response.json({ error: 'advanceMs must be a whole number of ms from 0 to 86400000' }, { status: 400, headers: { 'cache-control': 'no-store' } });
  }
  const now = (clock.advance as (ms: number) => Date)(step);
  return Response.json({ now: now.toISOString() }, { headers: { 'cache-control': 'no-store' } });
}

export function GET(): Response {
  return notFound();
}
