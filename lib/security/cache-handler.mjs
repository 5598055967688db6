// Next's incremental cache (next.config.ts `cacheHandler`, Next's documented custom-handler interface:
// get, set, revalidateTag, resetRequestCache): the pages Next caches (ISR, on-demand first renders),
// kept in this process's memory, each with the Content-Security-Policy made of the hashes of its own
// inline scripts. Next sends an entry's `headers` with every response served from the cache, so a
// cached page never carries a nonce, and proxy.ts gives no nonce policy to these routes
// (lib/security/pages.ts).
//
// Until issue 28 this class extended Next's private FileSystemCache (next/dist/...). It holds what it
// needs itself now: a least-recently-used map bounded by size. A page prerendered at build time is
// rendered again on its first request in each process (the cached routes carry the data version in
// their path, docs/PERFORMANCE.md, so every instance renders the same content); the cache is per
// process, like the default one's memory layer was. What it relies on of the entries beyond the documented interface
// (an APP_PAGE entry's `html` text, its `headers` sent with the response): docs/ARCHITECTURE.md, "Where the portal
// relies on Next's behaviour" (tests/unit/next-internals.test.ts).
import { contentSecurityPolicy, inlineScriptHashes } from './csp.mjs';

const CSP = 'content-security-policy';
const LIMIT_BYTES = 64 * 1024 * 1024;

const isPage = (value) => value?.kind === 'APP_PAGE' && typeof value.html === 'string';

/** Rough size of an entry: its HTML, its RSC payload and segment data; enough to bound memory. */
function sizeOf(value) {
  if (!value) return 64;
  let size = 256;
  if (typeof value.html === 'string') size += value.html.length * 2;
  if (value.rscData?.byteLength) size += value.rscData.byteLength;
  if (value.body?.byteLength) size += value.body.byteLength;
  if (value.segmentData instanceof Map) for (const part of value.segmentData.values()) size += part?.byteLength ?? 0;
  return size;
}

/** One store per process (Next may construct the handler more than once). */
const store = { entries: new Map(), bytes: 0 };

export default class CspCacheHandler {
  // Next passes its options (server directory, revalidated tags…); nothing here depends on them.
  constructor() {}

  async get(key) {
    const entry = store.entries.get(key);
    if (!entry) return null;
    // Most recently used last.
    store.entries.delete(key);
    store.entries.set(key, entry);
    return { value: entry.value, lastModified: entry.lastModified };
  }

  async set(key, data, ctx) {
    const old = store.entries.get(key);
    if (old) {
      store.bytes -= old.size;
      store.entries.delete(key);
    }
    if (data === null || data === undefined) return;
    // The same object answers the request that rendered it, so the first response has the policy too.
    if (isPage(data)) data.headers = { ...data.headers, [CSP]: contentSecurityPolicy({ hashes: inlineScriptHashes(data.html) }) };
    const size = sizeOf(data);
    if (size > LIMIT_BYTES) return;
    store.entries.set(key, { value: data, lastModified: Date.now(), tags: ctx?.tags ?? [], size });
    store.bytes += size;
    for (const [oldest, entry] of store.entries) {
      if (store.bytes <= LIMIT_BYTES) break;
      store.entries.delete(oldest);
      store.bytes -= entry.size;
    }
  }

  async revalidateTag(tags) {
    const wanted = new Set([tags].flat());
    for (const [key, entry] of store.entries) {
      if (entry.tags.some((tag) => wanted.has(tag)) || (entry.value?.tags ?? []).some((tag) => wanted.has(tag))) {
        store.entries.delete(key);
        store.bytes -= entry.size;
      }
    }
  }

  resetRequestCache() {}
}
