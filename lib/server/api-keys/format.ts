import 'server-only';
import crypto from 'node:crypto';
import { API_KEY_MARK } from '@/lib/server/api/keys';

/**
 * The key's text: `ak_<prefix>_<secret>`, the prefix 12 hexadecimal digits (6 random bytes, unique, shown in the
 * list), the secret 24 random bytes in base64url (32 characters). Only the SHA-256 of the secret is stored.
 */
const KEY_PATTERN = /^ak_([0-9a-f]{12})_([A-Za-z0-9_-]{32})$/;

export function parseKey(token: string): { prefix: string; secret: string } | null {
  const match = KEY_PATTERN.exec(token);
  return match ? { prefix: match[1], secret: match[2] } : null;
}

export function secretHash(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

/** A new key: its prefix, the text shown once, and the hash that is stored. */
export function newKey(): { prefix: string; text: string; hash: string } {
  const prefix = crypto.randomBytes(6).toString('hex');
  const secret = crypto.randomBytes(24).toString('base64url');
  return { prefix, text: `${API_KEY_MARK}${prefix}_${secret}`, hash: secretHash(secret) };
}
