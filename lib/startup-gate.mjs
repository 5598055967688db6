/**
 * Readiness while the portal's HTTP server (server.mjs) starts and stops (docs/DEPLOYMENT.md, "Health and
 * readiness"). server.mjs listens once Next's server is built and then warms up (lib/next-warm-up.mjs:
 * instrumentation.ts run, i.e. configuration checked, database migrated and seeded, data version read; then
 * Next's modules of every page loaded); a request taken before that waits behind the warm-up. So until the server says it is serving, and again from SIGTERM
 * on, the readiness address is answered here, before Next: 503 `{"status":"starting"}` or `{"status":"stopping"}`
 * with Retry-After, at once and without work. A balancer that checks readiness therefore sends an instance
 * traffic only once its first request can be served. Liveness (`/atsteel/health`) is never answered here: a
 * starting process is alive. Plain JavaScript: server.mjs has no build step.
 */

/** The readiness address (app/atsteel/ready/route.ts answers it once the server is serving). */
export const READY_PATH = '/atsteel/ready';

/** What the gate answers: `starting` until `serving()`, `stopping` after `stopping()`. */
export function createStartupGate() {
  let phase = 'starting';
  return {
    get phase() {
      return phase;
    },
    serving() {
      if (phase === 'starting') phase = 'serving';
    },
    stopping() {
      phase = 'stopping';
    },
    /** Answers a readiness check itself while not serving; true when it did (the request is done). */
    answer(req, res) {
      if (phase === 'serving') return false;
      const pathname = (req.url ?? '').split('?')[0];
      if (pathname !== READY_PATH) return false;
      res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store', 'retry-after': '5' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ status: phase }));
      return true;
    },
  };
}
