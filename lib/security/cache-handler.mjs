// Next's incremental cache (next.config.ts `cacheHandler`): the default file-system cache, plus
// the Content-Security-Policy of each cached page, made of the hashes of its own inline scripts.
// Next sends an entry's `headers` with every response served from the cache (build-time
// prerenders, ISR regenerations and on-demand first renders alike), so a cached page never
// carries a nonce, and proxy.ts gives no nonce policy to these routes (lib/security/pages.ts).
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { contentSecurityPolicy, inlineScriptHashes } from './csp.mjs';

const CSP = 'content-security-policy';
const memo = new Map();
const MEMO_LIMIT = 1000;

function policyFor(key, html, version) {
  const id = `${key}\u0000${version}`;
  let policy = memo.get(id);
  if (!policy) {
    policy = contentSecurityPolicy({ hashes: inlineScriptHashes(html) });
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value);
    memo.set(id, policy);
  }
  return policy;
}

const isPage = (value) => value?.kind === 'APP_PAGE' && typeof value.html === 'string';

const Base = FileSystemCache.default ?? FileSystemCache;

export default class CspCacheHandler extends Base {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (entry && isPage(entry.value)) {
      entry.value.headers = { ...entry.value.headers, [CSP]: policyFor(key, entry.value.html, entry.lastModified) };
    }
    return entry;
  }

  async set(key, data, ctx) {
    // The same object answers the request that rendered it, so the first response has it too.
    if (isPage(data)) data.headers = { ...data.headers, [CSP]: contentSecurityPolicy({ hashes: inlineScriptHashes(data.html) }) };
    return super.set(key, data, ctx);
  }
}
