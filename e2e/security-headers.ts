/**
 * The security headers every page carries (issue 10), as a list of what is wrong (nothing: []), and
 * which kind of script policy it uses: a nonce (rendered per request) or hashes (a page from the
 * cache). Used by the route walk (every page, both languages) and e2e/security.spec.ts.
 */
export interface HeaderCheck {
  problems: string[];
  nonce: boolean;
  hashed: boolean;
}

export function checkSecurityHeaders(headers: { name: string; value: string }[]): HeaderCheck {
  const problems: string[] = [];
  const get = (name: string) => headers.find((h) => h.name.toLowerCase() === name)?.value;
  const policies = headers.filter((h) => h.name.toLowerCase() === 'content-security-policy').map((h) => h.value);
  if (policies.length !== 1) problems.push(`${policies.length} content security policies (exactly one expected)`);
  const policy = policies[0] ?? '';
  const scripts = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? '';
  if (/unsafe-inline|unsafe-eval/.test(scripts)) problems.push(`script-src allows unsafe code: ${scripts}`);
  const nonce = /'nonce-/.test(scripts);
  const hashed = /'sha256-/.test(scripts);
  if (nonce && hashed) problems.push('script-src has both a nonce and hashes');
  if (get('x-nextjs-cache') && nonce) problems.push('a page from the cache carries a nonce');
  if (!policy.includes("frame-ancestors 'self'")) problems.push("no frame-ancestors 'self'");
  if (!policy.includes("object-src 'none'")) problems.push("no object-src 'none'");
  if (get('x-content-type-options') !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  if (get('referrer-policy') !== 'strict-origin-when-cross-origin') problems.push(`Referrer-Policy ${get('referrer-policy')}`);
  if (!get('permissions-policy')?.includes('camera=()')) problems.push('no Permissions-Policy camera=()');
  if (get('strict-transport-security') !== undefined) problems.push('HSTS over plain HTTP');
  return { problems, nonce, hashed };
}
