#!/usr/bin/env node
// `npm run test:e2e`: production build (if needed), a server on its own port and data
// directory, then the Playwright suite in Debian's Chromium against it. The page-weight budgets are checked by the
// route walk on the loads it makes (e2e/routes.spec.ts; `npm run weight` measures the same in loads of its own).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from './lib/build-if-needed.mjs';
import { startTestServer } from './lib/server.mjs';

// Debian's old headless shell (chromium-headless-shell) when it is installed: the same engine without the browser's UI,
// about a quarter less CPU per page load than the full browser in headless mode (measured 2026-12-02: 38 against 52
// CPU-seconds for the same 32 loads), which on this 2-core machine is the e2e phase's time (docs/TESTING.md).
const chromium = process.env.CHROMIUM_PATH || ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file));
if (!chromium || !fs.existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium ?? '/usr/bin/chromium'}. Install Debian's chromium-headless-shell (or chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

buildIfNeeded();
const port = Number(process.env.E2E_PORT || 3210);
// e2e runs on the embedded database; DATABASE_URL is for the endpoint tests. The browser is
// on this machine, so it plays the trusted reverse proxy (HSTS and Secure cookies tests).
// TEST_CLOCK=1: e2e/auth.spec.ts moves the server clock past the SMS cooldown instead of waiting (docs/SECURITY.md).
// E2E_SEED_DATA_DIR (set by scripts/test.mjs after a build): the database the build migrated and seeded to prerender
// from; the server starts on a copy of it (the seed steps then find themselves done) instead of seeding its own,
// 1–2 minutes on this machine. Never the folder itself: PGlite takes no file lock, and the build's stays as built.
const seeded = process.env.E2E_SEED_DATA_DIR;
let dataDir;
if (seeded && fs.existsSync(path.join(seeded, 'pglite'))) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atsteel-'));
  fs.cpSync(seeded, dataDir, { recursive: true });
  console.log(`[e2e] the server starts on a copy of the build's seeded database (${seeded})`);
}
const server = await startTestServer({ port, dataDir, env: { DATABASE_URL: '', TRUSTED_PROXIES: '127.0.0.1,::1', TEST_CLOCK: '1' } });
console.log(`[e2e] server ${server.base} (pid ${server.pid}, DATA_DIR ${server.dataDir})`);
let status = 1;
try {
  const result = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: server.base, E2E_DATA_DIR: server.dataDir, CHROMIUM_PATH: chromium },
  });
  status = result.status ?? 1;
} finally {
  await server.stop();
  if (status !== 0) console.error(`[e2e] server log: ${server.logFile}`);
}
process.exit(status);
