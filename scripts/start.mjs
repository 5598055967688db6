#!/usr/bin/env node
// `npm start`: builds if needed, then serves the portal. The server itself validates the
// configuration, migrates and seeds the database at start (instrumentation.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from './lib/build-if-needed.mjs';

buildIfNeeded();

const port = process.env.PORT || '3000';
if (!/^\d+$/.test(port)) {
  console.error(`Invalid configuration: PORT must be a number, got "${port}"`);
  process.exit(1);
}
// A local trial (no public address configured) may run with the development secrets; a real
// server sets PUBLIC_BASE_URL and then must set SSO_JWT_SECRET too (lib/env.ts refuses otherwise).
const localTrial = !process.env.PUBLIC_BASE_URL || /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\/?$/.test(process.env.PUBLIC_BASE_URL);
const extraEnv = localTrial && process.env.ALLOW_DEV_SECRETS === undefined ? { ALLOW_DEV_SECRETS: '1' } : {};
if (extraEnv.ALLOW_DEV_SECRETS) console.log('[atsteel] local trial (PUBLIC_BASE_URL unset or localhost): development secrets allowed');
console.log(`[atsteel] starting on http://localhost:${port} (DATA_DIR=${process.env.DATA_DIR || './data'}${process.env.DATABASE_URL ? ', DATABASE_URL set' : ''})`);
// Never pass -H 127.0.0.1: it makes default-locale URLs redirect to themselves.
const child = spawn(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', port], {
  stdio: 'inherit',
  env: { ...process.env, ...extraEnv, NEXT_TELEMETRY_DISABLED: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
