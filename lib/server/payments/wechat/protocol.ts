import 'server-only';
import crypto, { type KeyObject } from 'node:crypto';

/**
 * The primitives of WeChat Pay API v3 (pay.weixin.qq.com/doc/v3/merchant/4012365334 and the pages
 * it links): RSA-SHA256 (PKCS #1 v1.5) signatures over newline-terminated messages, the
 * `WECHATPAY2-SHA256-RSA2048` Authorization header, and AEAD_AES_256_GCM with the API v3 key.
 * Both sides use them: the merchant client (client.ts, notification.ts) and the in-app sandbox
 * that plays WeChat Pay (lib/server/payments/sandbox/wechat-api.ts), so they cannot drift apart.
 */
export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

/** A signed timestamp 5 minutes or more from the local clock is refused (notifications, responses, requests). */
export const MAX_CLOCK_SKEW_SECONDS = 300;

/** Prefix of the signature-probe traffic WeChat Pay mixes into answers and notifications. */
export const PROBE_SIGNATURE_PREFIX = 'WECHATPAY/SIGNTEST/';

export const HEADER = {
  serial: 'wechatpay-serial',
  signature: 'wechatpay-signature',
  timestamp: 'wechatpay-timestamp',
  nonce: 'wechatpay-nonce',
  signatureType: 'wechatpay-signature-type',
} as const;

/** The string a merchant signs for an API request: `METHOD\nURL\ntimestamp\nnonce\nbody\n` (URL = path and query). */
export function requestMessage(method: string, urlPath: string, timestamp: string, nonce: string, body: string): string {
  return `${method.toUpperCase()}\n${urlPath}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** The string WeChat Pay signs for an answer or a notification: `timestamp\nnonce\nbody\n`. */
export function responseMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

export function rsaSign(message: string, privateKey: KeyObject): string {
  return crypto.sign('sha256', Buffer.from(message, 'utf8'), { key: privateKey, padding: crypto.constants.RSA_PKCS1_PADDING }).toString('base64');
}

/** False for any bad signature, including one that is not even base64 or has the wrong length. */
export function rsaVerify(message: string, signature: string, publicKey: KeyObject): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return crypto.verify('sha256', Buffer.from(message, 'utf8'), { key: publicKey, padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** 32 characters of [0-9A-Z], as in WeChat's examples. */
export function newNonce(): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const bytes = crypto.randomBytes(32);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}

export function unixTime(now = Date.now()): string {
  return String(Math.floor(now / 1000));
}

export interface AuthorizationParts {
  mchid: string;
  nonce_str: string;
  signature: string;
  timestamp: string;
  serial_no: string;
}

/** The Authorization header of a merchant request, fields in the order of WeChat's documented example. */
export function formatAuthorization(parts: AuthorizationParts): string {
  return `${AUTH_SCHEMA} mchid="${parts.mchid}",nonce_str="${parts.nonce_str}",signature="${parts.signature}",timestamp="${parts.timestamp}",serial_no="${parts.serial_no}"`;
}

/** Signs one merchant request and returns its Authorization header value. */
export function signRequest(opts: {
  mchid: string;
  serialNo: string;
  privateKey: KeyObject;
  method: string;
  urlPath: string;
  body: string;
  timestamp?: string;
  nonce?: string;
}): string {
  const timestamp = opts.timestamp ?? unixTime();
  const nonce = opts.nonce ?? newNonce();
  const signature = rsaSign(requestMessage(opts.method, opts.urlPath, timestamp, nonce, opts.body), opts.privateKey);
  return formatAuthorization({ mchid: opts.mchid, nonce_str: nonce, signature, timestamp, serial_no: opts.serialNo });
}

/** Reads an Authorization header; null unless it has the schema and exactly the five fields. */
export function parseAuthorization(header: string | null): AuthorizationParts | null {
  if (!header?.startsWith(`${AUTH_SCHEMA} `)) return null;
  const fields = new Map<string, string>();
  const re = /\s*([a-z_]+)="([^"]*)"\s*(,|$)/gy;
  const rest = header.slice(AUTH_SCHEMA.length + 1);
  let m: RegExpExecArray | null;
  let consumed = 0;
  while ((m = re.exec(rest))) {
    if (fields.has(m[1])) return null;
    fields.set(m[1], m[2]);
    consumed = re.lastIndex;
    if (m[3] === '') break;
  }
  if (consumed !== rest.length) return null;
  const names = ['mchid', 'nonce_str', 'signature', 'timestamp', 'serial_no'] as const;
  if (fields.size !== names.length || names.some((n) => !fields.get(n))) return null;
  return Object.fromEntries(names.map((n) => [n, fields.get(n)!])) as unknown as AuthorizationParts;
}

/** Is a signed unix timestamp (seconds) less than 5 minutes from now? */
export function timestampFresh(timestamp: string, now = Date.now()): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(Math.floor(now / 1000) - Number(timestamp)) < MAX_CLOCK_SKEW_SECONDS;
}

export interface EncryptedResource {
  algorithm: 'AEAD_AES_256_GCM';
  ciphertext: string;
  associated_data: string;
  nonce: string;
  original_type: string;
}

function apiV3KeyBytes(apiV3Key: string): Buffer {
  const key = Buffer.from(apiV3Key, 'utf8');
  if (key.length !== 32) throw new Error('the API v3 key must be 32 bytes');
  return key;
}

/** AEAD_AES_256_GCM as WeChat Pay uses it: base64(ciphertext ‖ 16-byte tag), 12-byte text nonce, text associated data. */
export function aesGcmEncrypt(plaintext: string, apiV3Key: string, nonce: string, associatedData: string): string {
  const cipher = crypto.createCipheriv('aes-256-gcm', apiV3KeyBytes(apiV3Key), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([body, cipher.getAuthTag()]).toString('base64');
}

/** Throws when the tag does not authenticate the ciphertext, the nonce or the associated data. */
export function aesGcmDecrypt(ciphertext: string, apiV3Key: string, nonce: string, associatedData: string): string {
  const data = Buffer.from(ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = crypto.createDecipheriv('aes-256-gcm', apiV3KeyBytes(apiV3Key), Buffer.from(nonce, 'utf8'));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

/** The four signature headers of an answer or a notification. */
export function signedHeaders(body: string, serial: string, privateKey: KeyObject, now = Date.now()): Record<string, string> {
  const timestamp = unixTime(now);
  const nonce = newNonce();
  return {
    [HEADER.serial]: serial,
    [HEADER.timestamp]: timestamp,
    [HEADER.nonce]: nonce,
    [HEADER.signature]: rsaSign(responseMessage(timestamp, nonce, body), privateKey),
    [HEADER.signatureType]: AUTH_SCHEMA,
  };
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/**
 * Checks the signature headers of an answer or a notification against the keys the merchant trusts
 * (platform certificate serial → its public key, or WeChat Pay public key id → that key).
 */
export function checkSignedHeaders(headers: Headers, body: string, keys: ReadonlyMap<string, KeyObject>, now = Date.now()): SignatureCheck {
  const serial = headers.get(HEADER.serial);
  const signature = headers.get(HEADER.signature);
  const timestamp = headers.get(HEADER.timestamp);
  const nonce = headers.get(HEADER.nonce);
  if (!serial || !signature || !timestamp || !nonce) return { ok: false, reason: 'missing signature header' };
  const type = headers.get(HEADER.signatureType);
  if (type && type !== AUTH_SCHEMA) return { ok: false, reason: 'unsupported signature type' };
  if (!timestampFresh(timestamp, now)) return { ok: false, reason: 'timestamp 5 minutes or more off' };
  const key = keys.get(serial);
  if (!key) return { ok: false, reason: 'unknown serial' };
  if (signature.startsWith(PROBE_SIGNATURE_PREFIX)) return { ok: false, reason: 'signature probe' };
  if (!rsaVerify(responseMessage(timestamp, nonce, body), signature, key)) return { ok: false, reason: 'bad signature' };
  return { ok: true };
}
