import 'server-only';
import type { PrepayRequest, ProviderTradeState, WechatNativePay } from '@/lib/server/payments/provider';
import type { WechatPayConfig } from './config';
import { verifyWechatNotification } from './notification';
import { checkSignedHeaders, signRequest } from './protocol';
import { chinaRfc3339 } from '@/lib/time';
import { tradeStateOf, transactionSchema } from './transaction';
import { errorBrand } from '@/lib/error-brand';

const wechatPayErrorBrand = errorBrand<WechatPayError>('WechatPayError');

/** A failed call to WeChat Pay: HTTP status and WeChat's error code (e.g. ORDERPAID), never a key. */
export class WechatPayError extends Error {
  /** Whether `value` carries the WechatPayError brand: thrown by this copy of the module or by another bundle's (lib/error-brand.ts). */
  static is(value: unknown): value is WechatPayError {
    return wechatPayErrorBrand.is(value);
  }

  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'WechatPayError';
    wechatPayErrorBrand.mark(this);
  }
}

/** Cuts a UTF-8 string to at most `max` bytes without splitting a character (description ≤ 127 bytes). */
export function truncateBytes(text: string, max: number): string {
  let out = '';
  let bytes = 0;
  for (const ch of text) {
    const n = Buffer.byteLength(ch, 'utf8');
    if (bytes + n > max) break;
    out += ch;
    bytes += n;
  }
  return out;
}

function errorCode(text: string): string | undefined {
  try {
    const code = (JSON.parse(text) as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The merchant side of WeChat Pay API v3 native (QR) payment over fetch: every request signed with
 * the merchant key (`WECHATPAY2-SHA256-RSA2048`), every 2xx answer's signature verified with the key
 * its Wechatpay-Serial names before the body is read. The same code talks to api.mch.weixin.qq.com
 * and to the in-app sandbox; only `config` differs (docs/PAYMENT-PROVIDERS.md).
 */
export function createWechatNativePay(config: WechatPayConfig): WechatNativePay {
  const base = config.baseUrl.replace(/\/+$/, '');
  const doFetch = config.fetch ?? fetch;

  async function call(method: 'GET' | 'POST', path: string, payload?: object): Promise<{ status: number; text: string }> {
    const body = payload ? JSON.stringify(payload) : '';
    const url = new URL(`${base}${path}`);
    const headers: Record<string, string> = {
      authorization: signRequest({
        mchid: config.mchid,
        serialNo: config.merchantSerialNo,
        privateKey: config.merchantPrivateKey,
        method,
        urlPath: `${url.pathname}${url.search}`,
        body,
      }),
      accept: 'application/json',
      'user-agent': 'atsteel-portal wechatpay-v3',
    };
    if (payload) headers['content-type'] = 'application/json';
    if (config.preferredSerial) headers['wechatpay-serial'] = config.preferredSerial;
    let res: Response;
    try {
      res = await doFetch(url, { method, headers, body: payload ? body : undefined, signal: AbortSignal.timeout(config.timeoutMs ?? 10_000) });
    } catch (error) {
      throw new WechatPayError(`WeChat Pay ${method} ${path}: ${(error as Error).message}`, 0);
    }
    const text = await res.text();
    if (res.status >= 200 && res.status < 300) {
      const check = checkSignedHeaders(res.headers, text, config.wechatpayKeys, config.now?.() ?? Date.now());
      if (!check.ok) throw new WechatPayError(`WeChat Pay ${method} ${path}: answer refused (${check.reason})`, res.status, 'ANSWER_SIGNATURE');
    }
    return { status: res.status, text };
  }

  function fail(what: string, answer: { status: number; text: string }): never {
    const code = errorCode(answer.text);
    throw new WechatPayError(`WeChat Pay ${what} failed: HTTP ${answer.status}${code ? ` ${code}` : ''}`, answer.status, code);
  }

  const orderPath = (outTradeNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`;

  return {
    mode: config.mode,

    async createNativeOrder(req: PrepayRequest) {
      if (!Number.isSafeInteger(req.amountFen) || req.amountFen < 1) throw new WechatPayError('amount must be a positive integer in fen', 0, 'PARAM_ERROR');
      const answer = await call('POST', '/v3/pay/transactions/native', {
        appid: config.appid,
        mchid: config.mchid,
        description: truncateBytes(req.description, 127),
        out_trade_no: req.outTradeNo,
        time_expire: chinaRfc3339(req.expiresAt),
        notify_url: req.notifyUrl,
        amount: { total: req.amountFen, currency: 'CNY' },
      });
      if (answer.status !== 200) fail('native order', answer);
      const codeUrl = (JSON.parse(answer.text) as { code_url?: unknown }).code_url;
      if (typeof codeUrl !== 'string' || !codeUrl) throw new WechatPayError('WeChat Pay native order: answer without code_url', answer.status);
      return { codeUrl };
    },

    async queryOrder(outTradeNo: string): Promise<ProviderTradeState> {
      const answer = await call('GET', `${orderPath(outTradeNo)}?mchid=${encodeURIComponent(config.mchid)}`);
      if (answer.status === 404) return { state: 'unknown' };
      if (answer.status !== 200) fail('query', answer);
      const tx = transactionSchema.parse(JSON.parse(answer.text));
      if (tx.mchid !== config.mchid || tx.appid !== config.appid || tx.out_trade_no !== outTradeNo) {
        throw new WechatPayError('WeChat Pay query: answer for another merchant or order', answer.status);
      }
      return tradeStateOf(tx);
    },

    async closeOrder(outTradeNo: string) {
      const answer = await call('POST', `${orderPath(outTradeNo)}/close`, { mchid: config.mchid });
      if (answer.status === 204 || answer.status === 200 || answer.status === 404) return;
      fail('close', answer);
    },

    async verifyNotification(headers: Headers, rawBody: string) {
      return verifyWechatNotification(config, headers, rawBody);
    },
  };
}
