import http from 'node:http';
import https from 'node:https';
import type { TLSSocket } from 'node:tls';
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state';
import { PEER_HEADER } from './transport';

const INSTALLED = Symbol.for('atsteel.requestGuard');

/**
 * What Next would answer with a 500 before our code runs: a router-state header its own parser
 * rejects (Next hides that header from proxy.ts) or a path with a broken percent escape.
 */
export function malformedRequest(url: string, headers: http.IncomingHttpHeaders): boolean {
  const state = headers['next-router-state-tree'];
  if (state !== undefined) {
    try {
      parseAndValidateFlightRouterState(state);
    } catch {
      return true;
    }
  }
  try {
    decodeURIComponent(url.split('?', 1)[0]);
  } catch {
    return true;
  }
  return false;
}

/**
 * Runs on every incoming request before Next sees it (installed once by instrumentation.ts):
 * writes the connection's own address (and `;tls` for a TLS socket) into the `x-atsteel-peer`
 * header, replacing whatever the client sent, so proxy.ts can tell a trusted reverse proxy from
 * anyone else (Next gives the proxy headers only and keeps a client's own X-Forwarded-For);
 * and answers 400 to a malformed request that Next would turn into a 500.
 */
export function installRequestGuard(): void {
  for (const Server of [http.Server, https.Server]) {
    const proto = Server.prototype as http.Server & { [INSTALLED]?: boolean };
    if (proto[INSTALLED]) continue;
    const emit = proto.emit as (...a: unknown[]) => boolean;
    proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event === 'request') {
        const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
        const socket = req.socket as TLSSocket | undefined;
        req.headers[PEER_HEADER] = `${socket?.remoteAddress ?? ''}${socket?.encrypted ? ';tls' : ''}`;
        if (malformedRequest(req.url ?? '/', req.headers)) {
          res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' }).end('Bad Request');
          return true;
        }
      }
      return emit.call(this, event, ...args);
    } as typeof proto.emit;
    proto[INSTALLED] = true;
  }
}
