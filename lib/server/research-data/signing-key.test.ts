import { generateKeyPairSync, sign, verify } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { keyIdOf, publicKeyPem, signVersion, verifyChain, type SignedVersion } from '@/lib/research-data/provenance';
import { loadOrCreateSigningKey, loadRetiredKeys, platformKeysFromFiles, platformKeysFromValues, publishedKeys } from './signing-key';

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
    const keys = platformKeysFromFiles();
    const published = publishedKeys(keys);
    expect(published.format).toBe('atsteel-provenance-keys/1');
    expect(published.keys.map((k) => k.status)).toEqual(['current', 'retired']);
    expect(published.keys[1]).toMatchObject({ keyId: keyIdOf(old.publicKey), algorithm: 'Ed25519', pem: publicKeyPem(old.publicKey), jwk: { kty: 'OKP', crv: 'Ed25519', kid: keyIdOf(old.publicKey) } });
    expect(published.keys[1].jwk).not.toHaveProperty('d');
    expect(JSON.stringify(published)).not.toContain('PRIVATE');
    expect([...keys.all().keys()]).toEqual(published.keys.map((k) => k.keyId));
  });

  it('still verifies the versions an old key signed after the key is rotated (new current key, old one retired)', () => {
    const keysDir = path.join(dir, 'rotation', 'keys');
    const file = path.join(keysDir, 'provenance-ed25519.pem');
    const before = platformKeysFromFiles(file);
    const oldId = before.current().keyId;
    const chain: SignedVersion[] = [];
    const add = (keys: typeof before, content: Record<string, number>) =>
      chain.push(signVersion({ record: 'RD-000001', version: chain.length + 1, previous: chain.at(-1)?.hash ?? null, time: new Date(Date.UTC(2026, 0, 1 + chain.length)), content }, keys.current()));
    add(before, { Rm: 470 });
    add(before, { Rm: 480 });
    expect(verifyChain(chain, before.all())).toEqual([]);

    // The rotation of docs/PROVENANCE.md: the old key moves to retired/, a new key is created at the key file.
    fs.mkdirSync(path.join(keysDir, 'retired'), { recursive: true });
    fs.renameSync(file, path.join(keysDir, 'retired', 'provenance-old.pem'));
    const after = platformKeysFromFiles(file);
    expect(after.current().keyId).not.toBe(oldId);
    expect([...after.all().keys()]).toEqual([after.current().keyId, oldId]);
    add(after, { Rm: 490 });
    // Looked up by each version's key id: the old versions and the new one all verify.
    expect(chain.map((v) => v.statement.keyId)).toEqual([oldId, oldId, after.current().keyId]);
    expect(verifyChain(chain, after.all())).toEqual([]);
    // Without the retired key the old versions would fail: the test can fail.
    expect(verifyChain(chain, new Map([[after.current().keyId, after.current().publicKey]]))).not.toEqual([]);
    expect(publishedKeys(after).keys.map((k) => [k.keyId, k.status])).toEqual([
      [after.current().keyId, 'current'],
      [oldId, 'retired'],
    ]);
  });

  it('takes the key and the retired keys by value (PROVENANCE_KEY), the same on every instance, writing no file', () => {
    const current = generateKeyPairSync('ed25519');
    const old = generateKeyPairSync('ed25519');
    const pem = current.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    const before = fs.readdirSync(dir).sort();
    const a = platformKeysFromValues(b64(pem), [b64(publicKeyPem(old.publicKey))]);
    const b = platformKeysFromValues(pem.replace(/\n/g, '\\n'));
    expect(a.current().keyId).toBe(keyIdOf(current.publicKey));
    expect(b.current().keyId).toBe(a.current().keyId);
    expect([...a.all().keys()]).toEqual([keyIdOf(current.publicKey), keyIdOf(old.publicKey)]);
    const message = Buffer.from('Q235B');
    expect(verify(null, message, b.current().publicKey, sign(null, message, a.current().privateKey))).toBe(true);
    expect(fs.readdirSync(dir).sort()).toEqual(before);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(() => platformKeysFromValues(b64(rsa))).toThrow(/Ed25519/);
  });
});
