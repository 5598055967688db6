import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { paySandboxTrades } from '@/lib/server/db/schema';
import { createAlipayPay } from '@/lib/server/payments/alipay/client';
import { NotificationRejected, type AlipayPay } from '@/lib/server/payments/provider';
import { runSandboxAction } from '@/lib/server/payments/sandbox/actions';
import { alipaySignContent, rsa2Sign } from '@/lib/server/payments/sandbox/alipay-api';
import { sandboxAlipayConfig } from '@/lib/server/payments/sandbox/merchant';
import { orderNo, prepay, startSandbox, type SandboxHarness } from './pay-providers-helpers';

/**
 * Alipay page pay and precreate through alipay-sdk against the in-app sandbox gateway (issue 12):
 * notifications verified with checkNotifySignV2 and checked for app_id and seller_id.
 */
describe('Alipay with the sandbox gateway', () => {
  let h: SandboxHarness;
  let pay: AlipayPay;

  beforeAll(async () => {
    h = await startSandbox();
    // The gateway is reached over the loopback server for API calls and for the browser's page pay alike here.
    pay = createAlipayPay(sandboxAlipayConfig(h.settings, h.base, { pageGateway: `${h.base}/paySandbox-api/alipay/gateway.do` }));
    h.respond = async (n) => {
      try {
        await pay.verifyNotification(Object.fromEntries(new URLSearchParams(n.body)));
        return new Response('success');
      } catch {
        return new Response('fail', { status: 400 });
      }
    };
  });
  afterAll(() => h.close());

  const form = (body: string) => Object.fromEntries(new URLSearchParams(body));

  /** Fields re-signed with the sandbox's Alipay key, so only the changed content can be what is refused. */
  function resigned(fields: Record<string, string>, key = h.settings.keys.alipay.alipayPrivateKey): Record<string, string> {
    const { sign: _drop, ...rest } = fields;
    void _drop;
    return { ...rest, sign: rsa2Sign(alipaySignContent(rest, ['sign', 'sign_type']), key) };
  }

  async function paidNotification(amountFen = 158_400): Promise<{ no: string; fields: Record<string, string> }> {
    const no = orderNo('A');
    const { qrCode } = await pay.precreate(prepay(no, amountFen));
    h.sent.length = 0;
    const result = await runSandboxAction(h.db.db, h.settings, 'alipay', qrCode.split('/').pop()!, 'pay');
    expect(result).toMatchObject({ ok: true, delivery: { acknowledged: true, probeRefused: true } });
    expect(h.sent).toHaveLength(2);
    return { no, fields: form(h.sent[1].body) };
  }

  async function expectRejected(fields: Record<string, string>, reason: RegExp) {
    const attempt = pay.verifyNotification(fields);
    await expect(attempt).rejects.toBeInstanceOf(NotificationRejected);
    await expect(attempt).rejects.toThrow(reason);
  }

  it('precreates a QR whose content opens the sandbox page, and reports the trade waiting', async () => {
    const no = orderNo('A');
    const { qrCode } = await pay.precreate(prepay(no, 1));
    expect(qrCode).toMatch(/^http:\/\/portal\.test\/paySandbox\/alipay\/[A-Za-z0-9_-]+$/);
    expect(await pay.queryOrder(no)).toEqual({ state: 'waiting' });
    expect(await pay.queryOrder(orderNo('NONE'))).toEqual({ state: 'unknown' });
  });

  it('verifies the notification of a sandbox payment after refusing its probe; the query agrees', async () => {
    const { no, fields } = await paidNotification(158_400);
    expect(fields).toMatchObject({ total_amount: '1584.00', trade_status: 'TRADE_SUCCESS', sign_type: 'RSA2' });
    const payment = await pay.verifyNotification(fields);
    expect(payment).toMatchObject({ channel: 'alipay', outTradeNo: no, amountFen: 158_400 });
    expect(await pay.queryOrder(no)).toMatchObject({ state: 'paid', payment: { transactionId: payment!.transactionId, amountFen: 158_400 } });
    const probe = form(h.sent[0].body);
    await expectRejected(probe, /bad signature/);
  });

  it('refuses a tampered field, a missing sign and a signature by another key', async () => {
    const { fields } = await paidNotification();
    await expectRejected({ ...fields, total_amount: '0.01' }, /bad signature/);
    await expectRejected({ ...fields, out_trade_no: 'A0000000000000' }, /bad signature/);
    await expectRejected({ ...fields, extra: 'x' }, /bad signature/);
    const { sign: _sign, ...unsigned } = fields;
    void _sign;
    await expectRejected(unsigned, /missing sign/);
    const stranger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    await expectRejected(resigned(fields, stranger), /bad signature/);
  });

  it('refuses another app_id or seller_id even when correctly signed', async () => {
    const { fields } = await paidNotification();
    await expect(pay.verifyNotification(resigned(fields))).resolves.toMatchObject({ channel: 'alipay' });
    await expectRejected(resigned({ ...fields, app_id: '2021000000009999' }), /app_id/);
    await expectRejected(resigned({ ...fields, seller_id: '2088000000009999' }), /seller_id/);
  });

  it('takes TRADE_SUCCESS and TRADE_FINISHED as paid and other states as not paid', async () => {
    const { fields } = await paidNotification();
    await expect(pay.verifyNotification(resigned({ ...fields, trade_status: 'TRADE_FINISHED' }))).resolves.toMatchObject({ amountFen: 158_400 });
    await expect(pay.verifyNotification(resigned({ ...fields, trade_status: 'WAIT_BUYER_PAY' }))).resolves.toBeNull();
    await expect(pay.verifyNotification(resigned({ ...fields, trade_status: 'TRADE_CLOSED' }))).resolves.toBeNull();
    await expectRejected(resigned({ ...fields, total_amount: '1.5.0' }), /total_amount/);
  });

  it('sends page pay through the signed gateway to the sandbox page, and refuses an altered page-pay URL', async () => {
    const no = orderNo('P');
    const { url } = await pay.pagePay(prepay(no, 26_400));
    const target = new URL(url);
    expect(target.searchParams.get('method')).toBe('alipay.trade.page.pay');
    const ok = await fetch(url, { redirect: 'manual' });
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toMatch(/^http:\/\/portal\.test\/paySandbox\/alipay\/[A-Za-z0-9_-]+$/);
    const [trade] = await h.db.db.select().from(paySandboxTrades).where(eq(paySandboxTrades.outTradeNo, no));
    expect(trade).toMatchObject({ amountFen: 26_400, returnUrl: 'http://portal.test/paySuccess', state: 'waiting' });

    const cheap = orderNo('P');
    const forged = new URL((await pay.pagePay(prepay(cheap, 26_400))).url);
    forged.searchParams.set('biz_content', forged.searchParams.get('biz_content')!.replace('"264.00"', '"0.01"'));
    const refused = await fetch(forged, { redirect: 'manual' });
    expect(refused.headers.get('location')).toBe('http://portal.test/paySandbox/alipay/refused');
    expect(await h.db.db.select().from(paySandboxTrades).where(eq(paySandboxTrades.outTradeNo, cheap))).toHaveLength(0);
  });

  it('closes an unpaid trade, after which the payer cannot pay it', async () => {
    const no = orderNo('A');
    const { qrCode } = await pay.precreate(prepay(no));
    await pay.closeOrder(no);
    expect(await pay.queryOrder(no)).toEqual({ state: 'closed' });
    expect(await runSandboxAction(h.db.db, h.settings, 'alipay', qrCode.split('/').pop()!, 'pay')).toMatchObject({ ok: false, error: 'notAllowed' });
  });

  it('the gateway answers isv.invalid-signature to a request signed by another key, and records nothing', async () => {
    const stranger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const forger = createAlipayPay(sandboxAlipayConfig(h.settings, h.base, { privateKey: stranger }));
    const no = orderNo('F');
    await expect(forger.precreate(prepay(no))).rejects.toMatchObject({ subCode: 'isv.invalid-signature' });
    const res = await fetch(`${h.base}/paySandbox-api/alipay/gateway.do`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ app_id: h.settings.keys.alipay.appId, method: 'alipay.trade.precreate', sign_type: 'RSA2', biz_content: JSON.stringify({ out_trade_no: no, total_amount: '1.00', subject: 'x' }) }),
    });
    expect(await res.text()).toContain('isv.invalid-signature');
    expect(await h.db.db.select().from(paySandboxTrades).where(eq(paySandboxTrades.outTradeNo, no))).toHaveLength(0);
  });

  it('refuses an answer not signed by the Alipay key it trusts', async () => {
    const stranger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const gullible = createAlipayPay(sandboxAlipayConfig(h.settings, h.base, { alipayPublicKey: stranger }));
    await expect(gullible.precreate(prepay(orderNo('G')))).rejects.toThrow(/alipay\.trade\.precreate/);
  });
});
