import 'server-only';
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { decodeKeySetting, getEnv } from '@/lib/env';
import { keyIdOf, publicKeyPem } from '@/lib/research-data/provenance';

import type { SigningKey, SigningKeys } from '@/lib/server/ports';

export type { SigningKey, SigningKeys };

/** Where the platform's Ed25519 key lives: PROVENANCE_KEY_FILE, else DATA_DIR/keys/provenance-ed25519.pem. */
export function signingKeyPath(): string {
  const env = getEnv();
  return path.resolve(/*turbopackIgnore: true*/ env.PROVENANCE_KEY_FILE ?? path.join(env.DATA_DIR, 'keys', 'provenance-ed25519.pem'));
}

/**
 * Reads the platform's signing key, creating it on first use (PKCS#8 PEM, file mode 0600). Creation
 * uses an exclusive open, so two processes starting at once end up with the same key: the loser of
 * the race reads the winner's file. Several instances with separate DATA_DIRs share one key by
 * pointing PROVENANCE_KEY_FILE at the same file (docs/PROVENANCE.md).
 */
export function loadOrCreateSigningKey(file = signingKeyPath()): SigningKey {
  if (!fs.existsSync(/*turbopackIgnore: true*/ file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const { privateKey } = generateKeyPairSync('ed25519');
    try {
      fs.writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const privateKey = createPrivateKey(fs.readFileSync(/*turbopackIgnore: true*/ file, 'utf8'));
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error(`${file} does not hold an Ed25519 private key`);
  const publicKey = createPublicKey(privateKey);
  return { keyId: keyIdOf(publicKey), privateKey, publicKey };
}

/** Where retired platform keys live: PROVENANCE_RETIRED_KEYS_DIR, else `retired/` beside the signing key. */
export function retiredKeysDir(): string {
  const dir = getEnv().PROVENANCE_RETIRED_KEYS_DIR;
  return path.resolve(/*turbopackIgnore: true*/ dir ?? path.join(path.dirname(signingKeyPath()), 'retired'));
}

/**
 * The retired platform keys (issue 27, item 5): the public part of every *.pem in `dir`, a public
 * (SPKI) or private (PKCS#8) Ed25519 key, by id. A retired key signs nothing new, but it stays
 * published and trusted, so the versions it signed still verify. A missing folder holds none; a file
 * that is not an Ed25519 key stops the start with its name (lib/server/startup.ts).
 */
export function loadRetiredKeys(dir = retiredKeysDir()): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  if (!fs.existsSync(/*turbopackIgnore: true*/ dir)) return keys;
  for (const name of fs.readdirSync(/*turbopackIgnore: true*/ dir).filter((n) => n.endsWith('.pem')).sort()) {
    const file = path.join(dir, name);
    let key: KeyObject;
    try {
      key = createPublicKey(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file} is not a PEM key (${(error as Error).message})`);
    }
    if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${file} does not hold an Ed25519 key`);
    keys.set(keyIdOf(key), key);
  }
  return keys;
}

/**
 * The platform's keys as the composition root hands them to the services (lib/server/services.ts):
 * the signing key and the retired keys, each read once on first use. Verification looks a version's
 * key up by its id in `all()`, so after a rotation (new current key, the old one moved to the retired
 * folder) the versions the old key signed still verify.
 */
export function platformKeysFromFiles(file?: string, retiredDir?: string): SigningKeys {
  let current: SigningKey | undefined;
  let retired: Map<string, KeyObject> | undefined;
  const keys: SigningKeys = {
    current: () => (current ??= loadOrCreateSigningKey(file ?? signingKeyPath())),
    all: () => {
      const now = keys.current();
      retired ??= loadRetiredKeys(retiredDir ?? (file ? path.join(path.dirname(file), 'retired') : retiredKeysDir()));
      const all = new Map([[now.keyId, now.publicKey]]);
      for (const [id, key] of retired) if (!all.has(id)) all.set(id, key);
      return all;
    },
  };
  return keys;
}

/** A signing key from its PEM text (PKCS#8 Ed25519). */
function signingKeyFromPem(pem: string): SigningKey {
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('PROVENANCE_KEY does not hold an Ed25519 private key');
  const publicKey = createPublicKey(privateKey);
  return { keyId: keyIdOf(publicKey), privateKey, publicKey };
}

/**
 * The platform's keys given by value (PROVENANCE_KEY and PROVENANCE_RETIRED_KEYS, lib/env.ts): what several
 * instances with their own DATA_DIR use, so no instance reads or creates a key file (docs/DEPLOYMENT.md).
 */
export function platformKeysFromValues(current: string, retired: readonly string[] = []): SigningKeys {
  const key = signingKeyFromPem(decodeKeySetting(current));
  const all = new Map([[key.keyId, key.publicKey]]);
  for (const value of retired) {
    const publicKey = createPublicKey(decodeKeySetting(value));
    const id = keyIdOf(publicKey);
    if (!all.has(id)) all.set(id, publicKey);
  }
  return { current: () => key, all: () => all };
}

/** The platform's keys from the environment: by value when PROVENANCE_KEY is set, else from files (the embedded default). */
export function platformKeysFromEnvironment(): SigningKeys {
  let keys: SigningKeys | undefined;
  const resolve = () => {
    if (!keys) {
      const env = getEnv();
      keys = env.PROVENANCE_KEY ? platformKeysFromValues(env.PROVENANCE_KEY, env.PROVENANCE_RETIRED_KEYS) : platformKeysFromFiles();
    }
    return keys;
  };
  return { current: () => resolve().current(), all: () => resolve().all() };
}

export interface PublishedKey {
  keyId: string;
  algorithm: 'Ed25519';
  /** current: signs new versions; retired: signed older versions only, still valid for them. */
  status: 'current' | 'retired';
  pem: string;
  jwk: JsonWebKey & { kid: string; use: 'sig' };
}

/** What the portal publishes: every platform key (current, then retired) with its id, PEM (SPKI) and JWK. */
export function publishedKeys(signingKeys: SigningKeys): { format: string; keys: PublishedKey[] } {
  const currentId = signingKeys.current().keyId;
  return {
    format: 'atsteel-provenance-keys/1',
    keys: [...signingKeys.all()].map(([keyId, key]) => ({
      keyId,
      algorithm: 'Ed25519' as const,
      status: keyId === currentId ? ('current' as const) : ('retired' as const),
      pem: publicKeyPem(key),
      jwk: { ...key.export({ format: 'jwk' }), kid: keyId, use: 'sig' as const },
    })),
  };
}
