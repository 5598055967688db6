#!/usr/bin/env node
// `npm test` (docs/TESTING.md): the type check and the lint, vitest (unit, component and endpoint tests on PGlite), the
// production build when it is missing or stale (without a second type check: the checks have just run), and the
// Playwright suite with the route walk's page weights. Each step is a timed phase; the table is printed at the end,
// also when a step fails (the run stops at the first failure, as `a && b && c` did).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIsStale } from './lib/build-if-needed.mjs';
import { phaseTable, readPhases, recordPhase, runPhase } from './lib/phases.mjs';

// `.ci/run` names the file of the whole run; alone, `npm test` keeps its own.
const own = !process.env.PHASES_FILE;
if (own) process.env.PHASES_FILE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'atsteel-phases-')), 'phases.jsonl');
const started = Date.now();
const node = process.execPath;
/** Temporary folders of this run, removed at its end. */
const cleanup = [];

const steps = [
  ['checks', () => runPhase('checks', node, ['scripts/checks.mjs'])],
  ['unit', () => runPhase('unit', node, ['node_modules/vitest/vitest.mjs', 'run'])],
  [
    'build',
    () => {
      if (!buildIsStale()) {
        recordPhase('build', 0);
        console.log('[test] the production build is up to date');
        return 0;
      }
      // The checks above type-checked the same files (next.config.ts reads ATSTEEL_TYPES_CHECKED). The build
      // prerenders from a database of its own, migrated and seeded on the way; the e2e server starts on a copy of it
      // instead of seeding another (scripts/e2e.mjs, E2E_SEED_DATA_DIR).
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atsteel-build-data-'));
      cleanup.push(dataDir);
      const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ATSTEEL_TYPES_CHECKED: '1', DATA_DIR: dataDir };
      return runPhase('build', node, ['node_modules/next/dist/bin/next', 'build'], { env }).then((status) => {
        if (status === 0) process.env.E2E_SEED_DATA_DIR = dataDir;
        return status;
      });
    },
  ],
  ['e2e', () => runPhase('e2e', node, ['scripts/e2e.mjs'])],
];

let status = 0;
for (const [name, run] of steps) {
  status = await run();
  if (status !== 0) {
    console.error(`[test] ${name} failed (exit ${status})`);
    break;
  }
}
for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
const phases = readPhases();
const mine = own ? phases : phases.filter((p) => steps.some(([name]) => p.name === name || p.name.startsWith(`${name} › `)));
console.log(phaseTable(mine, { title: 'npm test', total: (Date.now() - started) / 1000 }).text);
process.exit(status);
