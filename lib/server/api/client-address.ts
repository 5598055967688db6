/**
 * The caller's address as the server can know it. Next.js fills `X-Forwarded-For` with the
 * socket's address when the request has none, and keeps the header as it came otherwise. So the
 * list is read from the right: entries that are our own proxies (TRUSTED_PROXIES, comma
 * separated addresses) are skipped and the first other entry is the client. Without trusted
 * proxies that is the last entry: the socket's address for a direct request, the address the
 * one proxy in front of the portal appended behind a proxy. Entries further left were written by
 * the client and are never used.
 */
export function clientAddress(headers: Headers, trusted: readonly string[] = trustedProxies()): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!trusted.includes(hops[i]) || i === 0) return hops[i].slice(0, 64);
  }
  return 'unknown';
}

function trustedProxies(): string[] {
  return (process.env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
