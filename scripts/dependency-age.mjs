#!/usr/bin/env node
// `npm run deps:age`: how old the runtime dependencies are (issue 50; docs/ARCHITECTURE.md, "Dependencies kept without
// a recent release"). For every entry of package.json `dependencies` it asks the registry (`npm view <name> time
// dist-tags --json`, once per name and run) for the dates of the installed version and of the newest release, and
// (`npm view <name>@<installed> deprecated`) whether the installed version is marked deprecated. It prints one table
// row per dependency and flags
//   old         the newest release (any non-prerelease version, so a backport counts) is older than 24 months
//   deprecated  the installed version carries a deprecation notice
//   dates?      the registry's dates contradict the version order (a lower patch of the same minor dated after a
//               higher one, or a major line first released before the one below it): the dates are then not
//               publication dates but a mirror's copy dates, never older than the release: a row flagged old is
//               old, a young age proves nothing; the age is then the newest version's own date, since an older
//               version copied late would look like a recent release
// It exits 1 when a row is flagged old or deprecated, 2 when the registry cannot be reached (it is therefore not part
// of `npm test`, which runs without a network).
//   npm run deps:age [-- --months=24]
//   node scripts/dependency-age.mjs --lock [name[@major] ...]
// --lock asks no registry: it lists the package-lock.json entries that record a deprecation notice, and the packages
// named after it (`glob@7` is every glob 7.x in the lock), each with the direct dependencies (runtime or dev) that pull
// it in, read from the lock's own resolution.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const root = process.cwd();
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const monthsArg = args.find((a) => a.startsWith('--months='));
const LIMIT_MONTHS = monthsArg ? Number(monthsArg.slice('--months='.length)) : 24;
const MONTH_MS = (365.25 / 12) * 24 * 3600 * 1000;
const NETWORK_CODES = ['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENETUNREACH', 'EHOSTUNREACH', 'ENOTCACHED', 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 'SELF_SIGNED_CERT_IN_CHAIN'];

// ---- versions --------------------------------------------------------------------------------------------------
function parseVersion(v) {
  const m = /^(\d+)\.(\d+)\.(\d+)(?:-([^+]+))?/.exec(v);
  return m ? { major: +m[1], minor: +m[2], patch: +m[3], pre: m[4] ?? null } : null;
}
function compareVersions(a, b) {
  const x = parseVersion(a), y = parseVersion(b);
  for (const k of ['major', 'minor', 'patch']) if (x[k] !== y[k]) return x[k] - y[k];
  if (x.pre === y.pre) return 0;
  if (x.pre === null) return 1;
  if (y.pre === null) return -1;
  return x.pre < y.pre ? -1 : 1;
}

// ---- lock file -------------------------------------------------------------------------------------------------
const lockPackages = lock.packages ?? {};
const nameOf = (location) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
/** Where the lock resolves `dep` required from the package at `from` (Node's lookup: the nearest node_modules up). */
function resolveIn(from, dep) {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${dep}`;
    if (lockPackages[candidate]) return candidate;
    if (!base) return null;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}
function edgesOf(location) {
  const meta = lockPackages[location] ?? {};
  const deps = { ...meta.dependencies, ...meta.optionalDependencies, ...meta.peerDependencies };
  return Object.keys(deps).map((d) => resolveIn(location, d)).filter(Boolean);
}
function installedVersion(name) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return lockPackages[`node_modules/${name}`]?.version ?? null;
  }
}

function lockReport(names) {
  const direct = [
    ...Object.keys(pkg.dependencies ?? {}).map((n) => [n, 'runtime']),
    ...Object.keys(pkg.devDependencies ?? {}).map((n) => [n, 'dev']),
  ];
  // Every location reachable from each direct dependency.
  const reach = new Map();
  for (const [name] of direct) {
    const start = resolveIn('', name);
    const seen = new Set();
    const stack = start ? [start] : [];
    while (stack.length) {
      const at = stack.pop();
      if (seen.has(at)) continue;
      seen.add(at);
      stack.push(...edgesOf(at));
    }
    reach.set(name, seen);
  }
  const wanted = names.map((n) => {
    const at = n.lastIndexOf('@');
    return at > 0 ? { name: n.slice(0, at), major: Number(n.slice(at + 1)) } : { name: n, major: null };
  });
  const rows = [];
  for (const [location, meta] of Object.entries(lockPackages)) {
    if (!location) continue;
    const name = meta.name ?? nameOf(location);
    const v = parseVersion(meta.version ?? '');
    const named = wanted.some((w) => w.name === name && (w.major === null || v?.major === w.major));
    if (!meta.deprecated && !named) continue;
    const by = direct.filter(([d]) => reach.get(d)?.has(location)).map(([d, kind]) => (kind === 'dev' ? `${d} (dev)` : d));
    rows.push({ name, version: meta.version, location, deprecated: meta.deprecated ?? '', by });
  }
  rows.sort((a, b) => (a.name === b.name ? compareVersions(a.version, b.version) : a.name < b.name ? -1 : 1));
  const marked = rows.filter((r) => r.deprecated).length;
  console.log(`package-lock.json: ${marked} entr${marked === 1 ? 'y records' : 'ies record'} a deprecation notice${names.length ? `; named: ${names.join(', ')}` : ''}`);
  for (const r of rows) {
    console.log(`${r.name}@${r.version}  (${r.location})${r.deprecated ? `  deprecated: ${r.deprecated}` : ''}`);
    console.log(`    pulled in by: ${r.by.length ? r.by.join(', ') : '(no direct dependency: extraneous)'}`);
  }
}

// ---- registry --------------------------------------------------------------------------------------------------
class RegistryUnreachable extends Error {}
const cache = new Map();
function npmView(spec, fields) {
  const key = `${spec} ${fields.join(' ')}`;
  if (!cache.has(key)) {
    cache.set(key, new Promise((resolve, reject) => {
      execFile('npm', ['view', spec, ...fields, '--json'], { encoding: 'utf8', timeout: 60_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
        if (!error) {
          try { return resolve(stdout.trim() ? JSON.parse(stdout) : null); } catch { return resolve(null); }
        }
        const text = `${stdout}\n${stderr}`;
        if (error.killed || NETWORK_CODES.some((c) => text.includes(c))) {
          return reject(new RegistryUnreachable(`npm view ${spec}: ${(/npm error (?:code )?(\S+)/.exec(stderr)?.[1]) ?? (error.killed ? 'timed out' : error.code)}`));
        }
        if (/\bE404\b/.test(text)) return resolve({ notFound: true });
        reject(new Error(`npm view ${spec} failed: ${stderr.trim().split('\n')[0] ?? error.message}`));
      });
    }));
  }
  return cache.get(key);
}
/** Runs `work` over `items` with at most `width` at a time (two cores; npm view is a whole Node process). */
async function pool(items, width, work) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]);
    }
  }));
  return out;
}
/** True when the dates contradict the version order, so they are not publication dates. */
function datesContradictOrder(times) {
  const stable = Object.keys(times).filter((v) => parseVersion(v) && parseVersion(v).pre === null).sort(compareVersions);
  const firstOfMajor = new Map();
  for (let i = 0; i < stable.length; i++) {
    const v = parseVersion(stable[i]);
    const prev = i > 0 ? parseVersion(stable[i - 1]) : null;
    if (prev && prev.major === v.major && prev.minor === v.minor && times[stable[i - 1]] > times[stable[i]]) return true;
    const first = firstOfMajor.get(v.major);
    if (!first || times[stable[i]] < first) firstOfMajor.set(v.major, times[stable[i]]);
  }
  const majors = [...firstOfMajor.keys()].sort((a, b) => a - b);
  return majors.some((m, i) => i > 0 && firstOfMajor.get(m) < firstOfMajor.get(majors[i - 1]));
}

async function ageReport() {
  const names = Object.keys(pkg.dependencies ?? {});
  const now = Date.now();
  const rows = await pool(names, 4, async (name) => {
    const installed = installedVersion(name);
    const info = await npmView(name, ['time', 'dist-tags']);
    if (!info || info.notFound) return { name, installed, missing: true, flags: ['not on the registry'] };
    const times = Object.fromEntries(Object.entries(info.time ?? {}).filter(([v]) => parseVersion(v)));
    const stable = Object.keys(times).filter((v) => parseVersion(v).pre === null);
    const newest = info['dist-tags']?.latest ?? stable.sort(compareVersions).at(-1);
    // With dates that contradict the order (a mirror's copy dates) an older version copied late would look like a
    // recent release: the newest version's own date counts then.
    const doubtfulDates = datesContradictOrder(times);
    const lastRelease = (doubtfulDates ? times[newest] : stable.map((v) => times[v]).sort().at(-1)) ?? times[newest];
    const months = lastRelease ? (now - Date.parse(lastRelease)) / MONTH_MS : null;
    const deprecated = installed ? await npmView(`${name}@${installed}`, ['deprecated']) : null;
    const flags = [];
    if (months !== null && months > LIMIT_MONTHS) flags.push('old');
    if (typeof deprecated === 'string' && deprecated) flags.push('deprecated');
    if (doubtfulDates) flags.push('dates?');
    return { name, installed, installedDate: times[installed], newest, newestDate: times[newest], lastRelease, months, deprecated, flags };
  });

  const day = (iso) => (iso ? iso.slice(0, 10) : '—');
  const table = [['name', 'installed', 'installed on', 'newest', 'newest on', 'months since a release', 'flags']];
  for (const r of rows) {
    table.push(r.missing
      ? [r.name, r.installed ?? '—', '—', '—', '—', '—', r.flags.join(' ')]
      : [r.name, r.installed ?? '(not installed)', day(r.installedDate), r.newest ?? '—', day(r.newestDate), r.months === null ? '—' : r.months.toFixed(1), r.flags.join(' ')]);
  }
  const widths = table[0].map((_, c) => Math.max(...table.map((row) => String(row[c]).length)));
  for (const [i, row] of table.entries()) {
    console.log(row.map((cell, c) => String(cell).padEnd(widths[c])).join('  ').trimEnd());
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  console.log('');
  for (const r of rows.filter((x) => x.flags.includes('deprecated'))) console.log(`deprecated: ${r.name}@${r.installed}: ${r.deprecated}`);
  const old = rows.filter((r) => r.flags.includes('old') || r.flags.includes('not on the registry'));
  const deprecatedRows = rows.filter((r) => r.flags.includes('deprecated'));
  const doubtful = rows.filter((r) => r.flags.includes('dates?'));
  console.log(`${rows.length} runtime dependencies; ${old.length} without a release in the last ${LIMIT_MONTHS} months${old.length ? ` (${old.map((r) => r.name).join(', ')})` : ''}; ${deprecatedRows.length} installed version${deprecatedRows.length === 1 ? '' : 's'} deprecated${deprecatedRows.length ? ` (${deprecatedRows.map((r) => r.name).join(', ')})` : ''}.`);
  if (doubtful.length) {
    console.log(`dates?: the registry's dates for ${doubtful.length} of them contradict their version order (${doubtful.map((r) => r.name).join(', ')}): they are not publication dates but, as a mirror's, the days it copied each version. A copy is never older than its release, so a row flagged old is old; a young age there proves nothing: check it on the package's own release history.`);
  }
  return old.length || deprecatedRows.length ? 1 : 0;
}

try {
  if (args.includes('--lock')) {
    lockReport(args.filter((a) => !a.startsWith('--')));
  } else {
    process.exitCode = await ageReport();
  }
} catch (error) {
  if (error instanceof RegistryUnreachable) {
    console.error(`deps:age: the npm registry (${(await registryUrl()) ?? 'npm config get registry'}) cannot be reached: ${error.message}. It needs the network; it is not part of npm test.`);
    process.exit(2);
  }
  throw error;
}

function registryUrl() {
  return new Promise((resolve) => execFile('npm', ['config', 'get', 'registry'], { encoding: 'utf8', timeout: 10_000 }, (e, out) => resolve(e ? null : out.trim())));
}
