import 'server-only';
import crypto, { type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The sandbox merchant's identities (WeChat Pay's and Alipay's documentation examples' shapes). */
export const SANDBOX_IDS = {
  wechatMchid: '1900000109',
  wechatAppid: 'wxd678efh567hg6787',
  alipayAppId: '2021000000000001',
  alipaySellerId: '2088000000000001',
} as const;

/** Both sides of the sandbox's keys: the merchant's (the portal's) and the providers'. */
export interface SandboxKeys {
  wechat: {
    mchid: string;
    appid: string;
    merchantSerialNo: string;
    merchantPrivateKey: KeyObject;
    merchantPublicKey: KeyObject;
    /** Platform certificate mode: the certificate's serial and key pair. */
    platformSerial: string;
    platformPrivateKey: KeyObject;
    platformPublicKey: KeyObject;
    /** WeChat Pay public key mode: PUB_KEY_ID_… and its key pair. */
    publicKeyId: string;
    wechatpayPrivateKey: KeyObject;
    wechatpayPublicKey: KeyObject;
    apiV3Key: string;
  };
  alipay: {
    appId: string;
    sellerId: string;
    appPrivateKeyPem: string;
    appPublicKey: KeyObject;
    alipayPrivateKey: KeyObject;
    alipayPublicKeyPem: string;
  };
}

/** The stored (and PAY_SANDBOX_KEYS) form of the sandbox's keys: PEM texts and identifiers. */
export interface StoredKeys {
  version: 1;
  wechat: { merchantSerialNo: string; merchantKey: string; platformSerial: string; platformKey: string; publicKeyId: string; wechatpayKey: string; apiV3Key: string };
  alipay: { appKey: string; alipayKey: string };
}

function rsaKeyPem(): string {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

function randomText(length: number, alphabet: string): string {
  let out = '';
  for (const b of crypto.randomBytes(length)) out += alphabet[b % alphabet.length];
  return out;
}

/** A new sandbox key set (five RSA keys and the identifiers): the first start's keys.json, or `npm run keys:new`. */
export function generateSandboxKeys(): StoredKeys {
  return {
    version: 1,
    wechat: {
      merchantSerialNo: crypto.randomBytes(20).toString('hex').toUpperCase(),
      merchantKey: rsaKeyPem(),
      platformSerial: crypto.randomBytes(20).toString('hex').toUpperCase(),
      platformKey: rsaKeyPem(),
      publicKeyId: `PUB_KEY_ID_${randomText(32, '0123456789')}`,
      wechatpayKey: rsaKeyPem(),
      apiV3Key: randomText(32, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'),
    },
    alipay: { appKey: rsaKeyPem(), alipayKey: rsaKeyPem() },
  };
}

/**
 * Reads `DATA_DIR/pay-sandbox/keys.json`, creating it on first start (mode 0600, never committed:
 * DATA_DIR is outside the repository's tracked files). Creation is a write to a temporary file and a
 * hard link to the final name, so two processes starting at once end up with the same keys.
 */
function readOrCreate(dataDir: string): StoredKeys {
  const dir = path.join(path.resolve(dataDir), 'pay-sandbox');
  const file = path.join(dir, 'keys.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const tmp = path.join(dir, `keys.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`);
    fs.writeFileSync(tmp, JSON.stringify(generateSandboxKeys(), null, 2), { mode: 0o600 });
    try {
      fs.linkSync(tmp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredKeys;
  if (stored.version !== 1) throw new Error(`pay sandbox: unknown key file version in ${file}`);
  return stored;
}

function pair(pem: string): { privateKey: KeyObject; publicKey: KeyObject } {
  const privateKey = crypto.createPrivateKey(pem);
  return { privateKey, publicKey: crypto.createPublicKey(privateKey) };
}

/** The sandbox's keys for a data directory, generated on first use (read on each call: sandboxSettings keeps them per services object). */
export function loadSandboxKeys(dataDir: string): SandboxKeys {
  return sandboxKeysFrom(readOrCreate(dataDir));
}

/**
 * The sandbox's keys given by value (PAY_SANDBOX_KEYS, the JSON of keys.json): every instance of a cluster
 * sets the same value, so an order created through one is signed and verified alike on all (docs/DEPLOYMENT.md).
 */
export function sandboxKeysFromJson(json: string): SandboxKeys {
  const stored = JSON.parse(json) as StoredKeys;
  if (stored.version !== 1) throw new Error('PAY_SANDBOX_KEYS: unknown key set version');
  return sandboxKeysFrom(stored);
}

function sandboxKeysFrom(stored: StoredKeys): SandboxKeys {
  const merchant = pair(stored.wechat.merchantKey);
  const platform = pair(stored.wechat.platformKey);
  const wechatpay = pair(stored.wechat.wechatpayKey);
  const app = pair(stored.alipay.appKey);
  const alipay = pair(stored.alipay.alipayKey);
  const keys: SandboxKeys = {
    wechat: {
      mchid: SANDBOX_IDS.wechatMchid,
      appid: SANDBOX_IDS.wechatAppid,
      merchantSerialNo: stored.wechat.merchantSerialNo,
      merchantPrivateKey: merchant.privateKey,
      merchantPublicKey: merchant.publicKey,
      platformSerial: stored.wechat.platformSerial,
      platformPrivateKey: platform.privateKey,
      platformPublicKey: platform.publicKey,
      publicKeyId: stored.wechat.publicKeyId,
      wechatpayPrivateKey: wechatpay.privateKey,
      wechatpayPublicKey: wechatpay.publicKey,
      apiV3Key: stored.wechat.apiV3Key,
    },
    alipay: {
      appId: SANDBOX_IDS.alipayAppId,
      sellerId: SANDBOX_IDS.alipaySellerId,
      appPrivateKeyPem: stored.alipay.appKey,
      appPublicKey: app.publicKey,
      alipayPrivateKey: alipay.privateKey,
      alipayPublicKeyPem: alipay.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    },
  };
  return keys;
}
