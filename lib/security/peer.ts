import http from 'node:http';
import https from 'node:https';
import type { TLSSocket } from 'node:tls';
import { PEER_HEADER } from './transport';

const PATCHED = Symbol.for('atsteel.peerHeader');

/**
 * Writes the connection's own address (and `;tls` for a TLS socket) into the `x-atsteel-peer`
 * header of every incoming request, replacing whatever the client sent, so proxy.ts can tell
 * a trusted reverse proxy from anyone else (Next gives the proxy headers only, and keeps a
 * client's own X-Forwarded-For). Called once from instrumentation.ts.
 */
export function stampPeerAddress(): void {
  for (const Server of [http.Server, https.Server]) {
    const proto = Server.prototype as http.Server & { [PATCHED]?: boolean };
    if (proto[PATCHED]) continue;
    const emit = proto.emit;
    proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event === 'request') {
        const req = args[0] as http.IncomingMessage;
        const socket = req.socket as TLSSocket | undefined;
        req.headers[PEER_HEADER] = `${socket?.remoteAddress ?? ''}${socket?.encrypted ? ';tls' : ''}`;
      }
      return (emit as (...a: unknown[]) => boolean).call(this, event, ...args);
    } as typeof proto.emit;
    proto[PATCHED] = true;
  }
}
