import { createPrivateKey, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson, keyIdOf, rawPublicKey, sha256Hex, signVersion, statementText, toBundle, verifyBundle, verifyChain, type Json, type SignedVersion } from './provenance';

const hex = (h: string) => Buffer.from(h, 'hex').toString('base64url');
/** An Ed25519 key pair from the raw secret and public key of RFC 8032 section 7.1. */
function rfcKey(secret: string, pub: string) {
  const jwk = { kty: 'OKP', crv: 'Ed25519', d: hex(secret), x: hex(pub) };
  return { privateKey: createPrivateKey({ key: jwk, format: 'jwk' }), publicKey: createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: hex(pub) }, format: 'jwk' }) };
}

const TEST1 = rfcKey('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60', 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a');
const TEST2 = rfcKey('4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb', '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c');

describe('RFC 8785 canonical JSON (known vectors)', () => {
  it('serialises numbers, strings and literals as section 3.2.2 prints', () => {
    const input = String.raw`{
      "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
      "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
      "literals": [null, true, false]
    }`;
    expect(canonicalJson(JSON.parse(input))).toBe(String.raw`{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\u000f\nA'B\"\\\\\"/"}`);
  });

  it('sorts object members by UTF-16 code units as section 3.2.3 prints', () => {
    const input = String.raw`{"\u20ac":"Euro Sign","\r":"Carriage Return","\ufb33":"Hebrew Letter Dalet With Dagesh","1":"One","\ud83d\ude00":"Emoji: Grinning Face","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis"}`;
    const expected = ['\\r', '1', '\u0080', '\u00f6', '\u20ac', '\ud83d\ude00', '\ufb33'].map((k) => `"${k}"`);
    const text = canonicalJson(JSON.parse(input));
    const positions = expected.map((k) => text.indexOf(`${k}:`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('refuses what JSON cannot carry', () => {
    expect(() => canonicalJson({ a: undefined })).toThrow();
    expect(() => canonicalJson({ a: Number.NaN })).toThrow();
    expect(() => canonicalJson({ a: Infinity })).toThrow();
    expect(() => canonicalJson(new Date())).toThrow();
  });

  it('gives the same text for the same value whatever the member order (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null))), (obj) => {
        const reversed = Object.fromEntries(Object.entries(obj).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(obj));
        expect(JSON.parse(canonicalJson(obj))).toEqual(obj);
      }),
    );
  });
});

describe('SHA-256 and Ed25519 (known vectors)', () => {
  it('hashes "abc" as FIPS 180-2 prints', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('names a key by the RFC 8032 TEST 1 public key it is built from', () => {
    expect(rawPublicKey(TEST1.publicKey).toString('hex')).toBe('d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a');
    expect(keyIdOf(TEST1.publicKey)).toBe(sha256Hex(Buffer.from('d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a', 'hex')).slice(0, 16));
    expect(keyIdOf(TEST2.publicKey)).not.toBe(keyIdOf(TEST1.publicKey));
  });

  it('signs the canonical text of the statement (hashed as such) with the given key, naming it', () => {
    const v = signVersion({ record: 'RD-0001', version: 1, previous: null, time: new Date(Date.UTC(2026, 10, 25)), content: { C: 0.17 } }, TEST1);
    const text = Buffer.from(statementText(v.statement), 'utf8');
    expect(v.statement.keyId).toBe(keyIdOf(TEST1.publicKey));
    expect(v.hash).toBe(sha256Hex(text));
    expect(verify(null, text, TEST1.publicKey, Buffer.from(v.signature, 'base64'))).toBe(true);
    expect(verify(null, text, TEST2.publicKey, Buffer.from(v.signature, 'base64'))).toBe(false);
  });
});

describe('the version chain', () => {
  const contents: Json[] = [
    { name: 'Q355B plate tensile tests', composition: { C: 0.17, Mn: 1.42 }, properties: [{ key: 'Rm', min: 470, max: 630 }] },
    { name: 'Q355B plate tensile tests', composition: { C: 0.17, Mn: 1.45 }, properties: [{ key: 'Rm', min: 480, max: 630 }] },
    { name: 'Q355B plate tensile and impact tests', composition: { C: 0.17, Mn: 1.45 }, properties: [{ key: 'KV2', typical: 58 }] },
  ];
  function chain(key = TEST1): SignedVersion[] {
    const out: SignedVersion[] = [];
    contents.forEach((content, i) => {
      out.push(signVersion({ record: 'RD-0001', version: i + 1, previous: out[i - 1]?.hash ?? null, time: new Date(Date.UTC(2026, 10, 25, 8, i)), content }, key));
    });
    return out;
  }
  const keys = new Map([[keyIdOf(TEST1.publicKey), TEST1.publicKey]]);

  it('is deterministic: the same content, time and key give the same hash and signature', () => {
    const a = chain();
    const b = chain();
    expect(a.map((v) => v.hash)).toEqual(b.map((v) => v.hash));
    expect(a.map((v) => v.signature)).toEqual(b.map((v) => v.signature));
    expect(a[1].statement.previous).toBe(a[0].hash);
    expect(a[0].statement.previous).toBeNull();
  });

  it('verifies an untouched chain and its bundle', () => {
    const versions = chain();
    expect(verifyChain(versions, keys)).toEqual([]);
    const bundle = toBundle('RD-0001', versions, keys);
    expect(bundle.publicKeys).toHaveLength(1);
    expect(verifyBundle(JSON.parse(JSON.stringify(bundle)))).toEqual([]);
  });

  it('finds a changed stored value in exactly the version that holds it', () => {
    const versions = chain();
    const tampered = structuredClone(versions);
    (tampered[1].statement.content as { composition: { Mn: number } }).composition.Mn = 1.5;
    const problems = verifyChain(tampered, keys);
    expect(problems).toEqual([
      { version: 2, kind: 'signature' },
      { version: 2, kind: 'hash' },
    ]);
    // The bundle built from the changed values fails offline too.
    expect(verifyBundle(toBundle('RD-0001', tampered, keys)).map((p) => p.kind)).toContain('signature');
  });

  it('finds a rewritten history: a version re-signed without its link, a dropped version, a foreign key', () => {
    const versions = chain();
    // Version 2 removed: version 3 is now second and names a hash that is not its predecessor's.
    expect(verifyChain([versions[0], versions[2]], keys).map((p) => p.kind)).toEqual(expect.arrayContaining(['order', 'previous']));
    // Signed by a key the platform does not publish.
    const other = generateKeyPairSync('ed25519');
    expect(verifyChain(chain(other), keys).every((p) => p.kind === 'key')).toBe(true);
    // A bundle whose text was edited by hand.
    const bundle = toBundle('RD-0001', versions, keys);
    bundle.versions[0].text = bundle.versions[0].text.replace('1.42', '1.41');
    expect(verifyBundle(bundle).map((p) => p.kind)).toEqual(['signature', 'hash']);
    // A bundle whose text is not canonical any more (same values, other member order).
    const reordered = toBundle('RD-0001', versions, keys);
    const parsed = JSON.parse(reordered.versions[0].text) as Record<string, unknown>;
    reordered.versions[0].text = JSON.stringify(Object.fromEntries(Object.entries(parsed).reverse()));
    expect(verifyBundle(reordered).map((p) => p.kind)).toContain('canonical');
  });

  it('refuses a bundle of another format', () => {
    expect(verifyBundle({ format: 'x' } as never)).toEqual([{ version: 0, kind: 'format' }]);
  });
});
