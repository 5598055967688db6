import 'server-only';
import { defineDomain } from '@/lib/server/ports/domain';

/** The export domain's manifest (lib/server/ports/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const exportDomain = defineDomain({
  name: 'export',
  summary: "The Excel writer every export uses (no calls of its own).",
});
