import 'server-only';
import type { KeyObject } from 'node:crypto';
import type { SandboxKeys } from './keys';

/** Where the sandbox's provider side answers (Next route handlers, app/paySandbox-api/[...path]/route.ts). */
export const SANDBOX_API_PREFIX = '/paySandbox-api';
/** The sandbox's payer page: /paySandbox/{channel}/{id} (and /en/paySandbox/… in English). */
export const SANDBOX_PAGE_PREFIX = '/paySandbox';

export type WechatKeyMode = 'publicKey' | 'platformCertificate';

/** How one sandbox runs: its keys, the addresses it hands out and how it delivers notifications. */
export interface SandboxSettings {
  keys: SandboxKeys;
  /** The portal's public address: code_url, QR contents and the page-pay redirect point at its sandbox page. */
  publicBaseUrl: string;
  /** Which WeChat Pay key signs notifications and answers that name no key: the public key (default) or the platform certificate. */
  wechatKeyMode: WechatKeyMode;
  /** Delivers notifications (tests pass one that calls the notify handler in-process). */
  fetch?: typeof fetch;
  /** Delays before re-sending a notification the merchant did not acknowledge. */
  retryDelaysMs?: readonly number[];
}

export function sandboxPageUrl(settings: SandboxSettings, channel: 'wechat' | 'alipay', id: string): string {
  return `${settings.publicBaseUrl.replace(/\/+$/, '')}${SANDBOX_PAGE_PREFIX}/${channel}/${id}`;
}

/** The WeChat Pay key the sandbox signs with: the one a request names in Wechatpay-Serial, else the configured mode's. */
export function wechatSigningKey(settings: SandboxSettings, requested?: string | null): { serial: string; privateKey: KeyObject } {
  const w = settings.keys.wechat;
  const platform = { serial: w.platformSerial, privateKey: w.platformPrivateKey };
  const publicKey = { serial: w.publicKeyId, privateKey: w.wechatpayPrivateKey };
  if (requested === w.platformSerial) return platform;
  if (requested === w.publicKeyId) return publicKey;
  return settings.wechatKeyMode === 'platformCertificate' ? platform : publicKey;
}
