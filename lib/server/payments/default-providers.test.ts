import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from '@/lib/env';
import { createProcessMemory } from '@/lib/server/ports';
import { ChannelUnavailable, createDefaultProviders } from './default-providers';
import { NotificationRejected } from './provider';
import { loadWechatPayConfig } from './wechat/config';

/** PAY_PROVIDER chooses the sandbox (default) or the real providers; a listed channel without its keys stops the start. */
describe('payment provider configuration', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pay-config-test-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  function pem(name: string, kind: 'private' | 'public'): string {
    const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const file = path.join(dir, name);
    fs.writeFileSync(file, kind === 'private' ? privateKey.export({ type: 'pkcs8', format: 'pem' }) : publicKey.export({ type: 'spki', format: 'pem' }));
    return file;
  }

  const wechat = () => ({
    WECHATPAY_MCHID: '1900000109',
    WECHATPAY_APPID: 'wxd678efh567hg6787',
    WECHATPAY_MERCHANT_SERIAL: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
    WECHATPAY_PRIVATE_KEY_PATH: pem('merchant.pem', 'private'),
    WECHATPAY_API_V3_KEY: 'abcdefghijklmnopqrstuvwxyz012345',
    WECHATPAY_PUBLIC_KEY_PATH: pem('wechatpay-public.pem', 'public'),
    WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114232134912410000000000000000000',
  });
  const alipay = () => ({
    ALIPAY_APP_ID: '2021000000000002',
    ALIPAY_PRIVATE_KEY_PATH: pem('app.pem', 'private'),
    ALIPAY_PUBLIC_KEY_PATH: pem('alipay-public.pem', 'public'),
    ALIPAY_SELLER_ID: '2088000000000002',
  });

  it('defaults to the sandbox, with its keys generated under DATA_DIR/pay-sandbox', () => {
    const env = parseEnv({ DATA_DIR: dir });
    expect(env.PAY_PROVIDER).toEqual(['sandbox']);
    const providers = createDefaultProviders(env, createProcessMemory());
    expect(providers.wechat.mode).toBe('sandbox');
    expect(providers.alipay.mode).toBe('sandbox');
    const stat = fs.statSync(path.join(dir, 'pay-sandbox', 'keys.json'));
    expect(stat.mode & 0o077).toBe(0);
  });

  it('refuses an unknown provider and a listed channel without its keys, naming each missing setting', () => {
    expect(() => parseEnv({ PAY_PROVIDER: 'paypal' })).toThrow(/PAY_PROVIDER must be sandbox, wechat, alipay or wechat,alipay/);
    expect(() => parseEnv({ PAY_PROVIDER: 'sandbox,wechat' })).toThrow(/PAY_PROVIDER/);
    expect(() => parseEnv({ PAY_PROVIDER: 'wechat' })).toThrow(/WECHATPAY_MCHID: PAY_PROVIDER lists wechat, so WECHATPAY_MCHID is required[\s\S]*WECHATPAY_API_V3_KEY[\s\S]*WECHATPAY_PUBLIC_KEY_PATH/);
    expect(() => parseEnv({ PAY_PROVIDER: 'wechat', ...wechat(), WECHATPAY_API_V3_KEY: 'short' })).toThrow(/exactly 32 bytes/);
    expect(() => parseEnv({ PAY_PROVIDER: 'wechat', ...wechat(), WECHATPAY_PUBLIC_KEY_ID: '' })).toThrow(/WECHATPAY_PUBLIC_KEY_ID, or WECHATPAY_PLATFORM_CERT_PATH/);
    expect(() => parseEnv({ PAY_PROVIDER: 'alipay' })).toThrow(/ALIPAY_APP_ID[\s\S]*ALIPAY_SELLER_ID/);
  });

  it('builds the real providers from the key files and turns an unlisted channel off', async () => {
    const both = createDefaultProviders(parseEnv({ PAY_PROVIDER: 'wechat,alipay', ...wechat(), ...alipay() }), createProcessMemory());
    expect(both.wechat.mode).toBe('production');
    expect(both.alipay.mode).toBe('production');
    const onlyWechat = createDefaultProviders(parseEnv({ PAY_PROVIDER: 'wechat', ...wechat() }), createProcessMemory());
    await expect(onlyWechat.alipay.precreate({ outTradeNo: 'X1', amountFen: 1, description: 'x', expiresAt: new Date(), notifyUrl: 'https://x' })).rejects.toBeInstanceOf(ChannelUnavailable);
    await expect(onlyWechat.alipay.verifyNotification({})).rejects.toBeInstanceOf(NotificationRejected);
    expect(() => createDefaultProviders(parseEnv({ PAY_PROVIDER: 'wechat', ...wechat(), WECHATPAY_PRIVATE_KEY_PATH: path.join(dir, 'missing.pem') }), createProcessMemory())).toThrow(/cannot read the merchant private key/);
  });

  it('trusts a platform certificate by its serial number', () => {
    let cert: string;
    try {
      const key = path.join(dir, 'platform-key.pem');
      const out = path.join(dir, 'platform-cert.pem');
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', out, '-days', '1', '-subj', '/CN=Tenpay.com Root CA', '-set_serial', '0x5157F09D2A5A5C9C6F1E1AA7B1A3B3C5D6E7F809'], { stdio: 'ignore' });
      cert = out;
    } catch {
      return; // no openssl on this machine: the public key mode above covers the verification path
    }
    const config = loadWechatPayConfig({ ...filesOf(wechat()), publicKeyPath: undefined, publicKeyId: undefined, platformCertPath: cert });
    expect([...config.wechatpayKeys.keys()]).toEqual(['5157F09D2A5A5C9C6F1E1AA7B1A3B3C5D6E7F809']);
    expect(config.preferredSerial).toBe('5157F09D2A5A5C9C6F1E1AA7B1A3B3C5D6E7F809');
  });

  function filesOf(w: ReturnType<typeof wechat>) {
    return {
      mchid: w.WECHATPAY_MCHID,
      appid: w.WECHATPAY_APPID,
      merchantSerialNo: w.WECHATPAY_MERCHANT_SERIAL,
      privateKeyPath: w.WECHATPAY_PRIVATE_KEY_PATH,
      apiV3Key: w.WECHATPAY_API_V3_KEY,
      publicKeyPath: w.WECHATPAY_PUBLIC_KEY_PATH,
      publicKeyId: w.WECHATPAY_PUBLIC_KEY_ID,
      baseUrl: 'https://api.mch.weixin.qq.com',
    };
  }
});
