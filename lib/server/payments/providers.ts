import 'server-only';
import type { AlipayPay, PaymentProviders, WechatNativePay } from './provider';

/**
 * The payment providers the order core talks to come from the services (`ctx.services.payments`):
 * by default the environment's (default-providers.ts: the in-app sandboxes, or the real WeChat Pay /
 * Alipay with PAY_PROVIDER and their keys, built once per process by lib/server/services.ts); tests
 * build services with fakes that implement the same interfaces. The order core never builds a
 * provider itself.
 */

/** Fixed providers (tests, scripts): a channel left out takes no payments. */
export function fixedProviders(providers: { wechat?: WechatNativePay; alipay?: AlipayPay }): PaymentProviders {
  return { wechat: () => providers.wechat, alipay: () => providers.alipay };
}

/**
 * True while a channel is played by the in-app sandbox (PAY_PROVIDER=sandbox): payments are simulated,
 * and every payment screen says so (payment/getPayMode, components/commerce/sandbox-banner.tsx).
 */
export function paymentsSimulated(providers: PaymentProviders): boolean {
  return providers.wechat()?.mode === 'sandbox' || providers.alipay()?.mode === 'sandbox';
}

/** The WeChat Pay v3 native client; throws when the channel is not configured (callers ask `providers.wechat()` first). */
export function wechatPay(providers: PaymentProviders): WechatNativePay {
  const p = providers.wechat();
  if (!p) throw new Error('WeChat Pay is not configured (PAY_PROVIDER)');
  return p;
}

export function alipayPay(providers: PaymentProviders): AlipayPay {
  const p = providers.alipay();
  if (!p) throw new Error('Alipay is not configured (PAY_PROVIDER)');
  return p;
}
