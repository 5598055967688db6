import { execFile, spawnSync } from 'node:child_process';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keyIdOf, publicKeyPem, signVersion, toBundle, type Json, type SignedVersion } from './provenance';

/**
 * The offline verifier (scripts/verify-provenance.mjs) agrees with this module, trusts only the
 * platform's published keys (issue 27, item 5), and openssl agrees with both.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provenance-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Pair = { publicKey: KeyObject; privateKey: KeyObject };
const platform = generateKeyPairSync('ed25519');
const retired = generateKeyPairSync('ed25519');
const foreign = generateKeyPairSync('ed25519');
const mapOf = (...pairs: Pair[]) => new Map(pairs.map((p) => [keyIdOf(p.publicKey), p.publicKey]));

/** A chain of record RD-0042 signed by `signers[i]` for version i + 1. */
function chain(...signers: Pair[]): SignedVersion[] {
  const contents: Json[] = [{ Rm: 520 }, { Rm: 525, note: '复测' }, { Rm: 530 }];
  const out: SignedVersion[] = [];
  signers.forEach((signer, i) => {
    out.push(signVersion({ record: 'RD-0042', version: i + 1, previous: out[i - 1]?.hash ?? null, time: new Date(Date.UTC(2026, 10, 25, 9, i)), content: contents[i] }, signer));
  });
  return out;
}
const versions = chain(platform, platform);
const bundle = toBundle('RD-0042', versions, mapOf(platform));

/** The key file the portal publishes at /.well-known/atsteel-provenance-keys.json (lib/server/research-data/signing-key.ts). */
const keyFile = (current: Pair, ...old: Pair[]) => ({
  format: 'atsteel-provenance-keys/1',
  keys: [current, ...old].map((p, i) => ({ keyId: keyIdOf(p.publicKey), algorithm: 'Ed25519', status: i ? 'retired' : 'current', pem: publicKeyPem(p.publicKey) })),
});

/** Writes the bundle (and, when given, the platform's key file beside it) in a folder of its own. */
function save(b: unknown, keys?: unknown): string {
  const folder = fs.mkdtempSync(path.join(dir, 'case-'));
  const file = path.join(folder, 'RD-0042-provenance.json');
  fs.writeFileSync(file, JSON.stringify(b));
  if (keys) fs.writeFileSync(path.join(folder, 'atsteel-provenance-keys.json'), JSON.stringify(keys));
  return file;
}

const run = (file: string, ...extra: string[]) => spawnSync(process.execPath, ['scripts/verify-provenance.mjs', file, ...extra], { encoding: 'utf8' });

/** A changed bundle re-signed with another key, as a forger would make it: a valid chain that carries that key. */
function resigned(by: Pair) {
  const v1 = signVersion({ record: 'RD-0042', version: 1, previous: null, time: new Date(Date.UTC(2026, 10, 25, 9, 0)), content: { Rm: 999 } }, by);
  const v2 = signVersion({ record: 'RD-0042', version: 2, previous: v1.hash, time: new Date(Date.UTC(2026, 10, 25, 9, 1)), content: { Rm: 525 } }, by);
  return toBundle('RD-0042', [v1, v2], mapOf(by));
}

const hasOpenssl = spawnSync('openssl', ['version'], { encoding: 'utf8' }).status === 0;

describe('scripts/verify-provenance.mjs', () => {
  it('verifies an untouched bundle with the platform key file saved beside it', () => {
    const result = run(save(bundle, keyFile(platform)));
    expect(result.stdout).toContain('all 2 versions of RD-0042 verified with the platform\'s keys');
    expect(result.status).toBe(0);
  });

  it('refuses by default a bundle re-signed with a foreign key that the bundle itself carries', () => {
    const result = run(save(resigned(foreign), keyFile(platform)));
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/version 1 .*FAILED: signed by key \w+, which is NOT one of the platform's keys/);
    expect(result.stdout).toContain('2 of 2 versions FAILED');
  });

  it('refuses to guess without the platform keys, and names where to get them', () => {
    const result = run(save(bundle));
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/no platform keys[\s\S]*\.well-known\/atsteel-provenance-keys\.json[\s\S]*--keys/);
  });

  it('says loudly that a signature is valid but the key is not the platform\'s when asked to use the bundle\'s own keys', () => {
    const file = save(resigned(foreign), keyFile(platform));
    const result = run(file, '--bundle-keys');
    expect(result.status).toBe(3);
    expect(result.stderr).toContain("SIGNATURE VALID BUT THE KEY IS NOT THE PLATFORM'S");
    expect(run(file, '--bundle-keys', '--allow-foreign-key').status).toBe(0);
    // Without any platform key file it cannot be the platform's either.
    expect(run(save(resigned(foreign)), '--bundle-keys').status).toBe(3);
    // The platform's own bundle checked with its own keys is fine.
    expect(run(save(bundle, keyFile(platform)), '--bundle-keys').status).toBe(0);
  });

  it('still verifies old bundles signed by a retired platform key, and a chain that spans the key change', () => {
    const next = generateKeyPairSync('ed25519');
    const published = keyFile(next, retired);
    const old = toBundle('RD-0042', chain(retired, retired), mapOf(retired));
    expect(run(save(old, published)).stdout).toContain('all 2 versions of RD-0042 verified');
    expect(run(save(old, published)).status).toBe(0);
    const spanning = toBundle('RD-0042', chain(retired, next, next), mapOf(retired, next));
    expect(run(save(spanning, published)).status).toBe(0);
    // A key file that dropped the retired key no longer vouches for those versions.
    expect(run(save(old, keyFile(next))).status).toBe(1);
  });

  it('fetches the platform keys from the portal\'s address (--keys URL)', async () => {
    const server = http.createServer((req, res) => {
      if (req.url === '/.well-known/atsteel-provenance-keys.json') res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(keyFile(platform)));
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const exec = (...a: string[]) =>
      new Promise<{ code: number; stdout: string }>((resolve) => {
        execFile(process.execPath, ['scripts/verify-provenance.mjs', ...a], (error, stdout) => resolve({ code: error ? Number(error.code) : 0, stdout }));
      });
    try {
      expect((await exec(save(bundle), '--keys', base)).code).toBe(0);
      expect((await exec(save(bundle), '--keys', `${base}/.well-known/atsteel-provenance-keys.json`)).code).toBe(0);
      expect((await exec(save(resigned(foreign)), '--keys', base)).code).toBe(1);
      expect((await exec(save(bundle), '--keys', `${base}/nothing`)).code).toBe(2);
    } finally {
      server.close();
    }
  });

  it('fails a bundle with a changed value, naming the version', () => {
    const tampered = structuredClone(versions);
    (tampered[0].statement.content as { Rm: number }).Rm = 530;
    const result = run(save(toBundle('RD-0042', tampered, mapOf(platform)), keyFile(platform)));
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/version 1 .*FAILED: hash does not match the text; signature does not verify/);
    expect(result.stdout).toMatch(/version 2 .*verified/);
  });

  it('checks against one trusted public key PEM with --key', () => {
    const pem = path.join(dir, 'trusted.pem');
    fs.writeFileSync(pem, publicKeyPem(platform.publicKey));
    expect(run(save(bundle), '--key', pem).status).toBe(0);
    const other = path.join(dir, 'other.pem');
    fs.writeFileSync(other, publicKeyPem(foreign.publicKey));
    const result = run(save(bundle), '--key', other);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/signed by key \w+, which is NOT one of the platform's keys/);
  });

  it.skipIf(!hasOpenssl)('writes files that openssl verifies with the printed commands', () => {
    const out = path.join(dir, 'openssl');
    const result = run(save(bundle, keyFile(platform)), '--openssl', out);
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
