#!/usr/bin/env node
// `npm start`: builds if needed, then serves the portal. The server itself validates the
// configuration, migrates and seeds the database at start (instrumentation.ts).
import { spawn } from 'node:child_process';
import { buildIfNeeded } from './lib/build-if-needed.mjs';
import { localTrialEnv } from './lib/local-trial.mjs';

buildIfNeeded();

const port = process.env.PORT || '3000';
if (!/^\d+$/.test(port)) {
  console.error(`Invalid configuration: PORT must be a number, got "${port}"`);
  process.exit(1);
}
// A local trial (no PUBLIC_BASE_URL, or a localhost one) gets the settings a bare production
// `next start` refuses to run without, and says so (scripts/lib/local-trial.mjs).
const { extra: extraEnv, notes } = localTrialEnv(process.env, port);
for (const note of notes) console.log(`[atsteel] ${note}`);
console.log(`[atsteel] starting on http://localhost:${port} (DATA_DIR=${process.env.DATA_DIR || './data'}${process.env.DATABASE_URL ? ', DATABASE_URL set' : ''})`);
// Never pass -H 127.0.0.1: it makes default-locale URLs redirect to themselves.
// The portal's own server (server.mjs): Next's request handler behind the request guard.
const child = spawn(process.execPath, ['server.mjs', '--port', port], {
  stdio: 'inherit',
  env: { ...process.env, ...extraEnv, NEXT_TELEMETRY_DISABLED: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
