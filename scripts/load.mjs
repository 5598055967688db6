#!/usr/bin/env node
// `npm run load`: 50 simultaneous visitors for 60 s against the production build, on a server of
// its own (own port and temporary DATA_DIR), mixing what real visitors do. Each kind of request
// runs as its own autocannon group at the same time, so throughput, p99 and errors are reported
// per kind; the connections of all groups add up to the number of visitors.
//   LOAD_VISITORS=50 LOAD_SECONDS=60 LOAD_PORT=3330 npm run load      (defaults shown)
//   npm run load -- --pg   measures PostgreSQL (DATABASE_URL, default postgres://root@127.0.0.1:5432/test)
//   LOAD_BASE_URL=http://localhost:3300 npm run load   loads a running portal (the cluster's balancer) instead
//   LOAD_REPORT=file.json  also writes the per-kind rows as JSON (npm run cluster:faults reads them)
// Exits non-zero on any error: a status other than 2xx/3xx, a socket error or a timeout.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { buildIfNeeded } from './lib/build-if-needed.mjs';
import { startTestServer } from './lib/server.mjs';
import { DEMO_PASSWORD } from './lib/demo-session.mjs';

const args = process.argv.slice(2);
const usePg = args.includes('--pg');
const visitors = Number(process.env.LOAD_VISITORS || 50);
const seconds = Number(process.env.LOAD_SECONDS || 60);
const port = Number(process.env.LOAD_PORT || process.env.BENCH_PORT || 3330);
const pgUrl = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
/** The seeded demo accounts (README "Demo accounts"); each signed-in visitor uses one of them. */
const ACCOUNTS = ['demo_user', 'demo_admin', 'demo_employee', 'demo_lab', 'demo_expert'];

const json = { 'content-type': 'application/json' };

async function post(base, path, body, headers = {}) {
  const res = await fetch(`${base}/atsteel/${path}`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });
  return res.json();
}

/**
 * The visitor mix: share of the visitors per kind and the request(s) each one repeats.
 * Signed-in kinds sign in once per virtual user before the run and reuse the token (as a browser
 * keeps its cookie); the sign-in kind itself signs in with the password on every request — a
 * successful sign-in is not rate-limited (only failures are, docs/SECURITY.md), so this exercises
 * the password check under load without tripping the limiter.
 */
async function mix(base) {
  const search = await post(base, 'steelName/steelSearch', { keyword: 'Q355B', pageSize: 5 });
  const ids = (await post(base, 'steelName/steelSearch', { keyword: 'Q235', pageSize: 10 })).data.list.map((r) => String(r.id));
  const q355b = search.data.list.find((r) => r.grade === 'Q355B');
  if (!q355b) throw new Error('Q355B not found: is the database seeded?');
  const tokens = [];
  for (const userName of ACCOUNTS) {
    const body = await post(base, 'loginCustom/login', { userName, password: DEMO_PASSWORD });
    if (body.code !== 0) throw new Error(`sign-in of ${userName} failed: ${body.msg}`);
    tokens.push(body.data.token);
  }
  let n = 0;
  const nextToken = () => tokens[n++ % tokens.length];
  const page = (path, lang) => ({ method: 'GET', path, headers: { cookie: `lang=${lang === 'zh' ? 'CN' : 'EN'}` } });
  return [
    { kind: 'home page', share: 0.16, requests: [page('/', 'zh'), page('/en', 'en')] },
    { kind: 'search page', share: 0.12, requests: [page('/mind/mindIndex?q=Q355', 'zh'), page('/en/mind/mindIndex?q=Q235', 'en')] },
    {
      kind: 'search API',
      share: 0.14,
      requests: [
        { method: 'POST', path: '/atsteel/steelName/steelSearch', headers: json, body: JSON.stringify({ keyword: 'Q355', pageSize: 20 }) },
        {
          method: 'POST',
          path: '/atsteel/steelName/steelSearch',
          headers: json,
          body: JSON.stringify({ properties: [{ key: 'tensileStrength', min: 400, max: 700 }], sort: 'tensileStrength' }),
        },
      ],
    },
    {
      kind: 'detail page',
      share: 0.16,
      requests: [page(`/mind/seeDetail?id=${q355b.id}`, 'zh'), page(`/en/mind/seeDetail?id=${ids[0]}`, 'en')],
    },
    {
      kind: 'sign-in',
      share: 0.06,
      requests: [
        {
          method: 'POST',
          path: '/atsteel/loginCustom/login',
          headers: json,
          setupRequest: (req) => ({ ...req, body: JSON.stringify({ userName: ACCOUNTS[n++ % ACCOUNTS.length], password: DEMO_PASSWORD }) }),
        },
      ],
    },
    {
      kind: 'compare',
      share: 0.12,
      requests: [
        page('/mind/mindCompare', 'zh'),
        { method: 'POST', path: '/atsteel/steelName/steelComparison', headers: json, body: JSON.stringify({ ids: [q355b.id, ...ids.slice(0, 3)].map(String) }) },
      ],
    },
    {
      kind: 'personal centre',
      share: 0.24,
      signedIn: true,
      requests: [
        { method: 'GET', path: '/my/info' },
        { method: 'POST', path: '/atsteel/loginCustom/checkLogin', headers: json, body: '{}' },
        { method: 'GET', path: '/atsteel/getUserInfo' },
        { method: 'GET', path: '/atsteel/collection/list?page=1&pageSize=10' },
      ],
    },
  ].map((group) => ({ ...group, nextToken }));
}

/** Splits the visitors over the kinds by share, at least one each, adding up exactly. */
function connectionsPerKind(groups) {
  const counts = groups.map((g) => Math.max(1, Math.floor(g.share * visitors)));
  let rest = visitors - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0; i = (i + 1) % counts.length, rest -= 1) counts[i] += 1;
  return counts;
}

function run(base, group, connections, duration = seconds) {
  const requests = group.requests.map((r) => {
    if (!group.signedIn) return r;
    // One token per connection would need per-connection state; autocannon calls setupRequest per
    // request, so the signed-in visitors take turns with the demo accounts' tokens.
    return {
      ...r,
      setupRequest: (req) => {
        const token = group.nextToken();
        return { ...req, headers: { ...(req.headers ?? {}), authorization: `Bearer ${token}`, cookie: `lang=CN; token=${token}` } };
      },
    };
  });
  return autocannon({ url: base, connections, duration, requests, timeout: 10 });
}

const external = process.env.LOAD_BASE_URL;
if (!external) buildIfNeeded();
const server = external ? { base: external.replace(/\/+$/, ''), stop: async () => undefined } : await startTestServer({ port, env: { DATABASE_URL: usePg ? pgUrl : '' } });
// Stopped from outside (Ctrl-C, a time limit): stop the server this script started, too.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void server.stop().finally(() => process.exit(130)));
let failed = false;
try {
  const groups = await mix(server.base);
  const counts = connectionsPerKind(groups);
  console.log(`load: ${visitors} visitors for ${seconds} s on ${external ? 'the running portal' : usePg ? 'PostgreSQL' : 'PGlite'}, ${server.base}`);
  console.log(groups.map((g, i) => `  ${g.kind}: ${counts[i]} visitors`).join('\n'));
  // Warm up: render every page once and fill the database's buffers, as bench does.
  for (const g of groups) await run(server.base, g, 2, 3);
  console.log(`load: warmed up, measuring for ${seconds} s`);
  const results = await Promise.all(groups.map((g, i) => run(server.base, g, counts[i])));
  const rows = results.map((r, i) => {
    // autocannon counts 3xx as non-2xx (a redirect is a normal answer) and timeouts among errors.
    const bad = r.non2xx - (r['3xx'] ?? 0) + r.errors;
    if (bad > 0) failed = true;
    return {
      kind: groups[i].kind,
      visitors: counts[i],
      requests: r.requests.total,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      errors: bad,
      '4xx': r['4xx'],
      '5xx': r['5xx'],
      'socket errors': r.errors,
      timeouts: r.timeouts,
    };
  });
  console.table(rows);
  if (process.env.LOAD_REPORT) fs.writeFileSync(process.env.LOAD_REPORT, JSON.stringify(rows));
  const total = rows.reduce((a, r) => a + r.requests, 0);
  console.log(`total: ${total} requests, ${Math.round(total / seconds)} req/s, errors ${rows.reduce((a, r) => a + r.errors, 0)}`);
} finally {
  await server.stop();
}
if (failed) {
  console.error('load: errors above (non-2xx/3xx answers, socket errors or timeouts)');
  process.exit(1);
}
