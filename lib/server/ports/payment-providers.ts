/**
 * The seam between the order core (lib/server/payments) and the payment providers: what the
 * composition root hands the core in `services.payments` (lib/server/services.ts). Types only; the
 * real clients and the in-app sandboxes live in lib/server/payments/{wechat,alipay,sandbox}.
 */

export type PayChannel = 'wechat' | 'alipay';

/** What the order core asks a provider to collect: always computed on the server, in fen. */
export interface PrepayRequest {
  /** The order number (out_trade_no), unique, ≤ 32 characters of [0-9A-Za-z_-]. */
  outTradeNo: string;
  amountFen: number;
  /** Shown in the wallet: the order's title in the payer's language, ≤ 127 bytes. */
  description: string;
  /** The order cancels itself at this time; the provider's QR/page expires with it. */
  expiresAt: Date;
  /** Absolute URL of the portal the provider notifies (built from APP_BASE_URL or the request). */
  notifyUrl: string;
  /** Alipay page pay only: where the wallet page returns the browser (never trusted as proof of payment). */
  returnUrl?: string;
}

/** A notification or a query answer that passed every check of the provider: signature, decryption, merchant ids. */
export interface VerifiedPayment {
  channel: PayChannel;
  outTradeNo: string;
  /** The provider's transaction id (unique per provider; the payments table has a unique constraint on it). */
  transactionId: string;
  /** What the provider says was paid, in fen: the order core compares it with the order's amount. */
  amountFen: number;
  paidAt: Date;
}

/** State of an order at the provider, for reconciliation of lost notifications. */
export type ProviderTradeState =
  | { state: 'paid'; payment: VerifiedPayment }
  | { state: 'waiting' }
  | { state: 'closed' }
  | { state: 'unknown' };

export interface WechatNativePay {
  readonly mode: 'sandbox' | 'production';
  /** POST /v3/pay/transactions/native: the code_url the payer scans. */
  createNativeOrder(req: PrepayRequest): Promise<{ codeUrl: string }>;
  /** GET /v3/pay/transactions/out-trade-no/{no}: for reconciliation. */
  queryOrder(outTradeNo: string): Promise<ProviderTradeState>;
  /** POST /v3/pay/transactions/out-trade-no/{no}/close: when the order is cancelled. */
  closeOrder(outTradeNo: string): Promise<void>;
  /**
   * Verifies a payment notification (headers as received, body as raw bytes/text): signature over
   * `timestamp\nnonce\nbody\n` with the key named by Wechatpay-Serial (platform certificate or WeChat Pay
   * public key id), timestamp within 5 minutes, AEAD_AES_256_GCM decryption of `resource`, mchid/appid.
   * Returns the payment for trade_state SUCCESS, null for another trade_state, throws NotificationRejected otherwise.
   */
  verifyNotification(headers: Headers, rawBody: string): Promise<VerifiedPayment | null>;
}

export interface AlipayPay {
  readonly mode: 'sandbox' | 'production';
  /** alipay.trade.page.pay: the URL (GET) of the wallet's payment page. */
  pagePay(req: PrepayRequest): Promise<{ url: string }>;
  /** alipay.trade.precreate: the QR code content. */
  precreate(req: PrepayRequest): Promise<{ qrCode: string }>;
  queryOrder(outTradeNo: string): Promise<ProviderTradeState>;
  closeOrder(outTradeNo: string): Promise<void>;
  /**
   * Verifies an asynchronous notification (the form fields as posted) with RSA2 through alipay-sdk,
   * checks app_id and seller_id; returns the payment for TRADE_SUCCESS / TRADE_FINISHED, null for other
   * trade states, throws NotificationRejected otherwise. The order core replies the literal `success`.
   */
  verifyNotification(fields: Record<string, string>): Promise<VerifiedPayment | null>;
}

/** The providers of this process (or of one test): undefined for a channel that takes no payments. */
export interface PaymentProviders {
  wechat(): WechatNativePay | undefined;
  alipay(): AlipayPay | undefined;
}
