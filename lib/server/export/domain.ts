import 'server-only';
import { defineDomain } from '@/lib/server/api/domain';

/** The export domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const exportDomain = defineDomain({
  name: 'export',
  summary: 'The Excel writer every export uses (no calls of its own).',
});
