import 'server-only';
import crypto, { type KeyObject } from 'node:crypto';
import { z } from 'zod';
import type { DbExecutor } from '@/lib/server/db/client';
import { logger } from '@/lib/server/log';
import { fenToYuan, yuanToFen } from '@/lib/money';
import { chinaSecond, parseChinaTime } from '@/lib/time';
import { readBody } from './body';
import { sandboxPageUrl, SANDBOX_PAGE_PREFIX, type SandboxSettings } from './settings';
import { effectiveState, findTrade, moveTrade, recordTrade, type SandboxTrade } from './store';

/** Alipay's signed content: the parameters sorted by name, `k=v` joined by `&`, empty values and the excluded names left out. */
export function alipaySignContent(params: Record<string, string>, exclude: readonly string[]): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function rsa2Sign(content: string, key: KeyObject): string {
  return crypto.createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');
}

function rsa2Verify(content: string, signature: string, key: KeyObject): boolean {
  try {
    return crypto.createVerify('RSA-SHA256').update(content, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

const bizSchema = z.object({
  out_trade_no: z.string().regex(/^[0-9A-Za-z_-]{1,64}$/),
  total_amount: z.string().optional(),
  subject: z.string().max(256).optional(),
  time_expire: z.string().optional(),
  product_code: z.string().optional(),
});

/** Alipay's answer body: `{"<method>_response":{…},"sign":"…"}`, the inner JSON signed RSA2 by Alipay's key. */
function gatewayAnswer(method: string, inner: Record<string, unknown>, key: KeyObject): Response {
  const text = JSON.stringify(inner);
  const body = `{"${method.replaceAll('.', '_')}_response":${text},"sign":"${rsa2Sign(text, key)}"}`;
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', trace_id: crypto.randomBytes(12).toString('hex') } });
}

const notExist = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: 'trade does not exist' };

function tradeStatus(trade: SandboxTrade): string {
  const state = effectiveState(trade);
  if (state === 'paid') return 'TRADE_SUCCESS';
  if (state === 'closed') return 'TRADE_CLOSED';
  return 'WAIT_BUYER_PAY';
}

interface Ctx {
  db: DbExecutor;
  settings: SandboxSettings;
}

/**
 * The sandbox's Alipay OpenAPI gateway (gateway.do): verifies the RSA2 signature of every request
 * with the sandbox application's public key (a bad or missing one is answered with
 * isv.invalid-signature and changes nothing), and answers as Alipay does, signed with the sandbox
 * Alipay key. Page pay (GET, alipay.trade.page.pay) records the trade and sends the browser on to
 * the sandbox's cashier page; precreate, query and close answer JSON.
 */
export async function handleAlipayGateway(req: Request, ctx: Ctx): Promise<Response> {
  const url = new URL(req.url);
  const params: Record<string, string> = Object.fromEntries(url.searchParams);
  if (req.method === 'POST') {
    let text: string;
    try {
      text = await readBody(req);
    } catch {
      return new Response('request body too large', { status: 413 });
    }
    // defineProperty: a field named `__proto__` is an own field, not the object's prototype.
    const form = new URLSearchParams(text);
    for (const [k, v] of form) Object.defineProperty(params, k, { value: v, enumerable: true, writable: true, configurable: true });
  }
  const method = params.method ?? '';
  const keys = ctx.settings.keys.alipay;
  const pageMethod = method === 'alipay.trade.page.pay';

  const refuse = (reason: string): Response => {
    logger.write('warn', 'pay_sandbox.alipay_request_refused', { reason, method });
    if (pageMethod) return Response.redirect(`${ctx.settings.publicBaseUrl.replace(/\/+$/, '')}${SANDBOX_PAGE_PREFIX}/alipay/refused`, 302);
    return gatewayAnswer(method || 'error', { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: reason }, keys.alipayPrivateKey);
  };
  if (!params.sign) return refuse('missing sign');
  if (params.app_id !== keys.appId) return refuse('unknown app_id');
  if (params.sign_type !== 'RSA2') return refuse('sign_type must be RSA2');
  if (!rsa2Verify(alipaySignContent(params, ['sign']), params.sign, keys.appPublicKey)) return refuse('bad signature');

  let biz: z.infer<typeof bizSchema>;
  try {
    biz = bizSchema.parse(JSON.parse(params.biz_content ?? ''));
  } catch {
    return gatewayAnswer(method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-parameter', sub_msg: 'biz_content' }, keys.alipayPrivateKey);
  }
  const businessError = (subCode: string, subMsg: string) =>
    gatewayAnswer(method, { code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg }, keys.alipayPrivateKey);

  if (pageMethod || method === 'alipay.trade.precreate') {
    const amountFen = yuanToFen(biz.total_amount);
    const expiresAt = biz.time_expire ? parseChinaTime(biz.time_expire) : new Date(Date.now() + 2 * 3600_000);
    const notifyUrl = params.notify_url ?? '';
    if (amountFen === null || amountFen < 1 || !biz.subject || Number.isNaN(expiresAt.getTime()) || !/^https?:\/\//.test(notifyUrl)) {
      if (pageMethod) return refuse('invalid page pay parameters');
      return businessError('ACQ.INVALID_PARAMETER', 'total_amount, subject, time_expire or notify_url');
    }
    const returnUrl = params.return_url && /^https?:\/\//.test(params.return_url) ? params.return_url : null;
    const { trade, created } = await recordTrade(ctx.db, {
      channel: 'alipay',
      merchantId: keys.appId,
      appId: keys.sellerId,
      outTradeNo: biz.out_trade_no,
      description: biz.subject,
      amountFen,
      notifyUrl,
      returnUrl,
      expiresAt,
    });
    if (!created && (trade.amountFen !== amountFen || effectiveState(trade) === 'paid')) {
      if (pageMethod) return refuse('out_trade_no already used');
      return businessError('ACQ.TRADE_HAS_SUCCESS', 'out_trade_no already used');
    }
    if (pageMethod) return Response.redirect(sandboxPageUrl(ctx.settings, 'alipay', trade.id), 302);
    return gatewayAnswer(method, { code: '10000', msg: 'Success', out_trade_no: trade.outTradeNo, qr_code: sandboxPageUrl(ctx.settings, 'alipay', trade.id) }, keys.alipayPrivateKey);
  }

  const trade = await findTrade(ctx.db, 'alipay', keys.appId, biz.out_trade_no);
  if (method === 'alipay.trade.query') {
    if (!trade) return gatewayAnswer(method, notExist, keys.alipayPrivateKey);
    const status = tradeStatus(trade);
    return gatewayAnswer(
      method,
      {
        code: '10000',
        msg: 'Success',
        trade_no: trade.transactionId,
        out_trade_no: trade.outTradeNo,
        buyer_logon_id: 'san***@sandbox.example',
        trade_status: status,
        total_amount: fenToYuan(trade.amountFen),
        ...(status === 'TRADE_SUCCESS' && trade.paidAt ? { send_pay_date: chinaSecond(trade.paidAt), buyer_pay_amount: fenToYuan(trade.amountFen) } : {}),
      },
      keys.alipayPrivateKey,
    );
  }
  if (method === 'alipay.trade.close') {
    if (!trade) return gatewayAnswer(method, notExist, keys.alipayPrivateKey);
    if (trade.state === 'paid') return businessError('ACQ.TRADE_STATUS_ERROR', 'the trade is paid');
    await moveTrade(ctx.db, trade.id, ['waiting', 'abandoned', 'failed'], 'closed');
    return gatewayAnswer(method, { code: '10000', msg: 'Success', trade_no: trade.transactionId, out_trade_no: trade.outTradeNo }, keys.alipayPrivateKey);
  }
  return gatewayAnswer(method || 'error', { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: 'not in the sandbox' }, keys.alipayPrivateKey);
}
