import 'server-only';
import fs from 'node:fs';
import type { Env } from '@/lib/env';
import type { ProcessMemory } from '@/lib/server/ports';
import { logger } from '@/lib/server/log';
import { createAlipayPay } from './alipay/client';
import { NotificationRejected, type AlipayPay, type PayChannel, type WechatNativePay } from './provider';
import { sandboxApiBase, sandboxEnabled, sandboxSettings } from './sandbox';
import { sandboxAlipayConfig, sandboxWechatConfig } from './sandbox/merchant';
import { createWechatNativePay } from './wechat/client';
import { loadWechatPayConfig } from './wechat/config';
import { errorBrand } from '@/lib/error-brand';

const channelUnavailableBrand = errorBrand<ChannelUnavailable>('ChannelUnavailable');

/** A channel PAY_PROVIDER does not list while the sandbox is off: every call fails, every notification is refused. */
export class ChannelUnavailable extends Error {
  /** Whether `value` carries the ChannelUnavailable brand: thrown by this copy of the module or by another bundle's (lib/error-brand.ts). */
  static is(value: unknown): value is ChannelUnavailable {
    return channelUnavailableBrand.is(value);
  }

  constructor(readonly channel: PayChannel) {
    super(`payment channel ${channel} is not configured (PAY_PROVIDER)`);
    this.name = 'ChannelUnavailable';
    channelUnavailableBrand.mark(this);
  }
}

function unavailableWechat(): WechatNativePay {
  const fail = async (): Promise<never> => {
    throw new ChannelUnavailable('wechat');
  };
  return {
    mode: 'production',
    createNativeOrder: fail,
    queryOrder: fail,
    closeOrder: fail,
    verifyNotification: async () => {
      throw new NotificationRejected('wechat is not configured', 404);
    },
  };
}

function unavailableAlipay(): AlipayPay {
  const fail = async (): Promise<never> => {
    throw new ChannelUnavailable('alipay');
  };
  return {
    mode: 'production',
    pagePay: fail,
    precreate: fail,
    queryOrder: fail,
    closeOrder: fail,
    verifyNotification: async () => {
      throw new NotificationRejected('alipay is not configured', 404);
    },
  };
}

function readKey(path: string, name: string): string {
  try {
    return fs.readFileSync(path, 'utf8').trim();
  } catch (error) {
    throw new Error(`Alipay: cannot read ${name} at ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

/**
 * The payment providers chosen by the environment (issue 12, docs/PAYMENT-PROVIDERS.md): with
 * PAY_PROVIDER=sandbox (the default) both channels talk to the in-app sandbox with its generated
 * keys; otherwise each listed channel talks to the real provider with the WECHATPAY_* / ALIPAY_*
 * keys (read here, so a missing or unreadable key stops the start with a readable message) and an
 * unlisted channel is unavailable. lib/server/services.ts builds them once per process and hands them to the order core as `services.payments`.
 */
export function createDefaultProviders(env: Env, memory: ProcessMemory): { wechat: WechatNativePay; alipay: AlipayPay } {
  const sandbox = sandboxSettings(env, memory);
  if (sandbox) {
    if (env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build') {
      // Only with ALLOW_SANDBOX_PAYMENTS=1 (lib/env.ts refuses the start otherwise): a trial or test server, said in the log too.
      logger.write('warn', 'payments_sandbox', { message: 'PAY_PROVIDER=sandbox with ALLOW_SANDBOX_PAYMENTS: payments are simulated by the in-app sandbox; set PAY_PROVIDER and the provider keys for real payments' });
    }
    const apiBase = sandboxApiBase(env);
    return {
      wechat: createWechatNativePay(sandboxWechatConfig(sandbox, apiBase)),
      alipay: createAlipayPay(sandboxAlipayConfig(sandbox, apiBase)),
    };
  }
  const wechat = env.PAY_PROVIDER.includes('wechat')
    ? createWechatNativePay(
        loadWechatPayConfig({
          mchid: env.WECHATPAY_MCHID!,
          appid: env.WECHATPAY_APPID!,
          merchantSerialNo: env.WECHATPAY_MERCHANT_SERIAL!,
          privateKeyPath: env.WECHATPAY_PRIVATE_KEY_PATH!,
          apiV3Key: env.WECHATPAY_API_V3_KEY!,
          platformCertPath: env.WECHATPAY_PLATFORM_CERT_PATH,
          publicKeyPath: env.WECHATPAY_PUBLIC_KEY_PATH,
          publicKeyId: env.WECHATPAY_PUBLIC_KEY_ID,
          baseUrl: env.WECHATPAY_BASE_URL,
        }),
      )
    : unavailableWechat();
  const alipay = env.PAY_PROVIDER.includes('alipay')
    ? createAlipayPay({
        mode: 'production',
        appId: env.ALIPAY_APP_ID!,
        privateKey: readKey(env.ALIPAY_PRIVATE_KEY_PATH!, 'ALIPAY_PRIVATE_KEY_PATH'),
        alipayPublicKey: readKey(env.ALIPAY_PUBLIC_KEY_PATH!, 'ALIPAY_PUBLIC_KEY_PATH'),
        sellerId: env.ALIPAY_SELLER_ID!,
        gateway: env.ALIPAY_GATEWAY,
      })
    : unavailableAlipay();
  return { wechat, alipay };
}

/** The channels that take payments under this environment: both with the sandbox, else those PAY_PROVIDER lists. */
export function configuredChannels(env: Env): PayChannel[] {
  if (sandboxEnabled(env)) return ['wechat', 'alipay'];
  return (['wechat', 'alipay'] as const).filter((c) => env.PAY_PROVIDER.includes(c));
}
