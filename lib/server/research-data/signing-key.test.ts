import { sign, verify } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateSigningKey } from './signing-key';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signing-key-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the platform signing key', () => {
  it('is created once (mode 0600) and read back the same on the next start', () => {
    const file = path.join(dir, 'keys', 'provenance-ed25519.pem');
    const first = loadOrCreateSigningKey(file);
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
    const again = loadOrCreateSigningKey(file);
    expect(again.keyId).toBe(first.keyId);
    const message = Buffer.from('Q355B');
    expect(verify(null, message, again.publicKey, sign(null, message, first.privateKey))).toBe(true);
  });

  it('refuses a file that is not an Ed25519 private key', () => {
    const file = path.join(dir, 'wrong.pem');
    fs.writeFileSync(file, 'not a key');
    expect(() => loadOrCreateSigningKey(file)).toThrow();
  });
});
