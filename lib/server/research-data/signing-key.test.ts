import { generateKeyPairSync, sign, verify } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { keyIdOf, publicKeyPem } from '@/lib/research-data/provenance';
import { loadOrCreateSigningKey, loadRetiredKeys, platformKeys, publishedKeys } from './signing-key';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signing-key-'));
afterAll(() => {
  vi.unstubAllEnvs();
  fs.rmSync(dir, { recursive: true, force: true });
});

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

  it('reads retired keys from public or private PEM files and refuses anything else', () => {
    const retired = path.join(dir, 'retired-read');
    fs.mkdirSync(retired);
    expect(loadRetiredKeys(path.join(dir, 'none')).size).toBe(0);
    const a = generateKeyPairSync('ed25519');
    const b = generateKeyPairSync('ed25519');
    fs.writeFileSync(path.join(retired, 'a.pem'), publicKeyPem(a.publicKey));
    fs.writeFileSync(path.join(retired, 'b.pem'), b.privateKey.export({ format: 'pem', type: 'pkcs8' }));
    fs.writeFileSync(path.join(retired, 'notes.txt'), 'ignored');
    expect([...loadRetiredKeys(retired).keys()].sort()).toEqual([keyIdOf(a.publicKey), keyIdOf(b.publicKey)].sort());
    fs.writeFileSync(path.join(retired, 'rsa.pem'), generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'pem', type: 'spki' }));
    expect(() => loadRetiredKeys(retired)).toThrow(/rsa\.pem does not hold an Ed25519 key/);
  });

  it('publishes the current key and the retired ones, so versions signed before a key change still verify', () => {
    const dataDir = path.join(dir, 'data');
    const old = generateKeyPairSync('ed25519');
    fs.mkdirSync(path.join(dataDir, 'keys', 'retired'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'keys', 'retired', 'provenance-2026-01.pem'), old.privateKey.export({ format: 'pem', type: 'pkcs8' }));
    vi.stubEnv('DATA_DIR', dataDir);
    const published = publishedKeys();
    expect(published.format).toBe('atsteel-provenance-keys/1');
    expect(published.keys.map((k) => k.status)).toEqual(['current', 'retired']);
    expect(published.keys[1]).toMatchObject({ keyId: keyIdOf(old.publicKey), algorithm: 'Ed25519', pem: publicKeyPem(old.publicKey), jwk: { kty: 'OKP', crv: 'Ed25519', kid: keyIdOf(old.publicKey) } });
    expect(published.keys[1].jwk).not.toHaveProperty('d');
    expect(JSON.stringify(published)).not.toContain('PRIVATE');
    expect([...platformKeys().keys()]).toEqual(published.keys.map((k) => k.keyId));
  });
});

