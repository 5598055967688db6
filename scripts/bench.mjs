#!/usr/bin/env node
// `npm run bench`: autocannon against the production build, on a server of its own.
// PGlite by default; `npm run bench -- --pg` (or DATABASE_URL) measures PostgreSQL instead.
// Beside requests per second and latency it prints the server's CPU time per request (user + system time of the server
// process over the measured seconds, from /proc, divided by the requests answered): the figure that holds on a shared
// machine (docs/PERFORMANCE.md). BENCH_CPU_PROF=<folder> starts the server with `node --cpu-prof` into that folder.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { buildIfNeeded } from './lib/build-if-needed.mjs';
import { startTestServer } from './lib/server.mjs';
import { targets } from './bench-targets.mjs';

const args = process.argv.slice(2);
const usePg = args.includes('--pg');
const connections = Number(process.env.BENCH_CONNECTIONS || 20);
const duration = Number(process.env.BENCH_SECONDS || 10);
const only = args.find((a) => a.startsWith('--only='))?.slice(7);
const pgUrl = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';

buildIfNeeded();
const profDir = process.env.BENCH_CPU_PROF;
if (profDir) fs.mkdirSync(profDir, { recursive: true });
const server = await startTestServer({
  port: Number(process.env.BENCH_PORT || 3310),
  env: { DATABASE_URL: usePg ? pgUrl : '', RATE_LIMIT_SCALE: '1000' },
  nodeArgs: profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [],
}); // one user's throughput, not the limits (tests/api/rate-limits.test.ts)
console.log(`bench: ${usePg ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${duration} s per target, ${server.base}`);

const rows = [];
/** The measured seconds of each target on the monotonic clock, written beside the profiles (BENCH_CPU_PROF). */
const windows = [];
/** CPU milliseconds (user + system) the server process has used, from /proc (Linux; null elsewhere). */
function serverCpuMs() {
  try {
    const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the name); ticks of 10 ms (USER_HZ 100).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
try {
  for (const target of targets) {
    if (only && !target.name.includes(only)) continue;
    const shape = target.prepare ? await target.prepare(server.base, server) : target;
    if (!shape) {
      console.log(`skip ${target.name}: nothing to measure yet`);
      continue;
    }
    const request = { ...target, ...shape };
    // Warm up: compile caches, JIT and the database's buffers.
    await autocannon({ url: server.base + request.path, method: request.method ?? 'GET', headers: request.headers, body: request.body, connections: 4, duration: 2 });
    const cpuBefore = serverCpuMs();
    const fromUs = Number(process.hrtime.bigint() / 1000n);
    const result = await autocannon({
      url: server.base + request.path,
      method: request.method ?? 'GET',
      headers: request.headers,
      body: request.body,
      // A target may vary each request (e.g. to measure searches that miss every cache).
      ...(request.setupRequest ? { requests: [{ setupRequest: request.setupRequest }] } : {}),
      connections,
      duration,
    });
    const cpuAfter = serverCpuMs();
    // (the profiles' timestamps are the same monotonic clock, in microseconds: scripts/profile-report.mjs slices by these)
    windows.push({ target: target.name, fromUs, toUs: Number(process.hrtime.bigint() / 1000n) });
    const answered = result.requests.total || 1;
    const cpuPerRequest = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / answered;
    const non2xx = result.non2xx + result.errors;
    rows.push({
      target: target.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'CPU ms/req': cpuPerRequest === null ? '' : Number(cpuPerRequest.toFixed(2)),
      errors: non2xx,
    });
    console.log(`${target.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${cpuPerRequest === null ? '' : `, ${cpuPerRequest.toFixed(2)} CPU ms per request`}${non2xx ? `, ${non2xx} non-2xx/errors` : ''}`);
  }
} finally {
  await server.stop();
  if (profDir) fs.writeFileSync(`${profDir}/targets.json`, JSON.stringify(windows, null, 1));
}
console.table(rows);
