#!/usr/bin/env node
// `npm run cluster`: three production instances on one fresh PostgreSQL database (cluster_*), one Redis and
// s3rver, behind HAProxy (docs/DEPLOYMENT.md, "A cluster on one machine"); prints the balancer's URL and stops
// everything on Ctrl-C.
//   npm run cluster                  start and keep running
//   npm run cluster:check            start, run the cross-instance checks, print PASS/FAIL, stop (exit 1 on a failure)
//   npm run cluster:faults           start, kill -9 an instance, restart PostgreSQL and restart Redis under load (scripts/lib/cluster-faults.mjs)
//   npm run cluster -- --throughput  start, measure a search-heavy load on one instance, then on the three behind HAProxy (scripts/lib/cluster-throughput.mjs)
// Ports: CLUSTER_PORT (default E2E_PORT set by /work/bin/heavy, else 3300) for the balancer, +1…+3 the instances,
// +4 s3rver, +5 the fault run's own Redis. PostgreSQL: CLUSTER_PG_ADMIN_URL (default postgres://root@127.0.0.1:5432/postgres, used to create and
// drop the database); Redis: CLUSTER_REDIS_URL (default redis://127.0.0.1:6379/7). CLUSTER_KEEP=1 keeps the logs.
import { buildIfNeeded } from './lib/build-if-needed.mjs';
import { clusterChecks } from './lib/cluster-checks.mjs';
import { runFaults } from './lib/cluster-faults.mjs';
import { runThroughput } from './lib/cluster-throughput.mjs';
import { checkPrerequisites, startCluster } from './lib/cluster.mjs';

const args = process.argv.slice(2);
const mode = args.includes('--check') ? 'check' : args.includes('--faults') ? 'faults' : args.includes('--throughput') ? 'throughput' : 'run';
const basePort = Number(process.env.CLUSTER_PORT || process.env.E2E_PORT || 3300);

// Missing PostgreSQL, Redis or HAProxy fails loudly before anything is built or started.
// The fault run restarts Redis: it gets a Redis of its own (redis-server on the base port + 5), not the machine's.
const ownRedis = mode === 'faults';
try {
  await checkPrerequisites({ ownRedis });
} catch (error) {
  console.error(`[cluster] ${error.message}`);
  process.exit(2);
}
buildIfNeeded();
// The checks need the short order timeout of the jobs check; a plain `npm run cluster` keeps the default.
const cluster = await startCluster({ basePort, ownRedis, env: mode === 'check' ? { ORDER_TIMEOUT_MINUTES: '1' } : {} });
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(130));

if (mode === 'run') {
  console.log(`\nThe portal: ${cluster.balancer} (instances ${cluster.instances.map((i) => i.base).join(', ')}; logs in ${cluster.root}). Ctrl-C stops everything.`);
} else if (mode === 'check') {
  let failed = 0;
  try {
    const all = clusterChecks(cluster);
    // Slow checks start first (prepare) and are judged last, while the others run.
    const checks = [...all.filter((c) => !c.prepare), ...all.filter((c) => c.prepare)];
    for (const check of checks) await check.prepare?.();
    const results = [];
    for (const check of checks) {
      const started = Date.now();
      let result;
      try {
        result = await check.run();
      } catch (error) {
        result = { ok: false, detail: error instanceof Error ? error.message : String(error) };
      }
      if (!result.ok) failed += 1;
      results.push(result);
      console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${check.name} (${((Date.now() - started) / 1000).toFixed(1)} s)\n      ${result.detail}`);
    }
    console.log(`\ncluster:check: ${checks.length - failed} of ${checks.length} passed`);
  } catch (error) {
    console.error('cluster:check could not run:', error);
    failed += 1;
  }
  await stop(failed ? 1 : 0);
} else if (mode === 'throughput') {
  let ok = false;
  try {
    ok = await runThroughput(cluster);
  } catch (error) {
    console.error('cluster --throughput could not run:', error);
  }
  await stop(ok ? 0 : 1);
} else {
  let ok = false;
  try {
    ok = await runFaults(cluster);
  } catch (error) {
    console.error('cluster:faults could not run:', error);
  }
  await stop(ok ? 0 : 1);
}
