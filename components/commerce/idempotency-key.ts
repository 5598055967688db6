/**
 * A fresh Idempotency-Key for one intention to buy (`request` sends it on calls declared `.idempotent()`): the screen keeps
 * it while the same purchase is retried (a lost answer), so the server makes one order for it.
 * crypto.randomUUID exists only in secure contexts (https, localhost); elsewhere getRandomValues does.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
