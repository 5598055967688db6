import 'server-only';
import { z } from 'zod';
import type { DbExecutor } from '@/lib/server/db/client';
import { logger } from '@/lib/server/log';
import { parseAuthorization, requestMessage, rsaVerify, signedHeaders, timestampFresh } from '@/lib/server/payments/wechat/protocol';
import { chinaRfc3339 } from '@/lib/time';
import { readBody } from './body';
import { sandboxPageUrl, wechatSigningKey, type SandboxSettings } from './settings';
import { effectiveState, findTrade, moveTrade, recordTrade, type SandboxTrade } from './store';

const nativeOrderSchema = z.object({
  appid: z.string().min(1).max(32),
  mchid: z.string().min(1).max(32),
  description: z.string().min(1).refine((s) => Buffer.byteLength(s, 'utf8') <= 127, 'description longer than 127 bytes'),
  out_trade_no: z.string().regex(/^[0-9A-Za-z_\-*|]{6,32}$/, 'out_trade_no: 6 to 32 letters, digits, _-*|'),
  time_expire: z.string().optional(),
  attach: z.string().max(128).optional(),
  notify_url: z.string().url().max(256),
  amount: z.object({ total: z.number().int().min(1).max(2_147_483_647), currency: z.literal('CNY').optional() }),
});

/** The transaction object WeChat Pay answers to a query and encrypts into a notification. */
export function wechatTransaction(trade: SandboxTrade, now = Date.now()): Record<string, unknown> {
  const state = effectiveState(trade, now);
  const tradeState = state === 'paid' ? 'SUCCESS' : state === 'failed' ? 'PAYERROR' : state === 'closed' ? 'CLOSED' : 'NOTPAY';
  const paid = tradeState === 'SUCCESS';
  return {
    appid: trade.appId,
    mchid: trade.merchantId,
    out_trade_no: trade.outTradeNo,
    ...(paid ? { transaction_id: trade.transactionId, success_time: chinaRfc3339(trade.paidAt ?? new Date(now)), bank_type: 'OTHERS', payer: { openid: 'sandbox-payer' } } : {}),
    trade_type: 'NATIVE',
    trade_state: tradeState,
    trade_state_desc: tradeState,
    amount: { total: trade.amountFen, ...(paid ? { payer_total: trade.amountFen } : {}), currency: 'CNY', payer_currency: 'CNY' },
  };
}

interface Ctx {
  db: DbExecutor;
  settings: SandboxSettings;
}

/**
 * The sandbox's WeChat Pay API v3 server (native payment): receives the merchant's requests exactly
 * as api.mch.weixin.qq.com does, refuses any without a valid `WECHATPAY2-SHA256-RSA2048` signature
 * by the sandbox merchant's key (401 SIGN_ERROR), and signs every answer with the WeChat Pay key
 * the request names in Wechatpay-Serial (public key id or platform certificate serial).
 * `path` is the part after the sandbox's prefix, e.g. `/v3/pay/transactions/native`.
 */
export async function handleWechatApi(req: Request, path: string, ctx: Ctx): Promise<Response> {
  const url = new URL(req.url);
  const signer = wechatSigningKey(ctx.settings, req.headers.get('wechatpay-serial'));
  const answer = (status: number, payload?: object): Response => {
    const text = payload ? JSON.stringify(payload) : '';
    const headers = new Headers(signedHeaders(text, signer.serial, signer.privateKey));
    if (payload) headers.set('content-type', 'application/json; charset=utf-8');
    headers.set('request-id', crypto.randomUUID());
    return new Response(status === 204 ? null : text, { status, headers });
  };
  const error = (status: number, code: string, message: string) => answer(status, { code, message });
  let body: string;
  try {
    body = req.method === 'GET' || req.method === 'HEAD' ? '' : await readBody(req);
  } catch {
    return error(413, 'PARAM_ERROR', 'request body too large');
  }

  const merchant = ctx.settings.keys.wechat;
  const auth = parseAuthorization(req.headers.get('authorization'));
  const refused = (reason: string) => {
    logger.write('warn', 'pay_sandbox.wechat_request_refused', { reason, path });
    return error(401, 'SIGN_ERROR', `signature verification failed: ${reason}`);
  };
  if (!auth) return refused('missing or malformed Authorization');
  if (auth.mchid !== merchant.mchid) return refused('unknown mchid');
  if (auth.serial_no !== merchant.merchantSerialNo) return refused('unknown merchant certificate serial');
  if (!timestampFresh(auth.timestamp)) return refused('timestamp 5 minutes or more off');
  const message = requestMessage(req.method, `${url.pathname}${url.search}`, auth.timestamp, auth.nonce_str, body);
  if (!rsaVerify(message, auth.signature, merchant.merchantPublicKey)) return refused('bad signature');

  if (req.method === 'POST' && path === '/v3/pay/transactions/native') {
    let input: z.infer<typeof nativeOrderSchema>;
    try {
      input = nativeOrderSchema.parse(JSON.parse(body));
    } catch (e) {
      return error(400, 'PARAM_ERROR', e instanceof z.ZodError ? e.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') : 'body is not JSON');
    }
    if (input.mchid !== auth.mchid) return error(400, 'MCH_NOT_EXISTS', 'mchid does not match the signing merchant');
    if (input.appid !== merchant.appid) return error(400, 'APPID_MCHID_NOT_MATCH', 'appid and mchid do not match');
    const expiresAt = input.time_expire ? new Date(input.time_expire) : new Date(Date.now() + 2 * 3600_000);
    if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= Date.now()) return error(400, 'PARAM_ERROR', 'time_expire is not a future RFC 3339 time');
    const { trade, created } = await recordTrade(ctx.db, {
      channel: 'wechat',
      merchantId: input.mchid,
      appId: input.appid,
      outTradeNo: input.out_trade_no,
      description: input.description,
      amountFen: input.amount.total,
      notifyUrl: input.notify_url,
      expiresAt,
    });
    if (!created) {
      const state = effectiveState(trade);
      if (state === 'paid') return error(400, 'ORDERPAID', 'the order is already paid');
      if (state === 'closed') return error(400, 'ORDER_CLOSED', 'the order is closed');
      if (trade.amountFen !== input.amount.total || trade.description !== input.description) {
        return error(400, 'INVALID_REQUEST', 'out_trade_no already used with other parameters');
      }
    }
    return answer(200, { code_url: sandboxPageUrl(ctx.settings, 'wechat', trade.id) });
  }

  const byNo = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path);
  if (byNo) {
    const outTradeNo = decodeURIComponent(byNo[1]);
    if (req.method === 'GET' && !byNo[2]) {
      if (url.searchParams.get('mchid') !== auth.mchid) return error(400, 'PARAM_ERROR', 'mchid query parameter missing or not the signing merchant');
      const trade = await findTrade(ctx.db, 'wechat', auth.mchid, outTradeNo);
      if (!trade) return error(404, 'ORDER_NOT_EXIST', 'order does not exist');
      return answer(200, wechatTransaction(trade));
    }
    if (req.method === 'POST' && byNo[2]) {
      let mchid: unknown;
      try {
        mchid = (JSON.parse(body) as { mchid?: unknown }).mchid;
      } catch {
        return error(400, 'PARAM_ERROR', 'body is not JSON');
      }
      if (mchid !== auth.mchid) return error(400, 'PARAM_ERROR', 'mchid missing or not the signing merchant');
      const trade = await findTrade(ctx.db, 'wechat', auth.mchid, outTradeNo);
      if (!trade) return error(404, 'ORDER_NOT_EXIST', 'order does not exist');
      if (trade.state === 'paid') return error(400, 'ORDERPAID', 'the order is already paid');
      await moveTrade(ctx.db, trade.id, ['waiting', 'abandoned', 'failed'], 'closed');
      return answer(204);
    }
  }
  return error(404, 'NOT_FOUND', 'no such API in the sandbox');
}
