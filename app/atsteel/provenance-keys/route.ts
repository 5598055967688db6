import { publishedKeys } from '@/lib/server/research-data/signing-key';
import { services } from '@/lib/server/services';

/**
 * The platform's public signing key(s) for R&D data provenance (docs/PROVENANCE.md), also served at
 * /.well-known/atsteel-provenance-keys.json (a rewrite in next.config.ts: Next does not route
 * dot-folders). Plain JSON, public, the same for everyone.
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json(publishedKeys(services().signingKeys), { headers: { 'cache-control': 'public, max-age=300' } });
}
