import 'server-only';
import { getEnv } from '@/lib/env';
import { configuredChannels, getDefaultProviders } from './default-providers';
import type { AlipayPay, PayChannel, WechatNativePay } from './provider';

/**
 * The payment providers the order core talks to. By default they are the environment's
 * (default-providers.ts: the in-app sandboxes, or the real WeChat Pay / Alipay with PAY_PROVIDER and
 * their keys), built once per process on first use; tests register fakes that implement the same
 * interfaces. The registry lives on globalThis because Next compiles instrumentation and each route
 * into separate bundles (the database handle is shared the same way). The order core never builds a
 * provider itself.
 */
interface Registry {
  wechat?: WechatNativePay;
  alipay?: AlipayPay;
  /** False after resetPaymentProviders (tests): only registered fakes answer. */
  useDefaults: boolean;
}

const holder = globalThis as unknown as { __atsteelPayRegistry?: Registry };
const registry = (): Registry => (holder.__atsteelPayRegistry ??= { useDefaults: true });

export function registerPaymentProviders(providers: { wechat?: WechatNativePay; alipay?: AlipayPay }): void {
  if (providers.wechat) registry().wechat = providers.wechat;
  if (providers.alipay) registry().alipay = providers.alipay;
}

/** Forgets the registered providers and turns the environment's defaults off (tests). */
export function resetPaymentProviders(): void {
  holder.__atsteelPayRegistry = { useDefaults: false };
}

function provider<C extends PayChannel>(channel: C): (C extends 'wechat' ? WechatNativePay : AlipayPay) | undefined {
  const r = registry();
  const registered = r[channel];
  if (registered) return registered as never;
  if (!r.useDefaults || !configuredChannels(getEnv()).includes(channel)) return undefined;
  return getDefaultProviders()[channel] as never;
}

/**
 * True while a channel is played by the in-app sandbox (PAY_PROVIDER=sandbox): payments are simulated,
 * and every payment screen says so (payment/getPayMode, components/commerce/sandbox-banner.tsx).
 */
export function paymentsSimulated(): boolean {
  return provider('wechat')?.mode === 'sandbox' || provider('alipay')?.mode === 'sandbox';
}

export function hasWechatPay(): boolean {
  return !!provider('wechat');
}

export function hasAlipayPay(): boolean {
  return !!provider('alipay');
}

/** The WeChat Pay v3 native client; throws when the channel is not configured (callers ask hasWechatPay first). */
export function wechatPay(): WechatNativePay {
  const p = provider('wechat');
  if (!p) throw new Error('WeChat Pay is not configured (PAY_PROVIDER)');
  return p;
}

export function alipayPay(): AlipayPay {
  const p = provider('alipay');
  if (!p) throw new Error('Alipay is not configured (PAY_PROVIDER)');
  return p;
}
