import 'server-only';
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getEnv } from '@/lib/env';
import { keyIdOf, publicKeyPem } from '@/lib/research-data/provenance';

export interface SigningKey {
  keyId: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** Where the platform's Ed25519 key lives: PROVENANCE_KEY_FILE, else DATA_DIR/keys/provenance-ed25519.pem. */
export function signingKeyPath(): string {
  const env = getEnv();
  return path.resolve(env.PROVENANCE_KEY_FILE ?? path.join(env.DATA_DIR, 'keys', 'provenance-ed25519.pem'));
}

/**
 * Reads the platform's signing key, creating it on first use (PKCS#8 PEM, file mode 0600). Creation
 * uses an exclusive open, so two processes starting at once end up with the same key: the loser of
 * the race reads the winner's file. Several instances with separate DATA_DIRs share one key by
 * pointing PROVENANCE_KEY_FILE at the same file (docs/PROVENANCE.md).
 */
export function loadOrCreateSigningKey(file = signingKeyPath()): SigningKey {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const { privateKey } = generateKeyPairSync('ed25519');
    try {
      fs.writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const privateKey = createPrivateKey(fs.readFileSync(file, 'utf8'));
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error(`${file} does not hold an Ed25519 private key`);
  const publicKey = createPublicKey(privateKey);
  return { keyId: keyIdOf(publicKey), privateKey, publicKey };
}

let cached: SigningKey | null = null;

/** The process's signing key (read once). */
export function platformSigningKey(): SigningKey {
  cached ??= loadOrCreateSigningKey();
  return cached;
}

/** What the portal publishes: the key's id, PEM (SPKI) and raw bytes (base64url), as a JWK too. */
export function publishedKeys(): { format: string; keys: { keyId: string; algorithm: 'Ed25519'; pem: string; jwk: JsonWebKey & { kid: string; use: 'sig' } }[] } {
  const key = platformSigningKey();
  return {
    format: 'atsteel-provenance-keys/1',
    keys: [{ keyId: key.keyId, algorithm: 'Ed25519', pem: publicKeyPem(key.publicKey), jwk: { ...key.publicKey.export({ format: 'jwk' }), kid: key.keyId, use: 'sig' } }],
  };
}
