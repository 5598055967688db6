import { getEnv } from '@/lib/env';
import { getDatabase, getDb } from '@/lib/server/database';
import { scheduleFileCleanup } from '@/lib/server/files/cleanup';
import { watchDataGeneration } from '@/lib/server/materials/data-generation';
import { startPaymentJobs } from '@/lib/server/payments/jobs';
import { platformKeys, platformSigningKey } from '@/lib/server/research-data/signing-key';

/** Validates configuration and warms the database; exits with a readable message on bad config. */
export async function startServer(): Promise<void> {
  try {
    getEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // The provenance signing key is created on first start (DATA_DIR/keys or PROVENANCE_KEY_FILE), so a
  // wrong path or an unreadable file stops the start here, not at the first signature.
  try {
    console.log(`[atsteel] provenance key ${platformSigningKey().keyId}`);
    const retired = [...platformKeys().keys()].slice(1);
    if (retired.length) console.log(`[atsteel] retired provenance keys (still published) ${retired.join(', ')}`);
  } catch (error) {
    console.error(`PROVENANCE_KEY_FILE / PROVENANCE_RETIRED_KEYS_DIR: ${(error as Error).message}`);
    process.exit(1);
  }
  const started = Date.now();
  const handle = await getDatabase();
  await watchDataGeneration(handle.db);
  scheduleFileCleanup(getDb);
  // Unpaid-order cancellation and provider reconciliation, claimed per tick in the database (docs/PAYMENTS.md).
  startPaymentJobs(getDb);
  console.log(`[atsteel] database ready (${handle.kind}) in ${Date.now() - started} ms`);
}
