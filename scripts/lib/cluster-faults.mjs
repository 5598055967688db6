import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { query } from './cluster-checks.mjs';
import { DEMO_PASSWORD } from './demo-session.mjs';

/**
 * The fault runs of issue 30 §1 and issue 45 (docs/DEPLOYMENT.md, "Faults"), each under the 50-visitor load (`npm run
 * load` pointed at the balancer) while a client creates orders and replays their payment notifications:
 *   1. kill -9 one instance, then start it again;
 *   2. restart PostgreSQL (`pg_ctlcluster --skip-systemctl-redirect 15 main restart`);
 *   3. restart Redis (the cluster's own, down for REDIS_DOWN_MS): rate limits then count per instance in memory.
 * Reports requests, failures after the balancer's retries, what the instances answered while the database or Redis
 * was down (503 for the database, never 500, never a hang), and orders acknowledged / lost / paid twice.
 */
const PG_VERSION = process.env.CLUSTER_PG_VERSION || '15';
const LOAD_SECONDS = Number(process.env.CLUSTER_LOAD_SECONDS || 40);
/** How long Redis stays down in run 3 (ms). */
const REDIS_DOWN_MS = Number(process.env.CLUSTER_REDIS_DOWN_MS || 8000);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const json = { 'content-type': 'application/json' };

function run(cmd, args, env = {}, onLine = () => undefined) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
      for (const line of String(d).split('\n')) if (line) onLine(line);
    });
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

/**
 * The load run against the balancer: `measuring` resolves when its warm-up is over (the faults are timed from
 * there), `done` with the per-kind rows.
 */
function load(cluster, label) {
  const report = path.join(cluster.root, `load-${label}.json`);
  let started;
  const measuring = new Promise((resolve) => (started = resolve));
  const done = run(process.execPath, ['scripts/load.mjs'], { LOAD_BASE_URL: cluster.balancer, LOAD_SECONDS: String(LOAD_SECONDS), LOAD_REPORT: report }, (line) => {
    if (line.includes('measuring')) started();
  }).then((result) => {
    started();
    const rows = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')) : [];
    if (!rows.length) console.log(`[faults] load ${label} printed:\n${result.out.slice(-2000)}\n${result.err.slice(-2000)}`);
    return rows;
  });
  return { measuring, done };
}

/**
 * A client that keeps creating VIP orders through the balancer, as the screens do: each with its own
 * Idempotency-Key, retried with the same key on a network error or a 5xx until acknowledged (code 0). Every
 * second order is offered through WeChat and its signed notification replayed twice (as providers do).
 */
function orderClient(cluster) {
  const state = { running: true, acknowledged: [], notified: new Set(), attempts: 0, retried: 0, gaveUp: 0 };
  const send = async (method, p, { body, token, headers = {} } = {}) => {
    const res = await fetch(`${cluster.balancer}/atsteel/${p}`, { method, headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers }, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(15000) });
    return { status: res.status, body: await res.json().catch(() => ({})) };
  };
  const withRetry = async (fn) => {
    for (let attempt = 0; attempt < 30; attempt++) {
      state.attempts += 1;
      try {
        const res = await fn();
        if (res.status < 500) return res;
      } catch {
        /* a network error: the same request again */
      }
      state.retried += 1;
      await sleep(500);
    }
    state.gaveUp += 1;
    return null;
  };
  const done = (async () => {
    const signedIn = await withRetry(() => send('POST', 'loginCustom/login', { body: { userName: 'demo_expert', password: DEMO_PASSWORD } }));
    const token = signedIn?.body?.data?.token;
    if (!token) throw new Error('order client: sign-in failed');
    for (let n = 0; state.running; n++) {
      const key = crypto.randomUUID();
      const made = await withRetry(() => send('POST', 'payment/saveVipOrder', { token, body: { plan: 'monthly' }, headers: { 'idempotency-key': key } }));
      if (made?.body?.code !== 0) {
        // Refused (the orderCreation limit, 60 a minute) or given up: count it and slow down.
        state.refused = (state.refused ?? 0) + 1;
        await sleep(1000);
        continue;
      }
      const order = made.body.data;
      state.acknowledged.push(order.orderNo);
      if (n % 2) continue;
      const offered = await withRetry(() => send('GET', `pay/wxpay/native/order?orderNo=${order.orderNo}`, { token }));
      if (offered?.status !== 200) continue;
      const note = await run(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/bench-notification.ts', cluster.root, order.orderNo, String(order.amountFen)], { PAY_SANDBOX_KEYS: cluster.env.PAY_SANDBOX_KEYS });
      if (note.code !== 0) continue;
      const notification = JSON.parse(note.out);
      for (let replay = 0; replay < 2; replay++) {
        // A provider repeats a notification until it gets a success answer.
        const res = await withRetry(async () => {
          const r = await fetch(`${cluster.balancer}/atsteel/pay/wxpay/notify`, { method: 'POST', headers: notification.headers, body: notification.body, signal: AbortSignal.timeout(15000) });
          return { status: r.status === 200 || r.status === 204 ? r.status : Math.max(r.status, 500) };
        });
        if (res) state.notified.add(order.orderNo);
      }
    }
  })();
  return { state, stop: async () => {
    state.running = false;
    await done;
  } };
}

/** What run 2's probe asks while the database restarts: a search through the balancer and from instance 1 directly. */
const databaseProbes = (cluster) => [
  { key: 'balancer', url: `${cluster.balancer}/atsteel/steelName/steelSearch`, init: { method: 'POST', headers: json, body: JSON.stringify({ keyword: 'Q355', pageSize: 5 }) } },
  { key: 'instance', url: `${cluster.instances[0].base}/atsteel/steelName/steelSearch`, init: { method: 'POST', headers: json, body: JSON.stringify({ keyword: 'Q235', pageSize: 5 }) } },
];

/**
 * What run 3's probe asks while Redis restarts: calls whose rate limit is counted in Redis — a sign-in and the image
 * captcha (60 a minute per address, so 429 is a right answer too) through the balancer, and a captcha from instance 1.
 */
const redisProbes = (cluster) => [
  { key: 'signIn', url: `${cluster.balancer}/atsteel/loginCustom/login`, init: { method: 'POST', headers: json, body: JSON.stringify({ userName: 'demo_user', password: DEMO_PASSWORD }) } },
  { key: 'captcha', url: `${cluster.balancer}/atsteel/loginCustom/verifyCode`, init: { method: 'GET' } },
  { key: 'instance', url: `${cluster.instances[0].base}/atsteel/loginCustom/verifyCode`, init: { method: 'GET' } },
];

/** Polls `targets` every 100 ms while a fault lasts: what each answered (by status), and the slowest answer. */
function probe(targets) {
  const seen = { slowestMs: 0, running: true };
  for (const t of targets) seen[t.key] = {};
  const once = async (key, url, init) => {
    const started = Date.now();
    let status;
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(20000) });
      await res.arrayBuffer();
      status = res.status;
    } catch (error) {
      status = error.name === 'TimeoutError' ? 'timeout' : 'network';
    }
    seen.slowestMs = Math.max(seen.slowestMs, Date.now() - started);
    seen[key][status] = (seen[key][status] ?? 0) + 1;
  };
  const done = (async () => {
    while (seen.running) {
      await Promise.all(targets.map((t) => once(t.key, t.url, t.init)));
      await sleep(100);
    }
  })();
  return { seen, stop: async () => {
    seen.running = false;
    await done;
  } };
}

/** The balancer's log from an offset on: its 5xx answers by status, method and path (what failed after retries, and why). */
function balancerFailures(cluster, from) {
  const file = path.join(cluster.root, 'haproxy.log');
  const text = fs.readFileSync(file, 'utf8').slice(from);
  const counts = {};
  for (const line of text.split('\n')) {
    const m = / (5\d\d) \d+ .*"(\w+) ([^ ?"]+)/.exec(line);
    if (m) counts[`${m[1]} ${m[2]} ${m[3]}`] = (counts[`${m[1]} ${m[2]} ${m[3]}`] ?? 0) + 1;
  }
  return counts;
}

const logSize = (cluster) => fs.statSync(path.join(cluster.root, 'haproxy.log')).size;

function summarise(rows) {
  const sum = (k) => rows.reduce((a, r) => a + (r[k] ?? 0), 0);
  return { requests: sum('requests'), failures: sum('errors'), '5xx': sum('5xx'), timeouts: sum('timeouts'), byKind: rows.map((r) => `${r.kind} ${r.requests}/${r.errors}`).join(', ') };
}

async function ordersInDatabase(cluster, orderNos) {
  const rows = await query(
    cluster.databaseUrl,
    `select o.order_no, o.status, (select count(*)::int from payments p where p.order_id = o.id and p.applied) as payments, (select count(*)::int from order_events e where e.order_id = o.id and e.to_status = 'paid') as paid from orders o where o.order_no = any($1)`,
    [orderNos],
  );
  return rows;
}

/** Waits until no connection other than the cluster's is active, so the restart disturbs no one else's run (at most 2 minutes). */
async function quietDatabase(cluster) {
  const admin = Object.assign(new URL(cluster.databaseUrl), { pathname: '/postgres' }).toString();
  for (let waited = 0; waited < 120_000; waited += 5000) {
    const [row] = await query(admin, `select count(*)::int as n from pg_stat_activity where datname is not null and datname not like 'cluster\\_%' and state = 'active' and pid <> pg_backend_pid()`);
    if (row.n === 0) return waited;
    await sleep(5000);
  }
  return -1;
}

export async function runFaults(cluster) {
  const victim = cluster.instances[1];
  const report = [];

  // 1. kill -9 one instance under load, start it again later.
  console.log(`[faults] run 1: ${LOAD_SECONDS} s of load through ${cluster.balancer}; kill -9 instance ${victim.index} 12 s into the measured run, start it again 15 s later`);
  let offset = logSize(cluster);
  let client = orderClient(cluster);
  let loadRun = load(cluster, 'kill');
  await loadRun.measuring;
  await sleep(12_000);
  const killedAt = Date.now();
  victim.kill('SIGKILL');
  await sleep(15_000);
  victim.start();
  const backIn = await victim.ready().then((ms) => ms, () => -1);
  const kill = summarise(await loadRun.done);
  await client.stop();
  const acked1 = [...client.state.acknowledged];
  const notified1 = [...client.state.notified];
  report.push({ run: 'kill -9', ...kill, balancer5xx: balancerFailures(cluster, offset), rejoinedAfterS: backIn < 0 ? 'no' : ((Date.now() - killedAt) / 1000).toFixed(0), orderClient: { ...client.state, acknowledged: acked1.length, notified: notified1.length } });

  // 2. restart PostgreSQL under load.
  const waited = await quietDatabase(cluster);
  console.log(`[faults] run 2: ${LOAD_SECONDS} s of load; PostgreSQL ${PG_VERSION}/main restarted 12 s into the measured run${waited > 0 ? ` (waited ${waited / 1000} s for other users' queries)` : waited < 0 ? ' (other connections still active)' : ''}`);
  offset = logSize(cluster);
  client = orderClient(cluster);
  loadRun = load(cluster, 'pg-restart');
  await loadRun.measuring;
  await sleep(12_000);
  const watch = probe(databaseProbes(cluster));
  const restartStarted = Date.now();
  const restart = await run('pg_ctlcluster', ['--skip-systemctl-redirect', PG_VERSION, 'main', 'restart']);
  const restartMs = Date.now() - restartStarted;
  let recoveredMs = -1;
  // Readiness stays 200 through a database outage (every instance answers 503 itself): recovery is a search answered again.
  const [search] = databaseProbes(cluster);
  for (let t = Date.now(); Date.now() - t < 60_000; await sleep(200)) {
    const ok = await fetch(search.url, search.init).then((r) => r.status === 200, () => false);
    if (ok) {
      recoveredMs = Date.now() - restartStarted;
      break;
    }
  }
  await sleep(3000);
  await watch.stop();
  const pgRun = summarise(await loadRun.done);
  await client.stop();
  const acked2 = [...client.state.acknowledged];
  const notified2 = [...client.state.notified];
  report.push({
    run: 'PostgreSQL restart',
    ...pgRun,
    balancer5xx: balancerFailures(cluster, offset),
    restart: restart.code === 0 ? `${(restartMs / 1000).toFixed(1)} s` : `failed: ${restart.err.trim()}`,
    readyAgainAfterS: recoveredMs < 0 ? 'no' : (recoveredMs / 1000).toFixed(1),
    whileRestarting: watch.seen,
    orderClient: { ...client.state, acknowledged: acked2.length, notified: notified2.length },
  });

  // 3. restart Redis under load: the rate limits count per instance in memory meanwhile, never a 500.
  console.log(`[faults] run 3: ${LOAD_SECONDS} s of load; Redis (${cluster.redisUrl}) stopped 12 s into the measured run and started again ${REDIS_DOWN_MS / 1000} s later`);
  const logOffsets = cluster.instances.map((i) => fs.statSync(i.logFile).size);
  offset = logSize(cluster);
  client = orderClient(cluster);
  loadRun = load(cluster, 'redis-restart');
  await loadRun.measuring;
  await sleep(12_000);
  const redisWatch = probe(redisProbes(cluster));
  const redisRestart = await (cluster.redis ? cluster.redis.restart(REDIS_DOWN_MS) : Promise.reject(new Error('the cluster has no Redis of its own (startCluster ownRedis)'))).then((ms) => ({ ok: true, ms }), (error) => ({ ok: false, error: error.message }));
  // And on after Redis is back: the limits go back to Redis, still without a 500.
  await sleep(10_000);
  await redisWatch.stop();
  const redisRun = summarise(await loadRun.done);
  await client.stop();
  const acked3 = [...client.state.acknowledged];
  const notified3 = [...client.state.notified];
  // Each instance's log: the outage and its end, logged once each (lib/server/ratelimit/redis.ts).
  const limiterLog = cluster.instances.map((i, n) => {
    const text = fs.readFileSync(i.logFile, 'utf8').slice(logOffsets[n]);
    return `i${i.index} ${(text.match(/"rate_limiter_unavailable"/g) ?? []).length}/${(text.match(/"rate_limiter_restored"/g) ?? []).length}`;
  });
  report.push({
    run: 'Redis restart',
    ...redisRun,
    balancer5xx: balancerFailures(cluster, offset),
    restart: redisRestart.ok ? `down ${(REDIS_DOWN_MS / 1000).toFixed(0)} s, answering again after ${(redisRestart.ms / 1000).toFixed(1)} s` : `failed: ${redisRestart.error}`,
    whileRestarting: redisWatch.seen,
    limiterOutageLoggedRestored: limiterLog.join(', '),
    orderClient: { ...client.state, acknowledged: acked3.length, notified: notified3.length },
  });

  // Orders: every acknowledged one is in the database; none is paid twice; every notified one is paid.
  const acked = [...acked1, ...acked2, ...acked3];
  const notified = new Set([...notified1, ...notified2, ...notified3]);
  const rows = await ordersInDatabase(cluster, acked);
  const lost = acked.length - rows.length;
  const paidTwice = rows.filter((r) => r.payments > 1 || r.paid > 1).length;
  const notPaid = rows.filter((r) => notified.has(r.order_no) && r.status !== 'paid').length;
  const [mine] = await query(cluster.databaseUrl, `select count(*)::int as n from orders o join users u on u.id = o.user_id where u.login_name = 'demo_expert'`);
  // More orders than acknowledged would be a retry that created a second order (the Idempotency-Key prevents it).
  const orders = { acknowledged: acked.length, lost, paidTwice, notified: notified.size, notifiedButUnpaid: notPaid, inDatabase: mine.n };

  console.log('\n[faults] results');
  for (const r of report) console.log(JSON.stringify(r, null, 2));
  console.log(`orders: acknowledged ${orders.acknowledged}, lost ${orders.lost}, paid twice ${orders.paidTwice}; notified ${orders.notified}, of which unpaid ${orders.notifiedButUnpaid}; the client's orders in the database ${orders.inDatabase}`);
  const answers = (seen) => Object.entries(seen).filter(([, v]) => v && typeof v === 'object').flatMap(([, byStatus]) => Object.entries(byStatus));
  const bad500 = answers(report[1].whileRestarting).filter(([s]) => s === '500' || s === 'timeout').reduce((a, [, n]) => a + n, 0);
  // The Redis run: no 500 (nor a hang) from the probe, and no 500 at all in the balancer's log, during and after the restart.
  const redis500 = answers(report[2].whileRestarting).filter(([s]) => s === '500' || s === 'timeout').reduce((a, [, n]) => a + n, 0) + Object.entries(report[2].balancer5xx).filter(([k]) => k.startsWith('500 ')).reduce((a, [, n]) => a + n, 0);
  // What the balancer may repeat (GET/HEAD; order POSTs carry an Idempotency-Key and their client retries them) must not fail.
  const retryableFailed = Object.entries(report[0].balancer5xx).filter(([k]) => / (GET|HEAD) /.test(k)).reduce((a, [, n]) => a + n, 0);
  const ok = retryableFailed === 0 && lost === 0 && orders.inDatabase === acked.length && paidTwice === 0 && notPaid === 0 && bad500 === 0 && recoveredMs >= 0 && restart.code === 0 && redisRestart.ok && redis500 === 0;
  console.log(`cluster:faults: ${ok ? 'PASS' : 'FAIL'} (kill -9 run: ${report[0].failures} failures after retry of ${report[0].requests} requests, ${retryableFailed} of them retryable; PostgreSQL restart: ${bad500} answers 500 or hung, answering again after ${report[1].readyAgainAfterS} s; Redis restart: ${redis500} answers 500 or hung${redisRestart.ok ? '' : `, restart failed: ${redisRestart.error}`})`);
  return ok;
}
