import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ProcessMemory } from '@/lib/server/ports';

/**
 * The offline verifier (scripts/verify-provenance.mjs, docs/PROVENANCE.md) as the detail page offers
 * it for download: the very file the tests run, read from the working directory like seed-data/ and
 * reference-data/, once per services object (kept in its memory, `memory`); a failed read is tried again on next use.
 */
export function verifierScript(memory: ProcessMemory): Promise<string> {
  const kept = memory.slot<{ script?: Promise<string> }>('researchData.verifier', () => ({}));
  kept.script ??= fs.readFile(path.join(process.cwd(), 'scripts', 'verify-provenance.mjs'), 'utf8').catch((error: unknown) => {
    kept.script = undefined;
    throw error;
  });
  return kept.script;
}
