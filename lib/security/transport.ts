import { BlockList, isIP } from 'node:net';

/**
 * Did the request come over HTTPS? Next's server runs plain HTTP behind a TLS-terminating
 * proxy, so the answer is the proxy's `X-Forwarded-Proto`, believed only when the connection
 * comes from an address listed in TRUSTED_PROXIES. The connection's address is the
 * `x-atsteel-peer` request header, written from the socket for every request by
 * instrumentation.ts (a value sent by the client is overwritten there).
 */
export const PEER_HEADER = 'x-atsteel-peer';

export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/** `::ffff:10.0.0.1` (IPv4 on a dual-stack socket) is 10.0.0.1. */
function normalisePeer(peer: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const address = peer.startsWith('::ffff:') && isIP(peer.slice(7)) === 4 ? peer.slice(7) : peer;
  const family = isIP(address);
  return family ? { address, family: family === 6 ? 'ipv6' : 'ipv4' } : null;
}

export function isTrustedPeer(peer: string | null | undefined, trusted: BlockList): boolean {
  const normalised = peer ? normalisePeer(peer.trim()) : null;
  return !!normalised && trusted.check(normalised.address, normalised.family);
}

/**
 * HTTPS when the peer is a trusted proxy whose X-Forwarded-Proto (the last value, the one the
 * nearest proxy wrote) is `https`, or when the socket itself was TLS (`;tls` on the peer header).
 */
export function cameOverHttps(headers: Headers, trusted: BlockList): boolean {
  const peer = headers.get(PEER_HEADER) ?? '';
  const [address, tls] = peer.split(';');
  if (tls === 'tls') return true;
  if (!isTrustedPeer(address, trusted)) return false;
  const proto = (headers.get('x-forwarded-proto') ?? '').split(',').pop()?.trim().toLowerCase();
  return proto === 'https';
}
