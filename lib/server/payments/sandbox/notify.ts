import 'server-only';
import crypto from 'node:crypto';
import type { DbExecutor } from '@/lib/server/db/client';
import { logger } from '@/lib/server/log';
import { fenToYuan } from '@/lib/money';
import { chinaRfc3339, chinaSecond } from '@/lib/time';
import { aesGcmEncrypt, HEADER, PROBE_SIGNATURE_PREFIX, signedHeaders } from '@/lib/server/payments/wechat/protocol';
import { alipaySignContent, rsa2Sign } from './alipay-api';
import { wechatSigningKey, type SandboxSettings } from './settings';
import { recordDelivery, type SandboxTrade } from './store';
import { wechatTransaction } from './wechat-api';

export interface Notification {
  headers: Record<string, string>;
  body: string;
}

function randomText(length: number): string {
  return crypto.randomBytes(length).toString('base64url').slice(0, length);
}

/** A TRANSACTION.SUCCESS notification as WeChat Pay sends it: the transaction encrypted with the API v3 key, the body signed. */
export function wechatNotification(settings: SandboxSettings, trade: SandboxTrade, now = Date.now()): Notification {
  const nonce = randomText(12);
  const associatedData = 'transaction';
  const ciphertext = aesGcmEncrypt(JSON.stringify(wechatTransaction(trade, now)), settings.keys.wechat.apiV3Key, nonce, associatedData);
  const body = JSON.stringify({
    id: crypto.randomUUID(),
    create_time: chinaRfc3339(new Date(now)),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce },
  });
  const key = wechatSigningKey(settings);
  return { body, headers: { ...signedHeaders(body, key.serial, key.privateKey, now), 'content-type': 'application/json' } };
}

/** An asynchronous trade_status_sync notification as Alipay posts it: form fields signed RSA2 without sign and sign_type. */
export function alipayNotification(settings: SandboxSettings, trade: SandboxTrade, now = Date.now()): Record<string, string> {
  const keys = settings.keys.alipay;
  const fields: Record<string, string> = {
    notify_time: chinaSecond(new Date(now)),
    notify_type: 'trade_status_sync',
    notify_id: randomText(32),
    app_id: keys.appId,
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    trade_no: trade.transactionId,
    out_trade_no: trade.outTradeNo,
    trade_status: 'TRADE_SUCCESS',
    total_amount: fenToYuan(trade.amountFen),
    receipt_amount: fenToYuan(trade.amountFen),
    buyer_pay_amount: fenToYuan(trade.amountFen),
    seller_id: keys.sellerId,
    buyer_logon_id: 'san***@sandbox.example',
    subject: trade.description,
    gmt_create: chinaSecond(trade.createdAt),
    gmt_payment: chinaSecond(trade.paidAt ?? new Date(now)),
  };
  fields.sign = rsa2Sign(alipaySignContent(fields, ['sign', 'sign_type']), keys.alipayPrivateKey);
  return fields;
}

/** The deliberately badly signed copy the real services send first, to catch merchants that do not verify. */
function probeOf(trade: SandboxTrade, settings: SandboxSettings): { headers: Record<string, string>; body: string } {
  if (trade.channel === 'wechat') {
    const real = wechatNotification(settings, trade);
    return { body: real.body, headers: { ...real.headers, [HEADER.signature]: `${PROBE_SIGNATURE_PREFIX}${crypto.randomBytes(192).toString('base64')}` } };
  }
  const fields = { ...alipayNotification(settings, trade), sign: crypto.randomBytes(256).toString('base64') };
  return { body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' } };
}

function realOf(trade: SandboxTrade, settings: SandboxSettings): { headers: Record<string, string>; body: string } {
  if (trade.channel === 'wechat') return wechatNotification(settings, trade);
  return { body: new URLSearchParams(alipayNotification(settings, trade)).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' } };
}

async function post(settings: SandboxSettings, url: string, message: { headers: Record<string, string>; body: string }): Promise<{ status: number; text: string }> {
  try {
    const res = await (settings.fetch ?? fetch)(url, { method: 'POST', headers: message.headers, body: message.body, signal: AbortSignal.timeout(10_000), redirect: 'manual' });
    return { status: res.status, text: await res.text() };
  } catch {
    return { status: 0, text: '' };
  }
}

/** WeChat Pay takes 200/204 as received; Alipay takes the literal body `success`. */
function acknowledged(channel: SandboxTrade['channel'], answer: { status: number; text: string }): boolean {
  if (channel === 'wechat') return answer.status === 200 || answer.status === 204;
  return answer.status === 200 && answer.text.trim() === 'success';
}

/**
 * Notifies the merchant of a paid trade: first the badly signed probe (the merchant must refuse it;
 * accepting it is logged as a warning), then the correctly signed notification, re-sent after the
 * retry delays until the merchant acknowledges it. Resolves after the first real attempt; the
 * retries continue in the background. Each attempt is recorded on the trade.
 */
export async function deliverNotification(db: DbExecutor, settings: SandboxSettings, trade: SandboxTrade): Promise<{ acknowledged: boolean; status: number; probeRefused: boolean }> {
  const probe = await post(settings, trade.notifyUrl, probeOf(trade, settings));
  const probeRefused = !acknowledged(trade.channel, probe);
  if (!probeRefused) logger.write('warn', 'pay_sandbox.probe_accepted', { channel: trade.channel, outTradeNo: trade.outTradeNo });

  const attempt = async (): Promise<{ status: number; ok: boolean }> => {
    const answer = await post(settings, trade.notifyUrl, realOf(trade, settings));
    await recordDelivery(db, trade.id, answer.status);
    return { status: answer.status, ok: acknowledged(trade.channel, answer) };
  };
  const first = await attempt();
  if (!first.ok) {
    const delays = [...(settings.retryDelaysMs ?? [5_000, 30_000, 120_000])];
    const retry = () => {
      const delay = delays.shift();
      if (delay === undefined) return;
      setTimeout(() => {
        attempt()
          .then((r) => (r.ok ? undefined : retry()))
          .catch(() => retry());
      }, delay).unref?.();
    };
    retry();
  }
  return { acknowledged: first.ok, status: first.status, probeRefused };
}
