import { getEnv } from '@/lib/env';
import type { OpenTimings } from '@/lib/server/db/client';
import { watchDataGeneration } from '@/lib/server/materials/data-generation';
import { jobs } from '@/lib/server/registry';
import { services } from '@/lib/server/services';

/** Validates configuration and warms the database; exits with a readable message on bad config. */
export async function startServer(): Promise<void> {
  const begun = Date.now();
  try {
    getEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const process_ = services();
  // The provenance signing key is read from PROVENANCE_KEY, or created on first start (DATA_DIR/keys or PROVENANCE_KEY_FILE), so a
  // wrong path or an unreadable file stops the start here, not at the first signature.
  try {
    console.log(`[atsteel] provenance key ${process_.signingKeys.current().keyId}`);
    const retired = [...process_.signingKeys.all().keys()].slice(1);
    if (retired.length) console.log(`[atsteel] retired provenance keys (still published) ${retired.join(', ')}`);
  } catch (error) {
    console.error(`PROVENANCE_KEY / PROVENANCE_KEY_FILE / PROVENANCE_RETIRED_KEYS_DIR: ${(error as Error).message}`);
    process.exit(1);
  }
  if (getEnv().TEST_CLOCK) console.warn('[atsteel] TEST_CLOCK=1: the server clock can be moved by POST /atsteel-test/clock (a test server only)');
  const started = Date.now();
  const handle = await process_.database();
  const opened = Date.now();
  await watchDataGeneration(handle.db, process_.dataGeneration, getEnv().REDIS_URL);
  const versionRead = Date.now();
  // The timers the domains' manifests declare: the file clean-up, the unpaid-order cancellation and provider
  // reconciliation, claimed per tick in the database (docs/PAYMENTS.md).
  for (const job of jobs) await job.start(process_);
  console.log(`[atsteel] database ready (${handle.kind}) in ${Date.now() - started} ms (${describeStartup(handle.timings, { configuration: started - begun, dataVersion: versionRead - opened, jobs: Date.now() - versionRead })})`);
}

/** The start-up steps of the log line, in ms: "configuration 12, connect 30, check 4, lock 0, migrate 40, seeds 25, data version 3, jobs 1 ms". */
export function describeStartup(open: OpenTimings | undefined, rest: { configuration: number; dataVersion: number; jobs: number }): string {
  const steps: [string, number | undefined][] = [
    ['configuration', rest.configuration],
    ['connect', open?.connect],
    ['check', open?.check],
    // Up to date: no lock taken, no migration or seed step looked at.
    ...(open?.upToDate ? [] : ([['lock', open?.lock], ['migrate', open?.migrate], ['seeds', open?.prepare]] as [string, number | undefined][])),
    ['data version', rest.dataVersion],
    ['jobs', rest.jobs],
  ];
  const line = steps.filter(([, ms]) => ms !== undefined).map(([name, ms]) => `${name} ${ms}`).join(', ') + ' ms';
  return open?.upToDate ? `${line}; migrations and seeds up to date` : line;
}
