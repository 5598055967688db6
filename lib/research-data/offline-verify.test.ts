import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keyIdOf, publicKeyPem, signVersion, toBundle, type Json, type SignedVersion } from './provenance';

/** The offline verifier (scripts/verify-provenance.mjs) agrees with this module, and openssl with both. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provenance-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const key = generateKeyPairSync('ed25519');
const keys = new Map([[keyIdOf(key.publicKey), key.publicKey]]);
const versions: SignedVersion[] = [];
const contents: Json[] = [{ Rm: 520 }, { Rm: 525, note: '复测' }];
for (const [i, content] of contents.entries()) {
  versions.push(signVersion({ record: 'RD-0042', version: i + 1, previous: versions[i - 1]?.hash ?? null, time: new Date(Date.UTC(2026, 10, 25, 9, i)), content }, key));
}

function run(bundle: unknown, ...extra: string[]) {
  const file = path.join(dir, `bundle-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify(bundle));
  return spawnSync(process.execPath, ['scripts/verify-provenance.mjs', file, ...extra], { encoding: 'utf8' });
}

const hasOpenssl = spawnSync('openssl', ['version'], { encoding: 'utf8' }).status === 0;

describe('scripts/verify-provenance.mjs', () => {
  it('verifies an untouched bundle, also against the trusted key', () => {
    const pem = path.join(dir, 'trusted.pem');
    fs.writeFileSync(pem, publicKeyPem(key.publicKey));
    const result = run(toBundle('RD-0042', versions, keys), '--key', pem);
    expect(result.stdout).toContain('all 2 versions of RD-0042 verified');
    expect(result.status).toBe(0);
  });

  it('fails a bundle with a changed value, naming the version', () => {
    const tampered = structuredClone(versions);
    (tampered[0].statement.content as { Rm: number }).Rm = 530;
    const result = run(toBundle('RD-0042', tampered, keys));
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/version 1 .*FAILED: hash does not match the text; signature does not verify/);
    expect(result.stdout).toMatch(/version 2 .*verified/);
  });

  it('fails a bundle signed by a key other than the trusted one', () => {
    const pem = path.join(dir, 'other.pem');
    fs.writeFileSync(pem, publicKeyPem(generateKeyPairSync('ed25519').publicKey));
    const result = run(toBundle('RD-0042', versions, keys), '--key', pem);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('signed by an unknown key');
  });

  it.skipIf(!hasOpenssl)('writes files that openssl verifies with the printed commands', () => {
    const out = path.join(dir, 'openssl');
    const result = run(toBundle('RD-0042', versions, keys), '--openssl', out);
    expect(result.status).toBe(0);
    const commands = result.stdout.split('\n').filter((l) => l.trim().startsWith('openssl pkeyutl'));
    expect(commands).toHaveLength(2);
    for (const line of commands) {
      const verified = spawnSync('sh', ['-c', line.trim()], { encoding: 'utf8' });
      expect(verified.stdout + verified.stderr).toMatch(/Signature Verified Successfully/);
    }
    const digest = spawnSync('openssl', ['dgst', '-sha256', path.join(out, 'version-2.json')], { encoding: 'utf8' });
    expect(digest.stdout.trim().endsWith(versions[1].hash)).toBe(true);
  });
});
