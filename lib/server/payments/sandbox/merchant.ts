import 'server-only';
import type { AlipayConfig } from '@/lib/server/payments/alipay/client';
import type { WechatPayConfig } from '@/lib/server/payments/wechat/config';
import { SANDBOX_API_PREFIX, type SandboxSettings } from './settings';

/**
 * The portal's side of the sandbox: the same WeChat Pay and Alipay clients as in production,
 * configured with the sandbox merchant's keys and pointed at the sandbox's API instead of the
 * providers' hosts. `apiBase` is where the server reaches the app (http://127.0.0.1:PORT).
 */
export function sandboxWechatConfig(settings: SandboxSettings, apiBase: string, overrides: Partial<WechatPayConfig> = {}): WechatPayConfig {
  const w = settings.keys.wechat;
  return {
    mode: 'sandbox',
    mchid: w.mchid,
    appid: w.appid,
    merchantSerialNo: w.merchantSerialNo,
    merchantPrivateKey: w.merchantPrivateKey,
    apiV3Key: w.apiV3Key,
    wechatpayKeys: new Map([
      [w.platformSerial, w.platformPublicKey],
      [w.publicKeyId, w.wechatpayPublicKey],
    ]),
    preferredSerial: settings.wechatKeyMode === 'platformCertificate' ? w.platformSerial : w.publicKeyId,
    baseUrl: `${apiBase.replace(/\/+$/, '')}${SANDBOX_API_PREFIX}/wechat`,
    ...overrides,
  };
}

export function sandboxAlipayConfig(settings: SandboxSettings, apiBase: string, overrides: Partial<AlipayConfig> = {}): AlipayConfig {
  const a = settings.keys.alipay;
  return {
    mode: 'sandbox',
    appId: a.appId,
    privateKey: a.appPrivateKeyPem,
    alipayPublicKey: a.alipayPublicKeyPem,
    sellerId: a.sellerId,
    gateway: `${apiBase.replace(/\/+$/, '')}${SANDBOX_API_PREFIX}/alipay/gateway.do`,
    // The browser goes to the gateway for page pay: the portal's public address, not the loopback one.
    pageGateway: `${settings.publicBaseUrl.replace(/\/+$/, '')}${SANDBOX_API_PREFIX}/alipay/gateway.do`,
    ...overrides,
  };
}
