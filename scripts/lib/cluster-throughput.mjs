import fs from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';

/**
 * `npm run cluster -- --throughput` (docs/PERFORMANCE.md, "One instance against three"): a search-heavy load on one
 * instance directly, then on the three behind HAProxy, in one run on the same database and Redis. Each target gets a
 * cold phase (queries no instance has answered yet) and a warm phase (the same queries again at once).
 *
 * The mix: `steelName/steelSearch` calls drawn from a pool of popular queries (grade keywords, prefixes and tensile
 * ranges) by a Zipf-like popularity (the n-th query is asked about 1/n as often as the first), and a share of
 * distinct queries nobody repeats (a tensile range of its own), as a crawl or a curious visitor sends. The phases of
 * the two targets use different page sizes (20 and 19 rows), so the second target's cold phase finds nothing the
 * first one left in any cache while doing the same work.
 *   THROUGHPUT_SECONDS=20 THROUGHPUT_CONNECTIONS=24 THROUGHPUT_DISTINCT=0.2 THROUGHPUT_POOL=600 (defaults)
 * Besides req/s and latency it reports the database's statements per request (transactions committed in the phase over
 * its requests, and over its distinct queries: a faster run repeats its popular queries more often): how much of the load
 * was computed rather than answered from a cache, independent of the machine's speed.
 *   THROUGHPUT_REPORT=file.json also writes the rows as JSON.
 */
const seconds = Number(process.env.THROUGHPUT_SECONDS || 20);
const connections = Number(process.env.THROUGHPUT_CONNECTIONS || 24);
const distinctShare = Number(process.env.THROUGHPUT_DISTINCT || 0.2);
const poolSize = Number(process.env.THROUGHPUT_POOL || 600);
const json = { 'content-type': 'application/json' };

/** A small seeded generator (mulberry32): every run asks the same sequence of queries. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Grade keywords of the database (the steel records sorted by grade), for a pool that finds real records. */
async function gradeKeywords(base) {
  const grades = new Set();
  for (let page = 1; page <= 5; page++) {
    const res = await fetch(`${base}/atsteel/steelName/steelSearch`, { method: 'POST', headers: json, body: JSON.stringify({ sort: 'grade', pageSize: 100, page }) });
    const body = await res.json();
    if (body.code !== 0) throw new Error(`grade list: ${res.status} ${body.msg}`);
    for (const r of body.data.list) grades.add(r.grade);
    if (body.data.list.length < 100) break;
  }
  if (!grades.size) throw new Error('no steel grades: is the database seeded?');
  return [...grades];
}

/** The popular queries: two thirds keywords (whole grades and their first characters), a third tensile ranges. */
function queryPool(grades) {
  const next = random(45);
  const pool = [];
  for (let i = 0; pool.length < poolSize; i++) {
    if (i % 3 === 2) {
      const min = 300 + Math.floor(next() * 50) * 10;
      pool.push({ properties: [{ key: 'tensileStrength', min, max: min + 100 + Math.floor(next() * 4) * 100 }], sort: 'tensileStrength' });
    } else {
      const grade = grades[Math.floor(next() * grades.length)];
      pool.push({ keyword: i % 3 === 1 && grade.length > 3 ? grade.slice(0, 3) : grade });
    }
  }
  return pool;
}

/** Cumulative Zipf weights (s = 1) over the pool, for drawing a popular query. */
function zipf(n) {
  const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  let sum = 0;
  return weights.map((w) => (sum += w / total));
}

let distinctCounter = 0;

function phase(base, pool, cumulative, pageSize, seed) {
  const next = random(seed);
  const asked = new Set();
  const draw = () => {
    if (next() < distinctShare) {
      // Never asked before in this run: a tensile range of its own.
      const n = distinctCounter++;
      return { properties: [{ key: 'tensileStrength', min: 200 + (n % 600), max: 900 + Math.floor(n / 600) }], pageSize };
    }
    const x = next();
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return { ...pool[lo], pageSize };
  };
  return new Promise((resolve, reject) => {
    const run = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        timeout: 10,
        requests: [
          {
            method: 'POST',
            path: '/atsteel/steelName/steelSearch',
            headers: { ...json, cookie: 'lang=CN' },
            setupRequest: (req) => {
              const body = JSON.stringify(draw());
              asked.add(body);
              return { ...req, body };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, distinct: asked.size })),
    );
    autocannon.track(run, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/**
 * The statements the cluster's database has run (transactions committed: each search statement is one), read after the
 * statistics have been flushed (PostgreSQL reports a backend's counts about once a second). Per request it tells how
 * often an answer was computed instead of found in a cache, whatever the machine's speed.
 */
async function statements(databaseUrl) {
  await new Promise((r) => setTimeout(r, 1500));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query('select xact_commit::bigint as n from pg_stat_database where datname = current_database()');
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

function machineState() {
  const [one, five] = fs.readFileSync('/proc/loadavg', 'utf8').split(' ');
  return `load average ${one} (1 min), ${five} (5 min)`;
}

/** Runs the phases on the started cluster; answers true when no request failed. */
export async function runThroughput(cluster) {
  const [first] = cluster.instances;
  const grades = await gradeKeywords(first.base);
  const pool = queryPool(grades);
  const cumulative = zipf(pool.length);
  const shared = process.env.ANSWER_CACHE_SHARED === 'false' ? 'off (ANSWER_CACHE_SHARED=false)' : 'on when the build has it (REDIS_URL is set)';
  console.log(`throughput: ${connections} connections, ${seconds} s per phase, pool of ${pool.length} queries from ${grades.length} grades, ${Math.round(distinctShare * 100)} % distinct; shared answer cache ${shared}`);
  console.log(`throughput: before the run, ${machineState()}`);
  const targets = [
    { name: 'one instance (i1 directly)', base: first.base, pageSize: 20 },
    { name: `three instances (HAProxy)`, base: cluster.balancer, pageSize: 19 },
  ];
  const rows = [];
  let ok = true;
  for (const target of targets) {
    for (const [n, kind] of ['cold', 'warm'].entries()) {
      const before = await statements(cluster.databaseUrl);
      const { result, distinct } = await phase(target.base, pool, cumulative, target.pageSize, 1000 + n);
      const ran = (await statements(cluster.databaseUrl)) - before;
      const bad = result.non2xx + result.errors;
      if (bad > 0) ok = false;
      rows.push({
        target: target.name,
        phase: kind,
        requests: result.requests.total,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'distinct queries': distinct,
        'db statements per request': (ran / result.requests.total).toFixed(2),
        'per distinct query': (ran / distinct).toFixed(2),
        errors: bad,
        load: machineState().replace('load average ', ''),
      });
      console.log(`throughput: ${target.name}, ${kind}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
    }
  }
  console.table(rows);
  const ratio = (kind) => {
    const one = rows.find((r) => r.phase === kind && r.target.startsWith('one'));
    const three = rows.find((r) => r.phase === kind && r.target.startsWith('three'));
    return (three['req/s'] / one['req/s']).toFixed(2);
  };
  console.log(`throughput: three against one, cold ${ratio('cold')}×, warm ${ratio('warm')}×`);
  if (process.env.THROUGHPUT_REPORT) fs.writeFileSync(process.env.THROUGHPUT_REPORT, JSON.stringify(rows, null, 1));
  return ok;
}
