#!/usr/bin/env node
// `npm run test:changed [-- --base <rev>]` (docs/TESTING.md): the fast loop of one area. What changed since <rev>
// (default HEAD: the uncommitted change, untracked files included) decides what runs:
//   - vitest's own `--changed <rev>`: every unit, component and endpoint test that imports a changed file
//     (through its module graph), on PGlite;
//   - the e2e specs of the touched areas: a spec that changed, a spec named after a touched domain
//     (lib/<domain>, lib/server/<domain>, components/<domain>, messages/*/<domain>.json → e2e/<domain>*.spec.ts), and a
//     spec that opens a touched screen (app/[locale]/<segment>/… → a spec that names `/<segment>/`); the build is
//     made first if it is stale, and the type check and the lint run on the changed files alone.
// `--no-e2e` leaves the browser out; `--pg` also runs the endpoint tests on DATABASE_URL (or the machine's PostgreSQL).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const base = args.includes('--base') ? args[args.indexOf('--base') + 1] : 'HEAD';
const git = (...a) => spawnSync('git', a, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')])].filter((f) => fs.existsSync(f));
if (!changed.length) {
  console.log(`[test:changed] nothing changed since ${base}`);
  process.exit(0);
}
console.log(`[test:changed] ${changed.length} files changed since ${base}`);

const run = (label, command, commandArgs, env = process.env) => {
  console.log(`\n[test:changed] ${label}: ${[command, ...commandArgs].join(' ').slice(0, 300)}`);
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`[test:changed] ${label} failed`);
    process.exit(result.status ?? 1);
  }
};
const node = process.execPath;

const code = changed.filter((f) => /\.(ts|tsx|mjs|js)$/.test(f));
if (code.length) {
  run('type check', node, ['node_modules/typescript/bin/tsc', '--noEmit']);
  run('lint', node, ['node_modules/eslint/bin/eslint.js', ...code]);
}
run('vitest (tests that import what changed)', node, ['node_modules/vitest/vitest.mjs', 'run', '--changed', base, '--passWithNoTests']);
if (args.includes('--pg')) {
  const url = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
  run('vitest on PostgreSQL', node, ['node_modules/vitest/vitest.mjs', 'run', '--changed', base, '--passWithNoTests', 'tests/api'], { ...process.env, DATABASE_URL: url });
}

if (!args.includes('--no-e2e')) {
  const specs = fs.readdirSync('e2e').filter((f) => f.endsWith('.spec.ts'));
  const domains = new Set();
  const segments = new Set();
  for (const file of changed) {
    const parts = file.split('/');
    if (parts[0] === 'lib' && parts[1] === 'server' && parts.length > 3) domains.add(parts[2]);
    else if ((parts[0] === 'lib' || parts[0] === 'components') && parts.length > 2) domains.add(parts[1]);
    else if (parts[0] === 'messages' && parts.length === 3) domains.add(path.basename(parts[2], '.json'));
    else if (parts[0] === 'app' && parts[1] === '[locale]' && parts.length > 3) segments.add(parts[2]);
  }
  const picked = specs.filter((spec) => {
    const full = path.join('e2e', spec);
    if (changed.includes(full)) return true;
    if ([...domains].some((d) => spec.startsWith(d))) return true;
    if (!segments.size) return false;
    const text = fs.readFileSync(full, 'utf8');
    return [...segments].some((s) => text.includes(`/${s}/`) || text.includes(`'/${s}'`));
  });
  if (picked.length) run(`e2e (${picked.join(', ')})`, node, ['scripts/e2e.mjs', ...picked.map((s) => path.join('e2e', s))]);
  else console.log('\n[test:changed] no e2e spec belongs to the changed areas');
}
console.log('\n[test:changed] passed');
