#!/usr/bin/env node
/**
 * The portal's HTTP server: Next's documented custom server (`next({ dev: false })` and
 * `app.getRequestHandler()`) behind the request guard (lib/security/request-guard.mjs), which stamps
 * the connection's address into `x-atsteel-peer` and answers 400 to requests Next would turn into a
 * 500, then hands every other request to Next, tracked so that a page whose server code met the
 * database unreachable answers 503 (lib/page-status.mjs). `npm start` (scripts/start.mjs),
 * `npm run serve`, the test servers (scripts/lib/server.mjs) and the bench and load scripts start
 * this file; it needs a production build (`next build`). Readiness (`/atsteel/ready`) answers 503 until the
 * server has warmed up (lib/next-warm-up.mjs) and once it is stopping (lib/startup-gate.mjs).
 *
 *   node server.mjs [--port 3000] [--hostname 0.0.0.0] [--keepAliveTimeout 120000]
 *
 * PORT (default 3000) and HOSTNAME are read when the options are not given.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import next from 'next';
import { trackPageStatus } from './lib/page-status.mjs';
import { guardRequest } from './lib/security/request-guard.mjs';
import { warmUpNext } from './lib/next-warm-up.mjs';
import { createStartupGate } from './lib/startup-gate.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
    keepAliveTimeout: { type: 'string' },
  },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid configuration: the port must be a number, got "${values.port ?? process.env.PORT}"`);
  process.exit(1);
}
const hostname = values.hostname ?? process.env.HOSTNAME;
const keepAlive = values.keepAliveTimeout === undefined ? undefined : Number(values.keepAliveTimeout);

process.env.NODE_ENV = 'production';
const started = Date.now();
const app = next({ dev: false, dir: import.meta.dirname, port, ...(hostname ? { hostname } : {}) });
const handle = app.getRequestHandler();
// Builds Next's server, which starts instrumentation.ts (the configuration checked, the database migrated and
// seeded, the data version read) in the background: the warm-up below waits for it.
await app.prepare();
const prepared = Date.now();

// Readiness answers 503 until the warm-up below is over, and from SIGTERM on (lib/startup-gate.mjs).
const gate = createStartupGate();
const server = http.createServer((req, res) => {
  if (guardRequest(req, res)) return;
  if (gate.answer(req, res)) return;
  // A page that met the database unreachable answers 503 + Retry-After (lib/page-status.mjs).
  trackPageStatus(req, res, handle).catch((error) => {
    console.error('[atsteel] request failed', error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end();
  });
});
if (keepAlive !== undefined && Number.isFinite(keepAlive)) server.keepAliveTimeout = keepAlive;
server.listen(port, hostname, () => {
  console.log(`[atsteel] listening on http://${hostname ?? 'localhost'}:${port} (prepared in ${prepared - started} ms; warming up)`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // New connections are refused from now on; on one still open readiness answers "stopping". Requests in flight finish.
    gate.stopping();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}

// Ready once instrumentation.ts has run and every page's modules are loaded (lib/next-warm-up.mjs).
const warm = await warmUpNext(app);
gate.serving();
console.log(
  `[atsteel] ready on http://${hostname ?? 'localhost'}:${port}: start-up ${Math.round(performance.now())} ms since the process started ` +
    `(modules ${started - Math.round(performance.timeOrigin)} ms, prepare ${prepared - started} ms, instrumentation ${warm.instrumentation} ms, preload ${warm.preload} ms: ${warm.outcome})`,
);
