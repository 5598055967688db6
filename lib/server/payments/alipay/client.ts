import 'server-only';
import crypto from 'node:crypto';
import { AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import { NotificationRejected, type AlipayPay, type PrepayRequest, type ProviderTradeState, type VerifiedPayment } from '@/lib/server/payments/provider';
import { fenToYuan, yuanToFen } from '@/lib/money';
import { chinaSecond } from '@/lib/time';
import { parseAlipayTime } from './amount';
import { errorBrand } from '@/lib/error-brand';

export const ALIPAY_PRODUCTION_GATEWAY = 'https://openapi.alipay.com/gateway.do';

export interface AlipayConfig {
  mode: 'sandbox' | 'production';
  appId: string;
  /** The application's RSA private key: PEM (PKCS #1 or PKCS #8) or the bare base64 of Alipay's key tool. */
  privateKey: string;
  /** Alipay's public key (PEM or bare base64), from the open platform's key settings. */
  alipayPublicKey: string;
  /** The merchant's Alipay user id (2088…): a notification for another seller is refused. */
  sellerId: string;
  /** The OpenAPI gateway the server calls (https://openapi.alipay.com/gateway.do). */
  gateway: string;
  /** Where the browser is sent for page pay, if not the same gateway (the sandbox: the public address). */
  pageGateway?: string;
  timeoutMs?: number;
}

const alipayErrorBrand = errorBrand<AlipayError>('AlipayError');

/** A failed Alipay call: Alipay's code and sub_code, never a key. */
export class AlipayError extends Error {
  /** Whether `value` carries the AlipayError brand: thrown by this copy of the module or by another bundle's (lib/error-brand.ts). */
  static is(value: unknown): value is AlipayError {
    return alipayErrorBrand.is(value);
  }

  constructor(
    message: string,
    readonly code?: string,
    readonly subCode?: string,
  ) {
    super(message);
    this.name = 'AlipayError';
    alipayErrorBrand.mark(this);
  }
}

/** alipay-sdk formats keys by their PEM label; a bare base64 key is told apart by parsing it. */
function keyType(privateKey: string): 'PKCS1' | 'PKCS8' {
  if (privateKey.includes('BEGIN RSA PRIVATE KEY')) return 'PKCS1';
  if (privateKey.includes('BEGIN PRIVATE KEY')) return 'PKCS8';
  try {
    crypto.createPrivateKey({ key: Buffer.from(privateKey.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'pkcs8' });
    return 'PKCS8';
  } catch {
    return 'PKCS1';
  }
}

function sdkFor(config: AlipayConfig, gateway: string): AlipaySdk {
  return new AlipaySdk({
    appId: config.appId,
    privateKey: config.privateKey,
    keyType: keyType(config.privateKey),
    alipayPublicKey: config.alipayPublicKey,
    signType: 'RSA2',
    gateway,
    timeout: config.timeoutMs ?? 10_000,
  });
}

const PAID_STATES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/**
 * The merchant side of Alipay (computer-website page pay and precreate QR) through Alipay's own
 * Node SDK: requests signed RSA2 with the application key, every answer's `sign` verified with
 * Alipay's public key (`validateSign`), notifications verified with `checkNotifySignV2` and checked
 * for app_id and seller_id. The same code talks to openapi.alipay.com and the in-app sandbox.
 */
export function createAlipayPay(config: AlipayConfig): AlipayPay {
  const sdk = sdkFor(config, config.gateway);
  const pageSdk = config.pageGateway && config.pageGateway !== config.gateway ? sdkFor(config, config.pageGateway) : sdk;

  async function exec(method: string, params: Record<string, unknown>): Promise<AlipaySdkCommonResult> {
    try {
      return await sdk.exec(method, params, { validateSign: true });
    } catch (error) {
      throw new AlipayError(`Alipay ${method}: ${(error as Error).name} ${(error as { code?: string }).code ?? ''}`.trim());
    }
  }

  function paymentFrom(fields: { outTradeNo?: string; tradeNo?: string; totalAmount?: string; paidAt?: string }): VerifiedPayment {
    const amountFen = yuanToFen(fields.totalAmount);
    const paidAt = parseAlipayTime(fields.paidAt) ?? new Date();
    if (!fields.outTradeNo || !fields.tradeNo || amountFen === null) throw new Error('a paid trade without out_trade_no, trade_no or a valid total_amount');
    return { channel: 'alipay', outTradeNo: fields.outTradeNo, transactionId: fields.tradeNo, amountFen, paidAt };
  }

  function bizContent(req: PrepayRequest) {
    return {
      outTradeNo: req.outTradeNo,
      totalAmount: fenToYuan(req.amountFen),
      subject: req.description.slice(0, 256),
      timeExpire: chinaSecond(req.expiresAt),
    };
  }

  return {
    mode: config.mode,

    async pagePay(req: PrepayRequest) {
      const url = pageSdk.pageExecute('alipay.trade.page.pay', 'GET', {
        bizContent: { ...bizContent(req), productCode: 'FAST_INSTANT_TRADE_PAY' },
        notifyUrl: req.notifyUrl,
        ...(req.returnUrl ? { returnUrl: req.returnUrl } : {}),
      });
      return { url };
    },

    async precreate(req: PrepayRequest) {
      const result = await exec('alipay.trade.precreate', { notifyUrl: req.notifyUrl, bizContent: bizContent(req) });
      if (result.code !== '10000' || typeof result.qrCode !== 'string') throw new AlipayError('Alipay precreate failed', result.code, result.subCode);
      return { qrCode: result.qrCode };
    },

    async queryOrder(outTradeNo: string): Promise<ProviderTradeState> {
      const result = await exec('alipay.trade.query', { bizContent: { outTradeNo } });
      if (result.code !== '10000') {
        if (result.subCode === 'ACQ.TRADE_NOT_EXIST') return { state: 'unknown' };
        throw new AlipayError('Alipay query failed', result.code, result.subCode);
      }
      if (result.outTradeNo !== outTradeNo) throw new AlipayError('Alipay query: answer for another order');
      const status = String(result.tradeStatus);
      if (PAID_STATES.has(status)) return { state: 'paid', payment: paymentFrom({ ...result, paidAt: result.sendPayDate }) };
      if (status === 'WAIT_BUYER_PAY') return { state: 'waiting' };
      if (status === 'TRADE_CLOSED') return { state: 'closed' };
      return { state: 'unknown' };
    },

    async closeOrder(outTradeNo: string) {
      const result = await exec('alipay.trade.close', { bizContent: { outTradeNo } });
      if (result.code === '10000' || result.subCode === 'ACQ.TRADE_NOT_EXIST') return;
      throw new AlipayError('Alipay close failed', result.code, result.subCode);
    },

    async verifyNotification(fields: Record<string, string>) {
      if (typeof fields.sign !== 'string' || !fields.sign) throw new NotificationRejected('alipay notification: missing sign');
      let signed = false;
      try {
        signed = sdk.checkNotifySignV2(fields);
      } catch {
        signed = false;
      }
      if (!signed) throw new NotificationRejected('alipay notification: bad signature', 401);
      if (fields.app_id !== config.appId) throw new NotificationRejected('alipay notification: app_id of another application');
      if (fields.seller_id !== config.sellerId) throw new NotificationRejected('alipay notification: seller_id of another merchant');
      if (!PAID_STATES.has(fields.trade_status)) return null;
      try {
        return paymentFrom({ outTradeNo: fields.out_trade_no, tradeNo: fields.trade_no, totalAmount: fields.total_amount, paidAt: fields.gmt_payment });
      } catch (error) {
        throw new NotificationRejected(`alipay notification: ${(error as Error).message}`);
      }
    },
  };
}
