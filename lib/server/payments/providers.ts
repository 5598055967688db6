import 'server-only';
import type { AlipayPay, WechatNativePay } from './provider';

/**
 * The payment providers the order core talks to, registered once at startup (helper modules of
 * wechat/, alipay/ and their sandboxes register the defaults through default-providers.ts); tests
 * register fakes that implement the same interfaces. The order core never builds a provider itself.
 */
let wechat: WechatNativePay | undefined;
let alipay: AlipayPay | undefined;

export function registerPaymentProviders(providers: { wechat?: WechatNativePay; alipay?: AlipayPay }): void {
  if (providers.wechat) wechat = providers.wechat;
  if (providers.alipay) alipay = providers.alipay;
}

/** Forgets the registered providers (tests). */
export function resetPaymentProviders(): void {
  wechat = undefined;
  alipay = undefined;
}

export function hasWechatPay(): boolean {
  return !!wechat;
}

export function hasAlipayPay(): boolean {
  return !!alipay;
}

/** The registered WeChat Pay v3 native client; throws when none is registered (a wiring fault, answered 500). */
export function wechatPay(): WechatNativePay {
  if (!wechat) throw new Error('no WeChat Pay provider registered (registerPaymentProviders)');
  return wechat;
}

export function alipayPay(): AlipayPay {
  if (!alipay) throw new Error('no Alipay provider registered (registerPaymentProviders)');
  return alipay;
}
