import type { BlockList } from 'node:net';
import { getEnv } from '@/lib/env';
import type { ProcessMemory } from '@/lib/server/ports';
import { PEER_HEADER, isTrustedPeer, trustedProxyList } from '@/lib/security/transport';

/** Our own proxies (TRUSTED_PROXIES), parsed once per services object and kept in its memory (`memory`, the composition root's). */
export function trustedProxies(memory: ProcessMemory): BlockList {
  return memory.slot('api.trustedProxies', () => trustedProxyList(getEnv().TRUSTED_PROXIES));
}

/**
 * The caller's address as the server can know it. The request guard stamps the socket's address
 * into `x-atsteel-peer` (overwriting anything a client sent). When that peer is one of our own
 * proxies (TRUSTED_PROXIES, addresses or CIDR blocks), `X-Forwarded-For` is read from the right,
 * skipping our proxies, and the first other entry is the client; entries further left were written
 * by the client and are never used. Without the peer stamp (in-process calls, tests) Next's own
 * `X-Forwarded-For` (the socket's address when the request had none) is read the same way.
 */
export function clientAddress(headers: Headers, trusted: BlockList): string {
  const peer = (headers.get(PEER_HEADER) ?? '').split(';')[0].trim();
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (peer && !isTrustedPeer(peer, trusted)) return peer.slice(0, 64);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!isTrustedPeer(hops[i], trusted) || i === 0) return hops[i].slice(0, 64);
  }
  return peer ? peer.slice(0, 64) : 'unknown';
}
