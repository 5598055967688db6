import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A local cluster (docs/DEPLOYMENT.md, "A cluster on one machine"): N production instances (`node server.mjs`,
 * each with its own PORT and DATA_DIR) on one fresh PostgreSQL database and one Redis, uploads on s3rver (the
 * S3-compatible server the file tests use), behind HAProxy from Debian's packages. Every process is a child
 * of this one and is stopped by its process id.
 *
 * Ports: the balancer on `basePort`, the instances on basePort+1…+N, s3rver on basePort+N+1, and with `ownRedis`
 * (the fault run) a Redis of its own on basePort+N+2.
 */
export const BUCKET = 'atsteel-cluster';
const HAPROXY = process.env.HAPROXY_BIN || '/usr/sbin/haproxy';
export const ADMIN_URL = process.env.CLUSTER_PG_ADMIN_URL || 'postgres://root@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.CLUSTER_REDIS_URL || 'redis://127.0.0.1:6379/7';
const REDIS_SERVER = process.env.REDIS_SERVER_BIN || '/usr/bin/redis-server';

function log(line) {
  console.log(`[cluster] ${line}`);
}

async function admin(adminUrl, statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The shared keys every instance gets by configuration (`npm run keys:new --json`). */
function newKeys() {
  const made = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/keys-new.ts', '--json'], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`keys:new failed: ${made.stderr}`);
  return JSON.parse(made.stdout);
}

async function waitFor(what, probe, timeoutMs, isAlive = () => true) {
  const started = Date.now();
  for (;;) {
    if (!isAlive()) throw new Error(`${what}: the process exited`);
    try {
      if (await probe()) return Date.now() - started;
    } catch {
      /* not yet */
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not ready within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function startS3rver(port, dir) {
  const script = `
    const S3rver = require('s3rver');
    new S3rver({ port: ${port}, address: '127.0.0.1', silent: true, directory: ${JSON.stringify(dir)}, configureBuckets: [{ name: '${BUCKET}' }] })
      .run().then(() => console.log('S3RVER READY'));
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const ready = new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
    child.stdout.on('data', (d) => d.toString().includes('S3RVER READY') && resolve());
  });
  return { child, ready };
}

/**
 * HAProxy's configuration: round robin; health checks on readiness (/atsteel/ready: 503 while an instance starts or
 * stops, never for a database outage, which every instance answers 503 itself) that tell a busy instance from a dead
 * one — each check may take 5 s (`timeout check`; a saturated CPU answers late, a dead instance refuses at once),
 * an instance is taken out after 3 failed checks in a row (2 s apart, then 1 s) and put back after 2 good ones;
 * a failed connection retried on another instance (`retries` + `redispatch`), and a request that got no answer (an
 * instance killed mid-request) retried too when it is safe to repeat: GET/HEAD, or a POST that carries an
 * Idempotency-Key (orders) — a POST without one is never sent twice.
 */
export function haproxyConfig({ port, instances }) {
  return `global
  maxconn 4096
  log stderr format raw local0 info
defaults
  mode http
  log global
  option httplog
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout
  option forwardfor
frontend portal
  bind 127.0.0.1:${port}
  default_backend instances
backend instances
  balance roundrobin
  http-request disable-l7-retry if !METH_GET !METH_HEAD !{ req.hdr(idempotency-key) -m found }
  option httpchk GET /atsteel/ready
  http-check expect status 200
  timeout check 5s
  default-server inter 2s fastinter 1s downinter 1s fall 3 rise 2
${instances.map((i) => `  server i${i.index} 127.0.0.1:${i.port} check`).join('\n')}
`;
}

/** Answers whether the Redis at `url` answers PING (one attempt, no retry). */
async function redisAnswers(url) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 2000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } finally {
    redis.disconnect();
  }
}

/**
 * What the cluster needs on the machine: HAProxy, PostgreSQL (to create its database) and Redis (the machine's, or
 * with `ownRedis` the redis-server program, for a Redis of the cluster's own). Throws one message naming each
 * missing part and how `.ci/run`'s Debian installs it, so a run never half-starts.
 */
export async function checkPrerequisites({ adminUrl = ADMIN_URL, redisUrl = REDIS_URL, ownRedis = false } = {}) {
  const missing = [];
  if (!fs.existsSync(HAPROXY)) missing.push(`HAProxy (${HAPROXY}): apt-get install -y haproxy, or set HAPROXY_BIN`);
  try {
    await admin(adminUrl, 'select 1');
  } catch (error) {
    missing.push(`PostgreSQL at ${adminUrl} (${error.message}): apt-get install -y postgresql, or set CLUSTER_PG_ADMIN_URL`);
  }
  if (ownRedis) {
    if (!fs.existsSync(REDIS_SERVER)) missing.push(`redis-server (${REDIS_SERVER}): apt-get install -y redis-server, or set REDIS_SERVER_BIN`);
  } else {
    try {
      await redisAnswers(redisUrl);
    } catch (error) {
      missing.push(`Redis at ${redisUrl} (${error.message}): apt-get install -y redis-server, or set CLUSTER_REDIS_URL`);
    }
  }
  if (missing.length) throw new Error(`the cluster cannot start, missing:\n  ${missing.join('\n  ')}`);
}

/**
 * A Redis of the cluster's own on `port` (no persistence), so the fault run can restart it without touching the
 * machine's Redis that other runs use. `restart(downMs)` stops it (SIGTERM), keeps it down for `downMs` and starts it
 * again on the same port; every process is added to `children`, so the cluster's stop ends it too.
 */
function ownRedis(port, children) {
  let child;
  const url = `redis://127.0.0.1:${port}/0`;
  const start = async () => {
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(child);
    const current = child;
    return waitFor('redis-server', () => redisAnswers(url), 20000, () => current.exitCode === null && current.signalCode === null);
  };
  return {
    url,
    start,
    async restart(downMs) {
      const stopped = Date.now();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await new Promise((r) => setTimeout(r, downMs));
      await start();
      return Date.now() - stopped;
    },
  };
}

/**
 * Starts the cluster. `env`: extra variables for every instance; `ownRedis`: a Redis of the cluster's own on
 * basePort+count+2 instead of `redisUrl` (the fault run restarts it). Returns the balancer's URL, the instances
 * (each with kill(signal) and start()), the database URL, `redis` (with `ownRedis`: its URL and restart(downMs))
 * and stop().
 */
export async function startCluster({ basePort, count = 3, env = {}, adminUrl = ADMIN_URL, redisUrl: sharedRedisUrl = REDIS_URL, ownRedis: withOwnRedis = false } = {}) {
  await checkPrerequisites({ adminUrl, redisUrl: sharedRedisUrl, ownRedis: withOwnRedis });
  let redisUrl = sharedRedisUrl;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'atsteel-cluster-'));
  const dbName = `cluster_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const children = [];
  const stopAll = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    }
    await new Promise((r) => setTimeout(r, 1500));
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((e) => log(`drop ${dbName}: ${e.message}`));
    if (!process.env.CLUSTER_KEEP) fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    await admin(adminUrl, `CREATE DATABASE ${dbName}`);
    log(`database ${dbName}`);
    const s3Port = basePort + count + 1;
    const s3 = startS3rver(s3Port, path.join(root, 's3'));
    children.push(s3.child);
    await s3.ready;
    const redis = withOwnRedis ? ownRedis(basePort + count + 2, children) : undefined;
    if (redis) {
      await redis.start();
      redisUrl = redis.url;
      log(`redis ${redis.url} (the cluster's own)`);
    }
    const keys = newKeys();
    const balancer = `http://localhost:${basePort}`;
    const shared = {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PUBLIC_BASE_URL: balancer,
      TRUSTED_PROXIES: '127.0.0.1',
      SSO_JWT_SECRET: crypto.randomBytes(36).toString('base64'),
      ALLOW_SANDBOX_PAYMENTS: '1',
      STORAGE_PROVIDER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
      ...keys,
      ...env,
    };
    const instances = [];
    for (let index = 1; index <= count; index++) {
      const port = basePort + index;
      const dataDir = path.join(root, `i${index}`);
      fs.mkdirSync(dataDir, { recursive: true });
      const logFile = path.join(dataDir, 'server.log');
      const instance = {
        index,
        port,
        base: `http://127.0.0.1:${port}`,
        dataDir,
        logFile,
        child: undefined,
        alive: () => instance.child && instance.child.exitCode === null && instance.child.signalCode === null,
        start() {
          const out = fs.openSync(logFile, 'a');
          instance.child = spawn(process.execPath, ['server.mjs', '--port', String(port), '--keepAliveTimeout', '65000'], {
            env: { ...process.env, ...shared, PORT: String(port), DATA_DIR: dataDir, PAY_SANDBOX_API_URL: `http://127.0.0.1:${port}` },
            stdio: ['ignore', out, out],
          });
          fs.closeSync(out);
          children.push(instance.child);
          return instance.child;
        },
        kill(signal = 'SIGKILL') {
          instance.child?.kill(signal);
        },
        ready: () => waitFor(`instance ${index}`, async () => (await fetch(`${instance.base}/atsteel/ready`)).status === 200, 240000, instance.alive),
      };
      instances.push(instance);
    }
    // All at once: the first to take the advisory lock migrates and seeds, the others wait for it.
    for (const i of instances) i.start();
    const readyIn = await Promise.all(instances.map((i) => i.ready()));
    log(`instances ready on ${instances.map((i) => i.port).join(', ')} (${readyIn.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')})`);
    const cfg = path.join(root, 'haproxy.cfg');
    fs.writeFileSync(cfg, haproxyConfig({ port: basePort, instances }));
    const haproxy = spawn(HAPROXY, ['-db', '-f', cfg], { stdio: ['ignore', 'ignore', fs.openSync(path.join(root, 'haproxy.log'), 'a')] });
    children.push(haproxy);
    await waitFor('haproxy', async () => (await fetch(`${balancer}/atsteel/ready`)).status === 200, 20000, () => haproxy.exitCode === null);
    log(`balancer ${balancer} (HAProxy, config ${cfg})`);
    return { balancer, instances, databaseUrl, redisUrl, redis, root, env: shared, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
