import { createHash, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import canonicalize from 'canonicalize';

/**
 * Traceability of R&D data (issue 16, item 4): the one module that canonicalises, hashes, chains,
 * signs and verifies the versions of a record. Nothing else in the portal computes a hash or a
 * signature of R&D data.
 *
 * A version is a *statement*: the record's public id, the version number, the hash of the previous
 * version's statement (null for the first), the time, the signing key's id and the content. Its bytes
 * are the RFC 8785 canonical JSON of the statement (UTF-8), so any implementation that parses the JSON
 * and serialises it again by RFC 8785 gets the same bytes. Its hash is SHA-256 of those bytes (hex);
 * its signature is Ed25519 over the same bytes (base64). The chain: each statement names the previous
 * statement's hash, so changing an old version breaks every later link.
 *
 * The offline verifier `scripts/verify-provenance.mjs` checks a bundle (`ProvenanceBundle`) with
 * Node.js alone, and `openssl pkeyutl -verify -rawin` can check each signature (docs/PROVENANCE.md).
 */

export const PROVENANCE_FORMAT = 'atsteel-provenance/1';

/** A JSON value as it is signed: no undefined, no functions, finite numbers only. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface VersionStatement {
  format: typeof PROVENANCE_FORMAT;
  /** The record's public id. */
  record: string;
  /** 1, 2, 3 … */
  version: number;
  /** SHA-256 (hex) of the previous version's statement; null for version 1. */
  previous: string | null;
  /** When the platform signed it (ISO 8601, UTC). */
  time: string;
  /** Which platform key signed it (`keyIdOf`). */
  keyId: string;
  content: Json;
}

export interface SignedVersion {
  statement: VersionStatement;
  /** SHA-256 (hex) of the statement's canonical bytes. */
  hash: string;
  /** Ed25519 signature (base64) of the same bytes. */
  signature: string;
}

/** What a user downloads and verifies offline: the exact signed texts and the public keys. */
export interface ProvenanceBundle {
  format: typeof PROVENANCE_FORMAT;
  record: string;
  publicKeys: { keyId: string; pem: string }[];
  versions: { text: string; hash: string; signature: string }[];
}

export type ChainProblemKind = 'format' | 'canonical' | 'hash' | 'signature' | 'previous' | 'order' | 'key' | 'record';

export interface ChainProblem {
  version: number;
  kind: ChainProblemKind;
}

/** RFC 8785 canonical JSON. Refuses what JSON cannot carry (undefined, NaN, Infinity, functions). */
export function canonicalJson(value: unknown): string {
  assertJson(value, 0);
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('not a JSON value');
  return text;
}

function assertJson(value: unknown, depth: number): void {
  if (depth > 64) throw new TypeError('JSON nested too deeply');
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('numbers must be finite');
    return;
  }
  if (Array.isArray(value)) {
    for (const v of value) assertJson(v, depth + 1);
    return;
  }
  if (typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    for (const v of Object.values(value as Record<string, unknown>)) assertJson(v, depth + 1);
    return;
  }
  throw new TypeError(`not a JSON value: ${typeof value}`);
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The raw 32 bytes of an Ed25519 public key. */
export function rawPublicKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || !jwk.x) throw new TypeError('not an Ed25519 public key');
  return Buffer.from(jwk.x, 'base64url');
}

/** A key's id: the first 16 hex digits of SHA-256 of its raw public key. */
export function keyIdOf(publicKey: KeyObject): string {
  return sha256Hex(rawPublicKey(publicKey)).slice(0, 16);
}

export function publicKeyPem(publicKey: KeyObject): string {
  return publicKey.export({ format: 'pem', type: 'spki' }).toString();
}

/** The canonical bytes (as text) of a statement. */
export function statementText(statement: VersionStatement): string {
  return canonicalJson(statement);
}

/** Signs one version: builds the statement, its canonical text, hash and signature. */
export function signVersion(
  input: { record: string; version: number; previous: string | null; time: Date; content: Json },
  key: { privateKey: KeyObject; publicKey: KeyObject },
): SignedVersion {
  const statement: VersionStatement = {
    format: PROVENANCE_FORMAT,
    record: input.record,
    version: input.version,
    previous: input.previous,
    time: input.time.toISOString(),
    keyId: keyIdOf(key.publicKey),
    content: input.content,
  };
  const text = statementText(statement);
  return { statement, hash: sha256Hex(text), signature: sign(null, Buffer.from(text, 'utf8'), key.privateKey).toString('base64') };
}

function signatureValid(text: string, signature: string, publicKey: KeyObject | undefined): boolean {
  if (!publicKey) return false;
  try {
    return verify(null, Buffer.from(text, 'utf8'), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/**
 * Checks a chain of versions as stored (statements rebuilt from the stored values): each hash is
 * SHA-256 of the statement's canonical text, each signature verifies with the named key, versions
 * run 1, 2, 3 … and each names the previous hash. An empty list means every check passed.
 */
export function verifyChain(versions: readonly SignedVersion[], keys: ReadonlyMap<string, KeyObject>): ChainProblem[] {
  return checkTexts(
    versions.map((v) => ({ text: safeText(v.statement), hash: v.hash, signature: v.signature })),
    keys,
    versions[0]?.statement.record,
  );
}

function safeText(statement: VersionStatement): string {
  try {
    return statementText(statement);
  } catch {
    return '';
  }
}

/** The bundle of a chain, for download. */
export function toBundle(record: string, versions: readonly SignedVersion[], keys: ReadonlyMap<string, KeyObject>): ProvenanceBundle {
  const used = new Set(versions.map((v) => v.statement.keyId));
  return {
    format: PROVENANCE_FORMAT,
    record,
    publicKeys: [...keys].filter(([id]) => used.has(id)).map(([keyId, k]) => ({ keyId, pem: publicKeyPem(k) })),
    versions: versions.map((v) => ({ text: safeText(v.statement), hash: v.hash, signature: v.signature })),
  };
}

/** Checks a downloaded bundle with its own keys (what the offline script does, in the same way). */
export function verifyBundle(bundle: ProvenanceBundle): ChainProblem[] {
  if (bundle?.format !== PROVENANCE_FORMAT || !Array.isArray(bundle.versions) || !Array.isArray(bundle.publicKeys)) return [{ version: 0, kind: 'format' }];
  const keys = new Map<string, KeyObject>();
  for (const k of bundle.publicKeys) {
    try {
      const key = createPublicKey(k.pem);
      if (keyIdOf(key) === k.keyId) keys.set(k.keyId, key);
    } catch {
      /* an unreadable key verifies nothing: its versions report 'key' */
    }
  }
  return checkTexts(bundle.versions, keys, bundle.record);
}

function checkTexts(versions: readonly { text: string; hash: string; signature: string }[], keys: ReadonlyMap<string, KeyObject>, record: string | undefined): ChainProblem[] {
  const problems: ChainProblem[] = [];
  let previousHash: string | null = null;
  versions.forEach((v, i) => {
    const expected = i + 1;
    let statement: VersionStatement | null = null;
    try {
      statement = JSON.parse(v.text) as VersionStatement;
    } catch {
      problems.push({ version: expected, kind: 'format' });
    }
    if (statement) {
      if (statement.format !== PROVENANCE_FORMAT) problems.push({ version: expected, kind: 'format' });
      let canonical = '';
      try {
        canonical = canonicalJson(statement);
      } catch {
        /* reported below */
      }
      if (canonical !== v.text) problems.push({ version: expected, kind: 'canonical' });
      if (statement.version !== expected) problems.push({ version: expected, kind: 'order' });
      if (record !== undefined && statement.record !== record) problems.push({ version: expected, kind: 'record' });
      if (statement.previous !== previousHash) problems.push({ version: expected, kind: 'previous' });
      const key = keys.get(statement.keyId);
      if (!key) problems.push({ version: expected, kind: 'key' });
      else if (!signatureValid(v.text, v.signature, key)) problems.push({ version: expected, kind: 'signature' });
    }
    if (sha256Hex(v.text) !== v.hash) problems.push({ version: expected, kind: 'hash' });
    previousHash = v.hash;
  });
  return problems;
}
