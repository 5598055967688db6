import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { getTableName } from 'drizzle-orm';
import { ROUTES } from '@/lib/routes';
import type { AnyDomain } from '@/lib/server/api/domain';

/**
 * docs/DOMAINS.md, generated from the domain manifests (lib/server/<domain>/domain.ts) by `npm run docs:domains`;
 * tests/unit/domains.test.ts fails when the file is stale. Everything on the page is either declared in a
 * manifest (and checked by tests/unit/domains.test.ts) or read from the tree: the folders that exist, the call
 * prefixes of the endpoints, the routes of lib/routes.ts a route prefix covers, the test files named after the domain.
 */

/** The first segment of an endpoint path: `/atsteel/<prefix>/…` (a path without a slash is its own prefix). */
export const callPrefixOf = (endpointPath: string): string => endpointPath.split('/')[0];

const routesOf = (prefix: string) => ROUTES.filter((r) => r.path === prefix || r.path.startsWith(`${prefix}/`));
/** messages/<locale>/<file>.json of a namespace: `MaterialPages` → material-pages. */
const messageFile = (namespace: string) => namespace.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
/** Code-point order, the same on every machine (localeCompare depends on the ICU data and the locale). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const code = (s: string) => `\`${s}\``;
const link = (target: string, text = target) => `[${text}](${target})`;

function filesIn(root: string, dir: string, suffix: string): string[] {
  try {
    return fs
      .readdirSync(path.join(root, dir))
      .filter((f) => f.endsWith(suffix))
      .sort(byText);
  } catch {
    return [];
  }
}

function countTests(root: string, dir: string): number {
  try {
    return fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).filter((f) => /\.test\.tsx?$/.test(f)).length;
  } catch {
    return 0;
  }
}

/** The test files of a domain: named after it (`ranking.test.ts`, `ranking-…`) or after one of its declared `tests` names. */
function testFilesOf(root: string, d: AnyDomain, dir: string, suffix: string): string[] {
  const stems = [d.name, ...(d.tests ?? [])];
  return filesIn(root, dir, suffix).filter((f) => {
    const stem = f.slice(0, -suffix.length);
    return stems.some((s) => stem === s || stem.startsWith(`${s}-`));
  });
}

function section(root: string, d: AnyDomain): string[] {
  const exists = (rel: string) => fs.existsSync(path.join(root, rel));
  const folders = [`lib/${d.name}`, `lib/server/${d.name}`, `components/${d.name}`, `seed-data/${d.name}`].filter(exists);
  const prefixes = new Map<string, number>();
  for (const ep of d.endpoints ?? []) prefixes.set(callPrefixOf(ep.path), (prefixes.get(callPrefixOf(ep.path)) ?? 0) + 1);
  const calls = [...prefixes].sort(([a], [b]) => byText(a, b)).map(([p, n]) => `${code(`/atsteel/${p}/`)} (${n})`);
  const routes = (d.routes ?? []).map((p) => `${code(p)}${routesOf(p).length > 1 ? ` (${routesOf(p).length} screens)` : ''}`);
  const messages = (d.messages ?? []).map((ns) => `${code(ns)} (messages/{zh,en}/${messageFile(ns)}.json)`);
  const tables = (d.tables ?? []).map((t) => code(getTableName(t)));
  const api = testFilesOf(root, d, 'tests/api', '.test.ts').map((f) => link(`../tests/api/${f}`, f));
  const e2e = testFilesOf(root, d, 'e2e', '.spec.ts').map((f) => link(`../e2e/${f}`, f));
  const unit = folders.reduce((n, f) => n + countTests(root, f), 0);
  const tests = [...api, ...e2e, ...(unit ? [`${unit} unit test file${unit === 1 ? '' : 's'} beside the code`] : [])];
  const hooks = [
    ...d.orderTypes.map((t) => `fulfilment of ${code(t)} orders`),
    ...(d.fileOwners ?? []).map((o) => `file owner ${code(o.ownerKind)}`),
    ...Object.keys(d.reviewHooks ?? {}).map((k) => `review hooks of ${code(k)}`),
    ...(d.jobs ?? []).map((j) => `job ${code(j.name)}`),
  ];
  const rows: [string, string[]][] = [
    ['spec routes', routes],
    ['call prefixes', calls],
    ['folders', folders.map((f) => link(`../${f}`, f))],
    ['messages', messages],
    ['tables', tables],
    ['seed steps', (d.seedSteps ?? []).map((s) => code(s.name))],
    ['hands the platform', hooks],
    ['depends on', (d.dependsOn ?? []).map((x) => link(`#${x}`, x))],
    ['answers (lib/server/ports/answers.ts)', Object.keys(d.answers ?? {}).map((q) => code(q))],
    ['tests', tests],
    ['docs', (d.docs ?? []).map((doc) => link(path.basename(doc)))],
  ];
  return [
    `## ${d.name}`,
    '',
    d.summary,
    '',
    '| | |',
    '|---|---|',
    ...rows.map(([label, items]) => `| ${label} | ${items.length ? items.join(', ') : '—'} |`),
    '',
  ];
}

export function renderDomainDocs(domains: readonly AnyDomain[], root = process.cwd()): string {
  const byRoute = domains
    .flatMap((d) => (d.routes ?? []).map((p) => ({ p, d: d.name })))
    .sort((a, b) => byText(a.p, b.p) || byText(a.d, b.d));
  const byCall = new Map<string, Set<string>>();
  for (const d of domains) for (const ep of d.endpoints ?? []) byCall.set(callPrefixOf(ep.path), (byCall.get(callPrefixOf(ep.path)) ?? new Set()).add(d.name));
  const calls = [...byCall].sort(([a], [b]) => byText(a, b));
  return [
    '# Domains',
    '',
    '<!-- Generated from the domain manifests (lib/server/<domain>/domain.ts) by `npm run docs:domains`. Do not edit by hand. -->',
    '',
    `${domains.length} domains, one manifest each, listed in lib/server/registry.ts in seed order (docs/ARCHITECTURE.md, "The domain manifest").`,
    "The spec's route and call names hide the domain behind them; the two tables below lead from a name to its domain.",
    '',
    '## From a spec route to its domain',
    '',
    '| route prefix | domain |',
    '|---|---|',
    ...byRoute.map(({ p, d }) => `| ${code(p)} | ${link(`#${d}`, d)} |`),
    '',
    '## From a call to its domain',
    '',
    '| call prefix | domain |',
    '|---|---|',
    ...calls.map(([p, ds]) => `| ${code(`/atsteel/${p}/`)} | ${[...ds].map((d) => link(`#${d}`, d)).join(', ')} |`),
    '',
    ...domains.flatMap((d) => section(root, d)),
  ].join('\n');
}
