import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts the production server on its own port and its own temporary DATA_DIR (PGlite takes
 * no file lock, so no two processes may share one), waits until it answers, and returns a
 * stop function that kills it by process id. Idle connections are kept for 2 minutes: Playwright's
 * request contexts reuse sockets across long tests, and a socket the server had just closed at its
 * default 5 s answered ECONNRESET. ALLOW_DEV_SECRETS=1 and ALLOW_SANDBOX_PAYMENTS=1: a test
 * server may run the production build with the development secrets (single sign-on with the dev
 * secret) and the payment sandbox (lib/env.ts refuses both in production otherwise).
 * `dataDir`: start on an existing DATA_DIR (a restart after the previous server stopped) instead
 * of a new one. `nodeArgs`: flags for Node itself (`--cpu-prof`, which NODE_OPTIONS may not carry).
 */
export async function startTestServer({ port, env = {}, timeoutMs = 180000, dataDir: existing, nodeArgs = [] } = {}) {
  const dataDir = existing ?? fs.mkdtempSync(path.join(os.tmpdir(), 'atsteel-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  let logClosed = false;
  const child = spawn(process.execPath, [...nodeArgs, 'server.mjs', '--port', String(port), '--keepAliveTimeout', '120000'], {
    // PUBLIC_BASE_URL: the payment sandbox sends its notifications to this server's own port.
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ALLOW_DEV_SECRETS: '1', ALLOW_SANDBOX_PAYMENTS: '1', DATA_DIR: dataDir, PORT: String(port), PUBLIC_BASE_URL: `http://localhost:${port}`, ...env },
    stdio: ['ignore', log, log],
  });
  const base = `http://localhost:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited early (code ${child.exitCode}):\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
    }
    try {
      const res = await fetch(`${base}/atsteel/saveVisitData`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: '/__warmup' }),
      });
      if (res.status === 200) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within ${timeoutMs} ms:\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    dataDir,
    logFile,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => {
          const t = setTimeout(() => {
            child.kill('SIGKILL');
            r();
          }, 5000);
          child.on('exit', () => {
            clearTimeout(t);
            r();
          });
        });
      }
      if (!logClosed) fs.closeSync(log);
      logClosed = true;
    },
  };
}
