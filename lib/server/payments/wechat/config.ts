import 'server-only';
import crypto, { type KeyObject } from 'node:crypto';
import fs from 'node:fs';

/** Everything the WeChat Pay v3 client needs; the sandbox and production differ only in these values. */
export interface WechatPayConfig {
  mode: 'sandbox' | 'production';
  mchid: string;
  appid: string;
  /** Serial number of the merchant API certificate (serial_no of the Authorization header). */
  merchantSerialNo: string;
  merchantPrivateKey: KeyObject;
  /** The 32-byte API v3 key that encrypts notification resources. */
  apiV3Key: string;
  /**
   * The keys WeChat Pay signs with, by the name it puts in Wechatpay-Serial: platform certificate
   * serial numbers and/or the WeChat Pay public key id (`PUB_KEY_ID_…`). Both may be listed while a
   * merchant moves from one mode to the other.
   */
  wechatpayKeys: ReadonlyMap<string, KeyObject>;
  /** Sent as Wechatpay-Serial on requests so the answer is signed with that key (public key mode). */
  preferredSerial?: string;
  /** https://api.mch.weixin.qq.com in production; the sandbox's own address otherwise. */
  baseUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

export interface WechatPayFiles {
  mchid: string;
  appid: string;
  merchantSerialNo: string;
  privateKeyPath: string;
  apiV3Key: string;
  platformCertPath?: string;
  publicKeyPath?: string;
  publicKeyId?: string;
  baseUrl: string;
}

function readPem(path: string, what: string): string {
  try {
    return fs.readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`WeChat Pay: cannot read the ${what} at ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

/** The platform certificate's serial number (hex, upper case, as in Wechatpay-Serial) and public key. */
export function platformCertificate(pem: string): { serial: string; key: KeyObject } {
  const cert = new crypto.X509Certificate(pem);
  return { serial: cert.serialNumber.toUpperCase(), key: cert.publicKey };
}

/** Reads the production keys named by WECHATPAY_* (docs/PAYMENT-PROVIDERS.md); throws a readable error. */
export function loadWechatPayConfig(files: WechatPayFiles): WechatPayConfig {
  if (Buffer.byteLength(files.apiV3Key, 'utf8') !== 32) throw new Error('WeChat Pay: WECHATPAY_API_V3_KEY must be exactly 32 bytes');
  let merchantPrivateKey: KeyObject;
  try {
    merchantPrivateKey = crypto.createPrivateKey(readPem(files.privateKeyPath, 'merchant private key'));
  } catch (error) {
    throw new Error(`WeChat Pay: WECHATPAY_PRIVATE_KEY_PATH is not a PEM private key (${(error as Error).message})`);
  }
  const keys = new Map<string, KeyObject>();
  let preferredSerial: string | undefined;
  if (files.platformCertPath) {
    const { serial, key } = platformCertificate(readPem(files.platformCertPath, 'platform certificate'));
    keys.set(serial, key);
    preferredSerial = serial;
  }
  if (files.publicKeyPath && files.publicKeyId) {
    keys.set(files.publicKeyId, crypto.createPublicKey(readPem(files.publicKeyPath, 'WeChat Pay public key')));
    preferredSerial = files.publicKeyId;
  }
  if (!keys.size) throw new Error('WeChat Pay: set WECHATPAY_PLATFORM_CERT_PATH, or WECHATPAY_PUBLIC_KEY_PATH with WECHATPAY_PUBLIC_KEY_ID');
  return {
    mode: 'production',
    mchid: files.mchid,
    appid: files.appid,
    merchantSerialNo: files.merchantSerialNo,
    merchantPrivateKey,
    apiV3Key: files.apiV3Key,
    wechatpayKeys: keys,
    preferredSerial,
    baseUrl: files.baseUrl,
  };
}
