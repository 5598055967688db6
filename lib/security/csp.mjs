// Plain JavaScript: shared by proxy.ts (bundled by Next) and cache-handler.mjs (loaded by Node
// at run time, unbundled). Types: csp.d.mts.
import { createHash } from 'node:crypto';

const DEV = process.env.NODE_ENV === 'development';

/**
 * The one Content-Security-Policy of every HTML page. Scripts: our own files, plus either the
 * per-request nonce (pages rendered for the request) or the SHA-256 of each inline script of
 * the cached HTML (pages served from Next's incremental cache). Styles may be inline: antd
 * writes style attributes and CSS-in-JS blocks. React needs eval only in development.
 *
 * @param {{ nonce?: string, hashes?: string[] }} source
 * @returns {string}
 */
export function contentSecurityPolicy({ nonce, hashes = [] }) {
  const scripts = ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...hashes.map((h) => `'sha256-${h}'`)];
  if (DEV) scripts.push("'unsafe-eval'");
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${DEV ? ' ws: wss:' : ''}`,
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Executable inline <script> elements (no src, JavaScript type). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]*)/i;
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

/**
 * Base64 SHA-256 of the text of every executable inline script in `html`, as the browser
 * hashes it (the raw text between the tags, UTF-8), without duplicates.
 *
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    const type = (attributes.match(TYPE)?.[1] ?? '').toLowerCase();
    if (/\bsrc\s*=/i.test(attributes) || !EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return [...hashes];
}
