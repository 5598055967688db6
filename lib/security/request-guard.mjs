/**
 * The request guard of the portal's own HTTP server (server.mjs), run on every request before Next's
 * request handler sees it (plain JavaScript: the server starts without a build step of its own).
 *
 * - It writes the connection's own address (and `;tls` for a TLS socket) into the `x-atsteel-peer`
 *   header, replacing whatever the client sent, so proxy.ts can tell a trusted reverse proxy from
 *   anyone else (lib/security/transport.ts; Next gives proxy.ts the headers only).
 * - It answers 400 to a request Next would turn into a 500 before our code runs: a
 *   `Next-Router-State-Tree` header that is not a router state (Next hides it from proxy.ts), and a
 *   path with a broken percent escape.
 *
 * The router-state check is ours (no private import of Next): the same limits Next 16 applies when it
 * reads the header (one header, at most 40,000 characters, URI-encoded JSON of the router-state shape).
 * No public way exists (docs/ARCHITECTURE.md, "Where the portal relies on Next's behaviour"):
 * tests/unit/next-internals.test.ts checks it against Next's own parser.
 */

/** Keep in step with lib/security/transport.ts (PEER_HEADER). */
export const PEER_HEADER = 'x-atsteel-peer';

/** Next reads at most ~2,000 segment states ('{"children":["",{}]}'.length === 20). */
export const ROUTER_STATE_MAX_LENGTH = 20 * 2000;

const DYNAMIC_PARAM_TYPES = new Set(['c', 'ci(..)(..)', 'ci(.)', 'ci(..)', 'ci(...)', 'oc', 'd', 'di(..)(..)', 'di(.)', 'di(..)', 'di(...)']);
const REFRESH_MARKERS = new Set(['refetch', 'inside-shared-layout', 'metadata-only']);

const isString = (v) => typeof v === 'string';
const isNullish = (v) => v === undefined || v === null;

/** A segment: its name, or [param name, cache key, dynamic param type, static siblings or null]. */
function isSegment(value) {
  if (isString(value)) return true;
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    isString(value[0]) &&
    isString(value[1]) &&
    DYNAMIC_PARAM_TYPES.has(value[2]) &&
    (value[3] === null || (Array.isArray(value[3]) && value[3].every(isString)))
  );
}

/**
 * The router state's shape: [segment, {parallel route: state}, url?, refresh marker?, number?, string?],
 * each optional part also null; no more than six parts.
 */
export function isRouterState(value) {
  if (!Array.isArray(value) || value.length < 2 || value.length > 6) return false;
  const [segment, children, url, refresh, prefetch, extra] = value;
  if (!isSegment(segment)) return false;
  if (typeof children !== 'object' || children === null) return false;
  if (!(isNullish(url) || (Array.isArray(url) && url.length === 2 && url.every(isString)))) return false;
  if (!(isNullish(refresh) || REFRESH_MARKERS.has(refresh))) return false;
  if (!(isNullish(prefetch) || typeof prefetch === 'number')) return false;
  if (!(extra === undefined || isString(extra))) return false;
  return Object.values(children).every(isRouterState);
}

/** True when a router-state header value is one Next would refuse to read (a 500 there). */
export function malformedRouterState(header) {
  if (header === undefined) return false;
  if (Array.isArray(header)) return true;
  if (header.length > ROUTER_STATE_MAX_LENGTH) return true;
  try {
    return !isRouterState(JSON.parse(decodeURIComponent(header)));
  } catch {
    return true;
  }
}

/** What Next would answer with a 500 before our code runs: a bad router-state header or a broken percent escape in the path. */
export function malformedRequest(url, headers) {
  if (malformedRouterState(headers['next-router-state-tree'])) return true;
  try {
    decodeURIComponent(url.split('?', 1)[0]);
  } catch {
    return true;
  }
  return false;
}

/**
 * Stamps the peer header and answers a malformed request with 400. Answers true when it answered
 * (the request is not handed to Next).
 */
export function guardRequest(req, res) {
  const socket = req.socket;
  req.headers[PEER_HEADER] = `${socket?.remoteAddress ?? ''}${socket?.encrypted ? ';tls' : ''}`;
  if (!malformedRequest(req.url ?? '/', req.headers)) return false;
  res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' }).end('Bad Request');
  return true;
}
