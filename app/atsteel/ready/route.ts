import { readyResponse } from '@/lib/server/health';
import { services } from '@/lib/server/services';

/** Readiness of this instance: 200 when its database answers, else 503 (docs/DEPLOYMENT.md, "Health and readiness"). */
export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return readyResponse(services());
}
