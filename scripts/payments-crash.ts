/**
 * npm run crash:payments — kills the server (kill -9) 20 times at random moments while orders are
 * being created (with Idempotency-Keys, some replayed) and payment notifications are sent (some
 * several times at once), then checks the database (issue 12, acceptance):
 *   - every acknowledged order exists exactly once (its key names it, a replayed key answered it);
 *   - no order is half-written (each has its lines and its `created` event);
 *   - no order is paid twice (one applied payment, one `paid` event at most);
 *   - every acknowledged notification left its order paid;
 *   - Σ paid orders = Σ distinct applied provider transactions (in fen).
 * The server is scripts/payments-crash-server.ts (the real dispatcher and database code). PGlite in a
 * temporary DATA_DIR by default; with DATABASE_URL a fresh PostgreSQL database is made and dropped.
 * Options: --kills=20.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/client';
import { idempotencyKeys, orderEvents, orderLines, orders, payments } from '@/lib/server/db/schema';

const KILLS = Number(process.argv.find((a) => a.startsWith('--kills='))?.slice(8) ?? 20);
const PORT = 3900 + Math.floor(Math.random() * 90);
const SECRET = crypto.randomBytes(16).toString('hex');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atsteel-crash-'));
const base = `http://127.0.0.1:${PORT}/atsteel`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let databaseUrl: string | undefined;
let dropDatabase = async () => {};

async function freshPostgres() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const { Client } = await import('pg');
  const name = `crash_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  databaseUrl = u.toString();
  dropDatabase = async () => {
    const c = new Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}

function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/payments-crash-server.ts'], {
    env: { ...process.env, NODE_ENV: 'production', ALLOW_DEV_SECRETS: '1', ALLOW_SANDBOX_PAYMENTS: '1', PUBLIC_BASE_URL: `http://localhost:${PORT}`, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', PORT: String(PORT), CRASH_SECRET: SECRET },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (d) => (errors += String(d)));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      if (String(d).includes('ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before ready: ${errors.slice(-2000)}`)));
  });
}

interface Ack {
  key: string;
  plan: string;
  orderNo: string;
  amountFen: number;
}
const acked = new Map<string, Ack>();
const notified = new Set<string>();
const problems: string[] = [];
let requests = 0;
let failures = 0;
let token = '';

async function post(pathname: string, body: string, headers: Record<string, string>): Promise<Response | null> {
  requests += 1;
  try {
    return await fetch(`${base}/${pathname}`, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) });
  } catch {
    failures += 1; // killed mid-request: not acknowledged
    return null;
  }
}

const PLANS = ['monthly', 'quarterly', 'yearly'];

async function createOrder(replay?: Ack) {
  const key = replay?.key ?? crypto.randomUUID();
  const plan = replay?.plan ?? PLANS[Math.floor(Math.random() * 3)];
  const res = await post('payment/saveVipOrder', JSON.stringify({ plan }), { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key });
  if (!res) return;
  const body = (await res.json().catch(() => null)) as { code: number; data: { orderNo: string; amountFen: number } } | null;
  if (!body || body.code !== 0) return;
  if (replay && body.data.orderNo !== replay.orderNo) problems.push(`key ${key} answered ${body.data.orderNo}, first ${replay.orderNo}`);
  if (!replay) acked.set(key, { key, plan, orderNo: body.data.orderNo, amountFen: body.data.amountFen });
}

async function notifyOrder(ack: Ack, copies: number) {
  const raw = JSON.stringify({ outTradeNo: ack.orderNo, transactionId: `T${ack.orderNo}`, amountFen: ack.amountFen });
  const signature = crypto.createHmac('sha256', SECRET).update(raw).digest('hex');
  const answers = await Promise.all(Array.from({ length: copies }, () => post('pay/wxpay/notify', raw, { 'content-type': 'application/json', 'x-crash-signature': signature })));
  if (answers.some((a) => a?.status === 204)) notified.add(ack.orderNo);
}

async function load(stop: { done: boolean }) {
  while (!stop.done) {
    const all = [...acked.values()];
    const r = Math.random();
    if (r < 0.5 || !all.length) await createOrder();
    else if (r < 0.65) await createOrder(all[Math.floor(Math.random() * all.length)]);
    else await notifyOrder(all[Math.floor(Math.random() * all.length)], 1 + Math.floor(Math.random() * 3));
  }
}

async function main() {
  await freshPostgres();
  let server = await startServer();
  const login = await post('loginCustom/login', JSON.stringify({ userName: 'demo_user', password: 'Demo1234' }), { 'content-type': 'application/json' });
  token = ((await login!.json()) as { data: { token: string } }).data.token;
  for (let kill = 1; kill <= KILLS; kill++) {
    const stop = { done: false };
    const workers = Array.from({ length: 6 }, () => load(stop));
    await sleep(300 + Math.random() * 2500);
    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));
    stop.done = true;
    await Promise.all(workers);
    process.stdout.write(`kill ${kill}/${KILLS}: ${acked.size} orders acknowledged, ${notified.size} paid by acknowledged notifications\n`);
    server = await startServer();
  }
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));

  const handle = await openDatabase({ url: databaseUrl, dataDir: path.join(dataDir, 'pglite') });
  const db = handle.db;
  const rows = await db.select().from(orders);
  const byNo = new Map(rows.map((o) => [o.orderNo, o]));
  for (const a of acked.values()) {
    const o = byNo.get(a.orderNo);
    if (!o) problems.push(`acknowledged order ${a.orderNo} is missing`);
    else if (o.amountFen !== a.amountFen) problems.push(`order ${a.orderNo} amount changed`);
    const [k] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, a.key));
    if (!k || (k.answer as { orderNo?: string } | null)?.orderNo !== a.orderNo) problems.push(`key ${a.key} does not name ${a.orderNo}`);
  }
  const [{ n: keyed }] = await db.select({ n: count() }).from(idempotencyKeys);
  if (Number(keyed) !== rows.length) problems.push(`${rows.length} orders but ${keyed} idempotency keys (an order without its key or a key without its order)`);
  const lineCounts = await db.select({ orderId: orderLines.orderId, n: count() }).from(orderLines).groupBy(orderLines.orderId);
  const created = await db.select({ orderId: orderEvents.orderId, n: count() }).from(orderEvents).where(eq(orderEvents.reason, 'created')).groupBy(orderEvents.orderId);
  const paidEvents = await db.select({ orderId: orderEvents.orderId, n: count() }).from(orderEvents).where(eq(orderEvents.toStatus, 'paid')).groupBy(orderEvents.orderId);
  const applied = await db.select({ orderId: payments.orderId, n: count(), fen: sql<number>`sum(${payments.amountFen})::int` }).from(payments).where(eq(payments.applied, true)).groupBy(payments.orderId);
  const count1 = (list: { orderId: number; n: number }[]) => new Map(list.map((r) => [r.orderId, Number(r.n)]));
  const lines = count1(lineCounts);
  const createdMap = count1(created);
  const paidMap = count1(paidEvents);
  const appliedMap = count1(applied);
  for (const o of rows) {
    if (lines.get(o.id) !== 1 || createdMap.get(o.id) !== 1) problems.push(`order ${o.orderNo} is half-written`);
    const paid = paidMap.get(o.id) ?? 0;
    const pays = appliedMap.get(o.id) ?? 0;
    if (paid > 1 || pays > 1) problems.push(`order ${o.orderNo} paid ${paid} times with ${pays} payments`);
    if ((o.status === 'paid') !== (pays === 1) || (o.status === 'paid') !== (paid === 1)) problems.push(`order ${o.orderNo} is ${o.status} with ${pays} payments and ${paid} paid events`);
  }
  for (const no of notified) if (byNo.get(no)?.status !== 'paid') problems.push(`acknowledged notification of ${no} did not leave it paid`);
  const sumPaid = rows.filter((o) => o.status === 'paid').reduce((s, o) => s + o.amountFen, 0);
  const sumTransactions = applied.reduce((s, r) => s + Number(r.fen), 0);
  if (sumPaid !== sumTransactions) problems.push(`Σ paid orders ${sumPaid} ≠ Σ transactions ${sumTransactions}`);
  await handle.close();
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const summary = {
    database: databaseUrl ? 'postgres' : 'pglite',
    kills: KILLS,
    requests,
    requestsCutByKill: failures,
    ordersInDatabase: rows.length,
    ordersAcknowledged: acked.size,
    ordersPaid: rows.filter((o) => o.status === 'paid').length,
    notificationsAcknowledged: notified.size,
    sumPaidFen: sumPaid,
    sumTransactionsFen: sumTransactions,
    problems,
  };
  console.log(JSON.stringify(summary, null, 2));
  process.exit(problems.length ? 1 : 0);
}

main().catch(async (error) => {
  console.error(error);
  await dropDatabase().catch(() => undefined);
  process.exit(1);
});
