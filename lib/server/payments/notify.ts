import 'server-only';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_S } from '@/lib/server/db/availability';
import type { Db } from '@/lib/server/db/client';
import { logger } from '@/lib/server/log';
import { applyPayment, type ApplyOutcome } from './apply-payment';
import { NotificationRejected, type PayChannel, type VerifiedPayment } from './provider';
import type { PaymentProviders } from './provider';

/**
 * The providers' notify URLs. The body is verified by the provider module before anything in it is
 * trusted, then applied once (applyPayment). WeChat Pay v3 wants 200/204 with no body only after the
 * payment is committed, and 4xx/5xx with {code, message} otherwise (it retries); Alipay wants the
 * literal `success` (or anything else, e.g. `fail`, to retry). Rejections are logged without secrets.
 */

type Verdict = { ok: true; outcome: ApplyOutcome | 'notFinal' } | { ok: false; status: number; reason: string };

async function handle(db: Db, channel: PayChannel, verify: () => Promise<VerifiedPayment | null>): Promise<Verdict> {
  let verified: VerifiedPayment | null;
  try {
    verified = await verify();
  } catch (error) {
    if (NotificationRejected.is(error)) {
      logger.write('warn', 'payment_notification_rejected', { channel, reason: error.reason });
      return { ok: false, status: error.status >= 400 && error.status < 600 ? error.status : 400, reason: 'notification rejected' };
    }
    logger.write('error', 'payment_notification_failed', { channel, error: (error as Error).message });
    return { ok: false, status: 500, reason: 'server error' };
  }
  // A verified notification of a trade that is not paid (closed, refund …): acknowledged, nothing to do.
  if (!verified) return { ok: true, outcome: 'notFinal' };
  if (verified.channel !== channel) {
    logger.write('warn', 'payment_notification_rejected', { channel, reason: 'channel mismatch' });
    return { ok: false, status: 400, reason: 'notification rejected' };
  }
  try {
    const outcome = await applyPayment(db, verified);
    if (outcome === 'unknownOrder') return { ok: false, status: 404, reason: 'order not found' };
    if (outcome === 'amountMismatch') return { ok: false, status: 400, reason: 'amount does not match the order' };
    return { ok: true, outcome };
  } catch (error) {
    // The database unreachable (a restart, an outage): 503, and the provider sends it again (nothing was applied).
    if (isDatabaseUnavailable(error)) {
      logger.write('warn', 'payment_apply_unavailable', { channel, orderNo: verified.outTradeNo, error: (error as Error).message });
      return { ok: false, status: 503, reason: 'temporarily unavailable' };
    }
    logger.write('error', 'payment_apply_failed', { channel, orderNo: verified.outTradeNo, error: (error as Error).message });
    return { ok: false, status: 500, reason: 'server error' };
  }
}

/** pay/wxpay/notify: 204 after commit, or a JSON 4xx/5xx WeChat retries. */
export async function wechatNotify(db: Db, providers: PaymentProviders, headers: Headers, rawBody: string): Promise<Response> {
  const wechat = providers.wechat();
  if (!wechat) return Response.json({ code: 'FAIL', message: 'not configured' }, { status: 503 });
  const verdict = await handle(db, 'wechat', () => wechat.verifyNotification(headers, rawBody));
  if (verdict.ok) return new Response(null, { status: 204 });
  const answer: Record<string, string> = { 'cache-control': 'no-store' };
  if (verdict.status === 503) answer['retry-after'] = String(UNAVAILABLE_RETRY_AFTER_S);
  return Response.json({ code: 'FAIL', message: verdict.reason }, { status: verdict.status, headers: answer });
}

/** The posted form as Alipay sends it (application/x-www-form-urlencoded, UTF-8); a repeated field is refused. */
export function parseAlipayForm(rawBody: string): Record<string, string> | null {
  // A Map, then own properties: a field named `__proto__` stays a field (refused by the signature check).
  const fields = new Map<string, string>();
  try {
    for (const [k, v] of new URLSearchParams(rawBody)) {
      if (fields.has(k)) return null;
      fields.set(k, v);
    }
  } catch {
    return null;
  }
  return Object.fromEntries(fields);
}

/** pay/alipay/notify: the literal `success` once applied (or already applied), `fail` otherwise. */
export async function alipayNotify(db: Db, providers: PaymentProviders, rawBody: string): Promise<Response> {
  const text = (body: 'success' | 'fail', status = 200) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  const alipay = providers.alipay();
  if (!alipay) return text('fail', 503);
  const fields = parseAlipayForm(rawBody);
  if (!fields) {
    logger.write('warn', 'payment_notification_rejected', { channel: 'alipay', reason: 'malformed form' });
    return text('fail', 400);
  }
  const verdict = await handle(db, 'alipay', () => alipay.verifyNotification(fields));
  return verdict.ok ? text('success') : text('fail', verdict.status);
}
