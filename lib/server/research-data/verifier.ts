import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The offline verifier (scripts/verify-provenance.mjs, docs/PROVENANCE.md) as the detail page offers
 * it for download: the very file the tests run, read from the working directory like seed-data/ and
 * reference-data/, once per process.
 */
let script: Promise<string> | null = null;

export function verifierScript(): Promise<string> {
  script ??= fs.readFile(path.join(process.cwd(), 'scripts', 'verify-provenance.mjs'), 'utf8').catch((error: unknown) => {
    script = null;
    throw error;
  });
  return script;
}
