import { healthResponse } from '@/lib/server/health';

/** Liveness of this instance (docs/DEPLOYMENT.md, "Health and readiness"); touches no database. */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return healthResponse();
}
