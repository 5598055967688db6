/**
 * The HTTP status of a page whose server code met the database unreachable (docs/DEPLOYMENT.md,
 * "Pages during a database outage"). Next 16 gives a page no way to choose its status (only
 * notFound/forbidden/unauthorized/redirect have one), and a server component runs while Next
 * already holds the response. So the page's server code says "unavailable" on a Node diagnostics
 * channel (lib/server/page-unavailable.ts), and the portal's own HTTP server (server.mjs), which
 * tracks each request in an AsyncLocalStorage, turns that response's status into 503 with
 * Retry-After, if its headers have not been sent yet. Plain JavaScript: server.mjs has no build step.
 * What this relies on of Next (no public way exists): docs/ARCHITECTURE.md, "Where the portal relies on Next's
 * behaviour" (tests/unit/next-internals.test.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe } from 'node:diagnostics_channel';

/** The channel a page's server code publishes `{ retryAfter }` on when the database cannot be reached. */
export const PAGE_UNAVAILABLE_CHANNEL = 'atsteel:page-unavailable';

const requests = new AsyncLocalStorage();

/**
 * Addresses whose render met the outage, until when (ms). Next renders a cached page (ISR) once for all the
 * requests of its address that arrive while it renders: the render runs in the first request's context, so only
 * that one is marked, and the others would get the error page as a 500. A 5xx for such an address within the
 * Retry-After is that same outage, so it becomes 503 too.
 */
const unavailableUrls = new Map();

function rememberUnavailable(url, seconds) {
  const now = Date.now();
  if (unavailableUrls.size > 1000) for (const [key, until] of unavailableUrls) if (until <= now) unavailableUrls.delete(key);
  unavailableUrls.set(url, now + seconds * 1000);
}

function recentlyUnavailable(url) {
  const until = unavailableUrls.get(url);
  return until !== undefined && until > Date.now();
}

/** Runs synchronously in the publisher's async context: the request being rendered, if it is tracked. */
function markUnavailable(message) {
  const state = requests.getStore();
  if (!state) return;
  const seconds = Number(message?.retryAfter);
  state.retryAfter = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 5;
  if (state.url) rememberUnavailable(state.url, state.retryAfter);
}

// Subscribed by the first tracked request, so the page code that imports the channel name subscribes nothing.
let subscribed = false;

/**
 * A status Next chose that becomes 503 on a marked request: the error page (500) and a page whose
 * error boundary drew the message in a 200. A redirect or a 404 stays what it is.
 */
export const replaceableStatus = (status) => status === 200 || status >= 500;

/**
 * Runs `handle(req, res)` (Next's request handler) with the request tracked. The client router's
 * own requests (RSC payloads, `rsc: 1`) keep Next's status: the router shows the error page it
 * receives, where a 503 would make it reload the whole page.
 */
export function trackPageStatus(req, res, handle) {
  if (!subscribed) {
    subscribe(PAGE_UNAVAILABLE_CHANNEL, markUnavailable);
    subscribed = true;
  }
  if (req.headers.rsc === '1') return handle(req, res);
  const state = { retryAfter: 0, url: req.url };
  const writeHead = res.writeHead;
  // Node calls writeHead for the implicit headers too (the first write or end), so this sees every status.
  res.writeHead = function writeHeadOrUnavailable(status, ...rest) {
    // A 5xx of an address whose shared render met the outage (above) is that outage.
    if (state.retryAfter === 0 && status >= 500 && recentlyUnavailable(state.url)) state.retryAfter = 5;
    if (state.retryAfter > 0 && replaceableStatus(status)) {
      this.setHeader('retry-after', String(state.retryAfter));
      this.setHeader('cache-control', 'no-store');
      // A reason phrase given with the old status would be wrong now: drop it.
      if (typeof rest[0] === 'string') rest.shift();
      return writeHead.call(this, 503, ...rest);
    }
    return writeHead.call(this, status, ...rest);
  };
  return requests.run(state, () => handle(req, res));
}
