#!/usr/bin/env node
// `npm run startup:time`: how long the production server (server.mjs) takes from its start until it is ready
// (docs/DEPLOYMENT.md, "Start-up"), and how fast it then answers its first page and first sign-in. Three cases,
// STARTUP_RUNS times each (default 3): `first` on an empty database (migrate + seed), `restart` on the seeded
// database after a clean stop (SIGTERM), `kill` after kill -9 of a ready server. On its own port (STARTUP_PORT,
// default 3340) and its own temporary DATA_DIR, on the production build in .next; with --pg on the PostgreSQL database STARTUP_DATABASE_URL
// (default postgres://root@127.0.0.1:5432/h45s), which the `first` case DROPS and creates again.
//   npm run startup:time [-- --pg] [-- first restart kill]
// STARTUP_SERVER names another server file in the project's root (an older server.mjs, to compare).
// Prints one line per start and the median and range per case; the server's own start-up lines are quoted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIsStale } from './lib/build-if-needed.mjs';
import { DEMO_PASSWORD } from './lib/demo-session.mjs';

const args = process.argv.slice(2);
const usePg = args.includes('--pg');
const cases = args.filter((a) => ['first', 'restart', 'kill'].includes(a));
const runs = Number(process.env.STARTUP_RUNS || 3);
const port = Number(process.env.STARTUP_PORT || 3340);
const pgUrl = process.env.STARTUP_DATABASE_URL || 'postgres://root@127.0.0.1:5432/h45s';
const base = `http://localhost:${port}`;
const serverFile = process.env.STARTUP_SERVER || 'server.mjs';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// It measures the build there is: one is made only when there is none, a stale one is measured with a warning.
if (!fs.existsSync('.next/BUILD_ID')) {
  console.error('no production build: run `npm run build` first');
  process.exit(2);
}
if (buildIsStale()) console.warn('[startup-time] WARNING: a source file changed after the build; this measures the older build');

/** Drops and creates the PostgreSQL database of pgUrl (an empty database for the `first` case). */
async function recreateDatabase() {
  const { default: pg } = await import('pg');
  const target = new URL(pgUrl);
  const name = target.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name) || name === 'test' || name === 'postgres') throw new Error(`refusing to drop the database "${name}"`);
  const admin = new URL(pgUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** Starts server.mjs on dataDir; resolves with its timings once it is ready and has answered a page and a sign-in. */
async function startOnce(dataDir) {
  const logFile = path.join(dataDir, `server-${Date.now()}.log`);
  const log = fs.openSync(logFile, 'a');
  const started = Date.now();
  const child = spawn(process.execPath, [serverFile, '--port', String(port)], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      ALLOW_DEV_SECRETS: '1',
      ALLOW_SANDBOX_PAYMENTS: '1',
      PUBLIC_BASE_URL: base,
      DATA_DIR: dataDir,
      PORT: String(port),
      ...(usePg ? { DATABASE_URL: pgUrl } : {}),
    },
    stdio: ['ignore', log, log],
  });
  const result = { listening: null, ready: null };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (code ${child.exitCode}):\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
    if (Date.now() - started > 300000) {
      child.kill('SIGKILL');
      throw new Error('not ready within 300 s');
    }
    try {
      const res = await fetch(`${base}/atsteel/ready`, { signal: AbortSignal.timeout(2000) });
      result.listening ??= Date.now() - started;
      if (res.status === 200) {
        result.ready = Date.now() - started;
        break;
      }
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  let t = Date.now();
  const page = await fetch(`${base}/`, { signal: AbortSignal.timeout(60000) });
  await page.text();
  result.page = Date.now() - t;
  result.pageStatus = page.status;
  t = Date.now();
  const signIn = await fetch(`${base}/atsteel/loginCustom/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'demo_user', password: DEMO_PASSWORD }),
    signal: AbortSignal.timeout(60000),
  });
  const body = await signIn.json();
  result.signIn = Date.now() - t;
  result.signInCode = body.code;
  await sleep(200);
  const text = fs.readFileSync(logFile, 'utf8');
  result.database = text.match(/\[atsteel\] database ready .*/)?.[0] ?? '';
  result.server = text.match(/\[atsteel\] ready on .*/)?.[0] ?? '';
  result.seedsRan = (text.match(/^seed /gm) ?? []).length;
  fs.closeSync(log);
  return { child, result };
}

/** Stops the server: SIGTERM and its exit, or kill -9. */
async function stop(child, hard) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.on('exit', r));
  child.kill(hard ? 'SIGKILL' : 'SIGTERM');
  await exited;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : Math.round((s[s.length / 2 - 1] + s[s.length / 2]) / 2);
};

const figures = { first: [], restart: [], kill: [] };
function report(kind, r) {
  figures[kind].push(r);
  console.log(
    `${kind.padEnd(7)} listening ${r.listening} ms, ready ${r.ready} ms; first page ${r.page} ms (${r.pageStatus}), first sign-in ${r.signIn} ms (code ${r.signInCode}); seed steps run ${r.seedsRan}`,
  );
  console.log(`        ${r.database}`);
  console.log(`        ${r.server}`);
}

const wanted = cases.length ? cases : ['first', 'restart', 'kill'];
console.log(`start-up of ${serverFile} on ${usePg ? `PostgreSQL (${pgUrl})` : 'PGlite'}, ${runs} runs per case; load: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
for (let i = 0; i < runs; i++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atsteel-startup-'));
  if (usePg) await recreateDatabase();
  // The first start seeds the empty database; the restarts reuse it.
  let { child, result } = await startOnce(dataDir);
  if (wanted.includes('first')) report('first', result);
  if (wanted.includes('restart')) {
    await stop(child, false);
    ({ child, result } = await startOnce(dataDir));
    report('restart', result);
  }
  if (wanted.includes('kill')) {
    await stop(child, true);
    ({ child, result } = await startOnce(dataDir));
    report('kill', result);
  }
  await stop(child, false);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`load at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
for (const kind of wanted) {
  const rs = figures[kind];
  if (!rs.length) continue;
  const line = ['ready', 'page', 'signIn']
    .map((k) => `${k} median ${median(rs.map((r) => r[k]))} ms (${Math.min(...rs.map((r) => r[k]))}–${Math.max(...rs.map((r) => r[k]))})`)
    .join('; ');
  console.log(`${kind}: ${line}`);
}
