import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { SignJWT } from 'jose';
import { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { DEMO_PASSWORD } from './demo-session.mjs';

/**
 * The cross-instance checks of issue 30 §1 (docs/DEPLOYMENT.md, "What holds across instances"), each against
 * the instances directly (i1, i2, i3), so "made on one, seen on another" is literally so. Every check answers
 * { ok, detail }; the caller prints PASS/FAIL.
 */
const json = { 'content-type': 'application/json' };

async function call(base, method, path, { body, token, headers = {} } = {}) {
  const res = await fetch(`${base}/atsteel/${path}`, {
    method,
    headers: { ...(body !== undefined ? json : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), cookie: 'lang=EN', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { code: NaN, msg: text.slice(0, 200) };
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

async function signIn(base, userName = 'demo_user') {
  const res = await call(base, 'POST', 'loginCustom/login', { body: { userName, password: DEMO_PASSWORD } });
  if (res.body.code !== 0) throw new Error(`sign-in of ${userName} on ${base}: ${res.status} ${res.body.msg}`);
  return res.body.data.token;
}

async function query(databaseUrl, text, params = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

async function createVipOrder(base, token, plan = 'monthly') {
  const res = await call(base, 'POST', 'payment/saveVipOrder', { token, body: { plan }, headers: { 'idempotency-key': crypto.randomUUID() } });
  if (res.body.code !== 0) throw new Error(`order on ${base}: ${res.status} ${res.body.msg}`);
  return res.body.data;
}

/** A WeChat Pay notification for the order, signed with the cluster's PAY_SANDBOX_KEYS (scripts/bench-notification.ts). */
export function makeNotification(cluster, order) {
  const made = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/bench-notification.ts', cluster.root, order.orderNo, String(order.amountFen)], {
    encoding: 'utf8',
    env: { ...process.env, PAY_SANDBOX_KEYS: cluster.env.PAY_SANDBOX_KEYS },
  });
  if (made.status !== 0) throw new Error(`notification not made: ${made.stderr}`);
  return JSON.parse(made.stdout);
}

/** Offers the order through WeChat (records the sandbox trade) on one instance. */
export async function offerWechat(base, token, orderNo) {
  const res = await call(base, 'GET', `pay/wxpay/native/order?orderNo=${encodeURIComponent(orderNo)}`, { token });
  if (res.status !== 200) throw new Error(`WeChat QR for ${orderNo} on ${base}: ${res.status} ${res.body.msg}`);
}

export { call, signIn, createVipOrder, query };

function logText(instance) {
  return fs.readFileSync(instance.logFile, 'utf8');
}

export function clusterChecks(cluster) {
  const [i1, i2, i3] = cluster.instances;
  const all = cluster.instances;
  const db = (text, params) => query(cluster.databaseUrl, text, params);
  let expiring;

  return [
    {
      name: 'migrate and seed once, one provenance key on every instance',
      run: async () => {
        const logs = all.map(logText);
        const seedLines = logs.flatMap((t) => t.split('\n').filter((l) => /^seed \S+: /.test(l)));
        const steps = await db('select name from seed_runs');
        const byInstance = logs.map((t) => t.split('\n').filter((l) => /^seed \S+: /.test(l)).length);
        const keyIds = await Promise.all(all.map(async (i) => (await (await fetch(`${i.base}/atsteel/provenance-keys`)).json()).keys.map((k) => k.keyId).join()));
        const ok = seedLines.length === steps.length && steps.length > 0 && new Set(keyIds).size === 1;
        return { ok, detail: `${steps.length} seed steps, ${seedLines.length} runs logged (per instance ${byInstance.join('/')}); provenance key ${keyIds[0]} on all: ${new Set(keyIds).size === 1}` };
      },
    },
    {
      name: 'a session made on one instance works on the others',
      run: async () => {
        const token = await signIn(i1.base);
        const seen = await Promise.all([i2, i3].map(async (i) => (await call(i.base, 'GET', 'getUserInfo', { token })).body));
        const ok = seen.every((b) => b.code === 0 && b.data?.userName === 'demo_user');
        const out = await call(i2.base, 'GET', 'loginCustom/logout', { token });
        const after = await call(i3.base, 'GET', 'getUserInfo', { token });
        return { ok: ok && out.body.code === 0 && after.body.code !== 0, detail: `signed in on i1, getUserInfo on i2/i3: ${seen.map((b) => b.code).join('/')}; signed out on i2 → i3 answers code ${after.body.code}` };
      },
    },
    {
      name: 'rate limits count across instances (Redis)',
      run: async () => {
        // One client address for this run (the instances trust the balancer's X-Forwarded-For, TRUSTED_PROXIES).
        const ip = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
        const statuses = [];
        for (let n = 0; n < 61; n++) {
          const res = await fetch(`${all[n % all.length].base}/atsteel/loginCustom/verifyCode`, { headers: { 'x-forwarded-for': ip } });
          await res.arrayBuffer();
          statuses.push(res.status);
        }
        const allowed = statuses.filter((s) => s === 200).length;
        return { ok: allowed === 60 && statuses[60] === 429, detail: `signInAid limit 60/min per address, 61 captchas round-robin over 3 instances: ${allowed} allowed, the 61st answered ${statuses[60]}` };
      },
    },
    {
      name: 'jobs run exactly once (unpaid orders cancelled by one instance)',
      // Started first, checked last: the orders expire after ORDER_TIMEOUT_MINUTES=1 and the 30 s job cancels them.
      prepare: async () => {
        const token = await signIn(i3.base, 'demo_lab');
        const made = [];
        for (const i of all) made.push(await createVipOrder(i.base, token));
        expiring = { ids: made.map((o) => o.id ?? o.orderId), orderNos: made.map((o) => o.orderNo), at: Date.now() };
      },
      run: async () => {
        const deadline = expiring.at + 150_000;
        let rows = [];
        while (Date.now() < deadline) {
          rows = await db(`select o.order_no, o.status, (select count(*)::int from order_events e where e.order_id = o.id and e.to_status = 'cancelled') as cancels from orders o where o.order_no = any($1)`, [expiring.orderNos]);
          if (rows.length === 3 && rows.every((r) => r.status === 'cancelled')) break;
          await new Promise((r) => setTimeout(r, 2000));
        }
        const claims = await db(`select name, last_run_by from job_claims order by name`);
        const logged = all.map((i) => logText(i).split('\n').filter((l) => l.includes('"payment_job"') && l.includes('orders.cancelExpired')).reduce((sum, l) => sum + Number(/cancelled (\d+)/.exec(l)?.[1] ?? 0), 0));
        const ok = rows.length === 3 && rows.every((r) => r.status === 'cancelled' && r.cancels === 1) && logged.reduce((a, b) => a + b, 0) === 3;
        return {
          ok,
          detail: `3 orders made on i1/i2/i3 cancelled after ${Math.round((Date.now() - expiring.at) / 1000)} s: ${rows.map((r) => `${r.status}×${r.cancels}`).join(', ')}; cancellations reported per instance ${logged.join('/')}; last claims ${claims.map((c) => `${c.name}@${c.last_run_by}`).join(', ')}`,
        };
      },
    },
    {
      name: 'an SSO token is spent once',
      run: async () => {
        const secret = new TextEncoder().encode(cluster.env.SSO_JWT_SECRET);
        const now = Math.floor(Date.now() / 1000);
        const jwt = await new SignJWT({})
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('demo_user')
          .setIssuer('atsteel-sso')
          .setAudience('atsteel-portal')
          .setJti(crypto.randomUUID())
          .setIssuedAt(now)
          .setExpirationTime(now + 60)
          .sign(secret);
        // The same token at the same moment on all three instances.
        const answers = await Promise.all(all.map((i) => call(i.base, 'GET', `loginCustom/verifySSOToken?jwtStr=${encodeURIComponent(jwt)}`)));
        const accepted = answers.filter((a) => a.body.code === 0 && a.body.data?.token).length;
        return { ok: accepted === 1, detail: `one token sent to 3 instances at once: ${accepted} accepted, answers ${answers.map((a) => a.status).join('/')}` };
      },
    },
    {
      name: 'an upload through one instance downloads through the others (S3)',
      run: async () => {
        const token = await signIn(i1.base, 'demo_user');
        const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } }).png().toBuffer();
        const form = new FormData();
        form.append('file', new Blob([png], { type: 'image/png' }), 'cluster.png');
        const up = await fetch(`${i1.base}/atsteel/SystemManager/fileUpload?kind=image`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
        const body = await up.json();
        if (body.code !== 0) return { ok: false, detail: `upload on i1: ${up.status} ${body.msg}` };
        const digests = await Promise.all([i2, i3].map(async (i) => {
          const res = await fetch(`${i.base}/atsteel/SystemManager/fileDownload?id=${encodeURIComponent(body.data.id)}`, { headers: { authorization: `Bearer ${token}` } });
          return res.status === 200 ? crypto.createHash('sha256').update(Buffer.from(await res.arrayBuffer())).digest('hex').slice(0, 12) : `HTTP ${res.status}`;
        }));
        const want = crypto.createHash('sha256').update(png).digest('hex').slice(0, 12);
        return { ok: digests.every((d) => d === want), detail: `${png.length} bytes uploaded on i1 (sha256 ${want}); downloaded on i2/i3: ${digests.join('/')}` };
      },
    },
    {
      name: 'an answer computed on one instance is a hit on another (the shared answer cache)',
      run: async () => {
        const found = await call(i1.base, 'POST', 'steelName/steelSearch', { body: { keyword: 'S355JR', pageSize: 1 } });
        const record = found.body.data?.list?.[0];
        if (!record) return { ok: false, detail: `S355JR not found on i1: ${found.status} ${found.body.msg}` };
        const onFirst = await call(i1.base, 'GET', `steelName/steelDetail?id=${record.id}`);
        const generation = (await (await fetch(`${i1.base}/atsteel/ready`)).json()).dataGeneration;
        const redis = new Redis(cluster.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 });
        let keys = 0;
        try {
          await redis.connect();
          // The answer is stored without the caller waiting for it.
          for (let n = 0; n < 20 && !keys; n++, await new Promise((r) => setTimeout(r, 50))) keys = (await redis.keys(`atsteel:answers:${generation}:*`)).length;
        } finally {
          redis.disconnect();
        }
        // A change behind the caches' back (no import, so the same data version): i2 has never asked for this detail,
        // so an answer with the old grade can only come from the answer i1 stored in Redis.
        await db('update materials set grade = $1 where id = $2', [`${record.grade}-changed`, record.id]);
        let onSecond;
        try {
          onSecond = await call(i2.base, 'GET', `steelName/steelDetail?id=${record.id}`);
        } finally {
          await db('update materials set grade = $1 where id = $2', [record.grade, record.id]);
        }
        const ok = onFirst.body.code === 0 && keys > 0 && onSecond.body.code === 0 && onSecond.body.data?.grade === record.grade;
        return { ok, detail: `detail of ${record.grade} (id ${record.id}) computed on i1: ${keys} answers of data version ${generation} in Redis; on i2 after the grade was changed in the database: "${onSecond.body.data?.grade}" (the shared answer)` };
      },
    },
    {
      name: 'a re-import on one machine stops every instance serving the old cached pages',
      run: async () => {
        const generation = async (i) => (await (await fetch(`${i.base}/atsteel/ready`)).json()).dataGeneration;
        const before = await Promise.all(all.map(generation));
        const found = await call(i1.base, 'POST', 'steelName/steelSearch', { body: { keyword: 'Q355B', pageSize: 1 } });
        const id = found.body.data.list[0].id;
        // Fill each instance's page cache with the current version's detail page.
        for (const i of all) await (await fetch(`${i.base}/mind/seeDetail?id=${id}`, { headers: { cookie: 'lang=CN' } })).text();
        const started = Date.now();
        const imported = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/data-import.ts'], {
          encoding: 'utf8',
          env: { ...process.env, DATABASE_URL: cluster.databaseUrl, REDIS_URL: cluster.redisUrl, DATA_DIR: `${cluster.root}/import` },
        });
        if (imported.status !== 0) return { ok: false, detail: `data:import failed: ${imported.stderr.slice(-500)}` };
        const importMs = Date.now() - started;
        const announced = /announced to (\d+)/.exec(imported.stdout)?.[1];
        const t0 = Date.now();
        let after = before;
        while (Date.now() - t0 < 10_000) {
          after = await Promise.all(all.map(generation));
          if (after.every((g, n) => g !== before[n]) && new Set(after).size === 1) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        const seenMs = Date.now() - t0;
        const pages = await Promise.all(all.map(async (i) => (await fetch(`${i.base}/mind/seeDetail?id=${id}`, { headers: { cookie: 'lang=CN' } })).status));
        const ok = new Set(before).size === 1 && after.every((g) => g !== before[0]) && new Set(after).size === 1 && pages.every((s) => s === 200);
        return { ok, detail: `data version ${before[0]} → ${after.join('/')} on all ${seenMs} ms after the import ended (import ${(importMs / 1000).toFixed(1)} s, announced to ${announced} subscribers); detail page after: ${pages.join('/')}` };
      },
    },
    {
      name: 'a payment notification delivered to several instances applies once',
      run: async () => {
        const token = await signIn(i2.base, 'demo_user');
        const order = await createVipOrder(i1.base, token);
        await offerWechat(i2.base, token, order.orderNo);
        const notification = makeNotification(cluster, order);
        const answers = await Promise.all(all.map((i) => fetch(`${i.base}/atsteel/pay/wxpay/notify`, { method: 'POST', headers: notification.headers, body: notification.body }).then((r) => r.status)));
        const again = await fetch(`${i3.base}/atsteel/pay/wxpay/notify`, { method: 'POST', headers: notification.headers, body: notification.body }).then((r) => r.status);
        const [row] = await db(
          `select o.status, (select count(*)::int from payments p where p.order_id = o.id and p.applied) as payments, (select count(*)::int from order_events e where e.order_id = o.id and e.to_status = 'paid') as paid from orders o where o.order_no = $1`,
          [order.orderNo],
        );
        const ok = row.status === 'paid' && row.payments === 1 && row.paid === 1 && answers.every((s) => s === 200 || s === 204) && (again === 200 || again === 204);
        return { ok, detail: `order ${order.orderNo} made on i1, offered on i2; one notification sent to i1/i2/i3 at once (${answers.join('/')}) and again to i3 (${again}): status ${row.status}, ${row.payments} payment, ${row.paid} paid event` };
      },
    },
  ];
}
