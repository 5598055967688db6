import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { requestHash } from './idempotency';

/** The fingerprint as it was computed before canonicalize (keys sorted by hand, JSON.stringify): rows stored then must still match. */
function legacyHash(path: string, input: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
    return value;
  };
  return crypto.createHash('sha256').update(JSON.stringify([path, canonical(input)])).digest('hex');
}

describe('the Idempotency-Key fingerprint', () => {
  const inputs: unknown[] = [
    {},
    { planId: 3, forCompany: false },
    { items: [{ itemId: 12, quantity: 2 }, { quantity: 1, itemId: 7 }], title: '低合金钢 "Q355" \\ report', note: '\u0000\t\n€😀' },
    { z: 1, a: [null, true, 0.1, 1e21, -0, 5e-7, 333333333.3333333], m: { y: undefined, b: 'x', '\u00e9': 1, E: 2, 'e\u0301': 3, '\ud83d\ude00': 4 } },
    [1, 'two', { three: 3 }],
  ];

  it('is the same text as before canonicalize for every input the dispatcher accepts', () => {
    for (const input of inputs) expect(requestHash('payment/saveVipOrder', input)).toBe(legacyHash('payment/saveVipOrder', input));
  });

  it('does not depend on key order and tells different bodies apart', () => {
    expect(requestHash('p', { a: 1, b: [1, 2] })).toBe(requestHash('p', { b: [1, 2], a: 1 }));
    expect(requestHash('p', { a: 1 })).not.toBe(requestHash('p', { a: 2 }));
    expect(requestHash('p', { a: 1 })).not.toBe(requestHash('q', { a: 1 }));
  });
});
