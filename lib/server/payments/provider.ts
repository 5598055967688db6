import 'server-only';
import { errorBrand } from '@/lib/error-brand';

/**
 * The seam between the order core (lib/server/payments/orders*, jobs, endpoints) and the payment
 * providers (lib/server/payments/wechat/*, lib/server/payments/alipay/*, and their sandboxes).
 * The order core never sees a signature or a key; a provider never touches an order row. Both the
 * real providers and the in-app sandboxes implement these interfaces with the same verification code
 * (issue 12, docs/PAYMENTS.md).
 */

export type { AlipayPay, PayChannel, PaymentProviders, PrepayRequest, ProviderTradeState, VerifiedPayment, WechatNativePay } from '@/lib/server/ports/payment-providers';

const notificationRejectedBrand = errorBrand<NotificationRejected>('NotificationRejected');

/** Thrown by a provider when a notification fails a check; `reason` is logged (never a secret), the HTTP answer is 4xx. */
export class NotificationRejected extends Error {
  /** Whether `value` carries the NotificationRejected brand: thrown by this copy of the module or by another bundle's (lib/error-brand.ts). */
  static is(value: unknown): value is NotificationRejected {
    return notificationRejectedBrand.is(value);
  }

  constructor(
    readonly reason: string,
    readonly status = 400,
  ) {
    super(reason);
    this.name = 'NotificationRejected';
    notificationRejectedBrand.mark(this);
  }
}
